/**
 * "Sisa cuti": a leave category's year for one employee (the approval detail's before/after and the employee's
 * own leave form). One rule, called by the mock's GET /leave/balance and by any screen that needs the figures.
 *
 * - Annual leave: the company's allowance, work policy `annualLeaveDays` (rules/work-policy.ts; 12 working days a
 *   year by default, UU 13/2003 art. 79(3) as amended by UU 6/2023: at least 12 working days after 12 months of
 *   continuous work). Other categories have no
 *   allowance: they show the days used this year.
 * - A leave takes the working days it covers within the year: days with a shift (`isWorkday`), so a leave over a
 *   weekend or a day off takes none of it (the same rule as the team day: no shift → off). A leave across New
 *   Year counts its days in each year.
 * - used = approved; pending = waiting for a decision; rejected and canceled take nothing.
 * - remaining = allowance − used (pending not subtracted: "after approving" is remaining − the request's days);
 *   it can go below zero when HR approved more than the allowance, and is shown as it is.
 */
import type { RequestStatus } from '../contract/common';
import type { LeaveBalanceCategory } from '../contract/team';
import { daysInRange } from '../format/jakarta-time';

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
}

/** The working days of `leave` within `year`. */
export function leaveWorkingDays(
  leave: Pick<BalanceLeave, 'startAt' | 'endAt'>,
  year: number,
  isWorkday: (day: string) => boolean,
): number {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const from = leave.startAt > first ? leave.startAt : first;
  const to = leave.endAt < last ? leave.endAt : last;
  return daysInRange(from, to).filter(isWorkday).length;
}

export function leaveBalance(input: LeaveBalanceInput): LeaveBalanceCategory[] {
  const { year, isWorkday } = input;
  return input.categories.map(({ code, name }) => {
    const annual = code === input.annualCategory;
    const requests = input.leaves
      .filter((l) => l.category === code && (l.status === 'approved' || l.status === 'pending'))
      .map((l) => ({
        id: l.id,
        status: l.status,
        startAt: l.startAt,
        endAt: l.endAt,
        days: leaveWorkingDays(l, year, isWorkday),
      }))
      .filter((r) => r.startAt <= `${year}-12-31` && r.endAt >= `${year}-01-01`)
      .sort((a, b) => a.startAt.localeCompare(b.startAt) || a.id - b.id);
    const sum = (status: RequestStatus) =>
      requests.filter((r) => r.status === status).reduce((total, r) => total + r.days, 0);
    const usedDays = sum('approved');
    const allowanceDays = annual ? input.annualDays : null;
    return {
      code,
      name,
      annual,
      allowanceDays,
      usedDays,
      pendingDays: sum('pending'),
      remainingDays: allowanceDays === null ? null : allowanceDays - usedDays,
      requests,
    };
  });
}
