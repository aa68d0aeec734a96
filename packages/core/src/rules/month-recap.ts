/**
 * The month recap payroll runs on (DESIGN "Team views and payroll"): the team-day rule (./team-day.ts, one status
 * per subordinate and date) summed over a month, never a second set of rules. The caller hands each day's
 * outcome of that rule (`dayOf`) and the month's overtime requests; this maps every status to a day code and
 * counts the codes:
 *   present → H, late → T, absent → A, permission → I, leave → the leave category code (CT, CS, …),
 *   remote → R, off → L, holiday → LN (libur nasional), CB (cuti bersama) or LP (libur perusahaan) by the day's
 *   kind in the company's calendar (./calendar.ts), today's open shift (not_started / not_yet) → B; days after
 *   today are left out.
 * Totals are the counts of those codes (plus minutes and flags of the same days), so the codes partition the
 * month's days and every figure can be traced to a cell of the grid. `workdays` is every day but L, LN, CB and
 * LP (work on a holiday is H: present, and a day worked). Overtime counts only when approved; the pending hours
 * and requests show apart. Equivalent hours follow PP 35/2021 art. 31 (./overtime-pay.ts): overtime on a holiday
 * is rest-day overtime, whatever the request's own kind.
 */
import type { RecapDayCode, RecapTotals } from '../contract/recap';
import { daysOfMonth } from '../format/jakarta-time';
import { overtimeDayKind, overtimeEquivalentHours, type WorkWeek } from './overtime-pay';
import { RECAP_FIXED_CODES } from './recap-codes';
import type { DayHoliday, TeamDayOutcome } from './team-day';

/** What the team-day rule (./team-day.ts `teamDay`) says about one date: the fields the recap reads. */
export type RecapDayInput = Pick<
  TeamDayOutcome,
  'status' | 'leaveCategory' | 'lateMinutes' | 'earlyLeaveMinutes' | 'flags'
> &
  Partial<Pick<TeamDayOutcome, 'workedMinutes' | 'holiday'>>;

/** An overtime request of the employee: its date (Jakarta, the shift's or the start's), hours and state. */
export interface RecapOvertimeInput {
  readonly date: string;
  readonly hours: number;
  readonly overtimeType: 'workday' | 'offday';
  readonly status: 'pending' | 'approved' | 'rejected' | 'canceled';
}

export interface MonthRecapInput {
  /** `YYYY-MM` */
  readonly month: string;
  /** Today in Jakarta, `YYYY-MM-DD`: later days are left out, today's open shift is B. */
  readonly today: string;
  readonly workWeek: WorkWeek;
  /** The team-day rule's outcome for a date of the month up to today. */
  readonly dayOf: (date: string) => RecapDayInput;
  readonly overtime: readonly RecapOvertimeInput[];
}

export interface MonthRecap {
  readonly days: Record<string, RecapDayCode>;
  readonly totals: RecapTotals;
}

/** Used when an approved leave reaches the recap without its category (should not happen; never silent). */
export const UNKNOWN_LEAVE_CODE = 'C';

/** The code of each kind of calendar day. */
export const HOLIDAY_CODES = { national: 'LN', collective: 'CB', company: 'LP' } as const satisfies Record<
  DayHoliday['kind'],
  RecapDayCode
>;

const FIXED = new Set<string>(RECAP_FIXED_CODES);

/**
 * The day code of a leave category: its code in capitals, or with a C before it when that is one of the fixed
 * codes (a category CB, "Cuti Besar", is CCB: CB is cuti bersama), so a grid cell always says one thing.
 */
export function leaveDayCode(category: string | null): RecapDayCode {
  const code = category?.toUpperCase() || UNKNOWN_LEAVE_CODE;
  return FIXED.has(code) ? `C${code}` : code;
}

