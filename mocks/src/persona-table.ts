/**
 * The demo persona table of docs/ARCHITECTURE.md, generated from the mock's own table (personas.ts), the one
 * source of the personas: `GET /__mock/personas` answers the same rows. `npm run docs:personas -w @upah/mocks`
 * rewrites the block between the two markers; persona-table.test.ts fails while the document is stale.
 */
import { personaRows } from './personas';

export const TABLE_START = '<!-- personas:start (generated from mocks/src/personas.ts) -->';
export const TABLE_END = '<!-- personas:end -->';

export function personaTable(): string {
  const rows = personaRows().map(
    (p) =>
      `| ${p.key} | ${p.phoneNumber} | ${p.name} | ${p.password === '' ? '(none yet)' : 'yes'} | ${p.description} |`,
  );
  return ['| key | phoneNumber | name | password | what it shows |', '|---|---|---|---|---|', ...rows].join(
    '\n',
  );
}

/** The document with its persona block replaced by the current table; null when the markers are missing. */
export function withPersonaTable(doc: string): string | null {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return null;
  return `${doc.slice(0, start + TABLE_START.length)}\n${personaTable()}\n${doc.slice(end)}`;
}
