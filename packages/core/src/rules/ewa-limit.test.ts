import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingAfter } from './ewa';
import { limitExplanation, MAX_WORKING_DAYS, paydayDeduction } from './ewa-limit';

describe('ewa limit rules', () => {
  it('§1 §9 the cap is 15 working days', () => {
    expect(MAX_WORKING_DAYS).toBe(15);
  });

  it('§1 limit = earned days × daily basis − already withdrawn', () => {
    const e = limitExplanation({
      workingDaysEarned: 9,
      dailyWage: 200_000,
      withdrawnAmount: 500_000,
      maximumPerRequest: 2_000_000,
    });
    expect(e).toMatchObject({
      daysEarned: 9,
      daysCounted: 9,
      daysCap: 15,
      earned: 1_800_000,
      withdrawn: 500_000,
    });
    expect(e.limit).toBe(1_300_000);
    expect(e.perRequest).toBe(1_300_000);
    expect(e.cappedByDays).toBe(false);
    expect(e.cappedByMaximum).toBe(false);
  });

  it('§1 at most 15 working days count, however many were worked', () => {
    const e = limitExplanation({
      workingDaysEarned: 21,
      dailyWage: 100_000,
      withdrawnAmount: 0,
      maximumPerRequest: 0,
    });
    expect(e.daysCounted).toBe(15);
    expect(e.earned).toBe(1_500_000);
    expect(e.limit).toBe(1_500_000);
    expect(e.cappedByDays).toBe(true);
  });

  it('§5 one request is capped by the per-request maximum (0 = no maximum)', () => {
    const capped = limitExplanation({
      workingDaysEarned: 15,
      dailyWage: 300_000,
      withdrawnAmount: 0,
      maximumPerRequest: 2_000_000,
    });
    expect(capped.limit).toBe(4_500_000);
    expect(capped.perRequest).toBe(2_000_000);
    expect(capped.cappedByMaximum).toBe(true);
    const open = limitExplanation({
      workingDaysEarned: 15,
      dailyWage: 300_000,
      withdrawnAmount: 0,
      maximumPerRequest: 0,
    });
    expect(open.perRequest).toBe(4_500_000);
  });

  it('§1 the limit never goes below 0 when more was withdrawn than is earned', () => {
    expect(
      limitExplanation({
        workingDaysEarned: 1,
        dailyWage: 100_000,
        withdrawnAmount: 300_000,
        maximumPerRequest: 0,
      }).limit,
    ).toBe(0);
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
