/**
 * The few Asia/Jakarta calendar steps the team-day and leave-balance rules need, private to them (SPEC §9: a
 * fixed +07:00, no daylight saving). Same names and meaning as the shared Jakarta date module
 * (format/jakarta-time.ts: atJakarta, addDays, daysInRange, minutesBetween), which these become once rule files
 * may import it.
 */

const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Epoch ms of a real `YYYY-MM-DD` at UTC midnight, or NaN (31 February is not a day). */
function dayMs(day: string): number {
  const m = DAY.exec(day);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === day ? ms : Number.NaN;
}

/** Epoch ms of wall-clock `time` (`HH:mm` or `HH:mm:ss`) on Jakarta day `day`; NaN when either is not real. */
export function atJakartaMs(day: string, time: string): number {
  const m = CLOCK.exec(time);
  const base = dayMs(day);
  if (!m || Number.isNaN(base)) return Number.NaN;
  return base + ((Number(m[1]) * 60 + Number(m[2])) * 60 + Number(m[3] ?? 0)) * 1000 - OFFSET_MS;
}

/** `day` moved by `n` whole days; '' when `day` is not a real day. */
export function addDays(day: string, n: number): string {
  const base = dayMs(day);
  return Number.isNaN(base) ? '' : new Date(base + n * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included; [] when `to` is before `from` or either is not a day. */
export function daysInRange(from: string, to: string): string[] {
  const a = dayMs(from);
  const b = dayMs(to);
  if (Number.isNaN(a) || Number.isNaN(b) || b < a) return [];
  return Array.from({ length: (b - a) / DAY_MS + 1 }, (_, i) =>
    new Date(a + i * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Whole minutes from `fromMs` to `toMs`, counted toward zero (08:00:00 → 08:05:59 is 5). */
export function minutesBetween(fromMs: number, toMs: number): number {
  return Math.trunc((toMs - fromMs) / 60_000);
}
