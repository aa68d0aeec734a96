import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holidayLookup } from './calendar';
import { remainingAfter } from './ewa';
import {
  isEarnedWorkingDay,
  limitExplanation,
  MAX_WORKING_DAYS,
  paydayDeduction,
  periodStartWithWorkingDays,
  workingDaysBetween,
} from './ewa-limit';

type LimitExplanation = ReturnType<typeof limitExplanation>;

describe('ewa limit rules', () => {
  it('§1 §9 the cap is 15 working days', () => {
    expect(MAX_WORKING_DAYS).toBe(15);
  });

  /** Each row: the period (days earned, daily wage, withdrawn, per-request maximum) and what the explanation says. */
  it.each<{ rule: string; period: [number, number, number, number]; expected: Partial<LimitExplanation> }>([
    {
      rule: '§1 limit = earned days × daily basis − already withdrawn',
      period: [9, 200_000, 500_000, 2_000_000],
      expected: {
        daysEarned: 9,
        daysCounted: 9,
        daysCap: 15,
        earned: 1_800_000,
        withdrawn: 500_000,
        limit: 1_300_000,
        perRequest: 1_300_000,
        cappedByDays: false,
        cappedByMaximum: false,
      },
    },
    {
      rule: '§1 at most 15 working days count, however many were worked',
      period: [21, 100_000, 0, 0],
      expected: { daysCounted: 15, earned: 1_500_000, limit: 1_500_000, cappedByDays: true },
    },
    {
      rule: '§5 one request is capped by the per-request maximum',
      period: [15, 300_000, 0, 2_000_000],
      expected: { limit: 4_500_000, perRequest: 2_000_000, cappedByMaximum: true },
    },
    {
      rule: '§5 a per-request maximum of 0 means no maximum',
      period: [15, 300_000, 0, 0],
      expected: { limit: 4_500_000, perRequest: 4_500_000, cappedByMaximum: false },
    },
    {
      rule: '§1 the limit never goes below 0 when more was withdrawn than is earned',
      period: [1, 100_000, 300_000, 0],
      expected: { limit: 0, perRequest: 0 },
    },
  ])('$rule', ({ period: [workingDaysEarned, dailyWage, withdrawnAmount, maximumPerRequest], expected }) => {
    expect(
      limitExplanation({ workingDaysEarned, dailyWage, withdrawnAmount, maximumPerRequest }),
    ).toMatchObject(expected);
  });

  it('§1 property: limit = max(0, min(days, 15) × daily − withdrawn) and perRequest ≤ limit', () => {
    fc.assert(
      fc.property(
        fc.nat(40),
        fc.nat(1_000_000),
        fc.nat(20_000_000),
        fc.nat(5_000_000),
        (days, daily, withdrawn, maximum) => {
          const e = limitExplanation({
            workingDaysEarned: days,
            dailyWage: daily,
            withdrawnAmount: withdrawn,
            maximumPerRequest: maximum,
          });
          expect(e.limit).toBe(Math.max(0, Math.min(days, 15) * daily - withdrawn));
          expect(e.perRequest).toBeLessThanOrEqual(e.limit);
          if (maximum > 0) expect(e.perRequest).toBeLessThanOrEqual(maximum);
        },
      ),
    );
  });

  it('remainder after a withdrawal, never negative', () => {
    expect(remainingAfter(1_300_000, 500_000)).toBe(800_000);
    expect(remainingAfter(100_000, 500_000)).toBe(0);
  });

  it('§1 payday deducts the amounts withdrawn this period, fees included, plus the one being confirmed', () => {
    const period = { withdrawnAmount: 700_000, withdrawnFee: 21_000, withdrawnCount: 2 };
    expect(paydayDeduction(period)).toEqual({ total: 700_000, fees: 21_000, count: 2 });
    // SPEC §1 example: a withdrawal of 1,000,000 yields 970,000; the full 1,000,000 is deducted.
    expect(paydayDeduction(period, 1_000_000)).toEqual({ total: 1_700_000, fees: 51_000, count: 3 });
  });
});

describe('§1 working days of the earned-wage limit skip holidays and follow the work week', () => {
  const plain = { workWeek: 5 as const, holidayOf: holidayLookup([]) };
  const six = { workWeek: 6 as const, holidayOf: holidayLookup([]) };
  const company = {
    workWeek: 5 as const,
    holidayOf: holidayLookup([{ date: '2026-12-28', name: 'Tutup buku' }]),
  };

  it.each([
    ['2026-12-23', plain, true],
    ['2026-12-24', plain, false], // cuti bersama
    ['2026-12-25', plain, false], // Natal
    ['2026-12-26', plain, false], // Saturday, 5-day week
    ['2026-12-26', six, true], // Saturday, 6-day week
    ['2026-12-27', six, false], // Sunday
    ['2026-08-17', plain, false], // Kemerdekaan (a Monday)
    ['2026-08-18', plain, true],
    ['2026-12-28', plain, true],
    ['2026-12-28', company, false], // the company's own day
    ['2027-12-24', plain, true], // 2027 has no national calendar: an ordinary Friday
    ['bukan-tanggal', plain, false],
  ] as const)('%s is a working day: %s', (date, calendar, expected) => {
    expect(isEarnedWorkingDay(date, calendar)).toBe(expected);
  });

  it('21–31 Dec 2026: 9 weekdays, 7 without 24 and 25 Dec, 6 without the company day; 8 in a 6-day week', () => {
    expect(workingDaysBetween('2026-12-21', '2026-12-31', { workWeek: 5, holidayOf: () => null })).toBe(9);
    expect(workingDaysBetween('2026-12-21', '2026-12-31', plain)).toBe(7);
    expect(workingDaysBetween('2026-12-21', '2026-12-31', company)).toBe(6);
    expect(workingDaysBetween('2026-12-21', '2026-12-31', six)).toBe(8); // + Sat 26
    expect(workingDaysBetween('2026-12-31', '2026-12-21', plain)).toBe(0);
  });

  it('a period start for a number of working days steps over the holidays', () => {
    // 5 working days through Wed 30 Dec: 30, 29, 28, 23, 22 (24 and 25 are holidays, 26–27 the weekend)
    expect(periodStartWithWorkingDays('2026-12-30', 5, plain)).toBe('2026-12-22');
    expect(periodStartWithWorkingDays('2026-12-27', 1, plain)).toBe('2026-12-23'); // Sunday → back over Natal
    expect(periodStartWithWorkingDays('2026-12-30', 0, plain)).toBe('2026-12-31');
  });

  it('(property) the start found holds exactly that many working days through today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom(plain, six, company),
        (offset, days, calendar) => {
          const today = new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);
          const start = periodStartWithWorkingDays(today, days, calendar);
          expect(workingDaysBetween(start, today, calendar)).toBe(days);
          expect(isEarnedWorkingDay(start, calendar)).toBe(true);
        },
      ),
    );
  });
});
