/**
 * The supervisor's screens (SPEC §2 /attendance/scan-qr, /attendance/employee-presence, /attendance/approval;
 * §5 "Supervisor manual presence: submit needs a time"; §6 Supervisor). Pure.
 */
import type { MessageKey } from '../catalogue/messages';
import type { ClockType, SubordinateClockInBody, SubordinateClockOutBody } from '../contract/attendance';
import { fail, type RuleFailure } from './result';

/**
 * §2/§6: the supervisor screens need the company's attendance_enabled, the user's attendanceAllowed and
 * isSupervisor; otherwise the forbidden dialog shows this message. null = allowed. The company not loaded
 * (null) counts as attendance off.
 */
export function supervisorAreaBlock(
  user: { attendanceAllowed: boolean; isSupervisor: boolean },
  company: { attendance_enabled: boolean } | null,
): MessageKey | null {
  if (!company?.attendance_enabled) return 'forbidden';
  if (!user.attendanceAllowed) return 'attendanceNotRegistered';
  return user.isSupervisor ? null : 'forbidden';
}

/** SPEC §6 supervisor only: the gate console is for supervisors; anyone else gets the forbidden dialog. */
export function consoleAreaBlock(user: { isSupervisor: boolean }): MessageKey | null {
  return user.isSupervisor ? null : 'forbidden';
}

export interface ManualPresenceForm {
  /** The chosen direct subordinate with today's schedule (null: none chosen). */
  subordinate: { id: number; scheduleId: number | null } | null;
  type: ClockType;
  /** Jakarta calendar day of the presence, YYYY-MM-DD. */
  date: string;
  /** HH:mm (or HH:mm:ss) from the time input; required (§5). */
  time: string;
  latitude: number;
  longitude: number;
  photo: string | null;
}

export type ManualPresenceRequest =
  | { ok: true; type: 'clock-in'; body: SubordinateClockInBody }
  | { ok: true; type: 'clock-out'; body: SubordinateClockOutBody }
  | (RuleFailure & { field: 'subordinate' | 'time' });

/**
 * §5 manual presence: a subordinate with a shift today and a time are required. Builds the body of
 * clock-in/subordinate or clock-out/subordinate (SPEC §7) with presenceType 'manual' (it waits for
 * approval) and the time at +07:00 (§9).
 */
export function manualPresenceRequest(form: ManualPresenceForm): ManualPresenceRequest {
  if (!form.subordinate) return { ...fail('subordinateRequired'), field: 'subordinate' };
  if (form.subordinate.scheduleId === null) return { ...fail('subordinateNoShift'), field: 'subordinate' };
  const time = form.time.trim();
  if (!/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(time)) return { ...fail('timeRequired'), field: 'time' };
  const stamp = `${form.date}T${time.length === 5 ? `${time}:00` : time}+07:00`;
  const common = {
    subordinateId: form.subordinate.id,
    scheduleId: form.subordinate.scheduleId,
    latitude: form.latitude,
    longitude: form.longitude,
    presenceType: 'manual' as const,
    ...(form.photo ? { photo: form.photo } : {}),
  };
  return form.type === 'clock-in'
    ? { ok: true, type: 'clock-in', body: { ...common, clockIn: stamp } }
    : { ok: true, type: 'clock-out', body: { ...common, clockOut: stamp } };
}
