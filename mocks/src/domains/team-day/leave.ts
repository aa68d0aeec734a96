/**
 * The leave extensions of the team views: "Sisa cuti" (GET /leave/balance, core's rules/leave-balance.ts, with the
 * company's calendar and its cuti bersama setting) and "Juga tidak masuk" (GET /attendance/team/off), from the
 * mock's own leave and schedule state.
 */
import type { LeaveBalanceResponse, TeamOffResponse } from '@upah/core/contract/team';
import { daysInRange } from '@upah/core/format/jakarta-time';
import { leaveBalance } from '@upah/core/rules/leave-balance';
import { calendarOf, directSubordinates, workPolicyOf } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';
import { scheduleFor } from '../attendance/seed';
import { recordsByEmployee } from '../records-by-employee';

/**
 * Whether `employee` works on a day: the schedule the mock holds for it, and outside the days it holds schedules
 * for (a leave next month), the shifts the employee is assigned.
 */
function workdays(state: MockState, employee: Employee): (day: string) => boolean {
  const db = state.domains.attendance;
  const dates = new Set<string>();
  let first = '9999-12-31';
  let last = '0000-01-01';
  for (const s of recordsByEmployee(state)(employee.id).schedules) {
    dates.add(s.date);
    if (s.date < first) first = s.date;
    if (s.date > last) last = s.date;
  }
  return (day) => {
    if (day >= first && day <= last) return dates.has(day);
    return scheduleFor(db, employee.id, day, () => 0) !== undefined;
  };
}

export function leaveBalanceAnswer(state: MockState, employee: Employee, year: number): LeaveBalanceResponse {
  const policy = workPolicyOf(state, employee);
  const leaves = [...state.domains.leave.requests.values()]
    .filter((r) => r.employeeId === employee.id)
    .map((r) => ({
      id: r.id,
      status: r.status,
      category: r.leaveCategory,
      startAt: r.startAt,
      endAt: r.endAt,
    }));
  const isWorkday = workdays(state, employee);
  const holidayOf = calendarOf(state, employee);
  return {
    employeeId: employee.id,
    name: employee.name,
    year,
    categories: leaveBalance({
      year,
      categories: state.domains.leave.categories.get(employee.companyId) ?? [],
      annualCategory: policy.annualLeaveCategory,
      annualDays: policy.annualLeaveDays,
      leaves,
      isWorkday,
      holidayOf,
      collectiveTakesAnnual: policy.collectiveLeaveTakesAnnual,
    }),
    // the days a leave would take: a shift and no holiday (rules/leave-balance.ts leaveWorkingDays)
    workdays: daysInRange(`${year}-01-01`, `${year}-12-31`).filter(
      (d) => isWorkday(d) && holidayOf(d) === null,
    ),
  };
}

export function teamOffAnswer(state: MockState, user: Employee, from: string, to: string): TeamOffResponse {
  const team = new Map(directSubordinates(state, user.id).map((e) => [e.id, e]));
  const categories = state.domains.leave.categories.get(user.companyId) ?? [];
  const off: TeamOffResponse['off'] = [];
  for (const r of state.domains.leave.requests.values()) {
    const employee = team.get(r.employeeId);
    if (!employee || (r.status !== 'approved' && r.status !== 'pending')) continue;
    if (r.startAt > to || r.endAt < from) continue;
    off.push({
      subordinateId: employee.id,
      employeeId: employee.id,
      name: employee.name,
      requestId: r.id,
      status: r.status,
      category: {
        code: r.leaveCategory,
        name: categories.find((c) => c.code === r.leaveCategory)?.name ?? r.leaveCategory,
      },
      startAt: r.startAt,
      endAt: r.endAt,
    });
  }
  off.sort(
    (a, b) => a.startAt.localeCompare(b.startAt) || a.name.localeCompare(b.name) || a.requestId - b.requestId,
  );
  return {
    from,
    to,
    off,
    days: staffing(state, team, off, from, to),
    minShareAtWork: workPolicyOf(state, user).minShareAtWork,
  };
}

/** Each day of `from`…`to`: the team's members with a shift that day, and those of them on `off`'s leaves. */
function staffing(
  state: MockState,
  team: ReadonlyMap<number, Employee>,
  off: TeamOffResponse['off'],
  from: string,
  to: string,
): TeamOffResponse['days'] {
  const days = daysInRange(from, to);
  const scheduled = new Map(days.map((d) => [d, new Set<number>()]));
  for (const employee of team.values()) {
    const works = workdays(state, employee);
    for (const day of days) if (works(day)) scheduled.get(day)?.add(employee.id);
  }
  return days.map((date) => {
    const working = scheduled.get(date) ?? new Set<number>();
    return {
      date,
      scheduled: working.size,
      off: off
        .filter((o) => o.startAt <= date && date <= o.endAt && working.has(o.subordinateId))
        .map((o) => ({ subordinateId: o.subordinateId, requestId: o.requestId, status: o.status })),
    };
  });
}
