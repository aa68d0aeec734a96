/**
 * A subordinate's day: ONE status per employee and date (DESIGN "Team views and payroll"), with late and early
 * minutes and flags. The team board (GET /attendance/team/day), the month recap and the employee's own month all
 * call `teamDay` for each day: never a second copy of this rule.
 *
 * Inputs are plain: the shift of that date (or null), the presences of that schedule, the leave, permission and
 * remote requests that touch the date, the clock (`now`) and the company's late tolerance in minutes.
 *
 * Time (Asia/Jakarta, dayjs through format/jakarta-time):
 * - A shift belongs to the day it starts: 22:00–06:00 on the 15th ends on the 16th at 06:00 (an end at or
 *   before the start is on the next day). Its presences are the 15th's.
 * - Minutes are whole minutes rounded down; seconds never count (08:05:59 is 5 minutes after 08:00), so a
 *   clock shown as 08.05 is never called late with a tolerance of 5.
 * - late: clock-in more than `toleranceMinutes` after the shift start (exactly start + tolerance, to the
 *   second 08:05:59, is present). lateMinutes = clock-in − shift start (only when late, else 0).
 * - absent is marked when the shift ends (now ≥ end), not the next day.
 *
 * Precedence, first that applies (what an HR user reads on the board):
 * 0. a day of the company's calendar (rules/calendar.ts: libur nasional, cuti bersama, a company day) without a
 *    clock-in → `holiday` with the day's kind and name, never absent, with or without a shift; a leave over it is
 *    the holiday, not the leave (its request is still shown, and it takes no leave day: rules/leave-balance.ts).
 *    Work on a holiday (a clock-in) is `present`, never late nor early: nobody had to come (its overtime is
 *    rest-day overtime, rules/month-recap.ts).
 * 1. no shift → `off`, even with a leave over it (a leave does not use a day off; its request is still shown).
 * 2. a clock-in (an approved or pending presence with a clock-in time) → `present` or `late`. Someone who came
 *    in is shown as in, whatever else is on record; on a day of approved leave the flag `clocked-in-on-leave`
 *    tells HR that the leave is still booked.
 * 3. approved leave covering the date → `leave` (the request carries its category).
 * 4. approved remote work on the date → `remote`.
 * 5. approved permission that starts at or before the shift start → `permission` while it lasts; to the end
 *    of the shift it excuses the whole day. A permission that ends before the shift does excuses the start
 *    only: a clock-in is late when it is more than the tolerance after the permission's end (lateMinutes
 *    counted from there); with no clock-in the day is `not_yet` after the permission and `absent` at the end.
 * 6. by the clock: before the start `not_started`, until the end `not_yet`, from the end `absent`.
 * Pending requests excuse nothing: they add the `pending-request` flag (and are shown when nothing approved is).
 *
 * earlyLeaveMinutes: shift end − clock-out when the clock-out is before the end, unless an approved permission
 * runs to the end of the shift and the clock-out is at or after its start.
 * workedMinutes: clock-out − clock-in in whole minutes (rounded down) when both are on record, else 0.
 */
import type { PresenceFlag, PresenceType } from '../contract/attendance';
import type { RequestStatus } from '../contract/common';
import { atJakarta, minutesBetween, parseInstant } from '../format/jakarta-time';
import type { CalendarDay } from './calendar-day';
import { TEAM_DAY_FLAGS, TEAM_DAY_STATUSES, type TeamDayFlag, type TeamDayStatus } from './team-day-statuses';

export { TEAM_DAY_FLAGS, TEAM_DAY_STATUSES, type TeamDayFlag, type TeamDayStatus };

/** A shift on the date: wall-clock `HH:mm` or `HH:mm:ss` in Jakarta. */
export interface DayShift {
  readonly startTime: string;
  readonly endTime: string;
}

/** A clock presence of the schedule (self, manual, qr); remote work comes as a request. */
export interface DayPresence {
  readonly id: number;
  readonly status: RequestStatus;
  readonly presenceType: PresenceType;
  /** Instants with an offset (`…+07:00`); null when not clocked. */
  readonly clockIn: string | null;
  readonly clockOut: string | null;
  readonly flags?: readonly PresenceFlag[];
  /** Clocked in farther than 1 km from every office (SPEC §5). */
  readonly outsideGeofence?: boolean;
}

