/**
 * The effective annual cost of a loan (the loan's confirm step: computed in core, explained in one sentence).
 *
 * Interest shown per tenor or flat (SPEC §9) is charged on the whole amount for the whole tenor, although the
 * borrower pays it back month by month. The honest figure is the rate at which the money received today equals
 * the instalments paid later: the internal rate of return of the cash flows
 *   +amount at month 0, −instalment k at month k (k = 1…n),
 * found as a monthly rate r and annualised by compounding, (1 + r)^12 − 1 (the EAR, as an APR regulator asks).
 * The admin fee is included because the borrower receives `amount` and repays the instalments, which already
 * hold interest and admin fee (principal = amount + interest + admin fee).
 */

export interface CostInput {
  /** What the borrower receives (whole Rupiah, > 0). */
  readonly amount: number;
  /** Instalments in order, one per month from month 1. */
  readonly installments: readonly { readonly amount: number }[];
}

/** Present value at monthly rate r of the instalments minus the amount received. */
function netPresentValue(amount: number, payments: readonly number[], r: number): number {
  let pv = 0;
  let factor = 1;
  for (const p of payments) {
    factor /= 1 + r;
    pv += p * factor;
  }
  return pv - amount;
}

/**
 * The monthly internal rate of return, or null when there is none to show (no amount, no instalments, or the
 * instalments repay less than or exactly what was received: no cost).
 */
export function loanMonthlyRate({ amount, installments }: CostInput): number | null {
  const payments = installments.map((i) => i.amount);
  const total = payments.reduce((sum, p) => sum + p, 0);
  if (!(amount > 0) || payments.length === 0 || !payments.every(Number.isFinite) || !(total > amount)) {
    return null;
  }
  // NPV falls as r grows; NPV(0) = total − amount > 0. Find an upper bound, then bisect.
  let low = 0;
  let high = 1;
  while (netPresentValue(amount, payments, high) > 0 && high < 1e6) high *= 2;
  for (let i = 0; i < 200 && high - low > 1e-12; i++) {
    const mid = (low + high) / 2;
    if (netPresentValue(amount, payments, mid) > 0) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The effective annual cost as a fraction (0.274 = 27,4 % a year), or null when there is no cost to show. */
export function loanEffectiveAnnualRate(input: CostInput): number | null {
  const monthly = loanMonthlyRate(input);
  return monthly === null ? null : (1 + monthly) ** 12 - 1;
}

/** A fraction as an id-ID percentage with one decimal: 0.2743 → '27,4%'. NaN/Infinity give '-'. */
export function formatPercent(fraction: number, digits = 1): string {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return '-';
  const [whole, decimals] = (fraction * 100).toFixed(digits).split('.');
  return `${whole}${decimals ? `,${decimals}` : ''}%`;
}
