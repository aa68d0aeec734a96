/**
 * The recap's .xlsx off the page's thread (a module worker, started by ./recap-export.ts): a plant's 5,000 rows ×
 * two sheets take seconds of typing cells, writing XML and zipping, which on the page would freeze the screen.
 * Takes a RecapFile, answers `{ progress }` as it goes, then `{ blob }` (or `{ error }`).
 */
import { buildRecapXlsx, type RecapFile } from './recap-xlsx';

export type RecapXlsxAnswer = { progress: number } | { blob: Blob } | { error: string };

const post = (answer: RecapXlsxAnswer) => self.postMessage(answer);

self.onmessage = (event: MessageEvent<RecapFile>) => {
  buildRecapXlsx(event.data, (progress) => post({ progress })).then(
    (blob) => post({ blob }),
    (error: unknown) => post({ error: String(error) }),
  );
};
