/**
 * The mock's one adapter to core's team-day rule (rules/team-day.ts): its state read as `teamDay` wants it. The team
 * board (./view.ts), the month recap and the member month (../recap.ts) all decide a day here, so none of them
 * restates how records become rule input (DESIGN "Team views and payroll": never a second copy of a rule that decides
 * pay).
 * - Records: one pass indexes each employee's schedules, presences and leave, permission, remote and overtime
 *   requests in a range of dates (../records-by-employee.ts, kept between calls).
 * - Company rules: the late tolerance and the work week come from the one work-policy record of the employee's
 *   company (`workPolicyOf`, GET/PUT /company/work-policy), the holidays from its calendar (`calendarOf`).
 * - Shifts: the shift's instants and whether it runs overnight are core's `shiftWindow` (an end at or before the
 *   start is on the next day).
 */
import type { TeamDayRequest } from '@upah/core/contract/team';
import { isNearby } from '@upah/core/geo';
import type { HolidayOf } from '@upah/core/rules/calendar';
import {
  type MonthRecap,
  monthRecap,
  overtimeHours,
  type RecapOvertimeInput,
} from '@upah/core/rules/month-recap';
import type { WorkWeek } from '@upah/core/rules/overtime-pay';
import {
  type DayLeave,
  type DayPermission,
  type DayPresence,
  type DayRemote,
  shiftWindow,
  type TeamDayOutcome,
  teamDay,
} from '@upah/core/rules/team-day';
import { calendarOf, officesOfCompany, workPolicyOf } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';
import { toJakartaDate } from '../../time';
import type { PresenceRecord, ScheduleRecord } from '../attendance/model';
import { recordsByEmployee } from '../records-by-employee';

/** A request as the rule reads it, with what its answer shows (the text, a remote request's photo). */
export type IndexedRequest = (DayLeave | DayPermission | DayRemote) & {
  readonly description: string;
  readonly photo: string | null;
};
/** A presence as the rule reads it, with its record. */
export type IndexedPresence = DayPresence & { readonly record: PresenceRecord };

export interface EmployeeIndex {
  readonly employee: Employee;
  readonly schedules: Map<string, ScheduleRecord>;
  readonly presences: Map<number, IndexedPresence[]>;
  readonly requests: IndexedRequest[];
  readonly overtime: (RecapOvertimeInput & { id: number })[];
}

/** What the rules read about the employee's company: the work policy's figures and the calendar. */
export interface CompanyRules {
  readonly toleranceMinutes: number;
  readonly workWeek: WorkWeek;
  readonly holidayOf: HolidayOf;
}

/** The company rules of `employee`: its company's work-policy record and calendar, read as they are now. */
export function companyRulesOf(state: MockState, employee: Employee): CompanyRules {
  const policy = workPolicyOf(state, employee);
  return {
    toleranceMinutes: policy.lateToleranceMinutes,
    workWeek: policy.workWeek,
    holidayOf: calendarOf(state, employee),
  };
}

