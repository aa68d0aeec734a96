/**
 * The company's calendar (DESIGN "Time and calendar"): Indonesia's national holidays and cuti bersama of a year
 * (./national-calendar.ts, from the joint decree) plus the company's own days (kept with the company's work
 * policy, added and removed by HR). One pure rule every other rule reads through a lookup (`holidayLookup`): the
 * team day (a holiday is its own status, never absent), the month recap (LN, CB, LP), overtime (work on a holiday
 * is rest-day overtime), the leave balance and the earned-wage limit's working days.
 *
 * A year with no national calendar is known to be unknown (`source: null`): its national days are not guessed,
 * and HR is warned. Dependency-free (no dayjs): the apps' first screens may read it.
 */
import { type Entry, type Lang, tr, type Vars } from '../catalogue/index';
import { calendarMessages } from '../catalogue/labels-calendar';
import { type CalendarDay, type CompanyDay, isCalendarDate } from './calendar-day';
import { NATIONAL_CALENDARS, type NationalCalendar } from './national-calendar';

export * from './calendar-day';

export interface YearCalendar {
  readonly year: number;
  /** The decree of the year's national days; null: no national calendar is known for the year. */
  readonly source: string | null;
  /** National, collective and company days of the year, by date. */
  readonly days: CalendarDay[];
}

/** The national calendar of `year`, or null when none is known. */
export function nationalCalendar(year: number): NationalCalendar | null {
  return NATIONAL_CALENDARS[year] ?? null;
}

/** Whether the national holidays and cuti bersama of `year` are known. */
export function isCalendarYearKnown(year: number): boolean {
  return nationalCalendar(year) !== null;
}

/** The year of a `YYYY-MM-DD` date or `YYYY-MM` month (NaN when unreadable). */
export function yearOf(dateOrMonth: string): number {
  return /^\d{4}/.test(dateOrMonth) ? Number(dateOrMonth.slice(0, 4)) : Number.NaN;
}

/** The national and collective days of every known year, by date (built once). */
let nationalByDate: Map<string, CalendarDay> | null = null;
function nationalDays(): Map<string, CalendarDay> {
  if (!nationalByDate) {
    nationalByDate = new Map();
    for (const calendar of Object.values(NATIONAL_CALENDARS))
      for (const d of calendar.days)
        nationalByDate.set(d.date, { date: d.date, kind: d.kind, name: tr(d.name, 'id') });
  }
  return nationalByDate;
}

/** The holiday of a date: a national or collective day, else a company day, else null. */
export type HolidayOf = (date: string) => CalendarDay | null;

/**
 * The lookup every rule reads: national and collective days of every known year, then the company's own days
 * (a national day wins over a company day on the same date).
 */
export function holidayLookup(companyDays: readonly CompanyDay[]): HolidayOf {
  const national = nationalDays();
  if (companyDays.length === 0) return (date) => national.get(date) ?? null;
  const own = new Map<string, CalendarDay>();
  for (const d of companyDays) own.set(d.date, { date: d.date, kind: 'company', name: d.name });
  return (date) => national.get(date) ?? own.get(date) ?? null;
}

/** A company's calendar of `year`: the national days (when known) and its own days, by date. */
export function yearCalendar(year: number, companyDays: readonly CompanyDay[]): YearCalendar {
  const national = nationalCalendar(year);
  const prefix = `${year}-`;
  const holidayOf = holidayLookup(companyDays);
  const dates = new Set<string>();
  for (const d of national?.days ?? []) dates.add(d.date);
  for (const d of companyDays) if (d.date.startsWith(prefix)) dates.add(d.date);
  const days = [...dates]
    .sort()
    .map(holidayOf)
    .filter((d): d is CalendarDay => d !== null);
  return { year, source: national ? tr(national.source, 'id') : null, days };
}

/** A day's name in `lang`: the catalogue's for a national or collective day, HR's own for a company day. */
export function holidayName(day: Pick<CalendarDay, 'date' | 'kind' | 'name'>, lang: Lang): string {
  if (day.kind === 'company') return day.name;
  const entry = nationalCalendar(yearOf(day.date))?.days.find(
    (d) => d.date === day.date && d.kind === day.kind,
  );
  return entry ? tr(entry.name, lang) : day.name;
}

/** The longest name of a company day. */
export const HOLIDAY_NAME_MAX = 60;

/** Why a company day is refused: the text (a catalogue entry), its values, and whether it is a conflict (409). */
export interface CompanyDayRefusal {
  readonly ok: false;
  /** What refused it: the field, or `conflict` for a date that already is a company day. */
  readonly reason: 'date' | 'name' | 'national' | 'conflict';
  readonly text: Entry;
  readonly vars?: Vars;
}

/**
 * Whether HR may add a company day: a real date, a name (trimmed, at most HOLIDAY_NAME_MAX characters), not a
 * national or collective day, not already a company day. The day to keep comes back trimmed. Its words are
 * catalogue entries of labels-calendar.ts (`calendarMessages`), read with `tr(refusal.text, lang, refusal.vars)`.
 */
export function companyDayCheck(input: {
  readonly date: string;
  readonly name: string;
  readonly companyDays: readonly CompanyDay[];
}): { ok: true; day: CompanyDay } | CompanyDayRefusal {
  if (!isCalendarDate(input.date)) return { ok: false, reason: 'date', text: calendarMessages.dateInvalid };
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') return { ok: false, reason: 'name', text: calendarMessages.nameRequired };
  if (name.length > HOLIDAY_NAME_MAX)
    return { ok: false, reason: 'name', text: calendarMessages.nameTooLong, vars: { max: HOLIDAY_NAME_MAX } };
  const national = nationalDays().get(input.date);
  if (national)
    return {
      ok: false,
      reason: 'national',
      text: calendarMessages.isNational,
      vars: { date: input.date, name: national.name },
    };
  if (input.companyDays.some((d) => d.date === input.date))
    return { ok: false, reason: 'conflict', text: calendarMessages.exists, vars: { date: input.date } };
  return { ok: true, day: { date: input.date, name } };
}
