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

  it('property: used + pending equals the working days of the year’s active leaves; remaining = 12 − used', () => {
    const day = fc
      .integer({ min: 0, max: 420 })
      .map((n) => new Date(Date.UTC(2025, 11, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const item = fc.record({
      status: fc.constantFrom('approved', 'pending', 'rejected', 'canceled') as fc.Arbitrary<
        BalanceLeave['status']
      >,
      start: day,
      length: fc.integer({ min: 0, max: 10 }),
      category: fc.constantFrom('CT', 'CS'),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const leaves = items.map((x, i) => {
          const end = new Date(Date.parse(`${x.start}T00:00:00Z`) + x.length * 86_400_000)
            .toISOString()
            .slice(0, 10);
          return leave(i + 1, x.status, x.start, end, x.category);
        });
        const [annual] = balance(leaves);
        const expected = leaves
          .filter((l) => l.category === 'CT' && (l.status === 'approved' || l.status === 'pending'))
          .reduce((n, l) => n + leaveWorkingDays(l, 2026, sixDayWeek), 0);
        expect((annual?.usedDays ?? 0) + (annual?.pendingDays ?? 0)).toBe(expected);
        expect(annual?.remainingDays).toBe(12 - (annual?.usedDays ?? 0));
      }),
    );
  });
});
