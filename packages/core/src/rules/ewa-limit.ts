/**
 * Why the advance-salary limit is what it is, what a withdrawal leaves and what payday deducts
 * (SPEC §1 terms, §9 constants). Pure functions over whole Rupiah, shared by the PWA and the mock
 * server, so the explanation a user reads is the rule the server enforces.
 */
import type { HolidayOf } from './calendar';
import { isCalendarDate, isWeeklyRestDay } from './calendar-day';
import { wageFee, withdrawalCap } from './ewa';

/** SPEC §1, §9: withdrawable salary covers at most 15 working days before payday. */
export const MAX_WORKING_DAYS = 15;

/** What a working day of the limit depends on: the company's week and its calendar. */
export interface WorkingDayCalendar {
  /** Work policy `workWeek`: Saturday is a working day of a 6-day week only. */
  readonly workWeek: 5 | 6;
  /** The company's calendar (rules/calendar.ts `holidayLookup`). */
  readonly holidayOf: HolidayOf;
}

/**
 * A working day the limit counts (SPEC §1 "working days"): not a weekly rest day of the company's week (Sunday,
 * and Saturday in a 5-day week) and not a day of the company's calendar (libur nasional, cuti bersama, a company
 * day). An unreadable date is none.
 */
export function isEarnedWorkingDay(date: string, calendar: WorkingDayCalendar): boolean {
  return (
    isCalendarDate(date) && !isWeeklyRestDay(date, calendar.workWeek) && calendar.holidayOf(date) === null
  );
}

const DAY_MS = 86_400_000;
const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The working days from `from` through `to`, both included (0 when `to` is before `from` or either is unreadable). */
export function workingDaysBetween(from: string, to: string, calendar: WorkingDayCalendar): number {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return 0;
  let count = 0;
  for (let day = from; day <= to; day = shift(day, 1)) if (isEarnedWorkingDay(day, calendar)) count++;
  return count;
}

/**
 * The latest period start that puts exactly `days` working days from it through `today` (a persona's story:
 * "10 working days earned"); the day after `today` for 0 days.
 */
export function periodStartWithWorkingDays(
  today: string,
  days: number,
  calendar: WorkingDayCalendar,
): string {
  if (!isCalendarDate(today)) return today;
  if (days <= 0) return shift(today, 1);
  let start = today;
  let counted = isEarnedWorkingDay(start, calendar) ? 1 : 0;
  while (counted < days || !isEarnedWorkingDay(start, calendar)) {
    start = shift(start, -1);
    if (isEarnedWorkingDay(start, calendar)) counted++;
  }
  return start;
}

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
