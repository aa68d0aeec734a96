/**
 * Overtime pay per PP 35/2021 (the rule every Indonesian payroll applies).
 *
 * Art. 31(1), a workday: the first overtime hour is paid 1.5× the hourly wage, each further hour 2×.
 * Art. 31(2)–(3), a weekly rest day or public holiday:
 *   - 6-day week: hours 1–7 are 2×, the 8th 3×, the 9th–11th 4×;
 *     a holiday on the shortest workday of that week: hours 1–5 2×, the 6th 3×, the 7th–9th 4×;
 *   - 5-day week: hours 1–8 are 2×, the 9th 3×, the 10th–12th 4×.
 * A fraction of an hour is paid pro rata inside the band it falls in. The equivalent hours are
 * Σ hours × multiplier; payroll multiplies them by the hourly wage (art. 32: 1/173 of the monthly wage).
 * Hours past the last band keep the last multiplier: the law caps them, it does not make them free, and
 * the cap is a warning (art. 26, `overtimeCapWarning`), never a reason to lose hours already worked.
 *
 * The company's 5- or 6-day week is a setting (`WorkWeek`).
 */
import { weekdayOf } from './calendar-day';

export type WorkWeek = 5 | 6;

/** `holidayShortestWorkday`: a public holiday falling on the shortest workday of a 6-day week. */
export type OvertimeDayKind = 'workday' | 'restday' | 'holidayShortestWorkday';

export interface OvertimeBand {
  /** The band covers hours (previous band's `untilHour`, `untilHour`]; Infinity for the last. */
  readonly untilHour: number;
  readonly multiplier: number;
}

const WORKDAY: readonly OvertimeBand[] = [
  { untilHour: 1, multiplier: 1.5 },
  { untilHour: Number.POSITIVE_INFINITY, multiplier: 2 },
];
const REST_6: readonly OvertimeBand[] = [
  { untilHour: 7, multiplier: 2 },
  { untilHour: 8, multiplier: 3 },
  { untilHour: Number.POSITIVE_INFINITY, multiplier: 4 },
];
const SHORTEST_6: readonly OvertimeBand[] = [
  { untilHour: 5, multiplier: 2 },
  { untilHour: 6, multiplier: 3 },
  { untilHour: Number.POSITIVE_INFINITY, multiplier: 4 },
];
const REST_5: readonly OvertimeBand[] = [
  { untilHour: 8, multiplier: 2 },
  { untilHour: 9, multiplier: 3 },
  { untilHour: Number.POSITIVE_INFINITY, multiplier: 4 },
];

/** The multiplier bands of art. 31 for a kind of day and a week kind. */
export function overtimeBands(dayKind: OvertimeDayKind, workWeek: WorkWeek): readonly OvertimeBand[] {
  if (dayKind === 'workday') return WORKDAY;
  if (workWeek === 5) return REST_5;
  return dayKind === 'holidayShortestWorkday' ? SHORTEST_6 : REST_6;
}

/**
 * The kind of day an overtime falls on: a day of the company's calendar (libur nasional, cuti bersama, a company
 * day) is a rest day whatever the request says (art. 31(2): "hari istirahat mingguan dan/atau hari libur resmi"),
 * and in a 6-day week a holiday on the week's shortest workday (Saturday, ./calendar-day.ts `isWeeklyRestDay`) takes
 * that table (art. 31(3)); otherwise the request's own kind.
 */
export function overtimeDayKind(input: {
  readonly date: string;
  readonly overtimeType: 'workday' | 'offday';
  readonly holiday: boolean;
  readonly workWeek: WorkWeek;
}): OvertimeDayKind {
  if (input.holiday)
    return input.workWeek === 6 && weekdayOf(input.date) === SHORTEST_WORKDAY_OF_6
      ? 'holidayShortestWorkday'
      : 'restday';
  return input.overtimeType === 'workday' ? 'workday' : 'restday';
}

/** Saturday: the shortest workday of a 6-day week (7 hours Monday to Friday, 5 on Saturday: 40 a week). */
export const SHORTEST_WORKDAY_OF_6 = 6;

/** Overtime hours as a usable number: NaN, infinite and negative count as 0. */
function cleanHours(hours: number): number {
  return Number.isFinite(hours) && hours > 0 ? hours : 0;
}

/** Rounds away float noise (0.1 + 0.2) to a millionth of an hour. */
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * Equivalent hours (Σ hours × multiplier) of one day's overtime.
 * `overtimeEquivalentHours({ hours: 2, dayKind: 'workday', workWeek: 5 })` is 1.5 + 2 = 3.5.
 */
export function overtimeEquivalentHours(input: {
  readonly hours: number;
  readonly dayKind: OvertimeDayKind;
  readonly workWeek: WorkWeek;
}): number {
  const hours = cleanHours(input.hours);
  let from = 0;
  let total = 0;
  for (const band of overtimeBands(input.dayKind, input.workWeek)) {
    if (hours <= from) break;
    const inBand = Math.min(hours, band.untilHour) - from;
    total += inBand * band.multiplier;
    from = band.untilHour;
  }
  return tidy(total);
}

/** Art. 26: at most 4 overtime hours a day and 18 a week (workday overtime). */
export const OVERTIME_DAY_CAP_HOURS = 4;
export const OVERTIME_WEEK_CAP_HOURS = 18;

export interface OvertimeCapWarning {
  /** Workday overtime that day with this request included. */
  readonly dayHours: number;
  /** Workday overtime that week (Monday to Sunday) with this request included. */
  readonly weekHours: number;
  readonly overDay: boolean;
  readonly overWeek: boolean;
}

/**
 * Whether approving `hours` more on `date` (a workday) passes art. 26's caps, given the approved workday
 * overtime already on the books (`approved`: date and hours). A warning only: the supervisor may still
 * approve. Returns null when nothing would pass a cap. Rest-day overtime is not counted here.
 */
export function overtimeCapWarning(input: {
  readonly date: string;
  readonly hours: number;
  readonly approved: readonly { readonly date: string; readonly hours: number }[];
}): OvertimeCapWarning | null {
  const weekStart = mondayOf(input.date);
  if (weekStart === null) return null;
  let dayHours = cleanHours(input.hours);
  let weekHours = dayHours;
  for (const entry of input.approved) {
    const h = cleanHours(entry.hours);
    if (entry.date === input.date) dayHours += h;
    if (mondayOf(entry.date) === weekStart) weekHours += h;
  }
  dayHours = tidy(dayHours);
  weekHours = tidy(weekHours);
  const overDay = dayHours > OVERTIME_DAY_CAP_HOURS;
  const overWeek = weekHours > OVERTIME_WEEK_CAP_HOURS;
  return overDay || overWeek ? { dayHours, weekHours, overDay, overWeek } : null;
}

/** The Monday (YYYY-MM-DD) of the ISO week holding a calendar date, or null for a bad date. */
export function mondayOf(date: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (Number.isNaN(t)) return null;
  const d = new Date(t);
  const back = (d.getUTCDay() + 6) % 7;
  return new Date(t - back * 86_400_000).toISOString().slice(0, 10);
}
