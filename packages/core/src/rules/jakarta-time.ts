/**
 * Wall-clock time in Asia/Jakarta (UTC+7, no daylight saving time since 1964), computed from the instant,
 * so the answer is the same whatever time zone the device or process has (SPEC §9).
 */
export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface JakartaParts {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

function ms(instant: Date | number): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}

/** The Jakarta calendar date and clock time of an instant. */
export function jakartaParts(instant: Date | number): JakartaParts {
  const shifted = new Date(ms(instant) + JAKARTA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The Jakarta date of an instant as `YYYY-MM-DD`. */
export function jakartaDate(instant: Date | number): string {
  const p = jakartaParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}
