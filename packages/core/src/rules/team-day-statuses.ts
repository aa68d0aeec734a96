/**
 * The words of a subordinate's day, without zod: the team-day rule (./team-day.ts) and the contract
 * (contract/team.ts, whose schemas are built from these lists) share them, so each list is written once.
 */

/** One status per subordinate and date, in the order the board shows its figures. */
export const TEAM_DAY_STATUSES = [
  'not_started',
  'not_yet',
  'present',
  'late',
  'absent',
  'leave',
  'permission',
  'remote',
  'holiday',
  'off',
] as const;
export type TeamDayStatus = (typeof TEAM_DAY_STATUSES)[number];

/**
 * Flags of a day, in the order they are listed; `offline`, `clock-skew` and `corrected` are the presence's own flags
 * (contract/attendance.ts PRESENCE_FLAGS: the contract checks that every one of them is here).
 */
export const TEAM_DAY_FLAGS = [
  'no-clock-out',
  'pending-request',
  'offline',
  'clock-skew',
  'outside-geofence',
  'clocked-in-on-leave',
  'corrected',
] as const;
export type TeamDayFlag = (typeof TEAM_DAY_FLAGS)[number];

/**
 * The kinds of a day of the company's calendar (./calendar.ts) a day can fall on: `national` libur nasional,
 * `collective` cuti bersama, `company` the company's own day. Here, beside the statuses, so the contract's team
 * day reads every word of a day from one small module.
 */
export const CALENDAR_DAY_KINDS = ['national', 'collective', 'company'] as const;
export type CalendarDayKind = (typeof CALENDAR_DAY_KINDS)[number];
