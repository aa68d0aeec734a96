/**
 * "Sisa cuti": a leave category's year for one employee (the approval detail's before/after and the employee's
 * own leave form). One rule, called by the mock's GET /leave/balance and by any screen that needs the figures.
 *
 * - Annual leave: the company's allowance, work policy `annualLeaveDays` (rules/work-policy.ts; 12 working days a
 *   year by default, UU 13/2003 art. 79(3) as amended by UU 6/2023: at least 12 working days after 12 months of
 *   continuous work). Other categories have no
 *   allowance: they show the days used this year.
 * - A leave takes the working days it covers within the year: days with a shift (`isWorkday`) that are no
 *   holiday of the company's calendar (`holidayOf`, rules/calendar.ts), so a leave over a weekend, a day off, a
 *   libur nasional, a cuti bersama or a company day takes nothing for that day (the same rule as the team day: a
 *   holiday or no shift is not a day of leave). A leave across New Year counts its days in each year.
 * - Cuti bersama: when the work policy says it takes annual leave (`collectiveLeaveTakesAnnual`, SKB 3 Menteri;
 *   most companies do), each cuti bersama day of the year on which the employee has a shift takes one day of the
 *   annual allowance, counted in `usedDays` and shown as `collectiveDays`. The decree announces the year's days
 *   at once, so they are counted for the whole year, not as each one passes.
 * - used = approved; pending = waiting for a decision; rejected and canceled take nothing.
 * - remaining = allowance − used (cuti bersama included; pending not subtracted: "after approving" is remaining − the request's days);
 *   it can go below zero when HR approved more than the allowance, and is shown as it is.
 */
import type { RequestStatus } from '../contract/common';
import type { LeaveBalanceCategory } from '../contract/team';
import { daysInRange } from '../format/days';
import type { HolidayOf } from './calendar';

export interface BalanceLeave {
  readonly id: number;
  readonly status: RequestStatus;
  readonly category: string;
  readonly startAt: string;
  readonly endAt: string;
}

export interface LeaveBalanceInput {
  readonly year: number;
  readonly categories: readonly { readonly code: string; readonly name: string }[];
  /** The category the allowance is for. */
  readonly annualCategory: string;
  /** The company's allowance of annual leave, in working days. */
  readonly annualDays: number;
  /** The employee's leaves (any status, any year). */
  readonly leaves: readonly BalanceLeave[];
  /** Whether the employee has a shift on a `YYYY-MM-DD` day. */
  readonly isWorkday: (day: string) => boolean;
  /** The company's calendar (rules/calendar.ts `holidayLookup`). */
  readonly holidayOf: HolidayOf;
  /** Work policy `collectiveLeaveTakesAnnual`: each cuti bersama day with a shift takes a day of annual leave. */
  readonly collectiveTakesAnnual: boolean;
}

/** The working days of `leave` within `year`: days with a shift that are no holiday. */
export function leaveWorkingDays(
  leave: Pick<BalanceLeave, 'startAt' | 'endAt'>,
  year: number,
  isWorkday: (day: string) => boolean,
  holidayOf: HolidayOf,
): number {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = leave.startAt > first ? leave.startAt : first;
  const to = leave.endAt < last ? leave.endAt : last;
  return daysInRange(from, to).filter((d) => isWorkday(d) && holidayOf(d) === null).length;
}

/** The cuti bersama days of `year` on which the employee has a shift. */
export function collectiveWorkdays(
  year: number,
  isWorkday: (day: string) => boolean,
  holidayOf: HolidayOf,
): number {
  return daysInRange(`${year}-01-01`, `${year}-12-31`).filter(
    (d) => holidayOf(d)?.kind === 'collective' && isWorkday(d),
  ).length;
}

export function leaveBalance(input: LeaveBalanceInput): LeaveBalanceCategory[] {
  const { year, isWorkday, holidayOf } = input;
  const collective = input.collectiveTakesAnnual ? collectiveWorkdays(year, isWorkday, holidayOf) : 0;
  return input.categories.map(({ code, name }) => {
    const annual = code === input.annualCategory;
    const requests = input.leaves
      .filter((l) => l.category === code && (l.status === 'approved' || l.status === 'pending'))
      .map((l) => ({
        id: l.id,
        status: l.status,
        startAt: l.startAt,
        endAt: l.endAt,
        days: leaveWorkingDays(l, year, isWorkday, holidayOf),
      }))
      .filter((r) => r.startAt <= `${year}-12-31` && r.endAt >= `${year}-01-01`)
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id);
    const sum = (status: RequestStatus) =>
      requests.filter((r) => r.status === status).reduce((total, r) => total + r.days, 0);
    const collectiveDays = annual ? collective : 0;
    const usedDays = sum('approved') + collectiveDays;
    const allowanceDays = annual ? input.annualDays : null;
    return {
      code,
      name,
      annual,
      allowanceDays,
      usedDays,
      collectiveDays,
      pendingDays: sum('pending'),
      remainingDays: allowanceDays === null ? null : allowanceDays - usedDays,
      requests,
    };
  });
}
