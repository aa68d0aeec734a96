/**
 * Display and wire formats (SPEC §9): Rupiah with dot thousands, id-ID dates in Asia/Jakarta, timestamps
 * with a fixed +07:00 offset.
 *
 * Jakarta has been UTC+7 without daylight saving since 1964, and the spec sends a fixed +07:00, so every
 * function here shifts the instant by exactly 7 hours and reads the UTC fields: the result is the same
 * whatever the device's time zone, and no ICU data is needed (some Android web views ship trimmed
 * locale data). Month and weekday names are id-ID's own, as `Intl.DateTimeFormat('id-ID')` gives them;
 * the tests check the output against Intl for random instants. No dependency: dayjs stays out of pages
 * that only format. Date math (day boundaries, ranges, months, durations) is ./jakarta-time.ts, on dayjs,
 * which reads its input through `parseJakarta` here.
 *
 * Nothing here throws: unreadable input gives '' (strings), NaN (numbers) or null (parsers).
 */

export const JAKARTA_TIME_ZONE = 'Asia/Jakarta';
/** Minutes east of UTC, fixed (SPEC §9 "Timestamps are sent with a fixed +07:00 offset"). */
export const JAKARTA_OFFSET_MINUTES = 7 * 60;
const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;

/**
 * An instant: a Date, epoch milliseconds, or a string. Strings are ISO-like: `YYYY-MM-DD`,
 * `YYYY-MM-DDTHH:mm[:ss[.fff]]` (a space also works for `T`), optionally followed by `Z` or `±HH:mm`.
 * Without an offset the string is read as Jakarta wall-clock time, so the server's `2026-11-22` and
 * `2026-11-22 08:00:00` mean that day and time in Jakarta.
 */
export type DateInput = Date | number | string;

/** Indonesian month names, January first (also the names of `monthLabel` in ./days.ts). */
export const MONTHS_LONG = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
] as const;
export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
] as const;
const WEEKDAYS = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;

const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Milliseconds since the epoch of a Jakarta wall-clock reading, or NaN when a field is out of range. */
function wallClockMs(y: number, mo: number, d: number, h: number, mi: number, s: number, ms: number): number {
  // Years below 100 are out of scope (Date.UTC would read them as 19xx).
  if (y < 100 || mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || s > 59) return Number.NaN;
  const utc = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  // Date.UTC rolls 31 February over into March: reject instead.
  if (new Date(utc).getUTCDate() !== d) return Number.NaN;
  return utc;
}

function parseIsoLike(text: string): number {
  const m = ISO_LIKE.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const ms = Number(frac.padEnd(3, '0').slice(0, 3));
  const wall = wallClockMs(Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone === undefined) return wall - OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return wall;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  const offsetMinutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return wall - sign * offsetMinutes * 60_000;
}

function toMs(input: DateInput): number {
  if (input instanceof Date) return input.getTime();
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (typeof input === 'string') return parseIsoLike(input);
  return Number.NaN;
}

/** The instant `input` names, or null when it cannot be read. See {@link DateInput}. */
export function parseJakarta(input: DateInput): Date | null {
  const ms = toMs(input);
  // Beyond ±8.64e15 ms a Date is invalid.
  return Number.isNaN(ms) || Math.abs(ms) > 8.64e15 ? null : new Date(ms);
}

interface JakartaParts {
  year: number;
  month: number; // 1–12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

function jakartaParts(input: DateInput): JakartaParts | null {
  const instant = parseJakarta(input);
  if (instant === null) return null;
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  if (Number.isNaN(shifted.getTime())) return null;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: shifted.getUTCDay(),
  };
}

const pad4 = (n: number) => (n < 0 ? `-${String(-n).padStart(4, '0')}` : String(n).padStart(4, '0'));

/** `YYYY-MM-DD` of the Jakarta calendar day of `date` (SPEC wire format for dates); '' if unreadable. */
export function jakartaDate(date: DateInput): string {
  const p = jakartaParts(date);
  return p ? `${pad4(p.year)}-${pad2(p.month)}-${pad2(p.day)}` : '';
}

/** `HH:mm:ss` (24-hour) Jakarta wall-clock time of `date` (SPEC wire format for times); '' if unreadable. */
export function jakartaTime(date: DateInput): string {
  const p = jakartaParts(date);
  return p ? `${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}` : '';
}

/** The Jakarta hour 0–23 of `date`; NaN if unreadable. */
export function jakartaHour(date: DateInput): number {
  return jakartaParts(date)?.hour ?? Number.NaN;
}

