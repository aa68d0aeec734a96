/**
 * One persona list: docs/ARCHITECTURE.md's table is the mock's own table (personas.ts, also served at
 * GET /__mock/personas), so the document cannot name a persona, phone or password the mock does not have.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { personaTable, withPersonaTable } from './persona-table';
import { PERSONAS } from './personas';

const doc = readFileSync(fileURLToPath(new URL('../../docs/ARCHITECTURE.md', import.meta.url)), 'utf8');

describe('§6 demo personas: one list', () => {
  it('docs/ARCHITECTURE.md carries the table generated from personas.ts (npm run docs:personas -w @upah/mocks)', () => {
    expect(withPersonaTable(doc)).toBe(doc);
    expect(doc).toContain(personaTable());
  });

  it('the table has one row per persona GET /__mock/personas answers', async () => {
    const { app } = createApp({ quiet: true });
    const res = await app.request('/__mock/personas');
    const served = (await res.json()) as { key: string; phoneNumber: string }[];
    expect(served.map((p) => p.key)).toEqual(PERSONAS.map((p) => p.key));
    for (const p of served) expect(doc).toContain(`| ${p.key} | ${p.phoneNumber} |`);
  });

  it('no other persona table remains in the READMEs', () => {
    for (const readme of ['../../README.md', '../README.md']) {
      const text = readFileSync(fileURLToPath(new URL(readme, import.meta.url)), 'utf8');
      expect(text).not.toMatch(/\| *\+62811000000\d\d *\|/);
    }
  });
});
