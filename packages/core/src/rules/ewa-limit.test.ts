import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingAfter } from './ewa';
import { limitExplanation, MAX_WORKING_DAYS, paydayDeduction } from './ewa-limit';

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
