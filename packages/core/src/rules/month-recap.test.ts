import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECAP_FIXED_CODES } from '../contract/recap';
import { TEAM_DAY_STATUSES, type TeamDayStatus } from '../contract/team';
import { daysOfMonth } from '../format/jakarta-time';
import {
  leaveDays,
  monthRecap,
  overtimeHours,
  type RecapDayInput,
  recapDayCode,
  sumRecapTotals,
} from './month-recap';

const day = (status: TeamDayStatus, extra: Partial<RecapDayInput> = {}): RecapDayInput => ({
  status,
  lateMinutes: 0,
  earlyLeaveMinutes: 0,
  flags: [],
  leaveCategory: null,
  ...extra,
});
const leave = (code: string) => day('leave', { leaveCategory: code });

describe('month recap: the team-day status of each day becomes a code', () => {
  it.each([
    ['present', 'H'],
    ['late', 'T'],
    ['absent', 'A'],
    ['permission', 'I'],
    ['remote', 'R'],
    ['off', 'L'],
  ] as const)('%s → %s', (status, code) => {
    expect(recapDayCode(day(status), false)).toBe(code);
  });

  it('leave takes its category code (CT, CS); today not yet clocked in is B (belum)', () => {
    expect(recapDayCode(leave('CT'), false)).toBe('CT');
    expect(recapDayCode(leave('cs'), false)).toBe('CS');
    expect(recapDayCode(day('not_yet'), true)).toBe('B');
    expect(recapDayCode(day('not_started'), true)).toBe('B');
  });
});

describe('month recap: one employee in November 2026, today the 20th', () => {
  const statuses: Record<string, RecapDayInput> = {
    '2026-11-01': day('off'),
    '2026-11-02': day('present'),
    '2026-11-03': day('late', { lateMinutes: 12 }),
    '2026-11-04': day('late', { lateMinutes: 40, earlyLeaveMinutes: 15 }),
    '2026-11-05': day('absent'),
    '2026-11-06': day('permission'),
    '2026-11-07': leave('CT'),
    '2026-11-08': day('off'),
    '2026-11-09': leave('CS'),
    '2026-11-10': day('remote'),
    '2026-11-11': day('present', { flags: ['no-clock-out'] }),
    '2026-11-12': day('present', { flags: ['pending-request'] }),
    '2026-11-20': day('not_yet'),
  };
  const recap = monthRecap({
    month: '2026-11',
    today: '2026-11-20',
    workWeek: 5,
    dayOf: (d) => statuses[d] ?? day('present'),
    overtime: [
      { date: '2026-11-02', hours: 2, overtimeType: 'workday', status: 'approved' }, // 3.5
      { date: '2026-11-08', hours: 9, overtimeType: 'offday', status: 'approved' }, // 5-day: 8×2 + 3 = 19
      { date: '2026-11-03', hours: 1.5, overtimeType: 'workday', status: 'pending' },
      { date: '2026-11-04', hours: 3, overtimeType: 'workday', status: 'rejected' },
      { date: '2026-10-31', hours: 4, overtimeType: 'offday', status: 'approved' }, // another month
      { date: '2026-11-25', hours: 1, overtimeType: 'workday', status: 'approved' }, // after today
    ],
  });

  it('codes up to today only, today B', () => {
    expect(Object.keys(recap.days)).toHaveLength(20);
    expect(recap.days['2026-11-20']).toBe('B');
    expect(recap.days['2026-11-21']).toBeUndefined();
    expect(recap.days['2026-11-07']).toBe('CT');
  });

  it('totals: present includes late, minutes summed, leave per category', () => {
    expect(recap.totals).toEqual({
      workdays: 18,
      present: 12, // 02, 03, 04, 11, 12 and the 7 days 13–19
      late: 2,
      lateMinutes: 52,
      earlyLeave: 1,
      earlyLeaveMinutes: 15,
      absent: 1,
      permission: 1,
      leave: { CS: 1, CT: 1 },
      remote: 1,
      off: 2,
      open: 1,
      noClockOut: 1,
      overtimeWorkdayHours: 2,
      overtimeOffdayHours: 9,
      overtimeEquivalentHours: 22.5,
      overtimePendingHours: 1.5,
      pendingRequests: 2,
    });
    expect(leaveDays(recap.totals)).toBe(2);
  });

  it('a month after today has no days; a 6-day week pays the same rest day differently (PP 35/2021)', () => {
    const later = monthRecap({
      month: '2026-12',
      today: '2026-11-20',
      workWeek: 5,
      dayOf: () => day('present'),
      overtime: [],
    });
    expect(later.days).toEqual({});
    expect(later.totals.workdays).toBe(0);
    const six = monthRecap({
      month: '2026-11',
      today: '2026-11-30',
      workWeek: 6,
      dayOf: () => day('present'),
      overtime: [{ date: '2026-11-08', hours: 9, overtimeType: 'offday', status: 'approved' }],
    });
    expect(six.totals.overtimeEquivalentHours).toBe(21); // 7×2 + 3 + 4
  });

  it('overtime hours from start and end, to the minute', () => {
    expect(overtimeHours('2026-11-02T17:00:00+07:00', '2026-11-02T19:30:00+07:00')).toBe(2.5);
    expect(overtimeHours('2026-11-02T19:00:00+07:00', '2026-11-02T17:00:00+07:00')).toBe(0);
  });
});

