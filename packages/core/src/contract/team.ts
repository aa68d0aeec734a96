/**
 * The supervisor's and HR's view of their team (DESIGN "Team views and payroll"): SPEC §6 says a supervisor sees
 * and acts on direct subordinates, SPEC §7 has no call that answers "who is in today". Every call here is a
 * documented extension (`x-spec-extension`): the team's day (one status per subordinate, rules/team-day.ts), who
 * else is off in a period, and the leave balance (rules/leave-balance.ts).
 *
 * Ids: `subordinateId` is the pkID that the supervisor calls take (clock-in/subordinate); `employeeId` is the same
 * pkID under the name the request lists carry (presence, leave, permission, overtime items gain `employeeId`),
 * so a board row, a request and a balance are joined by id, never by name.
 *
 * "Who else is off" is its own call (`GET /attendance/team/off?from=&to=`), not a field of the balance: the
 * balance belongs to one employee and a year, the off list to the caller's team and a period; the approval detail
 * asks both, and a leave of five days asks the team once for its whole range.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  CALENDAR_DAY_KINDS,
  TEAM_DAY_FLAGS,
  TEAM_DAY_STATUSES,
  type TeamDayFlag,
  type TeamDayStatus,
} from '../rules/team-day-statuses';
import { type PresenceFlag, presenceType } from './attendance';
import { decimalInteger, fileUrl, id, requestStatus, time, zCount, zNullableString, zString } from './common';
import { EMPLOYEE_READ, endpoint, SUPERVISOR_READ, specExtension } from './endpoint';

export { TEAM_DAY_FLAGS, TEAM_DAY_STATUSES, type TeamDayFlag, type TeamDayStatus };

/** `YYYY-MM-DD` with the catalogue's Indonesian message (a 400 names it). */
export const teamDate = z.iso.date(messages.dateFormat);

/**
 * One status per subordinate and date (rules/team-day.ts decides it):
 * - `not_started`: the shift has not begun; `not_yet`: begun, no clock-in, not over;
 * - `present`: clocked in by shift start + tolerance; `late`: after it;
 * - `absent`: the shift ended with no clock-in and nothing that excuses it (marked at the shift's end);
 * - `leave`: approved leave covering the date (the request carries its category); `permission`: approved
 *   permission from the shift's start; `remote`: approved remote work; `off`: no shift that day;
 * - `holiday`: a day of the company's calendar (libur nasional, cuti bersama, a company day; `holiday` says which)
 *   with no clock-in: never absent. Work on a holiday is `present`.
 */
export const teamDayStatus = z.enum(TEAM_DAY_STATUSES);

/**
 * Flags of a subordinate's day, for a human to look at (never a status of their own):
 * - `no-clock-out`: clocked in, the shift is over, no clock-out;
 * - `pending-request`: a leave, permission, remote or hand-entered presence of that day waits for a decision;
 * - `offline`, `clock-skew`: the presence's own flags (attendance.ts PRESENCE_FLAGS);
 * - `outside-geofence`: clocked in farther than 1 km from every office of the company (SPEC §5, §9);
 * - `clocked-in-on-leave`: clocked in on a day of approved leave (shown present or late: the leave stays on
 *   record for HR to withdraw).
 */
export const teamDayFlag = z.enum(TEAM_DAY_FLAGS);
/** Every presence flag is a flag of the day (a compile-time check). */
export const PRESENCE_FLAGS_OF_DAY: readonly TeamDayFlag[] = [] as readonly PresenceFlag[];

/** `HH:MM` of a shift's start or end in Asia/Jakarta. */
export const clockMinute = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, messages.timeFormat));

/** The subordinate's shift that day; `overnight` when it ends on the next day (it belongs to its start day). */
export const teamDayShift = z.object({
  scheduleId: id,
  name: zString,
  start: clockMinute,
  end: clockMinute,
  overnight: z.boolean(),
});
export type TeamDayShift = z.infer<typeof teamDayShift>;

/** A day of the company's calendar as a day carries it (rules/calendar.ts): its kind and name. */
const holidayKind = z.enum(CALENDAR_DAY_KINDS);
export const dayHoliday = z.object({ kind: holidayKind, name: zString });
export type DayHolidayView = z.infer<typeof dayHoliday>;

export const leaveCategoryRef = z.object({ code: zString, name: zString });
export type LeaveCategoryRef = z.infer<typeof leaveCategoryRef>;

export const TEAM_REQUEST_KINDS = ['leave', 'permission', 'remote'] as const;
export const teamRequestKind = z.enum(TEAM_REQUEST_KINDS);
export type TeamRequestKind = z.infer<typeof teamRequestKind>;

/**
 * The request that explains the day: the approved one the status comes from (leave, permission, remote), else
 * one waiting for a decision, else an approved permission within the shift. `id` is the request's id in its own
 * list (a remote request is a presence: its presence id). Leave: `category`, `startAt`…`endAt`; permission:
 * `startTime`…`endTime` of that date; remote: that date.
 */
