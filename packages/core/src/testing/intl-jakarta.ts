/**
 * The oracle the date tests compare core's Jakarta formatting with: the platform's Intl in Asia/Jakarta, as
 * numeric parts (year, month, day, hour, minute, second; 24-hour, zero-padded).
 */
const numeric = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Jakarta',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export function intlJakartaParts(date: Date): Record<string, string> {
  return Object.fromEntries(numeric.formatToParts(date).map((p) => [p.type, p.value]));
}
