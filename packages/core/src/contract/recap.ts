/**
 * The month recap payroll runs on (DESIGN "Team views and payroll"): a documented extension (`x-spec-extension`),
 * SPEC §7 has no such call. Every row is the team-day rule (rules/team-day.ts) summed over a month by
 * rules/month-recap.ts: a code per day and the totals. The supervisor's list covers direct subordinates only
 * (SPEC §6); `/attendance/recap/self` answers the caller's own row.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { presenceCorrection } from './attendance';
import { decimalInteger, id, pagination, positiveIntQuery, serverTimestamp, zCount, zString } from './common';
import { EMPLOYEE_READ, endpoint, SUPERVISOR_READ, specExtension } from './endpoint';
import { dayHoliday, leaveCategoryRef, memberPlacement, teamDayRequest, teamDayShift } from './team';

/** `YYYY-MM`, a real month (01–12). */
export const recapMonth = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, messages.monthFormat));

/**
 * A day's code: H hadir, T terlambat, A alpa, I izin, R remote, L libur, B belum (today's shift, not yet
 * clocked in), LN libur nasional, CB cuti bersama, LP libur perusahaan (the company's calendar, rules/calendar.ts),
 * or the approved leave's category code (CT, CS, …; a category whose code is one of these is written with a C
 * before it: CCB for a category CB). Days after today are left out.
 */
export { RECAP_FIXED_CODES, type RecapFixedCode } from '../rules/recap-codes';
export const recapDayCode = z.string().check(z.regex(/^[A-Z]{1,4}$/));
export type RecapDayCode = z.infer<typeof recapDayCode>;

const zHours = z.number().check(z.nonnegative());

/**
 * The month's totals, each the count (or sum) of its days' codes and figures:
 * `workdays` every code but L, LN, CB and LP; `present` H + T (work on a holiday is H); `late` T and `lateMinutes` their minutes;
 * `earlyLeave` days clocked out before the shift's end and `earlyLeaveMinutes`; `absent` A; `permission` I;
 * `leave` days per leave category code; `remote` R; `off` L; `holidayNational` LN, `holidayCollective` CB and
 * `holidayCompany` LP; `open` B; `noClockOut` days clocked in without a clock-out after the shift; `workedHours`
 * clock-in to clock-out of the month's days, in hours (to the minute); overtime hours of approved requests on workdays and rest days and their
 * PP 35/2021 art. 31 equivalent (rules/overtime-pay.ts; overtime on a holiday is rest-day overtime);
 * `overtimePendingHours` overtime still waiting;
 * `pendingRequests` requests of the month waiting for a decision (the days' and the overtime ones).
 */
export const recapTotals = z.object({
  workdays: zCount,
  present: zCount,
  late: zCount,
  lateMinutes: zCount,
  earlyLeave: zCount,
  earlyLeaveMinutes: zCount,
  absent: zCount,
  permission: zCount,
  leave: z.record(zString, zCount),
  remote: zCount,
  off: zCount,
  holidayNational: zCount,
  holidayCollective: zCount,
  holidayCompany: zCount,
  open: zCount,
  noClockOut: zCount,
  workedHours: zHours,
  overtimeWorkdayHours: zHours,
  overtimeOffdayHours: zHours,
  overtimeEquivalentHours: zHours,
  overtimePendingHours: zHours,
  pendingRequests: zCount,
});
export type RecapTotals = z.infer<typeof recapTotals>;

/**
 * The shift of a recap row: the shift the employee was scheduled on most days of the month up to today (the later
 * one on a tie), by name as the team-day member's shift carries it; null with no shift in the month.
 */
export const recapRowShift = specExtension(
  z.nullable(z.object({ name: zString })),
  "The shift scheduled on most days of the month up to today (the later on a tie), by name; null without a shift. For HR's shift filter.",
);

export const recapRow = z.object({
  subordinateId: id,
  employeeId: id,
  name: zString,
  ...memberPlacement,
  shift: recapRowShift,
  days: z.record(z.iso.date(), recapDayCode),
  totals: recapTotals,
});
export type RecapRow = z.infer<typeof recapRow>;

/**
 * A month closed for payroll (DESIGN "Payroll closes months", contract/month-close.ts): when and by whom. Every
 * recap answer carries its month's (`close`, null while open), so the screen and the files say "Ditutup {tanggal}
 * oleh {nama}".
 */
export const recapClose = specExtension(
  z.object({ month: recapMonth, closedAt: serverTimestamp, closedBy: zString, closedById: id }),
  "The month's close for payroll (null while open).",
);
export type RecapClose = z.infer<typeof recapClose>;

/**
 * The largest page the recap answers: hr's 300 in two pages, a plant of 5,000 in 20. The team and recap reads share
 * a bucket of 60 per caller that refills at 2 a second (mocks' MOCK_READ_BURST, MOCK_READ_PER_MINUTE): at 100 a
 * page a plant's month took 50 of them, and a second month opened within 10 s met 429 on its later pages.
 */
