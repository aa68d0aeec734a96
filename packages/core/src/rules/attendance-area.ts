/**
 * Who may open the attendance area, and how shifts read (SPEC §2 "Attendance area", §6 flags). Pure.
 */
import type { MessageKey } from '../catalogue/messages';
import type { MasterShift } from '../contract/shift';

/**
 * §2/§6: the attendance area needs the company's attendance_enabled and the user's attendanceAllowed;
 * otherwise the forbidden dialog shows this message. null = allowed.
 */
export function attendanceAreaBlock(
  user: { attendanceAllowed: boolean },
  company: { attendance_enabled: boolean } | null,
): MessageKey | null {
  if (!company?.attendance_enabled) return 'forbidden';
  return user.attendanceAllowed ? null : 'attendanceNotRegistered';
}

/** HH:mm of an HH:mm[:ss] time. */
export function hhmm(time: string): string {
  return time.slice(0, 5);
}

/**
 * Shift request (in place of §2's fixed placeholder): a master shift's time ranges as rows, one per
 * range, with its weekdays (0 Sunday … 6 Saturday) and `HH:mm–HH:mm`.
 */
export function shiftRangeRows(shift: MasterShift): { days: number[]; range: string }[] {
  return shift.detail.timeRange.map((r) => ({
    days: [...r.days].sort((a, b) => a - b),
    range: `${hhmm(r.startTime)}–${hhmm(r.endTime)}`,
  }));
}
