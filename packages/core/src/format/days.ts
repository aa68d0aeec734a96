/**
 * Asia/Jakarta calendar days and month names without dayjs (SPEC §9: days `YYYY-MM-DD`, months `YYYY-MM`): the few
 * pieces a screen needs right after its first render (the leave form's balance lines list the days a request takes,
 * the presence history's month summary names its month), so those screens do not load dayjs and its locale (~4.9 KB
 * gzip, ./jakarta-time.ts). A day string is its own calendar date, read in UTC, so no zone or daylight saving
 * enters. ./jakarta-time.ts re-exports these: each has one implementation. Nothing here throws.
 */

import { type DateInput, jakartaDate, MONTHS_LONG, MONTHS_SHORT } from './index';
import { MONTHS_EN } from './month-names';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Epoch ms of `day` at 00:00 UTC, or NaN when it is not a real day (2026-02-30; years below 100 are out of scope). */
function dayMs(day: string): number {
  const m = typeof day === 'string' ? DAY.exec(day) : null;
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 100 || mo < 1 || mo > 12 || d < 1) return Number.NaN;
  const ms = Date.UTC(y, mo - 1, d);
  // Date.UTC rolls 31 February over into March: reject instead
  return new Date(ms).getUTCDate() === d ? ms : Number.NaN;
}

/** Every day from `from` to `to`, both included, in order; [] when `to` is before `from` or either is not a day. */
export function daysInRange(from: string, to: string): string[] {
  const a = dayMs(from);
  const b = dayMs(to);
  if (!(b >= a)) return [];
  return Array.from({ length: Math.round((b - a) / DAY_MS) + 1 }, (_, i) =>
    new Date(a + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** The Jakarta calendar month of an instant, `YYYY-MM`; '' if unreadable. */
export function jakartaMonth(instant: DateInput): string {
  return jakartaDate(instant).slice(0, 7);
}

/** 'November 2026' / 'Nov 2026' in the language (Indonesian 'Agu' for August); '' if `month` is not a real month. */
export function monthLabel(month: string, lang: 'id' | 'en', style: 'long' | 'short' = 'long'): string {
  const m = typeof month === 'string' ? MONTH.exec(month) : null;
  const year = Number(m?.[1]);
  const index = Number(m?.[2]) - 1;
  if (!m || year < 100 || index < 0 || index > 11) return '';
  const long = lang === 'en' ? MONTHS_EN[index] : MONTHS_LONG[index];
  const name = style === 'short' ? (lang === 'en' ? long?.slice(0, 3) : MONTHS_SHORT[index]) : long;
  return `${name} ${m[1]}`;
}
