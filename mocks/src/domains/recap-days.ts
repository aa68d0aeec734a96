/**
 * The mock's state read as core's rules want it, for the month recap: one pass indexes schedules, presences and
 * requests by employee (./records-by-employee.ts, kept between calls), then each (employee, date) is handed to the
 * team-day rule (`teamDay`, with the company's calendar) and each month to `monthRecap`. Indexing once per call keeps
 * hr's 300 × 31 days well under the 300 ms the recap promises.
 */
import type { RecapMemberDay, RecapRow } from '@upah/core/contract/recap';
import type { HolidayOf } from '@upah/core/rules/calendar';
import {
  type MonthRecap,
  monthRecap,
  overtimeHours,
  type RecapOvertimeInput,
} from '@upah/core/rules/month-recap';
import type { WorkWeek } from '@upah/core/rules/overtime-pay';
import { type DayPresence, type DayRequest, type TeamDayOutcome, teamDay } from '@upah/core/rules/team-day';
import { calendarOf, placementOf, workPolicyOf } from '../state/queries';
import type { Employee, MockState } from '../state/types';
import { toJakartaDate } from '../time';
import type { PresenceRecord, ScheduleRecord } from './attendance/model';
import { recordsByEmployee } from './records-by-employee';

export interface EmployeeIndex {
  schedules: Map<string, ScheduleRecord>;
  presences: Map<number, PresenceRecord[]>;
  requests: DayRequest[];
  overtime: (RecapOvertimeInput & { id: number })[];
}

/** Everything the rules need about `employees` in the days `from`…`to`, from each one's own records. */
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
  for (const e of employees) {
    const own: EmployeeIndex = { schedules: new Map(), presences: new Map(), requests: [], overtime: [] };
    index.set(e.id, own);
    const records = recordsOf(e.id);
    for (const s of records.schedules) if (inRange(s.date)) own.schedules.set(s.date, s);
    for (const p of records.presences) {
      if (!inRange(p.scheduleDate)) continue;
      if (p.presenceType === 'remote') {
        own.requests.push({ kind: 'remote', id: p.id, status: p.status, date: p.scheduleDate });
        continue;
      }
      const list = own.presences.get(p.scheduleId);
      if (list) list.push(p);
      else own.presences.set(p.scheduleId, [p]);
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

const dayPresence = (p: PresenceRecord): DayPresence & { record: PresenceRecord } => ({
  id: p.id,
  status: p.status,
  presenceType: p.presenceType,
  clockIn: p.clockIn,
  clockOut: p.clockOut,
  flags: p.presenceFlags ?? [],
  record: p,
});

/** What the rules read about the employee's company: the work policy's figures and the calendar. */
export interface CompanyRules {
  readonly toleranceMinutes: number;
  readonly workWeek: WorkWeek;
  readonly holidayOf: HolidayOf;
}

/** The company rules of `employee` (state/queries.ts: the work policy and the calendar). */
export function companyRulesOf(state: MockState, employee: Employee): CompanyRules {
  const policy = workPolicyOf(state, employee);
  return {
    toleranceMinutes: policy.lateToleranceMinutes,
    workWeek: policy.workWeek,
    holidayOf: calendarOf(state, employee),
  };
}

/** The team-day rule for one employee and date, from the index. */
export function dayOutcome(
  own: EmployeeIndex,
  date: string,
  now: Date,
  rules: CompanyRules,
): {
  outcome: TeamDayOutcome<DayRequest, DayPresence & { record: PresenceRecord }>;
  schedule: ScheduleRecord | null;
} {
  const schedule = own.schedules.get(date) ?? null;
  const outcome = teamDay({
    date,
    shift: schedule ? { startTime: schedule.startTime, endTime: schedule.endTime } : null,
    presences: schedule ? (own.presences.get(schedule.id) ?? []).map(dayPresence) : [],
    requests: own.requests,
    now,
    toleranceMinutes: rules.toleranceMinutes,
    holiday: rules.holidayOf(date),
  });
  return { outcome, schedule };
}

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

/** The shift scheduled on most days of the indexed month (the later on a tie; contract `recapRowShift`). */
export function monthShiftOf(own: EmployeeIndex): { name: string } | null {
  const days = new Map<string, number>();
  const last = new Map<string, string>();
  for (const [date, s] of own.schedules) {
    days.set(s.shiftName, (days.get(s.shiftName) ?? 0) + 1);
    if ((last.get(s.shiftName) ?? '') < date) last.set(s.shiftName, date);
  }
  let best: string | null = null;
  for (const [name, n] of days) {
    const b = best === null ? 0 : (days.get(best) ?? 0);
    if (best === null || n > b || (n === b && (last.get(name) ?? '') > (last.get(best) ?? ''))) best = name;
  }
  return best === null ? null : { name: best };
}

export function recapRowOf(state: MockState, e: Employee, own: EmployeeIndex, recap: MonthRecap): RecapRow {
  return {
    subordinateId: e.id,
    employeeId: e.id,
    name: e.name,
    ...placementOf(state, e),
    shift: monthShiftOf(own),
    days: recap.days,
    totals: recap.totals,
  };
}

const hhmm = (t: string) => t.slice(0, 5);

/** One day of the member's month with what decided it. */
export function memberDay(
  own: EmployeeIndex,
  date: string,
  code: string,
  now: Date,
  rules: CompanyRules,
  leaveNames: ReadonlyMap<string, string>,
  state: MockState,
): RecapMemberDay {
  const { outcome, schedule } = dayOutcome(own, date, now, rules);
  const r = outcome.request;
  let request: RecapMemberDay['request'] = null;
  if (r) {
    const leave = r.kind === 'leave' ? state.domains.leave.requests.get(r.id) : undefined;
    const permission = r.kind === 'permission' ? state.domains.permission.requests.get(r.id) : undefined;
    const remote = r.kind === 'remote' ? state.domains.attendance.presences.get(r.id) : undefined;
    request = {
      kind: r.kind,
      id: r.id,
      status: r.status,
      description: leave?.description ?? permission?.description ?? remote?.description ?? '',
      category:
        r.kind === 'leave' ? { code: r.category, name: leaveNames.get(r.category) ?? r.category } : null,
      startAt: r.kind === 'leave' ? r.startAt : r.date,
      endAt: r.kind === 'leave' ? r.endAt : r.date,
      startTime: r.kind === 'permission' ? r.startTime : null,
      endTime: r.kind === 'permission' ? r.endTime : null,
    };
  }
  const overnight = schedule ? schedule.endTime <= schedule.startTime : false;
  return {
    date,
    code,
    shift: schedule
      ? {
          scheduleId: schedule.id,
          name: schedule.shiftName,
          start: hhmm(schedule.startTime),
          end: hhmm(schedule.endTime),
          overnight,
        }
      : null,
    clockIn: outcome.presence?.clockIn ?? null,
    clockOut: outcome.presence?.clockOut ?? null,
    lateMinutes: outcome.lateMinutes,
    earlyLeaveMinutes: outcome.earlyLeaveMinutes,
    workedMinutes: outcome.workedMinutes,
    holiday: outcome.holiday,
    request,
    overtime: own.overtime
      .filter((o) => o.date === date)
      .map((o) => ({ id: o.id, hours: o.hours, overtimeType: o.overtimeType, status: o.status })),
    correction: outcome.presence?.record.correction ?? null,
  };
}
