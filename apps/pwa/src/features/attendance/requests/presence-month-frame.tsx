/**
 * The presence history's month summary, loaded right after the screen's first paint: its recap labels, contract
 * and the month's name (core's format/days) are not part of the route's first load (apps/pwa/scripts/budget.mjs).
 * Until it comes, its empty frame holds its place (the same box and minimum height), so the list below never jumps.
 */
import { lazy, Suspense } from 'react';
import './presence-month-summary.css';

const PresenceMonthSummary = lazy(() =>
  import('./presence-month-summary').then((m) => ({ default: m.PresenceMonthSummary })),
);

/** The tiles the summary shows (Hadir, Terlambat, Alpa, Izin, Cuti, Lembur): the frame draws as many. */
const TILES = 6;
const BLANK = '\u00a0';

/**
 * The summary's own boxes with blank text (title, two rows of tiles, the error line), so the frame is exactly as tall
 * as what replaces it: a bare min-height was 28 px short at 360 px (cold-load CLS 0.023, the list below moving).
 */
function BlankMonth() {
  return (
    <section className="month-sum" aria-busy="true" data-testid="month-summary-frame">
      <div aria-hidden="true">
        <p className="month-sum__title">{BLANK}</p>
        <div className="month-sum__grid">
          {Array.from({ length: TILES }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed blank boxes, never reordered
            <div key={i} className="month-sum__tile">
              <div className="month-sum__name">{BLANK}</div>
              <p className="month-sum__value">{BLANK}</p>
            </div>
          ))}
        </div>
        <p className="month-sum__error">{BLANK}</p>
      </div>
    </section>
  );
}

export function PresenceMonthFrame() {
  return (
    <Suspense fallback={<BlankMonth />}>
      <PresenceMonthSummary />
    </Suspense>
  );
}
