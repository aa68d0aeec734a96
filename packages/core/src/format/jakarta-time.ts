/**
 * Asia/Jakarta calendar and clock math on dayjs (SPEC §9: timestamps carry a fixed +07:00; dates are
 * `YYYY-MM-DD`, months `YYYY-MM`). Jakarta has been UTC+7 without daylight saving since 1964, so the utc
 * plugin and a fixed 7-hour shift are exact: an instant is moved 7 hours forward and read in UTC mode,
 * which gives Jakarta's wall clock whatever the device's own zone (and no ICU time-zone data is needed).
 *
 * Reading input and writing the wire strings (`parseJakarta`, `jakartaDate`, `jakartaTime`, `toJakartaTimestamp`) stay
 * format/index.ts's own, dependency-free: nearly every first screen formats a date, and dayjs would add ~4 KB gzip to
 * each (docs/ARCHITECTURE.md "Dates and the transport"). This module re-exports them under its names and adds the
 * math: day boundaries, ranges, months, durations, names in `id` and `en`. Import it only where that math is needed.
 *
 * Days and months are plain strings in the wire format, so they compare with `<` and serve as map keys.
 * Nothing here throws: unreadable input gives '' (strings), NaN (numbers), null (instants) or [] (lists).
 */
import dayjs, { type Dayjs } from 'dayjs';
import idLocale from 'dayjs/locale/id.js';
import utc from 'dayjs/plugin/utc.js';
import { daysInRange, jakartaMonth, monthLabel } from './days';
import {
  type DateInput,
  JAKARTA_OFFSET_MINUTES,
  jakartaDate,
  jakartaTime,
  parseJakarta,
  toJakartaTimestamp,
} from './index';

dayjs.extend(utc);

export { JAKARTA_OFFSET_MINUTES, JAKARTA_TIME_ZONE } from './index';
export type { DateInput };
/** A Jakarta calendar day, `YYYY-MM-DD`. */
export type JakartaDay = string;
/** A Jakarta calendar month, `YYYY-MM`. */
export type JakartaMonth = string;
export type TimeLang = 'id' | 'en';

const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
const CLOCK = /^\d{2}:\d{2}(?::\d{2})?$/;

/**
 * Jakarta's wall clock of `input` as a UTC-mode dayjs (its UTC fields are Jakarta's fields), or null. Input is read by
 * format's one parser (`parseJakarta`: a `YYYY-MM-DD` is that day's 00:00 in Jakarta). The internal currency of this
 * module: arithmetic on it never meets a daylight-saving jump, whatever the device's zone.
 */
function jakartaWall(input: DateInput): Dayjs | null {
  const instant = parseJakarta(input);
  if (instant === null) return null;
  const wall = dayjs.utc(instant.getTime() + OFFSET_MS);
  return wall.isValid() ? wall : null;
}

/** The instant a Jakarta wall clock (UTC-mode dayjs) names. */
const instantOf = (wall: Dayjs): Date => new Date(wall.valueOf() - OFFSET_MS);

/** A `YYYY-MM-DD` string at its midnight (wall clock), or null when it is not a real day (2026-02-30). */
const dayWall = (day: JakartaDay): Dayjs | null =>
  typeof day === 'string' && DAY.test(day) ? jakartaWall(day) : null;

const monthWall = (month: JakartaMonth): Dayjs | null =>
  typeof month === 'string' && MONTH.test(month) ? jakartaWall(`${month}-01`) : null;

const formatDay = (wall: Dayjs): JakartaDay => wall.format('YYYY-MM-DD');
const formatMonth = (wall: Dayjs): JakartaMonth => wall.format('YYYY-MM');

// ——— Parsing and validation ———

/** The two-digit number at `i` of `text`, NaN when either is not a digit. */
function twoDigitsAt(text: string, i: number): number {
  const a = text.charCodeAt(i) - 48;
  const b = text.charCodeAt(i + 1) - 48;
  return a >= 0 && a <= 9 && b >= 0 && b <= 9 ? a * 10 + b : Number.NaN;
}

/**
 * Epoch ms of the wire's own form, `YYYY-MM-DDTHH:mm:ss+07:00` (SPEC §9), or the same Jakarta wall clock without
 * the offset, read digit by digit (the team views read thousands per answer); NaN for anything else or an unreal
 * date, which then goes to format's general reader.
 */
function wireMs(t: string): number {
  const n = t.length;
  if (
    (n !== 19 && (n !== 25 || t.slice(19) !== '+07:00')) ||
    `${t[4]}${t[7]}${t[10]}${t[13]}${t[16]}` !== '--T::'
  )
    return Number.NaN;
  const year = twoDigitsAt(t, 0) * 100 + twoDigitsAt(t, 2);
  const month = twoDigitsAt(t, 5);
  const day = twoDigitsAt(t, 8);
  const hour = twoDigitsAt(t, 11);
  const minute = twoDigitsAt(t, 14);
  const second = twoDigitsAt(t, 17);
  // NaN fails every comparison; years below 100 are format's own limit
  if (!(year >= 100 && month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59))
    return Number.NaN;
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // no 31 February (Date.UTC would roll it over into March)
  return new Date(utc).getUTCDate() === day ? utc - 7 * 3_600_000 : Number.NaN;
}

