/**
 * "Unduh Excel" and "Unduh CSV" of the month recap: the whole month's rows, through core's one column list
 * (rules/recap-sheet.ts), so the files carry the same numbers as the table. Every table starts with the employee
 * number, the name and the period, under the same heading lines (the title and whether the month is closed for
 * payroll), so the header is always on the same line. The .xlsx is built in a module worker
 * (./recap-xlsx-worker.ts, write-excel-file loaded there on the first click), telling its progress, so the page
 * stays responsive for a plant of 5,000. The CSV is the view on screen: the summary, or the daily grid from
 * "Harian", written on the page (plain text; its time for 5,000 is not measured).
 */
import { buildCsv, type CsvSeparator } from '@upah/core/format/csv';
import { recapFileName } from '@upah/core/rules/recap-sheet';
import { lines, type RecapFile, type RecapProgress, type RecapSheet } from './recap-xlsx';
import type { RecapXlsxAnswer } from './recap-xlsx-worker';

export type { RecapFile } from './recap-xlsx';

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

/** Builds the .xlsx in a worker (progress 0…1 as it goes) and downloads it. Resolves to the file's name. */
export function downloadRecapXlsx(file: RecapFile, onProgress: RecapProgress): Promise<string> {
  const fileName = recapFileName(file.month, 'xlsx');
  const worker = new Worker(new URL('./recap-xlsx-worker.ts', import.meta.url), { type: 'module' });
  return new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<RecapXlsxAnswer>) => {
      const answer = event.data;
      if ('progress' in answer) return onProgress(answer.progress);
      worker.terminate();
      if ('error' in answer) return reject(new Error(answer.error));
      save(answer.blob, fileName);
      resolve(fileName);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage(file);
  });
}

/** The CSV of the view on screen: the summary, or the daily grid. */
export function downloadRecapCsv(file: RecapFile, separator: CsvSeparator, sheet: RecapSheet): string {
  const fileName = recapFileName(file.month, 'csv', sheet);
  const { heading, table } = lines(file, sheet);
  const text = buildCsv([...heading, ...table], separator);
  save(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
