import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECAP_FIXED_CODES, type RecapTotals } from '../contract/recap';
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

  it.each([
    ['national', 'LN'],
    ['collective', 'CB'],
    ['company', 'LP'],
  ] as const)('holiday of kind %s → %s, today too', (kind, code) => {
    expect(recapDayCode(day('holiday', { holiday: { kind, name: 'x' } }), false)).toBe(code);
    expect(recapDayCode(day('holiday', { holiday: { kind, name: 'x' } }), true)).toBe(code);
  });

  it('leave takes its category code (CT, CS); today not yet clocked in is B (belum)', () => {
    expect(recapDayCode(leave('CT'), false)).toBe('CT');
    expect(recapDayCode(leave('cs'), false)).toBe('CS');
    // a category whose code is a fixed code gets a C before it: CB is cuti bersama, so Cuti Besar CB is CCB
    expect(recapDayCode(leave('CB'), false)).toBe('CCB');
    expect(recapDayCode(leave('LN'), false)).toBe('CLN');
    expect(recapDayCode(leave('H'), false)).toBe('CH');
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
      holidayNational: 0,
      holidayCollective: 0,
      holidayCompany: 0,
      open: 1,
      noClockOut: 1,
      workedHours: 0,
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
    code: fc.constantFrom('CT', 'CS', 'CD', 'CB', 'L'),
    holiday: fc.constantFrom('national', 'collective', 'company') as fc.Arbitrary<
      'national' | 'collective' | 'company'
    >,
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
              holiday: a.status === 'holiday' ? { kind: a.holiday, name: 'Hari' } : null,
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
              count('LN') +
              count('CB') +
              count('LP') +
              count('B') +
              leaveCodes.length,
          ).toBe(dates.length);
          expect(totals.holidayNational).toBe(count('LN'));
          expect(totals.holidayCollective).toBe(count('CB'));
          expect(totals.holidayCompany).toBe(count('LP'));
          expect(totals.present).toBe(count('H') + count('T'));
          expect(totals.late).toBe(count('T'));
          expect(totals.absent).toBe(count('A'));
          expect(totals.permission).toBe(count('I'));
          expect(totals.remote).toBe(count('R'));
          expect(totals.off).toBe(count('L'));
          expect(totals.open).toBe(count('B'));
          expect(leaveDays(totals)).toBe(leaveCodes.length);
          // a category whose code is a fixed code (CB cuti besar, L) is written with a C before it
          const fixed = RECAP_FIXED_CODES as readonly string[];
          for (const [code, n] of Object.entries(totals.leave))
            expect(n).toBe(count(fixed.includes(code) ? `C${code}` : code));
          expect(totals.workdays).toBe(dates.length - count('L') - count('LN') - count('CB') - count('LP'));
          expect(totals.lateMinutes).toBe(
            dates.reduce((s, d) => s + (days[d] === 'T' ? input(d).lateMinutes : 0), 0),
          );
          expect(count('B')).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  /** A totals row written out, every field set (the literal test below adds a second). */
  const a: RecapTotals = {
    workdays: 21,
    present: 17,
    late: 3,
    lateMinutes: 47,
    earlyLeave: 2,
    earlyLeaveMinutes: 35,
    absent: 1,
    permission: 1,
    leave: { CS: 1, CT: 1 },
    remote: 1,
    off: 9,
    holidayNational: 1,
    holidayCollective: 1,
    holidayCompany: 0,
    open: 1,
    noClockOut: 2,
    workedHours: 150.25,
    overtimeWorkdayHours: 2.1,
    overtimeOffdayHours: 0.2,
    overtimeEquivalentHours: 3.65,
    overtimePendingHours: 1.5,
    pendingRequests: 3,
  };
  /** The number fields of a totals row: every field of the written-out row but the leave map (21). */
  const NUMBER_FIELDS = (Object.keys(a) as (keyof RecapTotals)[]).filter(
    (field): field is Exclude<keyof RecapTotals, 'leave'> => field !== 'leave',
  );

  it('the totals row of two written-out rows: each of the 22 fields summed, leave per code, hours to 2 decimals', () => {
    const b: RecapTotals = {
      workdays: 20,
      present: 19,
      late: 0,
      lateMinutes: 0,
      earlyLeave: 1,
      earlyLeaveMinutes: 60,
      absent: 0,
      permission: 0,
      leave: { CD: 2, CT: 3 },
      remote: 0,
      off: 10,
      holidayNational: 1,
      holidayCollective: 0,
      holidayCompany: 1,
      open: 0,
      noClockOut: 0,
      workedHours: 171.5,
      overtimeWorkdayHours: 1.2,
      overtimeOffdayHours: 0.1,
      overtimeEquivalentHours: 2.05,
      overtimePendingHours: 0,
      pendingRequests: 1,
    };
    expect(sumRecapTotals([a, b])).toEqual({
      workdays: 41,
      present: 36,
      late: 3,
      lateMinutes: 47,
      earlyLeave: 3,
      earlyLeaveMinutes: 95,
      absent: 1,
      permission: 1,
      leave: { CD: 2, CS: 1, CT: 4 },
      remote: 1,
      off: 19,
      holidayNational: 2,
      holidayCollective: 1,
      holidayCompany: 1,
      open: 1,
      noClockOut: 2,
      workedHours: 321.75,
      overtimeWorkdayHours: 3.3,
      overtimeOffdayHours: 0.3,
      overtimeEquivalentHours: 5.7,
      overtimePendingHours: 1.5,
      pendingRequests: 4,
    });
    expect(NUMBER_FIELDS).toHaveLength(21);
    expect(sumRecapTotals([])).toEqual({
      ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, 0])),
      leave: {},
    });
  });

  it('(property) the totals row is the sum of the rows, field by field, with minutes, early leaves, flags and overtime', () => {
    const overtimeArb = fc.record({
      date: fc.integer({ min: 1, max: 30 }).map((d) => `2026-11-${String(d).padStart(2, '0')}`),
      hours: fc.integer({ min: 1, max: 24 }).map((quarters) => quarters / 4),
      overtimeType: fc.constantFrom('workday', 'offday') as fc.Arbitrary<'workday' | 'offday'>,
      status: fc.constantFrom('pending', 'approved', 'rejected', 'canceled') as fc.Arbitrary<
        'pending' | 'approved' | 'rejected' | 'canceled'
      >,
    });
    const personArb = fc.record({
      days: fc.array(
        fc.record({
          status: fc.constantFrom(...TEAM_DAY_STATUSES),
          lateMinutes: fc.integer({ min: 1, max: 120 }),
          earlyLeaveMinutes: fc.integer({ min: 0, max: 90 }),
          noClockOut: fc.boolean(),
          pendingRequest: fc.boolean(),
          code: fc.constantFrom('CT', 'CS', 'CD'),
        }),
        { minLength: 30, maxLength: 30 },
      ),
      overtime: fc.array(overtimeArb, { maxLength: 5 }),
    });
    const seen = { lateMinutes: 0, earlyLeaveMinutes: 0, noClockOut: 0, pendingRequests: 0, overtime: 0 };
    fc.assert(
      fc.property(fc.array(personArb, { minLength: 1, maxLength: 6 }), (people) => {
        const rows = people.map(
          (person) =>
            monthRecap({
              month: '2026-11',
              today: '2026-11-30',
              workWeek: 6,
              dayOf: (d) => {
                const a = person.days[Number(d.slice(8)) - 1] as (typeof person.days)[number];
                return day(a.status, {
                  lateMinutes: a.status === 'late' ? a.lateMinutes : 0,
                  earlyLeaveMinutes: a.earlyLeaveMinutes,
                  flags: [
                    ...(a.noClockOut ? (['no-clock-out'] as const) : []),
                    ...(a.pendingRequest ? (['pending-request'] as const) : []),
                  ],
                  leaveCategory: a.status === 'leave' ? a.code : null,
                });
              },
              overtime: person.overtime,
            }).totals,
        );
        const sum = sumRecapTotals(rows);
        const round2 = (n: number) => Math.round(n * 100) / 100;
        for (const field of NUMBER_FIELDS) {
          const added = rows.reduce((total, row) => total + row[field], 0);
          expect(sum[field], field).toBe(field.endsWith('Hours') ? round2(added) : added);
        }
        const codes = new Set(rows.flatMap((row) => Object.keys(row.leave)));
        expect(Object.keys(sum.leave).sort()).toEqual([...codes].sort());
        for (const code of codes)
          expect(sum.leave[code], code).toBe(rows.reduce((total, row) => total + (row.leave[code] ?? 0), 0));
        for (const key of ['lateMinutes', 'earlyLeaveMinutes', 'noClockOut', 'pendingRequests'] as const)
          seen[key] += sum[key];
        seen.overtime += sum.overtimeEquivalentHours + sum.overtimePendingHours;
      }),
    );
    // the runs carried minutes, early leaves, both flags and overtime (none of them stayed at zero)
    expect(Object.entries(seen).filter(([, total]) => total === 0)).toEqual([]);
  });
});

