import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPercent, loanEffectiveAnnualRate, loanMonthlyRate } from './loan-cost';

describe('effective annual cost (loan confirm step)', () => {
  it('one instalment of 1.02 × amount after one month is 2 % a month, (1.02)^12 − 1 a year', () => {
    const input = { amount: 1_000_000, installments: [{ amount: 1_020_000 }] };
    expect(loanMonthlyRate(input)).toBeCloseTo(0.02, 9);
    expect(loanEffectiveAnnualRate(input)).toBeCloseTo(1.02 ** 12 - 1, 9);
  });

  it('§9 interest 2 % per tenor month plus Rp10.000 admin on Rp1.000.000 over 12 months', () => {
    // principal = 1.000.000 + 240.000 + 10.000 = 1.250.000 → 12 × 104.166 + remainder on the last
    const base = Math.floor(1_250_000 / 12);
    const installments = Array.from({ length: 12 }, (_, i) => ({
      amount: i === 11 ? 1_250_000 - base * 11 : base,
    }));
    const monthly = loanMonthlyRate({ amount: 1_000_000, installments });
    // a flat 2 % a month on the whole amount costs much more than 2 % a month on the falling balance
    expect(monthly).toBeGreaterThan(0.035);
    expect(monthly).toBeLessThan(0.04);
    // the instalments are the present value of the amount at that rate
    const pv = installments.reduce((sum, p, k) => sum + p.amount / (1 + (monthly ?? 0)) ** (k + 1), 0);
    expect(pv).toBeCloseTo(1_000_000, 2);
  });

  it('no cost to show: nothing borrowed, no instalments, or repaying no more than received', () => {
    expect(loanEffectiveAnnualRate({ amount: 0, installments: [{ amount: 10 }] })).toBeNull();
    expect(loanEffectiveAnnualRate({ amount: 100, installments: [] })).toBeNull();
    expect(loanEffectiveAnnualRate({ amount: 100, installments: [{ amount: 100 }] })).toBeNull();
    expect(loanEffectiveAnnualRate({ amount: 100, installments: [{ amount: Number.NaN }] })).toBeNull();
  });

  it('(property) a higher total repaid never lowers the rate, and the rate solves NPV = 0', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 50_000 }),
        (amount, n, extraPerMonth) => {
          const installments = Array.from({ length: n }, () => ({
            amount: Math.ceil(amount / n) + extraPerMonth,
          }));
          const more = installments.map((i) => ({ amount: i.amount + 1_000 }));
          const r = loanMonthlyRate({ amount, installments });
          const r2 = loanMonthlyRate({ amount, installments: more });
          expect(r).not.toBeNull();
          expect(r2 ?? 0).toBeGreaterThanOrEqual(r ?? 0);
          const pv = installments.reduce((s, p, k) => s + p.amount / (1 + (r ?? 0)) ** (k + 1), 0);
          expect(Math.abs(pv - amount) / amount).toBeLessThan(1e-6);
        },
      ),
    );
  });
});

describe('formatPercent', () => {
  it('writes an id-ID percentage', () => {
    expect(formatPercent(0.2743)).toBe('27,4%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(Number.NaN)).toBe('-');
  });
});
