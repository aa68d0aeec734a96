/**
 * "Unduh Excel" and "Unduh CSV" of the month recap: the rows on screen, through core's one column list
 * (rules/recap-sheet.ts), so the files carry the same numbers as the table. The .xlsx is written by
 * write-excel-file, imported only here, on the click: sheet "Rekap" (Nama and the totals, numbers stored as
 * numbers, frozen header and name column, widths to the text) and sheet "Harian" (a code per day). Every sheet and
 * the CSV start with the month's close line (rules/recap-file-heading.ts), then the table.
 */
import type { Lang } from '@upah/core/catalogue';
import type { RecapClose, RecapRow } from '@upah/core/contract/recap';
import { buildCsv, type CsvSeparator } from '@upah/core/format/csv';
import { recapFileHeading } from '@upah/core/rules/recap-file-heading';
import {
  recapDailySheet,
  recapFileName,
  recapSummarySheet,
  type SheetCell,
} from '@upah/core/rules/recap-sheet';

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

/** The close line above a table: the file's first rows (the table's header follows them). */
function withHeading(close: RecapClose | null, lang: Lang, table: SheetCell[][]): SheetCell[][] {
  return [...recapFileHeading(close, lang), ...table];
}

/** Column widths in characters: the longest text of the column (of the table, not its heading), between 4 and 32. */
function widths(data: readonly (readonly SheetCell[])[]): { width: number }[] {
  const header = data[0] ?? [];
  return header.map((_, c) => {
    let longest = 4;
    for (const row of data) longest = Math.max(longest, String(row[c] ?? '').length + 2);
    return { width: Math.min(longest, 32) };
  });
}

/** Cells typed as numbers or text; the rows up to `boldTo` (the heading and the table's header) in bold. */
function cells(data: readonly (readonly SheetCell[])[], boldTo = 0) {
  return data.map((row, r) =>
    row.map((value) =>
      typeof value === 'number'
        ? { value, type: Number, ...(r <= boldTo ? { fontWeight: 'bold' as const } : {}) }
        : { value, type: String, ...(r <= boldTo ? { fontWeight: 'bold' as const } : {}) },
    ),
  );
}

export async function downloadRecapXlsx(
  month: string,
  rows: readonly RecapRow[],
  lang: Lang,
  close: RecapClose | null,
): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const summary = recapSummarySheet(rows, lang);
  const daily = recapDailySheet(month, rows, lang);
  const heading = recapFileHeading(close, lang).length;
  const fileName = recapFileName(month, 'xlsx');
  const blob = await writeXlsxFile([
    {
      data: cells(withHeading(close, lang, summary), heading),
      sheet: 'Rekap',
      columns: widths(summary),
      stickyRowsCount: heading + 1,
      stickyColumnsCount: 1,
    },
    {
      data: cells(withHeading(close, lang, daily), heading),
      sheet: 'Harian',
      columns: widths(daily).map((w, i) => (i === 0 ? w : { width: 4 })),
      stickyRowsCount: heading + 1,
      stickyColumnsCount: 1,
    },
  ]).toBlob();
  save(blob, fileName);
  return fileName;
}

export function downloadRecapCsv(
  month: string,
  rows: readonly RecapRow[],
  lang: Lang,
  separator: CsvSeparator,
  close: RecapClose | null,
): string {
  const fileName = recapFileName(month, 'csv');
  const text = buildCsv(withHeading(close, lang, recapSummarySheet(rows, lang)), separator);
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
