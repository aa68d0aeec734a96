/**
 * The employee's own month above the presence history (GET /attendance/recap/self, the recap rule's row):
 * Hadir, Terlambat with its minutes, Alpa, Izin, Cuti and Lembur hours. The box has its final size from the first
 * paint (the figures show '–' until they come), so the list below never jumps.
 */
import { errorText } from '@upah/core/api/errors';
import { recapCodeLabels, recapColumnLabels, recapLabels } from '@upah/core/catalogue/labels-recap';
import { type RecapTotals, recapEndpoints } from '@upah/core/contract/recap';
import { jakartaMonth, monthLabel } from '@upah/core/format/days';
import { leaveDays } from '@upah/core/rules/month-recap';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import './presence-month-summary.css';

type Load = { kind: 'loading' } | { kind: 'failed'; error: string } | { kind: 'ready'; totals: RecapTotals };

export function PresenceMonthSummary() {
  const { label, lang } = useCopy();
  const [month] = useState(() => jakartaMonth(Date.now()));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    api.call(recapEndpoints.self, { query: { month } }, { signal: abort.signal }).then(
      (data) => !abort.signal.aborted && setLoad({ kind: 'ready', totals: data.row.totals }),
      (error: unknown) => !abort.signal.aborted && setLoad({ kind: 'failed', error: errorText(error, lang) }),
    );
    return () => abort.abort();
  }, [month, lang]);

  const t = load.kind === 'ready' ? load.totals : null;
  const num = (n: number) => (lang === 'id' ? String(n).replace('.', ',') : String(n));
  const tiles = [
    { key: 'present', name: label(recapCodeLabels.H), value: t ? num(t.present) : '–', sub: '' },
    {
      key: 'late',
      name: label(recapCodeLabels.T),
      value: t ? num(t.late) : '–',
      sub: t ? label(recapLabels.minutesShort, { minutes: t.lateMinutes }) : '',
    },
    { key: 'absent', name: label(recapCodeLabels.A), value: t ? num(t.absent) : '–', sub: '' },
    { key: 'permission', name: label(recapCodeLabels.I), value: t ? num(t.permission) : '–', sub: '' },
    { key: 'leave', name: label(recapColumnLabels.leaveTotal), value: t ? num(leaveDays(t)) : '–', sub: '' },
    {
      key: 'overtime',
      name: label(recapColumnLabels.overtimeHours),
      value: t ? num(Math.round((t.overtimeWorkdayHours + t.overtimeOffdayHours) * 100) / 100) : '–',
      sub: label(recapLabels.hoursShort, { hours: '' }).trim(),
    },
  ];
  return (
    <section className="month-sum" aria-labelledby="month-sum-title" aria-busy={load.kind === 'loading'}>
      <h2 id="month-sum-title" className="month-sum__title">
        {label(recapLabels.myMonthOf, { month: monthLabel(month, lang) })}
      </h2>
      <dl className="month-sum__grid" data-testid="month-summary">
        {tiles.map((tile) => (
          <div key={tile.key} className="month-sum__tile" data-testid={`month-summary-${tile.key}`}>
            <dt className="month-sum__name">{tile.name}</dt>
            <dd className="month-sum__value">
              <span data-testid="value">{tile.value}</span>
              {tile.sub ? <span className="month-sum__sub"> {tile.sub}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
      <p className="month-sum__error" role={load.kind === 'failed' ? 'alert' : undefined}>
        {load.kind === 'failed' ? load.error : ''}
      </p>
    </section>
  );
}
