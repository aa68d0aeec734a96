import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BalanceLeave, leaveBalance, leaveWorkingDays } from './leave-balance';
import { ANNUAL_LEAVE_DAYS } from './work-policy';

const CATEGORIES = [
  { code: 'CT', name: 'Cuti Tahunan' },
  { code: 'CS', name: 'Cuti Sakit' },
];
/** Monday to Saturday (a 6-day week): Sundays are off. */
const sixDayWeek = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() !== 0;

const leave = (
  id: number,
  status: BalanceLeave['status'],
  startAt: string,
  endAt = startAt,
  category = 'CT',
) => ({
  id,
  status,
  category,
  startAt,
  endAt,
});

const balance = (leaves: BalanceLeave[]) =>
  leaveBalance({
    year: 2026,
    categories: CATEGORIES,
    annualCategory: 'CT',
    annualDays: ANNUAL_LEAVE_DAYS,
    leaves,
    isWorkday: sixDayWeek,
  });

describe('leave balance ("Sisa cuti", UU 13/2003 art. 79: 12 working days a year)', () => {
  it('annual leave: 12 − approved working days; pending shown apart; rejected and canceled take nothing', () => {
    const [annual, sick] = balance([
      // Sat 21 – Tue 24 Nov 2026: Sunday the 22nd is off → 3 working days
      leave(1, 'approved', '2026-11-21', '2026-11-24'),
      leave(2, 'pending', '2026-12-01', '2026-12-02'),
      leave(3, 'rejected', '2026-10-01', '2026-10-05'),
      leave(4, 'canceled', '2026-09-01'),
      leave(5, 'approved', '2026-11-10', '2026-11-11', 'CS'),
    ]);
    expect(annual).toMatchObject({
      annual: true,
      allowanceDays: 12,
      usedDays: 3,
      pendingDays: 2,
      remainingDays: 9,
    });
    expect(annual?.requests.map((r) => [r.id, r.days])).toEqual([
      [1, 3],
      [2, 2],
    ]);
    expect(sick).toMatchObject({
      annual: false,
      allowanceDays: null,
      usedDays: 2,
      pendingDays: 0,
      remainingDays: null,
    });
  });

  it('a leave over New Year counts only this year’s days; last year’s leaves are not counted', () => {
    const [annual] = balance([
      leave(1, 'approved', '2025-12-29', '2026-01-03'),
      leave(2, 'approved', '2025-06-02'),
    ]);
    // 1 Jan (Thu), 2 Jan (Fri), 3 Jan (Sat) 2026
    expect(annual).toMatchObject({ usedDays: 3, remainingDays: 9 });
    expect(annual?.requests.map((r) => r.id)).toEqual([1]);
  });

  it('a leave only over days off takes nothing; more than the allowance goes below zero', () => {
    expect(leaveWorkingDays({ startAt: '2026-11-22', endAt: '2026-11-22' }, 2026, sixDayWeek)).toBe(0);
    const [annual] = balance([leave(1, 'approved', '2026-03-02', '2026-03-17')]);
    expect(annual).toMatchObject({ usedDays: 14, remainingDays: -2 });
  });

  it('property: used and pending are the 2026 Monday–Saturday days of the approved and pending CT leaves; remaining = 12 − used', () => {
    const DAY_MS = 86_400_000;
    /** Working days of 2026 in [start, start + length days], counted day by day from the calendar (Sundays off). */
    const workdays2026 = (start: string, length: number) => {
      let n = 0;
      for (let i = 0; i <= length; i++) {
        const at = new Date(Date.parse(`${start}T00:00:00Z`) + i * DAY_MS);
        if (at.getUTCFullYear() === 2026 && at.getUTCDay() !== 0) n++;
      }
      return n;
    };
    const day = fc
      .integer({ min: 0, max: 420 })
      .map((n) => new Date(Date.UTC(2025, 11, 1) + n * DAY_MS).toISOString().slice(0, 10));
    const item = fc.record({
      status: fc.constantFrom('approved', 'pending', 'rejected', 'canceled') as fc.Arbitrary<
        BalanceLeave['status']
      >,
      start: day,
      length: fc.integer({ min: 0, max: 10 }),
      category: fc.constantFrom('CT', 'CS'),
    });
    let acrossNewYear = 0;
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const leaves = items.map((x, i) => {
          const end = new Date(Date.parse(`${x.start}T00:00:00Z`) + x.length * DAY_MS)
            .toISOString()
            .slice(0, 10);
          if (x.start < '2026-01-01' && end >= '2026-01-01') acrossNewYear++;
          return leave(i + 1, x.status, x.start, end, x.category);
        });
        const [annual] = balance(leaves);
        const expected = (status: BalanceLeave['status']) =>
          items
            .filter((x) => x.category === 'CT' && x.status === status)
            .reduce((n, x) => n + workdays2026(x.start, x.length), 0);
        expect(annual?.usedDays).toBe(expected('approved'));
        expect(annual?.pendingDays).toBe(expected('pending'));
        expect(annual?.remainingDays).toBe(12 - expected('approved'));
      }),
    );
    // the generator reached the New Year case the rule cuts
    expect(acrossNewYear).toBeGreaterThan(0);
  });
});