export const RECAP_MAX_PAGE_SIZE = 250;

export const recapQuery = z.object({
  month: specExtension(recapMonth.clone(), 'The month, YYYY-MM (Asia/Jakarta). A bad month answers 400.'),
  page: z.optional(positiveIntQuery),
  size: z.optional(z.pipe(decimalInteger, z.int().check(z.positive(), z.lte(RECAP_MAX_PAGE_SIZE)))),
});
export type RecapQuery = z.input<typeof recapQuery>;

export const recapResponse = z.object({
  month: recapMonth,
  /** The company's week (5 or 6 days), which the overtime equivalents used. */
  workWeek: z.union([z.literal(5), z.literal(6)]),
  /**
   * Every leave category of the caller's company, annual leave first: the exports give each its column every
   * month, even at zero, so a payroll import built for one month reads the next.
   */
  leaveCategories: z.array(leaveCategoryRef),
  rows: z.array(recapRow),
  pagination,
  close: z.nullable(recapClose),
});
export type RecapResponse = z.infer<typeof recapResponse>;

export const recapSelfQuery = z.object({ month: recapMonth });
export type RecapSelfQuery = z.input<typeof recapSelfQuery>;

export const recapSelfResponse = z.object({
  month: recapMonth,
  workWeek: z.union([z.literal(5), z.literal(6)]),
  row: recapRow,
  close: z.nullable(recapClose),
});
export type RecapSelfResponse = z.infer<typeof recapSelfResponse>;

export const recapMemberQuery = z.object({
  month: recapMonth,
  subordinateId: specExtension(
    z.pipe(decimalInteger, id),
    "A direct subordinate's pkID (403 for anyone else, 404 for an unknown id).",
  ),
});
export type RecapMemberQuery = z.input<typeof recapMemberQuery>;

/** One day of an employee's month with what decided its code: shift, times, minutes, request, overtime. */
export const recapMemberDay = z.object({
  date: z.iso.date(),
  code: recapDayCode,
  shift: z.nullable(teamDayShift),
  clockIn: z.nullable(zString),
  clockOut: z.nullable(zString),
  lateMinutes: zCount,
  earlyLeaveMinutes: zCount,
  /** Clock-in to clock-out in whole minutes, 0 without both. */
  workedMinutes: zCount,
  /** The date's day in the company's calendar (libur nasional, cuti bersama, a company day), else null. */
  holiday: z.nullable(dayHoliday),
  request: z.nullable(teamDayRequest),
  overtime: z.array(
    z.object({
      id,
      hours: zHours,
      overtimeType: z.enum(['workday', 'offday']),
      status: z.enum(['pending', 'approved', 'rejected', 'canceled']),
    }),
  ),
  /** The approved attendance correction that set the day's times (before, after, who, when), null without. */
  correction: z.nullable(presenceCorrection),
});
export type RecapMemberDay = z.infer<typeof recapMemberDay>;

export const recapMemberResponse = z.object({
  month: recapMonth,
  row: recapRow,
  days: z.array(recapMemberDay),
  close: z.nullable(recapClose),
});
export type RecapMemberResponse = z.infer<typeof recapMemberResponse>;

export const recapEndpoints = {
  team: endpoint({
    id: 'recap.team',
    ...SUPERVISOR_READ,
    path: '/attendance/recap',
    query: recapQuery,
    response: recapResponse,
    doc: `Extension, not in SPEC (DESIGN "Team views and payroll", the month for payroll): the caller's direct subordinates for ?month=YYYY-MM, by name, ?page= and ?size= (at most ${RECAP_MAX_PAGE_SIZE}; default the first page of ${RECAP_MAX_PAGE_SIZE}). Each row: a code per day up to today (H, T, A, I, R, L, B, LN, CB, LP or the leave category code) and the totals, the team-day rule (rules/team-day.ts) summed by rules/month-recap.ts; overtime equivalents per PP 35/2021 art. 31 with the company's 5- or 6-day week (overtime on a holiday is rest-day overtime); leaveCategories lists every leave category of the company. 400 for a bad month.`,
  }),
  member: endpoint({
    id: 'recap.member',
    ...SUPERVISOR_READ,
    path: '/attendance/recap/member',
    query: recapMemberQuery,
    response: recapMemberResponse,
    doc: "Extension, not in SPEC: one direct subordinate's month (?month=YYYY-MM&subordinateId=) as the recap row plus, per day up to today, the shift, clock-in and clock-out, late and early minutes, the request that explains the day and the overtime requests of that date. 403 for someone who is not a direct subordinate, 400 for a bad month.",
  }),
  self: endpoint({
    id: 'recap.self',
    ...EMPLOYEE_READ,
    path: '/attendance/recap/self',
    query: recapSelfQuery,
    response: recapSelfResponse,
    doc: "Extension, not in SPEC: the caller's own recap row for ?month=YYYY-MM (same rule and fields as /attendance/recap). 400 for a bad month.",
  }),
} as const;