describe('month recap of December 2026 with the company calendar (SKB 3 Menteri 2026, a company day on the 28th)', () => {
  const weekend = new Set(['05', '06', '12', '13', '19', '20', '26', '27']);
  const calendarDays: Record<string, RecapDayInput> = {
    '2026-12-24': day('holiday', { holiday: { kind: 'collective', name: 'Natal' } }),
    '2026-12-25': day('holiday', { holiday: { kind: 'national', name: 'Natal' } }),
    '2026-12-28': day('holiday', { holiday: { kind: 'company', name: 'Tutup buku' } }),
    '2026-12-31': day('absent'),
  };
  const dayOf = (d: string) =>
    calendarDays[d] ?? (weekend.has(d.slice(8)) ? day('off') : day('present', { workedMinutes: 480 }));
  const recap = monthRecap({
    month: '2026-12',
    today: '2026-12-31',
    workWeek: 5,
    dayOf,
    overtime: [
      { date: '2026-12-25', hours: 3, overtimeType: 'workday', status: 'approved' }, // a holiday: 3 × 2 = 6
      { date: '2026-12-23', hours: 2, overtimeType: 'workday', status: 'approved' }, // 1.5 + 2 = 3.5
      { date: '2026-12-26', hours: 9, overtimeType: 'offday', status: 'approved' }, // 8 × 2 + 3 = 19
    ],
  });

  it('codes the 24th CB, the 25th LN, the 28th LP', () => {
    expect(recap.days['2026-12-23']).toBe('H');
    expect(recap.days['2026-12-24']).toBe('CB');
    expect(recap.days['2026-12-25']).toBe('LN');
    expect(recap.days['2026-12-26']).toBe('L');
    expect(recap.days['2026-12-28']).toBe('LP');
  });

  it('holidays are left out of workdays and counted apart; overtime on a holiday is rest-day overtime', () => {
    expect(recap.totals).toMatchObject({
      workdays: 20, // 31 − 8 weekend days − 3 calendar days
      present: 19,
      absent: 1,
      off: 8,
      holidayNational: 1,
      holidayCollective: 1,
      holidayCompany: 1,
      workedHours: 152, // 19 × 8
      overtimeWorkdayHours: 2,
      overtimeOffdayHours: 12,
      overtimeEquivalentHours: 28.5,
    });
  });

  it('work on Natal is H and a day worked; the same overtime on a plain Friday is workday overtime', () => {
    const worked = monthRecap({
      month: '2026-12',
      today: '2026-12-31',
      workWeek: 5,
      dayOf: (d) =>
        d === '2026-12-25'
          ? day('present', { holiday: { kind: 'national', name: 'Natal' }, workedMinutes: 240 })
          : dayOf(d),
      overtime: [{ date: '2026-12-25', hours: 3, overtimeType: 'workday', status: 'approved' }],
    });
    expect(worked.days['2026-12-25']).toBe('H');
    expect(worked.totals).toMatchObject({ workdays: 21, present: 20, holidayNational: 0, workedHours: 156 });
    expect(worked.totals.overtimeEquivalentHours).toBe(6);
    const plain = monthRecap({
      month: '2026-12',
      today: '2026-12-31',
      workWeek: 5,
      dayOf: (d) => (d === '2026-12-18' ? day('present') : dayOf(d)),
      overtime: [{ date: '2026-12-18', hours: 3, overtimeType: 'workday', status: 'approved' }],
    });
    expect(plain.totals.overtimeEquivalentHours).toBe(5.5); // 1.5 + 2 + 2
  });
});
