/**
 * The submit rules of the attendance request forms (SPEC §5 remote, permission, leave and overtime submit;
 * overtime defaults 15:00 to 16:00). ./attendance re-exports them; the request forms import them from here so
 * their routes do not load the clock-in, QR and approval rules.
 */
import { jakartaDate } from '../format';
import type { Permissions } from './device-permissions';
import { fail, filled, OK, type RuleResult } from './result';

/**
 * §5 remote submit, first failure in this order: description required; file and location permissions
 * ('Izinkan lokasi & file untuk melanjutkan'); date required; no shift on the date →
 * 'Tidak ada shift di tanggal {date}' (with `vars.date`). `hasShiftOnDate` is left undefined until the
 * schedule of the date is known.
 */
export function remoteSubmitRule(state: {
  description: string;
  permissions: Pick<Permissions, 'location' | 'file'>;
  date: string | null | undefined;
  hasShiftOnDate?: boolean;
}): RuleResult {
  if (!filled(state.description)) return fail('descriptionRequired');
  if (!state.permissions.file || !state.permissions.location) return fail('remotePermissions');
  if (!filled(state.date)) return fail('dateRequired');
  if (state.hasShiftOnDate === false) return fail('noShiftOnDate', { date: state.date });
  return OK;
}

/** §5 permission (izin) submit needs a description. */
export function permissionSubmitRule(state: { description: string }): RuleResult {
  return filled(state.description) ? OK : fail('descriptionRequired');
}

/** §5 leave (cuti) submit needs a description and file permission ('Izinkan akses file untuk melanjutkan'). */
export function leaveSubmitRule(state: {
  description: string;
  permissions: Pick<Permissions, 'file'>;
}): RuleResult {
  if (!filled(state.description)) return fail('descriptionRequired');
  return state.permissions.file ? OK : fail('filePermission');
}

/** §5 overtime default times: 15:00 to 16:00. */
export const OVERTIME_DEFAULT_START = '15:00';
export const OVERTIME_DEFAULT_END = '16:00';

/** §5 overtime form defaults: today (Asia/Jakarta date of `now`) from 15:00 to 16:00. */
export function overtimeDefaults(now: Date | number): { date: string; start: string; end: string } {
  return { date: jakartaDate(now), start: OVERTIME_DEFAULT_START, end: OVERTIME_DEFAULT_END };
}

/**
 * A time or date-time as a sortable key: `HH:mm`, `HH:mm:ss`, `YYYY-MM-DD HH:mm[:ss]` or
 * `YYYY-MM-DDTHH:mm[:ss]` (anything after the seconds, such as `+07:00`, is ignored: both values are
 * Jakarta wall time). Null when it is none of these.
 */
export function timeKey(value: string): string | null {
  const m = /^(?:(\d{4}-\d{2}-\d{2})[T ])?(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (!m) return null;
  return `${m[1] ?? ''}${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

/**
 * §5 overtime submit, first failure in this order: description required; file permission; start and end
 * required; end not before start (equal is allowed). Start and end are both times (`HH:mm`) or both
 * date-times.
 */
export function overtimeSubmitRule(state: {
  description: string;
  permissions: Pick<Permissions, 'file'>;
  start: string;
  end: string;
}): RuleResult {
  if (!filled(state.description)) return fail('descriptionRequired');
  if (!state.permissions.file) return fail('filePermission');
  const start = timeKey(state.start);
  const end = timeKey(state.end);
  if (start === null || end === null) return fail('timeRequired');
  return end < start ? fail('endBeforeStart') : OK;
}
