/**
 * The words of a calendar day and the weekday facts of a date, without data or dependencies: the calendar rule
 * (./calendar.ts), overtime pay and the contract (contract/calendar.ts, contract/team.ts) share them, so each is
 * written once.
 */

import { CALENDAR_DAY_KINDS, type CalendarDayKind } from './team-day-statuses';

export { CALENDAR_DAY_KINDS, type CalendarDayKind };

export interface CalendarDay {
  /** `YYYY-MM-DD` */
  readonly date: string;
  readonly kind: CalendarDayKind;
  /** Indonesian (the decree's name, or the name HR gave a company day). */
  readonly name: string;
}

/** A company's own day off, as HR keeps it. */
export interface CompanyDay {
  readonly date: string;
  readonly name: string;
}

/** Whether `date` is a real `YYYY-MM-DD` calendar date. */
export function isCalendarDate(date: unknown): date is string {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** Day of the week of a `YYYY-MM-DD` date, 0 = Sunday … 6 = Saturday; NaN for anything else. */
export function weekdayOf(date: string): number {
  if (!isCalendarDate(date)) return Number.NaN;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/**
 * A weekly rest day of the company's week (PP 35/2021 art. 31): Sunday, and Saturday too for a 5-day week. In a
 * 6-day week Saturday is the shortest workday (the usual 7-7-7-7-7-5 split of 40 hours).
 */
export function isWeeklyRestDay(date: string, workWeek: 5 | 6): boolean {
  const day = weekdayOf(date);
  return day === 0 || (workWeek === 5 && day === 6);
}