interface RequestBase {
  readonly id: number;
  readonly status: RequestStatus;
}
/** A leave over `startAt`…`endAt` (dates, both included). */
export interface DayLeave extends RequestBase {
  readonly kind: 'leave';
  readonly startAt: string;
  readonly endAt: string;
  readonly category: string;
}
/** A permission on `date` from `startTime` to `endTime` (wall clock of the shift's day). */
export interface DayPermission extends RequestBase {
  readonly kind: 'permission';
  readonly date: string;
  readonly startTime: string;
  readonly endTime: string;
}
/** Remote work on `date`. */
export interface DayRemote extends RequestBase {
  readonly kind: 'remote';
  readonly date: string;
}
export type DayRequest = DayLeave | DayPermission | DayRemote;

export interface TeamDayInput<R extends DayRequest = DayRequest, P extends DayPresence = DayPresence> {
  /** The day asked about, `YYYY-MM-DD` (the shift's start day). */
  readonly date: string;
  readonly shift: DayShift | null;
  /** The presences of that day's schedule (any status: rejected and canceled ones count for nothing). */
  readonly presences: readonly P[];
  /** Requests of the employee; those that do not touch `date` are ignored. */
  readonly requests: readonly R[];
  /** The clock: epoch ms or a Date. */
  readonly now: number | Date;
  readonly toleranceMinutes: number;
  /** The date's day in the company's calendar (rules/calendar.ts `holidayLookup`), null or absent on a plain day. */
  readonly holiday?: DayHoliday | null;
}

/** A holiday as the day carries it: its kind and name. */
export type DayHoliday = Pick<CalendarDay, 'kind' | 'name'>;

export interface TeamDayOutcome<R extends DayRequest = DayRequest, P extends DayPresence = DayPresence> {
  readonly status: TeamDayStatus;
  /** Set when `status` is `leave`: the category code of the approved leave. */
  readonly leaveCategory: string | null;
  readonly lateMinutes: number;
  readonly earlyLeaveMinutes: number;
  /** Clock-out − clock-in in whole minutes, 0 without both. */
  readonly workedMinutes: number;
  /** The date's holiday (whatever the status: work on a holiday is present), null on a plain day. */
  readonly holiday: DayHoliday | null;
  readonly flags: TeamDayFlag[];
  /** The presence with the clock-in (or the latest active one), null without. */
  readonly presence: P | null;
  /** The request that explains the day (see the precedence above), null without. */
  readonly request: R | null;
}

/** The shift's instants; the end is on the next day when it is at or before the start (overnight). */
export function shiftWindow(
  date: string,
  shift: DayShift,
): { startMs: number; endMs: number; overnight: boolean } {
  const startMs = atJakartaMs(date, shift.startTime);
  let endMs = atJakartaMs(date, shift.endTime);
  const overnight = endMs <= startMs;
  if (overnight) endMs += 86_400_000;
  return { startMs, endMs, overnight };
}

const active = (status: RequestStatus) => status === 'approved' || status === 'pending';
/** Epoch ms of wall-clock `time` on Jakarta day `date`; NaN when either is not real. */
const atJakartaMs = (date: string, time: string) => atJakarta(date, time)?.getTime() ?? Number.NaN;
const instantMs = (text: string | null) =>
  text === null ? Number.NaN : (parseInstant(text)?.getTime() ?? Number.NaN);

function touches(r: DayRequest, date: string): boolean {
  if (r.kind === 'leave') return r.startAt <= date && date <= r.endAt;
  return r.date === date;
}

/** A permission's window on the shift: on an overnight shift, times before the start are on the next day. */
function permissionWindow(date: string, p: DayPermission, startMs: number, overnight: boolean) {
  const at = (time: string) => {
    const ms = atJakartaMs(date, time);
    return overnight && ms < startMs ? ms + 86_400_000 : ms;
  };
  const fromMs = at(p.startTime);
  let toMs = at(p.endTime);
  if (toMs < fromMs) toMs += 86_400_000;
  return { fromMs, toMs };
}

/** The presence that counts: approved or pending, the one with a clock-in first. */
function countingPresence<P extends DayPresence>(presences: readonly P[]): P | null {
  let found: P | null = null;
  for (const p of presences) {
    if (!active(p.status)) continue;
    if (found === null || (found.clockIn === null && p.clockIn !== null)) found = p;
  }
  return found;
}

