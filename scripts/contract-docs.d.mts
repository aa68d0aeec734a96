import type { Plugin } from 'vite';

/** `code` with every `specExtension(…, 'text')` description, `doc: 'text'` and `docs: { … }` text emptied. */
export function stripContractDocs(code: string, fileName?: string): { code: string; stripped: number };
/** The Vite plugin (both apps' builds): runs on the contract's sources before they are compiled. */
export function contractDocsStripped(): Plugin & {
  apply: 'build';
  transform: (code: string, id: string) => { code: string; map: null } | null;
};
