/**
 * The advance-salary limit of the mock, computed (SPEC §1: at most 15 working days of pay before
 * payday, deducted from payroll on payday). The limit the withdrawal endpoints enforce and the explanation
 * the profile carries (`ewaLimitBasis`) both come from `limitBasisOf`, through core's `limitExplanation`,
 * so they cannot disagree.
 *
 * Mock decisions: a pay period runs one month from the employee's `ewaPeriodStart` to the day before the
 * same date next month (payday), and rolls on by whole months as time passes. Working days are core's
 * (rules/ewa-limit.ts `workingDaysBetween`): the company's 5- or 6-day week without the days of its calendar
 * (libur nasional, cuti bersama, company days), from the period start through today; attendance records do not
 * count. Withdrawn = this period's advance ('limit') requests that are not FAILED or CANCELLED; wallet
 * withdrawals are not salary.
 */
import type { EwaLimitBasis } from '@upah/core/contract/profile';
import {
  type LimitExplanation,
  limitExplanation,
  MAX_WORKING_DAYS,
  periodStartWithWorkingDays,
  type WorkingDayCalendar,
  workingDaysBetween,
} from '@upah/core/rules/ewa-limit';
import { calendarOf, workPolicyOf } from '../state/queries';
import type { Employee, MockState, WageRequest } from '../state/types';
import { addDays, toJakartaDate } from '../time';

/** The week and calendar the employee's working days follow (the company's work policy and calendar). */
export function workingDayCalendarOf(state: MockState, employee: Employee): WorkingDayCalendar {
  return { workWeek: workPolicyOf(state, employee).workWeek, holidayOf: calendarOf(state, employee) };
}

/** The period start that puts exactly the persona's story's working days through `today` (seeding). */
export function seededPeriodStart(state: MockState, employee: Employee, today: string): string {
  return periodStartWithWorkingDays(
    today,
    employee.ewaSeedWorkingDays,
    workingDayCalendarOf(state, employee),
  );
}

/** The same day one month later (JavaScript's month overflow: 31 Jan → 3 Mar). */
function addMonth(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, d)).toISOString().slice(0, 10);
}

/** The pay period holding `today`: from `start`, rolled on by whole months. */
export function periodOf(start: string, today: string): { periodStart: string; payday: string } {
  let periodStart = start;
  let next = addMonth(periodStart);
  while (today >= next) {
    periodStart = next;
    next = addMonth(periodStart);
  }
  return { periodStart, payday: addDays(next, -1) };
}

/** Does this request count against the period's limit (and get deducted on payday)? */
export function countsAgainstLimit(w: WageRequest, employeeId: number, periodStart: string, payday: string) {
  const day = w.createdAt.slice(0, 10);
  return (
    w.employeeId === employeeId &&
    w.source === 'limit' &&
    w.status !== 'FAILED' &&
    w.status !== 'CANCELLED' &&
    day >= periodStart &&
    day <= payday
  );
}

export function limitBasisOf(
  state: MockState,
  user: Employee,
  now: Date,
): { basis: EwaLimitBasis; explanation: LimitExplanation } {
  const today = toJakartaDate(now);
  const { periodStart, payday } = periodOf(user.ewaPeriodStart, today);
  let withdrawnCount = 0;
  let withdrawnAmount = 0;
  let withdrawnFee = 0;
  for (const w of state.wageRequests.values()) {
    if (!countsAgainstLimit(w, user.id, periodStart, payday)) continue;
    withdrawnCount++;
    withdrawnAmount += w.amount;
    withdrawnFee += w.fee;
  }
  const basis: EwaLimitBasis = {
    periodStart,
    payday,
    workingDaysEarned: workingDaysBetween(periodStart, today, workingDayCalendarOf(state, user)),
    workingDaysCap: MAX_WORKING_DAYS,
    dailyWage: user.ewaDailyWage,
    withdrawnCount,
    withdrawnAmount,
    withdrawnFee,
  };
  const explanation = limitExplanation({ ...basis, maximumPerRequest: user.ewaMaximumRequestAmount });
  return { basis, explanation };
}

/** The advance-salary limit available now (profile ewaCurrentLimit; what create and check enforce). */
export function currentLimitOf(state: MockState, user: Employee, now: Date): number {
  return limitBasisOf(state, user, now).explanation.limit;
}