export const teamDayRequest = z.object({
  kind: teamRequestKind,
  id,
  status: requestStatus,
  description: zString,
  category: z.nullable(leaveCategoryRef),
  startAt: z.iso.date(),
  endAt: z.iso.date(),
  startTime: z.nullable(time),
  endTime: z.nullable(time),
});
export type TeamDayRequest = z.infer<typeof teamDayRequest>;

/** A work location: the office an employee works at (the profile's locationCode and locationName). */
export const workLocationRef = z.object({ code: zString, name: zString });
export type WorkLocationRef = z.infer<typeof workLocationRef>;

/**
 * Who a member is, for HR's search and filters (extensions, on the board's members and the recap's rows): the
 * employee number HR knows them by (the profile's employeeID), the department (null where the company keeps
 * none) and the work location (null when unknown).
 */
export const memberPlacement = {
  employeeNumber: specExtension(z.string(), "The employee number (the profile's employeeID), for search."),
  department: specExtension(
    z.nullable(z.string()),
    'The department the employee works in; null when none is kept.',
  ),
  workLocation: specExtension(
    z.nullable(workLocationRef),
    'The work location: the office the employee works at (code and name); null when unknown.',
  ),
};
export type MemberPlacement = {
  employeeNumber: string;
  department: string | null;
  workLocation: WorkLocationRef | null;
};

export const teamDayMember = z.object({
  subordinateId: id,
  employeeId: id,
  name: zString,
  ...memberPlacement,
  shift: z.nullable(teamDayShift),
  status: teamDayStatus,
  /** The active presence's clock-in and clock-out (+07:00), null without. */
  clockIn: zNullableString,
  clockOut: zNullableString,
  /** Clock-in minus shift start in whole minutes when `late`, else 0. */
  lateMinutes: zCount,
  /** Shift end minus clock-out in whole minutes when the clock-out is before the end, else 0. */
  earlyLeaveMinutes: zCount,
  presenceType: z.nullable(presenceType),
  flags: z.array(teamDayFlag),
  /** The clock-in selfie or the gate's photo of the presence, on a remote day the remote request's; else null. */
  photo: z.nullable(fileUrl),
  request: z.nullable(teamDayRequest),
  /** The date's day in the company's calendar (also when worked: the status is then `present`), else null. */
  holiday: z.nullable(dayHoliday),
});
export type TeamDayMember = z.infer<typeof teamDayMember>;

/** Members per status; every status is a key (0 when none). */
export const teamDayCounts = z.object(
  Object.fromEntries(TEAM_DAY_STATUSES.map((s) => [s, zCount])) as Record<TeamDayStatus, typeof zCount>,
);
export type TeamDayCounts = z.infer<typeof teamDayCounts>;

export const teamDayResponse = z.object({
  date: z.iso.date(),
  /** The company's late tolerance (`lateToleranceMinutes`): a clock-in after start + this is late. */
  toleranceMinutes: zCount,
  /** The date's day in the caller's company calendar (national, collective or company), null on a plain day. */
  holiday: z.nullable(dayHoliday),
  counts: teamDayCounts,
  /** The caller's direct subordinates, by name. */
  members: z.array(teamDayMember),
});
export type TeamDayResponse = z.infer<typeof teamDayResponse>;

export const teamDayQuery = z.object({
  date: z.optional(
    specExtension(
      teamDate.clone(),
      'The day (YYYY-MM-DD, Asia/Jakarta); default today in Jakarta. A bad date answers 400.',
    ),
  ),
});
export type TeamDayQuery = z.input<typeof teamDayQuery>;

/** The longest period the off list answers (a leave of up to two months). */
export const TEAM_OFF_MAX_DAYS = 62;

export const teamOffQuery = z
  .object({ from: teamDate, to: teamDate })
  .check(z.refine((q) => q.to >= q.from, { message: messages.endDateBeforeStart, path: ['to'] }));
export type TeamOffQuery = z.input<typeof teamOffQuery>;

/** A subordinate off in the period: one row per leave (approved or pending) that touches it. */
export const teamOffItem = z.object({
  subordinateId: id,
  employeeId: id,
  name: zString,
  requestId: id,
  status: requestStatus,
  category: leaveCategoryRef,
  startAt: z.iso.date(),
  endAt: z.iso.date(),
});
export type TeamOffItem = z.infer<typeof teamOffItem>;

/** A subordinate with a shift on the day and an approved or pending leave over it. */
export const teamOffDayMember = z.object({ subordinateId: id, requestId: id, status: requestStatus });
export type TeamOffDayMember = z.infer<typeof teamOffDayMember>;

/**
 * Who works on a day of the period: `scheduled` counts the caller's direct subordinates with a shift that day, `off`
 * lists those of them with an approved or pending leave over it (rules/staffing.ts reads it to warn before a leave
 * would leave too few at work).
 */