/** Everything the rule needs about `employees` in the days `from`…`to`, from each one's own records. */
export function indexEmployees(
  state: MockState,
  employees: readonly Employee[],
  from: string,
  to: string,
): Map<number, EmployeeIndex> {
  const index = new Map<number, EmployeeIndex>();
  const recordsOf = recordsByEmployee(state);
  const schedulesById = state.domains.attendance.schedules;
  const inRange = (d: string) => d >= from && d <= to;
  const officesOf = new Map<number, ReturnType<typeof officesOfCompany>>();
  const offices = (companyId: number) => {
    let list = officesOf.get(companyId);
    if (!list) {
      list = officesOfCompany(state, companyId);
      officesOf.set(companyId, list);
    }
    return list;
  };
  for (const e of employees) {
    const own: EmployeeIndex = {
      employee: e,
      schedules: new Map(),
      presences: new Map(),
      requests: [],
      overtime: [],
    };
    index.set(e.id, own);
    const records = recordsOf(e.id);
    for (const s of records.schedules) if (inRange(s.date)) own.schedules.set(s.date, s);
    for (const p of records.presences) {
      if (!inRange(p.scheduleDate)) continue;
      if (p.presenceType === 'remote') {
        own.requests.push({
          kind: 'remote',
          id: p.id,
          status: p.status,
          date: p.scheduleDate,
          description: p.description ?? '',
          photo: p.photo,
        });
        continue;
      }
      const presence: IndexedPresence = {
        id: p.id,
        status: p.status,
        presenceType: p.presenceType,
        clockIn: p.clockIn,
        clockOut: p.clockOut,
        flags: p.presenceFlags ?? [],
        // the phone's own position counts; a gate or hand entry is where the supervisor stood
        outsideGeofence:
          p.presenceType === 'self' &&
          p.latitude !== null &&
          p.longitude !== null &&
          !isNearby({ lat: p.latitude, long: p.longitude }, offices(e.companyId)),
        record: p,
      };
      const list = own.presences.get(p.scheduleId);
      if (list) list.push(presence);
      else own.presences.set(p.scheduleId, [presence]);
    }
    for (const l of records.leaves) {
      if (l.endAt < from || l.startAt > to) continue;
      own.requests.push({
        kind: 'leave',
        id: l.id,
        status: l.status,
        startAt: l.startAt,
        endAt: l.endAt,
        category: l.leaveCategory,
        description: l.description,
        photo: null,
      });
    }
    for (const p of records.permissions) {
      if (!inRange(p.scheduleDate)) continue;
      own.requests.push({
        kind: 'permission',
        id: p.id,
        status: p.status,
        date: p.scheduleDate,
        startTime: p.startTime,
        endTime: p.endTime,
        description: p.description,
        photo: null,
      });
    }
    for (const o of records.overtime) {
      const schedule = o.scheduleId === null ? undefined : schedulesById.get(o.scheduleId);
      const date = schedule?.date ?? toJakartaDate(new Date(o.startAt));
      if (!inRange(date)) continue;
      own.overtime.push({
        id: o.id,
        date,
        hours: overtimeHours(o.startAt, o.endAt),
        overtimeType: o.overtimeType,
        status: o.status,
      });
    }
  }
  return index;
}

export type DayOutcome = TeamDayOutcome<IndexedRequest, IndexedPresence>;

/** The team-day rule for one employee and date, from the index. */
export function dayOutcome(
  own: EmployeeIndex,
  date: string,
  now: Date,
  rules: CompanyRules,
): { outcome: DayOutcome; schedule: ScheduleRecord | null } {
  const schedule = own.schedules.get(date) ?? null;
  const outcome = teamDay({
    date,
    shift: schedule ? { startTime: schedule.startTime, endTime: schedule.endTime } : null,
    presences: schedule ? (own.presences.get(schedule.id) ?? []) : [],
    requests: own.requests,
    now,
    toleranceMinutes: rules.toleranceMinutes,
    holiday: rules.holidayOf(date),
  });
  return { outcome, schedule };
}

/** The employee's month: the team-day rule of each day summed by core's month recap. */
export function employeeMonth(
  own: EmployeeIndex,
  month: string,
  today: string,
  now: Date,
  rules: CompanyRules,
): MonthRecap {
  return monthRecap({
    month,
    today,
    workWeek: rules.workWeek,
    dayOf: (date) => dayOutcome(own, date, now, rules).outcome,
    overtime: own.overtime,
  });
}

const hhmm = (time: string) => time.slice(0, 5);

/** The shift as a day carries it (board member, member month): times as HH:mm, overnight by core's rule. */
export function shiftView(schedule: ScheduleRecord | null) {
  if (!schedule) return null;
  const shift = { startTime: schedule.startTime, endTime: schedule.endTime };
  return {
    scheduleId: schedule.id,
    name: schedule.shiftName,
    start: hhmm(schedule.startTime),
    end: hhmm(schedule.endTime),
    overnight: shiftWindow(schedule.date, shift).overnight,
  };
}

/** The names of the leave categories of `companyId`, by code. */
export function leaveNamesOf(state: MockState, companyId: number): ReadonlyMap<string, string> {
  return new Map((state.domains.leave.categories.get(companyId) ?? []).map((c) => [c.code, c.name] as const));
}

/** The request that explains a day, as the board and the member month show it. */
export function requestView(r: IndexedRequest, leaveNames: ReadonlyMap<string, string>): TeamDayRequest {
  return {
    kind: r.kind,
    id: r.id,
    status: r.status,
    description: r.description,
    category:
      r.kind === 'leave' ? { code: r.category, name: leaveNames.get(r.category) ?? r.category } : null,
    startAt: r.kind === 'leave' ? r.startAt : r.date,
    endAt: r.kind === 'leave' ? r.endAt : r.date,
    startTime: r.kind === 'permission' ? r.startTime : null,
    endTime: r.kind === 'permission' ? r.endTime : null,
  };
}
