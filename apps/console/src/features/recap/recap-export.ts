/**
 * "Unduh Excel" and "Unduh CSV" of the month recap: the rows on screen, through core's one column list
 * (rules/recap-sheet.ts), so the files carry the same numbers as the table. Every table starts with the employee
 * number, the name and the period, under the same heading lines (the title and whether the month is closed for
 * payroll), so the header is always on the same line. The .xlsx is written by write-excel-file, imported only here,
 * on the click: sheet "Rekap" (the totals, numbers stored as numbers, text as text: never a formula) and sheet
 * "Harian" (a code per day); frozen header and name. The CSV is the view on screen: the summary, or the daily grid
 * from "Harian".
 */
import type { Lang } from '@upah/core/catalogue';
import type { RecapClose, RecapRow } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { buildCsv, type CsvSeparator } from '@upah/core/format/csv';
import {
  RECAP_HEADING_LINES,
  recapDailySheet,
  recapFileHeading,
  recapFileName,
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

type Sheet = 'summary' | 'daily';

function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A sheet's lines: its heading lines, then the table (header first). */
function lines(file: RecapFile, sheet: Sheet): { heading: SheetCell[][]; table: SheetCell[][] } {
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

/** Typed cells: numbers as numbers, text as text (write-excel-file writes a String cell as text, never a formula). */
function cells(heading: readonly (readonly SheetCell[])[], table: readonly (readonly SheetCell[])[]) {
  const bold = new Set([0, heading.length]);
  return [...heading, ...table].map((row, r) =>
    row.map((value) => ({
      value,
      type: typeof value === 'number' ? Number : String,
      ...(bold.has(r) ? { fontWeight: 'bold' as const } : {}),
    })),
  );
}

/** The .xlsx's two sheets (Rekap, Harian) as write-excel-file takes them: pure, the download writes them. */
export function recapXlsxSheets(file: RecapFile) {
  const summary = lines(file, 'summary');
  const daily = lines(file, 'daily');
  return [
    {
      data: cells(summary.heading, summary.table),
      sheet: 'Rekap',
      columns: widths(summary.table),
      stickyRowsCount: RECAP_HEADING_LINES + 1,
      stickyColumnsCount: 2,
    },
    {
      data: cells(daily.heading, daily.table),
      sheet: 'Harian',
      columns: widths(daily.table).map((w, i) => (i < 3 ? w : { width: 4 })),
      stickyRowsCount: RECAP_HEADING_LINES + 1,
      stickyColumnsCount: 2,
    },
  ];
}

export async function downloadRecapXlsx(file: RecapFile): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const fileName = recapFileName(file.month, 'xlsx');
  const blob = await writeXlsxFile(recapXlsxSheets(file)).toBlob();
  save(blob, fileName);
  return fileName;
}

/** The CSV of the view on screen: the summary, or the daily grid. */
export function downloadRecapCsv(file: RecapFile, separator: CsvSeparator, sheet: Sheet): string {
  const fileName = recapFileName(file.month, 'csv', sheet);
  const { heading, table } = lines(file, sheet);
  const text = buildCsv([...heading, ...table], separator);
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
