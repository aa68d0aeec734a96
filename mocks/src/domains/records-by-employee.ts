/**
 * Each employee's schedules, presences and leave, permission and overtime requests, for the team views of a
 * large team: one pass over every collection (half a million records with the plant of 5,000 laid) costs 20–30 ms,
 * and a month recap of 50 pages would pay it 50 times.
 *
 * Built in one pass and kept while nothing can have changed which records exist: the same collection objects (a
 * reset makes new ones), the same sizes, and the same `state.writes` (every call that is not a GET moves it on,
 * before and after its handler, and so does a lazy seed). It holds the records themselves, so what a call changes in
 * place (an approval, a clock-out) shows at once.
 */
import type { MockState } from '../state/types';
import type { PresenceRecord, ScheduleRecord } from './attendance/model';
import type { LeaveRecord } from './leave';
import type { OvertimeRecord } from './overtime';
import type { PermissionRecord } from './permission';

export interface EmployeeRecords {
  readonly schedules: ScheduleRecord[];
  readonly presences: PresenceRecord[];
  readonly leaves: LeaveRecord[];
  readonly permissions: PermissionRecord[];
  readonly overtime: OvertimeRecord[];
}

const NONE: EmployeeRecords = Object.freeze({
  schedules: [],
  presences: [],
  leaves: [],
  permissions: [],
  overtime: [],
});

interface Kept {
  readonly key: readonly unknown[];
  readonly byEmployee: Map<number, EmployeeRecords>;
}

const kept = new WeakMap<MockState, Kept>();

function keyOf(state: MockState): unknown[] {
  const { attendance, leave, permission, overtime } = state.domains;
  const maps = [
    attendance.schedules,
    attendance.presences,
    leave.requests,
    permission.requests,
    overtime.requests,
  ];
  return [state.writes, ...maps, ...maps.map((m) => m.size)];
}

function build(state: MockState): Map<number, EmployeeRecords> {
  const byEmployee = new Map<number, EmployeeRecords>();
  const of = (employeeId: number) => {
    let own = byEmployee.get(employeeId);
    if (!own) {
      own = { schedules: [], presences: [], leaves: [], permissions: [], overtime: [] };
      byEmployee.set(employeeId, own);
    }
    return own;
  };
  const { attendance, leave, permission, overtime } = state.domains;
  for (const s of attendance.schedules.values()) of(s.employeeId).schedules.push(s);
  for (const p of attendance.presences.values()) of(p.employeeId).presences.push(p);
  for (const r of leave.requests.values()) of(r.employeeId).leaves.push(r);
  for (const r of permission.requests.values()) of(r.employeeId).permissions.push(r);
  for (const r of overtime.requests.values()) of(r.employeeId).overtime.push(r);
  return byEmployee;
}

/** The records of each employee, in the order the collections hold them. */
export function recordsByEmployee(state: MockState): (employeeId: number) => EmployeeRecords {
  const key = keyOf(state);
  let entry = kept.get(state);
  if (!entry || entry.key.length !== key.length || entry.key.some((k, i) => k !== key[i])) {
    entry = { key, byEmployee: build(state) };
    kept.set(state, entry);
  }
  const { byEmployee } = entry;
  return (employeeId) => byEmployee.get(employeeId) ?? NONE;
}
