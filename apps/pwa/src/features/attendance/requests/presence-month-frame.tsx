/**
 * The presence history's month summary, loaded right after the screen's first paint: its recap labels, contract
 * and dayjs's month math (core's jakarta-time) are not part of the route's first load (apps/pwa/scripts/budget.mjs).
 * Until it comes, its empty frame holds its place (the same box and minimum height), so the list below never jumps.
 */
import { lazy, Suspense } from 'react';
import './presence-month-summary.css';

const PresenceMonthSummary = lazy(() =>
  import('./presence-month-summary').then((m) => ({ default: m.PresenceMonthSummary })),
);

export function PresenceMonthFrame() {
  return (
    <Suspense fallback={<section className="month-sum" aria-busy="true" data-testid="month-summary-frame" />}>
      <PresenceMonthSummary />
    </Suspense>
  );
}
