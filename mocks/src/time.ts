/**
 * Asia/Jakarta time helpers (SPEC §9: timestamps carry a fixed +07:00 offset; dates are YYYY-MM-DD in Jakarta).
 * Jakarta has no daylight saving, so a fixed 7 h shift is exact.
 */
const OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The wall-clock parts in Jakarta of an instant, as an ISO string without zone (`YYYY-MM-DDTHH:mm:ss`). */
function jakartaWall(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 19);
}

/** `YYYY-MM-DDTHH:mm:ss+07:00` */
export function toJakartaTimestamp(instant: Date): string {
  return `${jakartaWall(instant)}+07:00`;
}

/** `YYYY-MM-DD` of the instant in Jakarta. */
export function toJakartaDate(instant: Date): string {
  return jakartaWall(instant).slice(0, 10);
}

/** `HH:mm:ss` of the instant in Jakarta. */
export function toJakartaTime(instant: Date): string {
  return jakartaWall(instant).slice(11, 19);
}

/** The instant of a Jakarta wall-clock date and time (`2024-05-01`, `08:00:00`). */
export function fromJakarta(date: string, time = '00:00:00'): Date {
  return new Date(`${date}T${time}+07:00`);
}

/** Adds whole days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  return new Date(new Date(`${date}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** Day of week of a `YYYY-MM-DD` date, 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