/**
 * The instant `input` names, or null when it cannot be read: format's `parseJakarta` (see {@link DateInput}), with
 * the wire's own form read first without it.
 */
export function parseInstant(input: DateInput): Date | null {
  if (typeof input === 'string') {
    const ms = wireMs(input);
    if (!Number.isNaN(ms)) return new Date(ms);
  }
  return parseJakarta(input);
}

/** `text` when it is a real calendar day `YYYY-MM-DD` (not 2026-02-30), else null. Surrounding spaces are trimmed. */
export function parseDay(text: string): JakartaDay | null {
  if (typeof text !== 'string') return null;
  const wall = dayWall(text.trim());
  return wall ? formatDay(wall) : null;
}

export const isDay = (text: string): boolean => parseDay(text) === text;

/** `text` when it is a real month `YYYY-MM` (01–12), else null. Surrounding spaces are trimmed. */
export function parseMonth(text: string): JakartaMonth | null {
  if (typeof text !== 'string') return null;
  const wall = monthWall(text.trim());
  return wall ? formatMonth(wall) : null;
}

export const isMonth = (text: string): boolean => parseMonth(text) === text;

// ——— Instants to Jakarta days ———

/** The Jakarta calendar day of an instant, `YYYY-MM-DD`; '' if unreadable (format's `jakartaDate`). */
export const jakartaDay = jakartaDate;

/** The Jakarta calendar month of an instant, `YYYY-MM`; '' if unreadable (./days.ts). */
export { jakartaMonth };

/** Jakarta wall-clock time of an instant, `HH:mm:ss` (24-hour); '' if unreadable (format's `jakartaTime`). */
export const jakartaClock = jakartaTime;

/** The fields of Jakarta's wall clock at an instant (month 1–12, weekday 0 = Sunday), or null. */
export interface JakartaFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

export function jakartaFields(instant: DateInput): JakartaFields | null {
  const wall = jakartaWall(instant);
  if (!wall) return null;
  return {
    year: wall.year(),
    month: wall.month() + 1,
    day: wall.date(),
    hour: wall.hour(),
    minute: wall.minute(),
    second: wall.second(),
    weekday: wall.day(),
  };
}

/** Today's Jakarta day at `now` (default: this device's clock). */
export function todayInJakarta(now: Date | number = Date.now()): JakartaDay {
  return jakartaDay(now);
}

// ——— Day boundaries and times of day ———

/** The instant Jakarta's day of `date` begins (00:00 +07:00); a `YYYY-MM-DD` is that day. Null if unreadable. */
export function startOfJakartaDay(date: DateInput): Date | null {
  const wall = jakartaWall(date);
  return wall ? instantOf(wall.startOf('day')) : null;
}

/**
 * Jakarta's day of `date` as a half-open range of instants [start, end): `end` is the next day's start,
 * so an instant is on the day when `start <= t < end`. Null if unreadable.
 */
export function jakartaDayRange(date: DateInput): { start: Date; end: Date } | null {
  const wall = jakartaWall(date);
  if (!wall) return null;
  const start = wall.startOf('day');
  return { start: instantOf(start), end: instantOf(start.add(1, 'day')) };
}

/** Whether `instant` falls on Jakarta day `day` (`YYYY-MM-DD`). */
export function isOnJakartaDay(instant: DateInput, day: JakartaDay): boolean {
  const d = jakartaDay(instant);
  return d !== '' && d === parseDay(day);
}

/**
 * The instant of wall-clock `time` (`HH:mm` or `HH:mm:ss`, 00:00–23:59:59) on Jakarta day `day`:
 * atJakarta('2026-11-23', '08:00') is 2026-11-23T01:00:00Z. Null when either is not real.
 */
export function atJakarta(day: JakartaDay, time: string): Date | null {
  if (typeof day !== 'string' || typeof time !== 'string') return null;
  const d = day.trim();
  const t = time.trim();
  return DAY.test(d) && CLOCK.test(t) ? parseInstant(`${d}T${t}`) : null;
}

/** `YYYY-MM-DDTHH:mm:ss+07:00` of an instant (SPEC §9 fixed offset; format's own). */
export { toJakartaTimestamp };

// ——— Day arithmetic and ranges ———

/** `day` moved by `n` whole days (negative goes back); '' when `day` is not a real day or `n` not an integer. */
export function addDays(day: JakartaDay, n: number): JakartaDay {
  const wall = dayWall(day);
  return wall && Number.isInteger(n) ? formatDay(wall.add(n, 'day')) : '';
}