export const teamOffDay = z.object({ date: z.iso.date(), scheduled: zCount, off: z.array(teamOffDayMember) });
export type TeamOffDay = z.infer<typeof teamOffDay>;

export const teamOffResponse = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  off: z.array(teamOffItem),
  /** Each day of the period, in order (extension). */
  days: specExtension(
    z.array(teamOffDay),
    'Each day of the period: subordinates with a shift, and those of them off.',
  ),
  /** The company's work policy `minShareAtWork`: approving a leave that leaves fewer at work on a day warns. */
  minShareAtWork: specExtension(
    z.number().check(z.gte(0), z.lte(1)),
    "The company's share of a team that must stay at work on a day (work policy minShareAtWork).",
  ),
});
export type TeamOffResponse = z.infer<typeof teamOffResponse>;

export const leaveBalanceQuery = z.object({
  subordinateId: z.optional(
    specExtension(
      z.pipe(decimalInteger, id),
      "A direct subordinate's pkID (supervisor or HR); absent: the caller's own balance.",
    ),
  ),
});
export type LeaveBalanceQuery = z.input<typeof leaveBalanceQuery>;

/** A leave of the year in a category, with the working days it takes (days with a shift). */
export const leaveBalanceRequest = z.object({
  id,
  status: requestStatus,
  startAt: z.iso.date(),
  endAt: z.iso.date(),
  days: zCount,
});
export type LeaveBalanceRequest = z.infer<typeof leaveBalanceRequest>;

/**
 * One category's year: `allowanceDays` is the company's annual leave (12 working days a year, UU 13/2003 art. 79
 * as amended) for the annual category and null for the others (no allowance: they show the days used);
 * `remainingDays` = allowance − used (null without an allowance; may be negative when HR granted more). Days of
 * the company's calendar take nothing from a leave; each cuti bersama day with a shift takes one day of annual
 * leave when the work policy says so (`collectiveDays`, counted in `usedDays`).
 * `requests`: the year's approved and pending leaves of the category, so "after approving" is remaining − days.
 */
export const leaveBalanceCategory = z.object({
  code: zString,
  name: zString,
  annual: z.boolean(),
  allowanceDays: z.nullable(zCount),
  usedDays: zCount,
  /** Of `usedDays`, the year's cuti bersama days that take annual leave (work policy); 0 for other categories. */
  collectiveDays: zCount,
  pendingDays: zCount,
  remainingDays: z.nullable(z.int()),
  requests: z.array(leaveBalanceRequest),
});
export type LeaveBalanceCategory = z.infer<typeof leaveBalanceCategory>;

export const leaveBalanceResponse = z.object({
  /** Whose balance: the caller or the subordinate asked for (pkID). */
  employeeId: id,
  name: zString,
  /** The calendar year counted (the current one in Jakarta). */
  year: z.int(),
  categories: z.array(leaveBalanceCategory),
  /**
   * The employee's working days of the year (days with a shift), so a leave form counts a request's working days
   * with the balance's own rule (rules/leave-balance.ts `leaveWorkingDays`) as the dates change.
   */
  workdays: specExtension(
    z.array(z.iso.date()),
    "The employee's working days of the year (YYYY-MM-DD, days with a shift), for a leave form's count.",
  ),
});
export type LeaveBalanceResponse = z.infer<typeof leaveBalanceResponse>;

export const teamEndpoints = {
  day: endpoint({
    id: 'team.day',
    ...SUPERVISOR_READ,
    path: '/attendance/team/day',
    query: teamDayQuery,
    response: teamDayResponse,
    doc: "Extension, not in SPEC (DESIGN \"Team views and payroll\"): the caller's direct subordinates on ?date= (default today, Asia/Jakarta), one status each by core's rule (rules/team-day.ts) with shift, clock-in/out, late and early minutes, presence type, flags, photo and the request that explains the day, plus the counts per status and the company's late tolerance. Empty members for a caller without subordinates; 400 for a bad date.",
  }),
  off: endpoint({
    id: 'team.off',
    ...SUPERVISOR_READ,
    path: '/attendance/team/off',
    query: teamOffQuery,
    response: teamOffResponse,
    doc: `Extension, not in SPEC ("Juga tidak masuk" while deciding a leave): the caller's direct subordinates with an approved or pending leave on any day of ?from=&to= (YYYY-MM-DD, at most ${TEAM_OFF_MAX_DAYS} days), one row per leave, by name and pkID. 400 for a bad or reversed range.`,
  }),
  leaveBalance: endpoint({
    id: 'team.leaveBalance',
    ...EMPLOYEE_READ,
    path: '/leave/balance',
    query: leaveBalanceQuery,
    response: leaveBalanceResponse,
    doc: 'Extension, not in SPEC ("Sisa cuti"): the leave of this calendar year per category (rules/leave-balance.ts) for the caller, or with ?subordinateId= for one of their direct subordinates (403 otherwise, 404 for an unknown id): the annual allowance (a company setting, 12 days by default), the working days used (approved) and pending, and the requests counted.',
  }),
} as const;
