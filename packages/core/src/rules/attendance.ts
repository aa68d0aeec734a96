/**
 * Attendance rules: greeting, clock-in/out readiness, self clock option, remote, permission, leave and
 * overtime requests, supervisor manual presence, QR submit, and request item actions (SPEC §2, §4, §5).
 */
import type { ClockType } from '../contract/attendance';
import type { RequestStatus } from '../contract/common';
import { jakartaHour } from '../format';
import type { Permissions } from './device-permissions';
import { normalizeRequestStatus } from './request-status';
import { timeKey } from './request-submit';
import { type DisabledReason, fail, filled, OK, type RuleResult } from './result';

export type Greeting = 'Good Morning' | 'Good Afternoon' | 'Good Evening';

/**
 * §2 attendance home greeting by the Asia/Jakarta hour of `instant`: Good Morning before 12,
 * Good Afternoon before 18, otherwise Good Evening. Independent of the device's time zone.
 */
export function greeting(instant: Date | number): Greeting {
  const hour = jakartaHour(instant);
  if (hour < 12) return 'Good Morning';
  if (hour < 18) return 'Good Afternoon';
  return 'Good Evening';
}

export type { Permissions };

export type ClockDisabledCode = 'location' | 'camera' | 'selfie';

/**
 * §5 clock-in: submit is disabled without location permission ('Izinkan lokasi untuk melanjutkan absen'),
 * without camera permission ('Izinkan kamera untuk melanjutkan absen') or without a selfie. Every reason
 * is listed; an empty list means submit is enabled.
 */
export function clockInDisabledReasons(state: {
  permissions: Pick<Permissions, 'location' | 'camera'>;
  hasSelfie: boolean;
}): DisabledReason<ClockDisabledCode>[] {
  const reasons: DisabledReason<ClockDisabledCode>[] = [];
  if (!state.permissions.location) reasons.push({ code: 'location', message: 'clockLocationPermission' });
  if (!state.permissions.camera) reasons.push({ code: 'camera', message: 'clockCameraPermission' });
  if (!state.hasSelfie) reasons.push({ code: 'selfie', message: 'selfieRequired' });
  return reasons;
}

/** §2 clock-out sends a location (no selfie): it needs location permission. */
export function clockOutRule(permissions: Pick<Permissions, 'location'>): RuleResult {
  return permissions.location ? OK : fail('clockLocationPermission');
}

export type { ClockType };

/**
 * §5 self clock option: when clocking in, every readiness reminder must be checked, else
 * 'Silahkan check kesiapan terlebih dahulu'. Clocking out needs no check.
 */
export function selfClockOptionRule(type: ClockType, reminders: readonly boolean[]): RuleResult {
  if (type === 'clock-out') return OK;
  return reminders.every(Boolean) ? OK : fail('readinessRequired');
}

// §5 remote, permission, leave and overtime submit rules live in ./request-submit (the request forms load them
// without the rest of the attendance rules).
export {
  leaveSubmitRule,
  OVERTIME_DEFAULT_END,
  OVERTIME_DEFAULT_START,
  overtimeDefaults,
  overtimeSubmitRule,
  permissionSubmitRule,
  remoteSubmitRule,
} from './request-submit';

/** §5 supervisor manual presence: submit needs a time. */
export function manualPresenceRule(state: { time: string | null | undefined }): RuleResult {
  return filled(state.time) && timeKey(state.time) !== null ? OK : fail('timeRequired');
}

/** §4 rejecting a request needs a reason entered in the reject form. */
export function rejectReasonRule(reason: string): RuleResult {
  return filled(reason) ? OK : fail('rejectReasonRequired');
}

/**
 * §5 QR: the decrypted payload must contain a scheduleId (a non-empty string or a number). The QR module
 * decrypts; this checks what came out.
 */
export function hasScheduleId(payload: unknown): boolean {
  if (typeof payload !== 'object' || payload === null) return false;
  const id: unknown = (payload as { scheduleId?: unknown }).scheduleId;
  return (typeof id === 'number' && Number.isFinite(id)) || filled(typeof id === 'string' ? id : undefined);
}

/** §5 QR scan: a payload without a scheduleId gives 'QR code is not valid!'. */
export function qrScanRule(payload: unknown): RuleResult {
  return hasScheduleId(payload) ? OK : fail('qrInvalid');
}

/** §5 QR submit without valid scanned data gives 'QR Data not valid'. */
export function qrSubmitRule(payload: unknown): RuleResult {
  return hasScheduleId(payload) ? OK : fail('qrDataInvalid');
}

export { type RequestActions, requestActions } from './request-status';
export type { RequestStatus };
export { normalizeRequestStatus };