/** Whole calendar days from `from` to `to` (`to` earlier gives a negative count); NaN if either is not a day. */
export function daysBetween(from: JakartaDay, to: JakartaDay): number {
  const a = dayWall(from);
  const b = dayWall(to);
  return a && b ? b.diff(a, 'day') : Number.NaN;
}

/** Every day from `from` to `to`, both included, in order; [] when `to` is before `from` or either is not a day (./days.ts). */
export { daysInRange };

/** Weekday of a day or instant in Jakarta: 0 Sunday … 6 Saturday (as contract/shift's `Date#getDay()` numbers); NaN if unreadable. */
export function dayOfWeek(date: DateInput): number {
  return jakartaWall(date)?.day() ?? Number.NaN;
}

/** Saturday or Sunday in Jakarta (a 6-day week's Saturday is a workday: that is the company's rule, not this). */
export function isWeekend(date: DateInput): boolean {
  const weekday = dayOfWeek(date);
  return weekday === 0 || weekday === 6;
}

// ——— Months ———

/** The month `YYYY-MM` a day belongs to; '' if `day` is not a real day. */
export function monthOfDay(day: JakartaDay): JakartaMonth {
  const wall = dayWall(day);
  return wall ? formatMonth(wall) : '';
}

/** `month` moved by `n` whole months; '' when `month` is not a real month or `n` not an integer. */
export function addMonths(month: JakartaMonth, n: number): JakartaMonth {
  const wall = monthWall(month);
  return wall && Number.isInteger(n) ? formatMonth(wall.add(n, 'month')) : '';
}

/** Every day of `month` (`YYYY-MM`) in order: 28 to 31 days; [] if `month` is not a real month. */
export function daysOfMonth(month: JakartaMonth): JakartaDay[] {
  const first = monthWall(month);
  if (!first) return [];
  return Array.from({ length: first.daysInMonth() }, (_, i) => formatDay(first.add(i, 'day')));
}

/** The first and last day of `month`, or null if it is not a real month. */
export function monthRange(month: JakartaMonth): { first: JakartaDay; last: JakartaDay } | null {
  const first = monthWall(month);
  return first ? { first: formatDay(first), last: formatDay(first.endOf('month')) } : null;
}

/**
 * The `n` most recent Jakarta months at `now`, newest first, the current month included:
 * monthsBack(3, 2026-01-10) → ['2026-01', '2025-12', '2025-11']. [] when n < 1 or `now` is unreadable.
 */
export function monthsBack(n: number, now: Date | number = Date.now()): JakartaMonth[] {
  const current = jakartaMonth(now);
  if (current === '' || !Number.isInteger(n) || n < 1) return [];
  return Array.from({ length: n }, (_, i) => addMonths(current, -i));
}

// ——— Durations ———

/**
 * Whole minutes from `from` to `to`, counted toward zero (08:00:00 → 08:05:59 is 5), negative when `to`
 * is earlier; NaN if either is unreadable. Seconds never round up into a minute that did not pass.
 */
export function minutesBetween(from: DateInput, to: DateInput): number {
  const a = parseInstant(from);
  const b = parseInstant(to);
  // whole minutes toward zero, as dayjs's diff counts them (never -0)
  return a && b ? Math.trunc((b.getTime() - a.getTime()) / 60_000) || 0 : Number.NaN;
}

// ——— Names in a language (dayjs's `id` and `en` locales) ———

/**
 * dayjs's `id` locale writes August short as 'Agt'; id-ID in Intl (and the rest of the app) writes 'Agu',
 * so the app's Indonesian is that locale with Intl's short months, registered under its own name.
 */
const ID = {
  ...idLocale,
  name: 'id-upah',
  monthsShort: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agu', 'Sep', 'Okt', 'Nov', 'Des'],
};
/** dayjs carries `en` built in. */
const localeOf = (lang: TimeLang) => (lang === 'en' ? 'en' : ID);

export type NameStyle = 'long' | 'short';

/** 'November 2026' / 'Nov 2026' in the language; '' if `month` is not a real month (./days.ts). */
export { monthLabel };

/** 'Senin' / 'Sen' (id), 'Monday' / 'Mon' (en) of a day or instant in Jakarta; '' if unreadable. */
export function weekdayLabel(date: DateInput, lang: TimeLang, style: NameStyle = 'long'): string {
  const wall = jakartaWall(date);
  return wall ? wall.locale(localeOf(lang)).format(style === 'short' ? 'ddd' : 'dddd') : '';
}

/** 'Senin, 23 November 2026' (id) / 'Monday, 23 November 2026' (en) of a day or instant in Jakarta; '' if unreadable. */
export function dayLabel(date: DateInput, lang: TimeLang): string {
  const wall = jakartaWall(date);
  return wall ? wall.locale(localeOf(lang)).format('dddd, D MMMM YYYY') : '';
}