/** `YYYY-MM-DDTHH:mm:ss+07:00` (SPEC §9 fixed offset; milliseconds dropped); '' if unreadable. */
export function toJakartaTimestamp(date: DateInput): string {
  const d = jakartaDate(date);
  return d ? `${d}T${jakartaTime(date)}+07:00` : '';
}

export type DateStyle = 'long' | 'short' | 'full';

/**
 * id-ID calendar date in Jakarta: 'long' → '22 November 2026' (default), 'short' → '22 Nov 2026',
 * 'full' → 'Minggu, 22 November 2026'. '' if unreadable.
 */
export function formatDate(date: DateInput, style: DateStyle = 'long'): string {
  const p = jakartaParts(date);
  if (!p) return '';
  const month = (style === 'short' ? MONTHS_SHORT : MONTHS_LONG)[p.month - 1];
  const text = `${p.day} ${month} ${p.year}`;
  return style === 'full' ? `${WEEKDAYS[p.weekday]}, ${text}` : text;
}

const WALL_TIME = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/;

/**
 * id-ID 24-hour time in Jakarta, with a dot as id-ID writes it: '08.00'. Besides instants it takes a
 * bare wall-clock time (`08:00`, `08:00:00`, as shift start/end times come) and just reformats it.
 * '' if unreadable.
 */
export function formatTime(date: DateInput): string {
  if (typeof date === 'string') {
    const m = WALL_TIME.exec(date.trim());
    if (m) {
      const h = Number(m[1]);
      const mi = Number(m[2]);
      const s = Number(m[3] ?? '0');
      return h <= 23 && mi <= 59 && s <= 59 ? `${pad2(h)}.${pad2(mi)}` : '';
    }
  }
  const p = jakartaParts(date);
  return p ? `${pad2(p.hour)}.${pad2(p.minute)}` : '';
}

/** Short date and time in Jakarta: '22 Nov 2026 08.00'. '' if unreadable. */
export function formatDateTime(date: DateInput): string {
  const day = formatDate(date, 'short');
  return day ? `${day} ${formatTime(date)}` : '';
}

/** Digits of a whole number with dot thousands separators: 1000000 → '1.000.000'. */
function groupThousands(whole: number): string {
  return BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * Rupiah for display (SPEC §9 "Rp with dot thousands separators"): 1000000 → 'Rp 1.000.000',
 * -5000 → '-Rp 5.000', 0 → 'Rp 0'. A plain space follows 'Rp'. Money is whole Rupiah, so a fraction is
 * rounded half away from zero (1234.5 → 'Rp 1.235', -0.5 → '-Rp 1'; -0.4 → 'Rp 0', no minus on zero).
 * NaN and ±Infinity are not amounts: they give '-'.
 */
export function formatRupiah(n: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  const whole = Math.round(Math.abs(n));
  const sign = n < 0 && whole !== 0 ? '-' : '';
  return `${sign}Rp ${groupThousands(whole)}`;
}

/** A whole number with dot thousands and no currency (slider labels, counts): 10000 → '10.000'. */
export function formatThousands(n: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) return '-';
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole !== 0 ? '-' : ''}${groupThousands(whole)}`;
}

/**
 * THE number parser of every money (and count) input: a typed amount to a whole number, or null
 * when it is not one. `rules/loan` and the withdrawal screen read input through it, so '1,5' means the same
 * everywhere.
 * Accepts an optional 'Rp'/'IDR' prefix, spaces and dots anywhere between digits ('Rp 1.000.000',
 * '1000000', '1.0000' while typing), and an id-ID decimal comma with a zero fraction ('1.000,00', '25.000,').
 * Money is whole Rupiah, so a fraction that is not zero ('1,5', '1.000,75') is refused rather than silently
 * dropped: '1,5' could mean one and a half million. Leading zeros are ignored ('007' → 7).
 * Gives null for an empty field, a minus sign, letters or other symbols, a second comma, a non-zero fraction,
 * or an amount above Number.MAX_SAFE_INTEGER.
 */
export function parseRupiahInput(text: string): number | null {
  if (typeof text !== 'string') return null;
  const body = text.trim().replace(/^(rp\.?|idr)\s*/i, '');
  const [whole = '', fraction, extra] = body.split(',');
  if (extra !== undefined) return null;
  if (fraction !== undefined && !/^0*$/.test(fraction.trim())) return null;
  const digits = whole.replace(/[.\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : null;
}