/** The day code of one team-day outcome; `isToday` turns a shift not yet clocked into B. */
export function recapDayCode(day: RecapDayInput, isToday: boolean): RecapDayCode {
  switch (day.status) {
    case 'present':
      return 'H';
    case 'late':
      return 'T';
    case 'absent':
      return 'A';
    case 'permission':
      return 'I';
    case 'remote':
      return 'R';
    case 'off':
      return 'L';
    case 'holiday':
      return HOLIDAY_CODES[day.holiday?.kind ?? 'national'];
    case 'leave':
      return leaveDayCode(day.leaveCategory);
    case 'not_started':
    case 'not_yet':
      // Only today can be open: the team-day rule marks a past shift without a clock-in absent at its end.
      return isToday ? 'B' : 'A';
  }
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function emptyRecapTotals(): RecapTotals {
  return {
    workdays: 0,
    present: 0,
    late: 0,
    lateMinutes: 0,
    earlyLeave: 0,
    earlyLeaveMinutes: 0,
    absent: 0,
    permission: 0,
    leave: {},
    remote: 0,
    off: 0,
    holidayNational: 0,
    holidayCollective: 0,
    holidayCompany: 0,
    open: 0,
    noClockOut: 0,
    workedHours: 0,
    overtimeWorkdayHours: 0,
    overtimeOffdayHours: 0,
    overtimeEquivalentHours: 0,
    overtimePendingHours: 0,
    pendingRequests: 0,
  };
}

/** The days of a month, computed once per month (dayjs is the slow part of a 300-row recap). */
const monthDaysCache = new Map<string, readonly string[]>();
function monthDays(month: string): readonly string[] {
  let days = monthDaysCache.get(month);
  if (!days) {
    days = daysOfMonth(month);
    if (monthDaysCache.size > 48) monthDaysCache.clear();
    monthDaysCache.set(month, days);
  }
  return days;
}

const cleanMinutes = (n: number) => (Number.isFinite(n) && n > 0 ? Math.round(n) : 0);

/** One employee's month: a code per day up to today and the totals. */
export function monthRecap(input: MonthRecapInput): MonthRecap {
  const days: Record<string, RecapDayCode> = {};
  const totals = emptyRecapTotals();
  const leave: Record<string, number> = {};
  const holidays = new Set<string>();
  let workedMinutes = 0;
  for (const date of monthDays(input.month)) {
    if (date > input.today) break;
    const day = input.dayOf(date);
    const code = recapDayCode(day, date === input.today);
    days[date] = code;
    if (day.holiday) holidays.add(date);
    switch (code) {
      case 'H':
        totals.present++;
        break;
      case 'T':
        totals.present++;
        totals.late++;
        totals.lateMinutes += cleanMinutes(day.lateMinutes);
        break;
      case 'A':
        totals.absent++;
        break;
      case 'I':
        totals.permission++;
        break;
      case 'R':
        totals.remote++;
        break;
      case 'L':
        totals.off++;
        break;
      case 'LN':
        totals.holidayNational++;
        break;
      case 'CB':
        totals.holidayCollective++;
        break;
      case 'LP':
        totals.holidayCompany++;
        break;
      case 'B':
        totals.open++;
        break;
      default: {
        const category = day.leaveCategory?.toUpperCase() || UNKNOWN_LEAVE_CODE;
        leave[category] = (leave[category] ?? 0) + 1;
      }
    }
    if (!DAYS_OFF.has(code)) totals.workdays++;
    const early = cleanMinutes(day.earlyLeaveMinutes);
    if (early > 0) {
      totals.earlyLeave++;
      totals.earlyLeaveMinutes += early;
    }
    workedMinutes += cleanMinutes(day.workedMinutes ?? 0);
    if (day.flags.includes('no-clock-out')) totals.noClockOut++;
    if (day.flags.includes('pending-request')) totals.pendingRequests++;
  }
  totals.leave = Object.fromEntries(Object.entries(leave).sort(([a], [b]) => a.localeCompare(b)));
  totals.workedHours = round2(workedMinutes / 60);

  for (const ot of input.overtime) {
    if (!ot.date.startsWith(`${input.month}-`) || ot.date > input.today) continue;
    const hours = Number.isFinite(ot.hours) && ot.hours > 0 ? ot.hours : 0;
    if (ot.status === 'pending') {
      totals.overtimePendingHours += hours;
      totals.pendingRequests++;
      continue;
    }
    if (ot.status !== 'approved') continue;
    const dayKind = overtimeDayKind({
      date: ot.date,
      overtimeType: ot.overtimeType,
      holiday: holidays.has(ot.date),
      workWeek: input.workWeek,
    });
    if (dayKind === 'workday') totals.overtimeWorkdayHours += hours;
    else totals.overtimeOffdayHours += hours;
    totals.overtimeEquivalentHours += overtimeEquivalentHours({ hours, dayKind, workWeek: input.workWeek });
  }
  totals.overtimeWorkdayHours = round2(totals.overtimeWorkdayHours);
  totals.overtimeOffdayHours = round2(totals.overtimeOffdayHours);
  totals.overtimeEquivalentHours = round2(totals.overtimeEquivalentHours);
  totals.overtimePendingHours = round2(totals.overtimePendingHours);
  return { days, totals };
}

/** The codes of days nobody had to work: left out of `workdays`. */
const DAYS_OFF: ReadonlySet<string> = new Set(['L', ...Object.values(HOLIDAY_CODES)]);

/** Hours between two instants (overtime start and end), 0 when reversed or unreadable; to the minute. */
export function overtimeHours(startAt: string, endAt: string): number {
  const ms = Date.parse(endAt) - Date.parse(startAt);
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.round(ms / 60_000) / 60;
}

/** Sums of several rows' totals (the table's totals row, the export's last line). */
export function sumRecapTotals(all: readonly RecapTotals[]): RecapTotals {
  const sum = emptyRecapTotals();
  const leave: Record<string, number> = {};
  for (const t of all) {
    for (const key of Object.keys(sum) as (keyof RecapTotals)[]) {
      if (key === 'leave') continue;
      (sum[key] as number) += t[key] as number;
    }
    for (const [code, n] of Object.entries(t.leave)) leave[code] = (leave[code] ?? 0) + n;
  }
  for (const key of [
    'workedHours',
    'overtimeWorkdayHours',
    'overtimeOffdayHours',
    'overtimeEquivalentHours',
    'overtimePendingHours',
  ] as const)
    sum[key] = round2(sum[key]);
  sum.leave = Object.fromEntries(Object.entries(leave).sort(([a], [b]) => a.localeCompare(b)));
  return sum;
}

/** Days of leave in every category. */
export function leaveDays(totals: RecapTotals): number {
  return Object.values(totals.leave).reduce((a, b) => a + b, 0);
}
