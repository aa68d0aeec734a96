/**
 * Asia/Jakarta time for the mock (SPEC §9: timestamps carry a fixed +07:00 offset; dates are YYYY-MM-DD in
 * Jakarta). The conversions are core's (`@upah/core/format`); this file only names them for the mock and adds
 * calendar arithmetic on `YYYY-MM-DD` strings.
 */
import {
  toJakartaTimestamp as coreTimestamp,
  jakartaDate,
  jakartaTime,
  parseJakarta,
} from '@upah/core/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm:ss+07:00` */
export function toJakartaTimestamp(instant: Date): string {
  return coreTimestamp(instant);
}

/** `YYYY-MM-DD` of the instant in Jakarta. */
export function toJakartaDate(instant: Date): string {
  return jakartaDate(instant);
}

/** `HH:mm:ss` of the instant in Jakarta. */
export function toJakartaTime(instant: Date): string {
  return jakartaTime(instant);
}

/** The instant of a Jakarta wall-clock date and time (`2024-05-01`, `08:00:00`). */
export function fromJakarta(date: string, time = '00:00:00'): Date {
  const instant = parseJakarta(`${date}T${time}+07:00`);
  if (!instant) throw new Error(`mock bug: unreadable Jakarta date/time ${date} ${time}`);
  return instant;
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of week of a `YYYY-MM-DD` date, 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
