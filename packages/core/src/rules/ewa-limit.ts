/**
 * Why the advance-salary limit is what it is, what a withdrawal leaves and what payday deducts
 * (SPEC §1 terms, §9 constants). Pure functions over whole Rupiah, shared by the PWA and the mock
 * server, so the explanation a user reads is the rule the server enforces.
 */
import { wageFee, withdrawalCap } from './ewa';

/** SPEC §1, §9: withdrawable salary covers at most 15 working days before payday. */
export const MAX_WORKING_DAYS = 15;

const whole = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export interface LimitBasisInput {
  /** Working days earned so far in the period. */
  readonly workingDaysEarned: number;
  /** Defaults to 15 (SPEC §1). */
  readonly workingDaysCap?: number;
  readonly dailyWage: number;
  /** This period's advance withdrawals, fees included. */
  readonly withdrawnAmount: number;
  /** ewaMaximumRequestAmount; 0 means no maximum (SPEC §5). */
  readonly maximumPerRequest: number;
}

export interface LimitExplanation {
  readonly daysEarned: number;
  /** The days that count: daysEarned capped at the 15-day cap. */
  readonly daysCounted: number;
  readonly daysCap: number;
  readonly dailyWage: number;
  /** daysCounted × dailyWage. */
  readonly earned: number;
  readonly withdrawn: number;
  /** earned − withdrawn, never below 0: the advance-salary limit (ewaCurrentLimit). */
  readonly limit: number;
  /** The most one request may take: the limit capped by the per-request maximum. */
  readonly perRequest: number;
  readonly cappedByDays: boolean;
  readonly cappedByMaximum: boolean;
}

/**
 * §1 the limit explained: earned days × daily basis, at most 15 days, minus what was already withdrawn this
 * period (never below 0), and one request capped by the per-request maximum.
 */
export function limitExplanation(input: LimitBasisInput): LimitExplanation {
  const daysCap = whole(input.workingDaysCap ?? MAX_WORKING_DAYS) || MAX_WORKING_DAYS;
  const daysEarned = whole(input.workingDaysEarned);
  const daysCounted = Math.min(daysEarned, daysCap);
  const dailyWage = whole(input.dailyWage);
  const earned = daysCounted * dailyWage;
  const withdrawn = whole(input.withdrawnAmount);
  const limit = Math.max(0, earned - withdrawn);
  const perRequest = withdrawalCap({ sourceLimit: limit, maximumPerRequest: input.maximumPerRequest });
  return {
    daysEarned,
    daysCounted,
    daysCap,
    dailyWage,
    earned,
    withdrawn,
    limit,
    perRequest,
    cappedByDays: daysEarned > daysCap,
    cappedByMaximum: perRequest < limit,
  };
}

export interface PaydayDeduction {
  /** Deducted from pay on payday: every advance withdrawal of the period, fees included. */
  readonly total: number;
  /** The fees within total. */
  readonly fees: number;
  readonly count: number;
}

/**
 * §1 "the company deducts the amount from payroll on payday": the sum of this period's advance withdrawals
 * (the amount withdrawn, which includes the 3 % fee), plus `amount` when a new withdrawal is being confirmed.
 */
export function paydayDeduction(
  period: {
    readonly withdrawnAmount: number;
    readonly withdrawnFee: number;
    readonly withdrawnCount: number;
  },
  amount = 0,
): PaydayDeduction {
  const extra = whole(amount);
  return {
    total: whole(period.withdrawnAmount) + extra,
    fees: whole(period.withdrawnFee) + wageFee(extra),
    count: whole(period.withdrawnCount) + (extra > 0 ? 1 : 0),
  };
}
