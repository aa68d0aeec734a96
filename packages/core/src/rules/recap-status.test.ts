/** The month recap narrowed by a status (DESIGN "Team views and payroll"). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecapTotals } from '../contract/recap';
import { emptyRecapTotals } from './month-recap';
import { RECAP_STATUS_FILTERS, recapRowsWithStatus, recapStatusDays, recapStatusOf } from './recap-status';

/** A month of 20 workdays present (the rest zero, from month-recap's own empty totals). */
const ZERO: RecapTotals = { ...emptyRecapTotals(), workdays: 20, present: 20 };
const row = (name: string, totals: Partial<RecapTotals>) => ({ name, totals: { ...ZERO, ...totals } });

const ROWS = [
  row('Adi', {}),
  row('Budi', { absent: 1 }),
  row('Citra', { late: 3, lateMinutes: 40 }),
  row('Dewi', { leave: { CT: 2, CS: 1 } }),
  row('Eko', { leave: { CT: 0 } }),
  row('Fajar', { permission: 1, remote: 2 }),
];

describe('recapRowsWithStatus', () => {
  it.each([
    [null, ['Adi', 'Budi', 'Citra', 'Dewi', 'Eko', 'Fajar']],
    ['absent', ['Budi']],
    ['late', ['Citra']],
    ['leave', ['Dewi']], // a category listed with 0 days is no leave
    ['permission', ['Fajar']],
    ['remote', ['Fajar']],
  ] as const)('%s keeps %j', (status, names) => {
    expect(recapRowsWithStatus(ROWS, status).map((r) => r.name)).toEqual(names);
  });

  it('leave days are every category together', () => {
    expect(recapStatusDays({ ...ZERO, leave: { CT: 2, CS: 1 } }, 'leave')).toBe(3);
  });

  it('keeps exactly the rows with a day of the status, in their order (any totals)', () => {
    const days = fc.nat({ max: 3 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ absent: days, late: days, permission: days, remote: days, ct: days }), {
          maxLength: 20,
        }),
        fc.constantFrom(...RECAP_STATUS_FILTERS),
        (raw, status) => {
          const rows = raw.map((r, i) =>
            row(`p${i}`, {
              absent: r.absent,
              late: r.late,
              permission: r.permission,
              remote: r.remote,
              leave: { CT: r.ct },
            }),
          );
          const field = status === 'leave' ? 'ct' : status;
          const expected = raw.flatMap((r, i) => (r[field] > 0 ? [`p${i}`] : []));
          expect(recapRowsWithStatus(rows, status).map((r) => r.name)).toEqual(expected);
        },
      ),
    );
  });
});

describe('recapStatusOf', () => {
  it.each([
    ['absent', 'absent'],
    ['leave', 'leave'],
    ['present', null],
    ['ABSENT', null],
    [null, null],
  ])('%j reads as %j', (text, status) => {
    expect(recapStatusOf(text)).toBe(status);
  });
});
