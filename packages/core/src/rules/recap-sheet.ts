/**
 * The month recap as rows of cells: the one column list the console's summary table, the .xlsx and the CSV
 * share, so a download carries the same numbers as the screen. Pure; the console renders or writes them.
 *
 * Files payroll imports (DESIGN "Team views and payroll"): every table starts with the employee number
 * (`employeeId`, "No. Karyawan"), the name and the period (`YYYY-MM`); the summary has the same columns every
 * month, every leave category of the company included even at zero (`recapLeaveCategories`), and its headers say
 * what they count and in which unit. Above the table, a fixed number of heading lines (`recapFileHeading`: the
 * title and whether the month is closed for payroll), so the table's header is always on the same line.
 */
import { type Lang, tr } from '../catalogue/index';
import { recapColumnLabels, recapFileLabels } from '../catalogue/labels-recap';
import type { RecapClose, RecapRow, RecapTotals } from '../contract/recap';
import { daysOfMonth, monthLabel } from '../format/jakarta-time';
import { closeLine } from './recap-file-heading';

type NumberKey = Exclude<keyof RecapTotals, 'leave'>;

export interface RecapColumn {
  /** Stable key: a totals field, or `leave:CT` for a leave category. */
  readonly key: string;
  readonly label: string;
  readonly value: (t: RecapTotals) => number;
  /** Hours carry decimals; the rest are whole counts. */
  readonly hours: boolean;
}

export interface LeaveCategory {
  readonly code: string;
  readonly name: string;
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
  'holidayNational',
  'holidayCollective',
  'holidayCompany',
  'open',
  'noClockOut',
  'workedHours',
  'overtimeWorkdayHours',
  'overtimeOffdayHours',
  'overtimeEquivalentHours',
  'overtimePendingHours',
  'pendingRequests',
];

/**
 * The leave columns: every category of the company in its order (the recap answer's `leaveCategories`, annual
 * leave first), then any code a row counts that the list lacks (a category since removed), by code: a number is
 * never dropped, and a month where nobody took leave has the same columns as one where everybody did.
 */
export function recapLeaveCategories(
  categories: readonly LeaveCategory[],
  rows: readonly RecapRow[],
): LeaveCategory[] {
  const known = new Set(categories.map((c) => c.code));
  const extra = new Set<string>();
  for (const r of rows) for (const code of Object.keys(r.totals.leave)) if (!known.has(code)) extra.add(code);
  return [...categories, ...[...extra].sort().map((code) => ({ code, name: code }))];
}

/** The totals columns (after the employee number, the name and the period), in the order of every table. */
export function recapColumns(leave: readonly LeaveCategory[], lang: Lang): RecapColumn[] {
  const plain = (key: NumberKey): RecapColumn => ({
    key,
    label: tr(recapColumnLabels[key], lang),
    value: (t) => t[key],
    hours: key.endsWith('Hours'),
  });
  return [
    ...BEFORE_LEAVE.map(plain),
    ...leave.map(
      ({ code, name }): RecapColumn => ({
        key: `leave:${code}`,
        label: tr(recapColumnLabels.leave, lang, { code, name }),
        value: (t) => t.leave[code] ?? 0,
        hours: false,
      }),
    ),
    ...AFTER_LEAVE.map(plain),
  ];
}

export type SheetCell = string | number;

export interface RecapSheetInput {
  /** `YYYY-MM` */
  readonly month: string;
  readonly rows: readonly RecapRow[];
  /** The company's leave categories (the recap answer's `leaveCategories`). */
  readonly leaveCategories: readonly LeaveCategory[];
  readonly lang: Lang;
}

/** The three columns every table starts with: employee number, name, period. */
function keyHeader(lang: Lang): SheetCell[] {
  return [
    tr(recapColumnLabels.employeeNo, lang),
    tr(recapColumnLabels.name, lang),
    tr(recapColumnLabels.period, lang),
  ];
}
const keyCells = (row: RecapRow, month: string): SheetCell[] => [row.employeeId, row.name, month];

/** Sheet "Rekap": header, then one row per employee: number, name, period and the totals. */
export function recapSummarySheet(input: RecapSheetInput): SheetCell[][] {
  const columns = recapColumns(recapLeaveCategories(input.leaveCategories, input.rows), input.lang);
  return [
    [...keyHeader(input.lang), ...columns.map((c) => c.label)],
    ...input.rows.map((r) => [...keyCells(r, input.month), ...columns.map((c) => c.value(r.totals))]),
  ];
}

/** Sheet "Harian": header (number, name, period, day of month 1…n), one row per employee with each day's code ('' after today). */
export function recapDailySheet(input: Omit<RecapSheetInput, 'leaveCategories'>): SheetCell[][] {
  const days = daysOfMonth(input.month);
  return [
    [...keyHeader(input.lang), ...days.map((d) => Number(d.slice(8)))],
    ...input.rows.map((r) => [...keyCells(r, input.month), ...days.map((d) => r.days[d] ?? '')]),
  ];
}

/** How many heading lines are above every table of the files (the header is on the line after them). */
export const RECAP_HEADING_LINES = 2;

/**
 * The heading lines of a file's table: its title with the month, then whether the month is closed for payroll
 * ("Ditutup {tanggal} oleh {nama}") or may still change. Always RECAP_HEADING_LINES lines.
 */
export function recapFileHeading(input: {
  readonly month: string;
  readonly sheet: 'summary' | 'daily';
  readonly lang: Lang;
  /** Who closed the month for payroll and when; null while it is open. */
  readonly close: RecapClose | null;
}): SheetCell[][] {
  const { lang } = input;
  const month = monthLabel(input.month, lang);
  const title = input.sheet === 'summary' ? recapFileLabels.titleSummary : recapFileLabels.titleDaily;
  return [[tr(title, lang, { month })], [closeLine(input.close, lang)]];
}

/** The file name of an export: `rekap-absensi-2026-11.xlsx`, the daily grid's `rekap-harian-2026-11.csv`. */
export function recapFileName(
  month: string,
  ext: 'xlsx' | 'csv',
  sheet: 'summary' | 'daily' = 'summary',
): string {
  return `rekap-${sheet === 'summary' ? 'absensi' : 'harian'}-${month}.${ext}`;
}