export function teamDay<R extends DayRequest, P extends DayPresence>(
  input: TeamDayInput<R, P>,
): TeamDayOutcome<R, P> {
  const { date, shift, toleranceMinutes } = input;
  const nowMs = typeof input.now === 'number' ? input.now : input.now.getTime();
  const requests = input.requests.filter((r) => active(r.status) && touches(r, date));
  const approved = <K extends DayRequest['kind']>(kind: K) =>
    requests.find(
      (r): r is R & Extract<DayRequest, { kind: K }> => r.kind === kind && r.status === 'approved',
    );
  const pending = requests.find((r) => r.status === 'pending') ?? null;
  const leave = approved('leave');
  const remote = approved('remote');
  const presence = countingPresence(input.presences);

  const flags = new Set<TeamDayFlag>();
  if (pending || presence?.status === 'pending') flags.add('pending-request');
  const holiday = input.holiday ? { kind: input.holiday.kind, name: input.holiday.name } : null;
  const result = (
    status: TeamDayStatus,
    request: R | null,
    minutes: { late?: number; early?: number; worked?: number } = {},
  ): TeamDayOutcome<R, P> => ({
    status,
    leaveCategory: status === 'leave' && leave ? leave.category : null,
    lateMinutes: minutes.late ?? 0,
    earlyLeaveMinutes: minutes.early ?? 0,
    workedMinutes: minutes.worked ?? 0,
    holiday,
    flags: TEAM_DAY_FLAGS.filter((f) => flags.has(f)),
    presence,
    request,
  });
  const covering = () => requests.find((r) => r.kind === 'leave') ?? pending;
  const clockInMs = instantMs(presence?.clockIn ?? null);
  const clockedIn = shift !== null && presence !== null && !Number.isNaN(clockInMs);

  // 0. A holiday nobody worked: the holiday, whatever else is on record.
  if (holiday && !clockedIn) return result('holiday', covering());

  // 1. No shift: a day off, whatever is on record.
  if (!shift) return result('off', requests.find((r) => r.kind === 'leave') ?? null);

  const { startMs, endMs, overnight } = shiftWindow(date, shift);
  const permissions = requests
    .filter((r): r is R & DayPermission => r.kind === 'permission' && r.status === 'approved')
    .map((p) => ({ p, ...permissionWindow(date, p, startMs, overnight) }));
  // A permission from the start of the shift excuses the arrival until its end.
  const fromStart = permissions.find((w) => w.fromMs <= startMs) ?? null;
  const toEnd = permissions.find((w) => w.toMs >= endMs) ?? null;
  const excusedUntilMs = fromStart ? Math.max(startMs, fromStart.toMs) : startMs;
  const wholeShift = fromStart !== null && fromStart.toMs >= endMs;

  // 2. Clocked in: present or late (on a holiday present, with no late or early minutes).
  if (presence && clockedIn) {
    for (const f of presence.flags ?? []) flags.add(f);
    if (presence.outsideGeofence) flags.add('outside-geofence');
    if (leave) flags.add('clocked-in-on-leave');
    const clockOutMs = instantMs(presence.clockOut);
    if (Number.isNaN(clockOutMs) && nowMs >= endMs) flags.add('no-clock-out');
    const worked =
      !Number.isNaN(clockOutMs) && clockOutMs > clockInMs ? minutesBetween(clockInMs, clockOutMs) : 0;
    const request = leave ?? fromStart?.p ?? pending ?? permissions[0]?.p ?? null;
    if (holiday) return result('present', request, { worked });
    const afterExcused = wholeShift ? 0 : minutesBetween(excusedUntilMs, clockInMs);
    const late = afterExcused > toleranceMinutes;
    const earlyExcused = toEnd !== null && clockOutMs >= toEnd.fromMs;
    const early =
      !Number.isNaN(clockOutMs) && clockOutMs < endMs && !earlyExcused
        ? minutesBetween(clockOutMs, endMs)
        : 0;
    return result(late ? 'late' : 'present', request, { late: late ? afterExcused : 0, early, worked });
  }

  // 3–5. Excused by an approved request.
  if (leave) return result('leave', leave);
  if (remote) return result('remote', remote);
  if (fromStart && (wholeShift || nowMs < fromStart.toMs)) return result('permission', fromStart.p);

  // 6. By the clock.
  const request = pending ?? fromStart?.p ?? permissions[0]?.p ?? null;
  if (nowMs < startMs) return result('not_started', request);
  if (nowMs < endMs) return result('not_yet', request);
  return result('absent', request);
}

/** Members per status, every status a key (0 when none): the board's figures. */
export function countTeamDay(statuses: Iterable<TeamDayStatus>): Record<TeamDayStatus, number> {
  const counts = Object.fromEntries(TEAM_DAY_STATUSES.map((s) => [s, 0])) as Record<TeamDayStatus, number>;
  for (const s of statuses) counts[s] += 1;
  return counts;
}
