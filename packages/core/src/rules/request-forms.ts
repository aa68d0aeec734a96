/**
 * The checks of the five request forms before anything is sent (SPEC §5 remote, permission, leave, overtime and
 * shift submit; §3 request forms). Pure: each returns the first failure in the order the form reads, or OK.
 */
import { leaveSubmitRule, overtimeSubmitRule, permissionSubmitRule, remoteSubmitRule } from './attendance';
import { fail, filled, OK, type RuleResult } from './result';

/** `<input type="time" step="1">` gives HH:mm or HH:mm:ss: always HH:mm:ss (§3 permission times). */
export function withSeconds(time: string): string {
  return /^\d{2}:\d{2}$/.test(time) ? `${time}:00` : time;
}

/** §5 leave: a description and file permission, then a category, then an end date not before the start. */
export function leaveFormRule(form: {
  category: string;
  start: string;
  end: string;
  description: string;
  fileAllowed: boolean;
}): RuleResult {
  const base = leaveSubmitRule({ description: form.description, permissions: { file: form.fileAllowed } });
  if (!base.ok) return base;
  if (!filled(form.category)) return fail('leaveCategoryRequired');
  if (!filled(form.start) || !filled(form.end)) return fail('dateRequired');
  // ISO dates (YYYY-MM-DD) order as strings
  return form.end < form.start ? fail('endDateBeforeStart') : OK;
}

/**
 * §5 permission: a description; the end not before the start (the contract refuses it too); a shift today
 * (§5 'Tidak ada shift di tanggal {date}') and a location fix ('Izinkan lokasi untuk melanjutkan absen').
 */
export function permissionFormRule(form: {
  start: string;
  end: string;
  description: string;
  today: string;
  hasShift: boolean;
  hasLocation: boolean;
}): RuleResult {
  const base = permissionSubmitRule({ description: form.description });
  if (!base.ok) return base;
  const order = overtimeSubmitRule({
    description: form.description,
    permissions: { file: true },
    start: form.start,
    end: form.end,
  });
  if (!order.ok) return order;
  if (!form.hasShift) return fail('noShiftOnDate', { date: form.today });
  return form.hasLocation ? OK : fail('clockLocationPermission');
}

/** §5 remote: description, location and file permission, a date; our addition: a photo of the place. */
export function remoteFormRule(form: {
  date: string;
  description: string;
  hasLocation: boolean;
  photoCount: number;
}): RuleResult {
  const base = remoteSubmitRule({
    description: form.description,
    date: form.date,
    permissions: { location: form.hasLocation, file: true },
  });
  if (!base.ok) return base;
  return form.photoCount > 0 ? OK : fail('photoRequired');
}

/** §5 overtime: a description, file permission, and the end not before the start. */
export function overtimeFormRule(form: {
  start: string;
  end: string;
  description: string;
  fileAllowed: boolean;
}): RuleResult {
  return overtimeSubmitRule({
    description: form.description,
    permissions: { file: form.fileAllowed },
    start: form.start,
    end: form.end,
  });
}

/** §5 shift request: a master shift chosen, and a pending approval entry on the date ("no validation beyond"). */
export function shiftFormRule(form: { shiftId: string; approvalId: number | null | undefined }): RuleResult {
  if (!filled(form.shiftId)) return fail('shiftRequired');
  return typeof form.approvalId === 'number' ? OK : fail('shiftNoApproval');
}
