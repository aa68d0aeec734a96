/**
 * The recap's .xlsx, built where it is asked for (the page's worker, ./recap-xlsx-worker.ts; the tests in Node):
 * sheet "Rekap" (the totals, numbers stored as numbers, text as text: never a formula) and sheet "Harian" (a code per
 * day), each under the files' heading lines, with a frozen header and name, through core's one column list
 * (rules/recap-sheet.ts). Pure but for write-excel-file, which `buildRecapXlsx` loads when it is first asked.
 */
import type { Lang } from '@upah/core/catalogue';
import type { RecapClose, RecapRow } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import {
  RECAP_HEADING_LINES,
  recapDailySheet,
  recapFileHeading,
  recapSummarySheet,
  type SheetCell,
} from '@upah/core/rules/recap-sheet';

export interface RecapFile {
  readonly month: string;
  readonly rows: readonly RecapRow[];
  readonly leaveCategories: readonly LeaveCategoryRef[];
  readonly lang: Lang;
  /** Who closed the month for payroll and when; null while it is open. */
  readonly close: RecapClose | null;
}

export type RecapSheet = 'summary' | 'daily';

/** How far a file is: 0…1. The typed cells of both sheets are the first 60 %, writing the file the rest. */
export type RecapProgress = (fraction: number) => void;

/** The share of the work that is typing the cells (the rest is write-excel-file's XML and zip). */
const CELLS_SHARE = 0.6;
/** Progress is told every this many rows. */
const PROGRESS_EVERY = 250;

/** A sheet's lines: its heading lines, then the table (header first). */
export function lines(file: RecapFile, sheet: RecapSheet): { heading: SheetCell[][]; table: SheetCell[][] } {
  const heading = recapFileHeading({ month: file.month, sheet, lang: file.lang, close: file.close });
  const table = sheet === 'summary' ? recapSummarySheet(file) : recapDailySheet(file);
  return { heading, table };
}

/** Column widths in characters: the longest text of the table's column, between 4 and 32. */
function widths(table: readonly (readonly SheetCell[])[]): { width: number }[] {
  const header = table[0] ?? [];
  return header.map((_, c) => {
    let longest = 4;
    for (const row of table) longest = Math.max(longest, String(row[c] ?? '').length + 2);
    return { width: Math.min(longest, 32) };
  });
}

/**
 * Typed cells: numbers as numbers, text as text (write-excel-file writes a String cell as text, never a formula).
 * `onRow` is told after each line.
 */
function cells(
  heading: readonly (readonly SheetCell[])[],
  table: readonly (readonly SheetCell[])[],
  onRow: () => void = () => undefined,
) {
  const bold = new Set([0, heading.length]);
  return [...heading, ...table].map((row, r) => {
    onRow();
    return row.map((value) => ({
      value,
      type: typeof value === 'number' ? Number : String,
      ...(bold.has(r) ? { fontWeight: 'bold' as const } : {}),
    }));
  });
}

/** The .xlsx's two sheets (Rekap, Harian) as write-excel-file takes them: pure, the download writes them. */
export function recapXlsxSheets(file: RecapFile, onProgress: RecapProgress = () => undefined) {
  const summary = lines(file, 'summary');
  const daily = lines(file, 'daily');
  const all = summary.heading.length + summary.table.length + daily.heading.length + daily.table.length;
  let done = 0;
  const onRow = () => {
    done++;
    if (done % PROGRESS_EVERY === 0) onProgress((done / all) * CELLS_SHARE);
  };
  const summaryCells = cells(summary.heading, summary.table, onRow);
  const dailyCells = cells(daily.heading, daily.table, onRow);
  onProgress(CELLS_SHARE);
  return [
    {
      data: summaryCells,
      sheet: 'Rekap',
      columns: widths(summary.table),
      stickyRowsCount: RECAP_HEADING_LINES + 1,
      stickyColumnsCount: 2,
    },
    {
      data: dailyCells,
      sheet: 'Harian',
      columns: widths(daily.table).map((w, i) => (i < 3 ? w : { width: 4 })),
      stickyRowsCount: RECAP_HEADING_LINES + 1,
      stickyColumnsCount: 2,
    },
  ];
}

/** The .xlsx as a Blob (write-excel-file's browser build: no DOM for a Blob, so it runs in a worker). */
export async function buildRecapXlsx(
  file: RecapFile,
  onProgress: RecapProgress = () => undefined,
): Promise<Blob> {
  const sheets = recapXlsxSheets(file, onProgress);
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const blob = await writeXlsxFile(sheets).toBlob();
  onProgress(1);
  return blob;
}
