/**
 * "Unduh Excel" and "Unduh CSV" of the month recap: the rows on screen, through core's one column list
 * (rules/recap-sheet.ts), so the files carry the same numbers as the table. The .xlsx is written by
 * write-excel-file, imported only here, on the click: sheet "Rekap" (Nama and the totals, numbers stored as
 * numbers, frozen header and name column, widths to the text) and sheet "Harian" (a code per day).
 */
import type { Lang } from '@upah/core/catalogue';
import type { RecapRow } from '@upah/core/contract/recap';
import { buildCsv, type CsvSeparator } from '@upah/core/format/csv';
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

/** Column widths in characters: the longest text of the column, between 4 and 32. */
function widths(data: readonly (readonly SheetCell[])[]): { width: number }[] {
  const header = data[0] ?? [];
  return header.map((_, c) => {
    let longest = 4;
    for (const row of data) longest = Math.max(longest, String(row[c] ?? '').length + 2);
    return { width: Math.min(longest, 32) };
  });
}

function cells(data: readonly (readonly SheetCell[])[]) {
  return data.map((row, r) =>
    row.map((value) =>
      typeof value === 'number'
        ? { value, type: Number, ...(r === 0 ? { fontWeight: 'bold' as const } : {}) }
        : { value, type: String, ...(r === 0 ? { fontWeight: 'bold' as const } : {}) },
    ),
  );
}

export async function downloadRecapXlsx(
  month: string,
  rows: readonly RecapRow[],
  lang: Lang,
): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const summary = recapSummarySheet(rows, lang);
  const daily = recapDailySheet(month, rows, lang);
  const fileName = recapFileName(month, 'xlsx');
  const blob = await writeXlsxFile([
    {
      data: cells(summary),
      sheet: 'Rekap',
      columns: widths(summary),
      stickyRowsCount: 1,
      stickyColumnsCount: 1,
    },
    {
      data: cells(daily),
      sheet: 'Harian',
      columns: widths(daily).map((w, i) => (i === 0 ? w : { width: 4 })),
      stickyRowsCount: 1,
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
): string {
  const fileName = recapFileName(month, 'csv');
  const text = buildCsv(recapSummarySheet(rows, lang), separator);
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
