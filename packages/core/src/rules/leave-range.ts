/**
 * How far and how long a leave may reach (OWASP ASVS 5.0 V2.2.1: input bounds; DESIGN "Evidence": every range has
 * a bound): it starts at most a year after today (Asia/Jakarta) and spans at most 90 days, both ends counted.
 * One rule for the contract (the span), the mock (both) and the form.
 */
import { fail, OK, type RuleResult } from './result';

export const LEAVE_MAX_DAYS = 90;
export const LEAVE_MAX_DAYS_AHEAD = 366;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => {
  const ms = Date.parse(`${isoDate}T00:00:00Z`);
  return Number.isNaN(ms) ? Number.NaN : Math.round(ms / DAY_MS);
};

/** Days from `startAt` to `endAt`, both counted (`YYYY-MM-DD`); NaN for a date that does not parse. */
export function leaveSpanDays(startAt: string, endAt: string): number {
  return dayNumber(endAt) - dayNumber(startAt) + 1;
}

/** The span alone (the contract checks it without a clock). */
export function leaveSpanCheck(startAt: string, endAt: string): RuleResult {
  const days = leaveSpanDays(startAt, endAt);
  return days > LEAVE_MAX_DAYS ? fail('leaveTooLong', { days: LEAVE_MAX_DAYS }) : OK;
}

/** The span and how far ahead it starts, from `today` (`YYYY-MM-DD`, Asia/Jakarta). */
export function leaveRangeCheck(range: { startAt: string; endAt: string }, today: string): RuleResult {
  const span = leaveSpanCheck(range.startAt, range.endAt);
  if (!span.ok) return span;
  return dayNumber(range.endAt) - dayNumber(today) > LEAVE_MAX_DAYS_AHEAD ? fail('leaveTooFarAhead') : OK;
}