describe('month recap properties', () => {
  const dayArb = fc.record({
    status: fc.constantFrom(...TEAM_DAY_STATUSES),
    lateMinutes: fc.integer({ min: 0, max: 120 }),
    earlyLeaveMinutes: fc.integer({ min: 0, max: 120 }),
    noClockOut: fc.boolean(),
    code: fc.constantFrom('CT', 'CS', 'CD'),
  });
  const monthArb = fc.constantFrom('2026-02', '2024-02', '2026-04', '2026-11', '2026-12');

  it("(property) each month's day codes partition its days up to today; totals are their counts", () => {
    fc.assert(
      fc.property(
        monthArb,
        fc.integer({ min: 1, max: 31 }),
        fc.array(dayArb, { minLength: 31, maxLength: 31 }),
        (month, cut, arb) => {
          const all = daysOfMonth(month);
          expect(all.length).toBeGreaterThan(0);
          const today = all[Math.min(cut, all.length) - 1] as string;
          const input = (d: string): RecapDayInput => {
            const a = arb[Number(d.slice(8)) - 1] as (typeof arb)[number];
            return day(a.status, {
              lateMinutes: a.status === 'late' ? a.lateMinutes : 0,
              earlyLeaveMinutes: a.earlyLeaveMinutes,
              flags: a.noClockOut ? ['no-clock-out'] : [],
              leaveCategory: a.status === 'leave' ? a.code : null,
            });
          };
          const { days, totals } = monthRecap({ month, today, workWeek: 5, dayOf: input, overtime: [] });
          const dates = Object.keys(days);
          expect(dates).toEqual(all.filter((d) => d <= today));
          const count = (c: string) => Object.values(days).filter((v) => v === c).length;
          const leaveCodes = Object.values(days).filter(
            (v) => !(RECAP_FIXED_CODES as readonly string[]).includes(v),
          );
          // partition: every day in exactly one bucket
          expect(
            count('H') +
              count('T') +
              count('A') +
              count('I') +
              count('R') +
              count('L') +
              count('B') +
              leaveCodes.length,
          ).toBe(dates.length);
          expect(totals.present).toBe(count('H') + count('T'));
          expect(totals.late).toBe(count('T'));
          expect(totals.absent).toBe(count('A'));
          expect(totals.permission).toBe(count('I'));
          expect(totals.remote).toBe(count('R'));
          expect(totals.off).toBe(count('L'));
          expect(totals.open).toBe(count('B'));
          expect(leaveDays(totals)).toBe(leaveCodes.length);
          for (const [code, n] of Object.entries(totals.leave)) expect(n).toBe(count(code));
          expect(totals.workdays).toBe(dates.length - count('L'));
          expect(totals.lateMinutes).toBe(
            dates.reduce((s, d) => s + (days[d] === 'T' ? input(d).lateMinutes : 0), 0),
          );
          expect(count('B')).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it('(property) the totals row is the sum of the rows', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(dayArb, { minLength: 30, maxLength: 30 }), { minLength: 1, maxLength: 6 }),
        (people) => {
          const rows = people.map(
            (arb) =>
              monthRecap({
                month: '2026-11',
                today: '2026-11-30',
                workWeek: 6,
                dayOf: (d) => day((arb[Number(d.slice(8)) - 1] as (typeof arb)[number]).status),
                overtime: [],
              }).totals,
          );
          const sum = sumRecapTotals(rows);
          expect(sum.present).toBe(rows.reduce((s, r) => s + r.present, 0));
          expect(sum.workdays).toBe(rows.reduce((s, r) => s + r.workdays, 0));
        },
      ),
    );
  });
});
