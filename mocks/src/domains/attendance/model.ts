/**
 * Attendance state (SPEC §3 "Attendance entities"): master shifts, schedules, presences (self, remote, manual,
 * qr) and the readiness check list. Permission, leave, overtime and shift requests keep their own state in
 * their domain files but read schedules from here.
 */
import type {
  LocationSignals,
  PresenceCorrection,
  PresenceFlag,
  PresenceType,
} from '@upah/core/contract/attendance';
import type { RequestStatus } from '@upah/core/contract/common';
import type { MasterShift } from '@upah/core/contract/shift';
import { shiftWindow } from '@upah/core/rules/team-day';
import { toJakartaTimestamp } from '../../time';
import type { GateState } from './gate';

export interface MasterShiftRecord extends MasterShift {
  companyId: number;
}

export interface ScheduleRecord {
  id: number;
  employeeId: number;
  /** YYYY-MM-DD, Asia/Jakarta */
  date: string;
  masterShiftId: number;
  shiftName: string;
  /** HH:mm:ss */
  startTime: string;
  endTime: string;
}

export interface PresenceRecord {
  id: number;
  employeeId: number;
  scheduleId: number;
  scheduleDate: string;
  clockIn: string | null;
  clockOut: string | null;
  photo: string | null;
  status: RequestStatus;
  presenceType: PresenceType;
  description: string | null;
  rejectReason: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Extension (not in SPEC): the location signals sent with a self clock-in. */
  locationSignals?: LocationSignals;
  /** Extension: 'offline' (kept on the phone, sent later), 'clock-skew' (the phone's clock was off), 'corrected'. */
  presenceFlags?: PresenceFlag[];
  /** Extension: the approved attendance correction that set its times (../attendance-correction.ts). */
  correction?: PresenceCorrection;
}

export interface AttendanceState {
  masterShifts: MasterShiftRecord[];
  /** employeeId → master shift ids in order of preference (the first covering a weekday wins) */
  assignments: Map<number, number[]>;
  schedules: Map<number, ScheduleRecord>;
  presences: Map<number, PresenceRecord>;
  checkList: Map<number, { id: number; name: string }[]>;
  /** The gate code (./gate.ts): each employee's active phone key, every registration, every code recorded. */
  gate: GateState;
}

/** A presence that counts for its schedule: pending or approved (rejected and canceled ones free the day again). */
export function isActive(p: PresenceRecord): boolean {
  return p.status === 'pending' || p.status === 'approved';
}

export function activePresence(db: AttendanceState, scheduleId: number): PresenceRecord | undefined {
  let found: PresenceRecord | undefined;
  for (const p of db.presences.values()) if (p.scheduleId === scheduleId && isActive(p)) found = p;
  return found;
}

export function scheduleOn(
  db: AttendanceState,
  employeeId: number,
  date: string,
): ScheduleRecord | undefined {
  for (const s of db.schedules.values()) if (s.employeeId === employeeId && s.date === date) return s;
  return undefined;
}

/** Shift start and end as instants (core's `shiftWindow`: an end at or before the start is on the next day). */
export function shiftInstants(s: ScheduleRecord): { start: string; end: string } {
  const { startMs, endMs } = shiftWindow(s.date, s);
  return { start: toJakartaTimestamp(new Date(startMs)), end: toJakartaTimestamp(new Date(endMs)) };
}

/** The newest first order of every history list. */
export function newestFirst<T extends { id: number }>(items: T[], dateOf: (item: T) => string): T[] {
  return items.sort((a, b) => dateOf(b).localeCompare(dateOf(a)) || b.id - a.id);
}
