/**
 * The month recap as rows of cells: the one column list the console's summary table, the .xlsx and the CSV
 * share, so a download carries the same numbers as the screen. Pure; the console renders or writes them.
 */
import { type Lang, tr } from '../catalogue/index';
import { recapColumnLabels } from '../catalogue/labels-recap';
import type { RecapRow, RecapTotals } from '../contract/recap';
import { daysOfMonth } from '../format/jakarta-time';

type NumberKey = Exclude<keyof RecapTotals, 'leave'>;

export interface RecapColumn {
  /** Stable key: a totals field, or `leave:CT` for a leave category. */
  readonly key: string;
  readonly label: string;
  readonly value: (t: RecapTotals) => number;
  /** Hours carry decimals; the rest are whole counts. */
  readonly hours: boolean;
}

const BEFORE_LEAVE: readonly NumberKey[] = [
  'workdays',
  'present',
  'late',
  'lateMinutes',
  'earlyLeave',
  'earlyLeaveMinutes',
  'absent',
  'permission',
];
const AFTER_LEAVE: readonly NumberKey[] = [
  'remote',
  'off',
  'open',
  'noClockOut',
  'overtimeWorkdayHours',
  'overtimeOffdayHours',
  'overtimeEquivalentHours',
  'overtimePendingHours',
  'pendingRequests',
];

/** Every leave category code any row has, in a fixed order (annual first, then by code). */
export function recapLeaveCodes(rows: readonly RecapRow[]): string[] {
  const codes = new Set<string>();
  for (const r of rows) for (const c of Object.keys(r.totals.leave)) codes.add(c);
  return [...codes].sort((a, b) => (a === 'CT' ? -1 : b === 'CT' ? 1 : a.localeCompare(b)));
}

/** The totals columns (after Nama), in the order of the table and both exports. */
export function recapColumns(leaveCodes: readonly string[], lang: Lang): RecapColumn[] {
  const plain = (key: NumberKey): RecapColumn => ({
    key,
    label: tr(recapColumnLabels[key], lang),
    value: (t) => t[key],
    hours: key.endsWith('Hours'),
  });
  return [
    ...BEFORE_LEAVE.map(plain),
    ...leaveCodes.map(
      (code): RecapColumn => ({
        key: `leave:${code}`,
        label: tr(recapColumnLabels.leave, lang, { code }),
        value: (t) => t.leave[code] ?? 0,
        hours: false,
      }),
    ),
    ...AFTER_LEAVE.map(plain),
  ];
}

export type SheetCell = string | number;

/** Sheet "Rekap": header (Nama + totals), one row per employee. */
export function recapSummarySheet(rows: readonly RecapRow[], lang: Lang): SheetCell[][] {
  const columns = recapColumns(recapLeaveCodes(rows), lang);
  return [
    [lang === 'id' ? 'Nama' : 'Name', ...columns.map((c) => c.label)],
    ...rows.map((r) => [r.name, ...columns.map((c) => c.value(r.totals))]),
  ];
}

/** Sheet "Harian": header (Nama + day of month 1…n), one row per employee with each day's code ('' after today). */
export function recapDailySheet(month: string, rows: readonly RecapRow[], lang: Lang): SheetCell[][] {
  const days = daysOfMonth(month);
  return [
    [lang === 'id' ? 'Nama' : 'Name', ...days.map((d) => Number(d.slice(8)))],
    ...rows.map((r) => [r.name, ...days.map((d) => r.days[d] ?? '')]),
  ];
}

/** The file name of an export: `rekap-absensi-2026-11.xlsx`. */
export function recapFileName(month: string, ext: 'xlsx' | 'csv'): string {
  return `rekap-absensi-${month}.${ext}`;
}
