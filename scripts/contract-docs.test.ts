/**
 * scripts/contract-docs.mjs: the contract's documentation text (specExtension descriptions, endpoint `doc`) is
 * emptied in the apps' builds, and nothing else in a contract file changes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { contractDocsStripped, stripContractDocs } from './contract-docs.mjs';

const CONTRACT_DIR = fileURLToPath(new URL('../packages/core/src/contract/', import.meta.url));

describe('contract docs stripped from client builds', () => {
  it('empties the descriptions and the doc properties, and leaves ids, paths, enums and regexes as written', () => {
    const code = [
      "export const a = specExtension(z.string().check(z.regex(/^[a-z]+$/)), 'Not in SPEC: a name.');",
      'export const b = specExtension(',
      "  z.object({ kind: z.enum(['x', 'y']) }),",
      '  "The kind (it\'s an extension).",',
      ');',
      'export const e = {',
      "  one: endpoint({ id: 'a.one', method: 'GET', path: '/a/:id', doc: 'What SPEC leaves open.' }),",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal written into the source under test
      '  two: endpoint({ id: `a.two`, path: "/a", doc: `Extension: at most ${MAX} a page.` }),',
      '};',
    ].join('\n');
    const { code: out, stripped } = stripContractDocs(code);
    expect(stripped).toBe(4);
    expect(out).toBe(
      [
        "export const a = specExtension(z.string().check(z.regex(/^[a-z]+$/)), '');",
        'export const b = specExtension(',
        "  z.object({ kind: z.enum(['x', 'y']) }),",
        "  '',",
        ');',
        'export const e = {',
        "  one: endpoint({ id: 'a.one', method: 'GET', path: '/a/:id', doc: '' }),",
        '  two: endpoint({ id: `a.two`, path: "/a", doc: \'\' }),',
        '};',
      ].join('\n'),
    );
  });

  it('on every contract file: each specExtension call and each doc property emptied, the file still parses', () => {
    const files = readdirSync(CONTRACT_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(10);
    let total = 0;
    for (const file of files) {
      const code = readFileSync(join(CONTRACT_DIR, file), 'utf8');
      // counted in the text: calls (not the declaration `function specExtension<`), `doc:` texts and the texts of a
      // `docs: { … }` table (request-endpoints.ts reads them as `doc: docs.historyMy`, left as they are)
      const calls = code.match(/\bspecExtension\(/g)?.length ?? 0;
      const docs = code.match(/^\s*doc:\s*['"`]/gm)?.length ?? 0;
      const tables = [...code.matchAll(/\bdocs: \{\n([\s\S]*?)\n\s*\},?\n/g)].reduce(
        (n, [, body]) => n + (body?.match(/^\s*\w+:\s*['"`]/gm)?.length ?? 0),
        0,
      );
      const { code: out, stripped } = stripContractDocs(code, file);
      expect(stripped, file).toBe(calls + docs + tables);
      total += stripped;
      const parsed = ts.createSourceFile(file, out, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
      expect((parsed as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics, file).toEqual([]);
      expect(out.length, file).toBeLessThanOrEqual(code.length);
    }
    expect(total).toBeGreaterThan(50);
  });

  it('the plugin runs on the contract sources only, and only in builds', () => {
    const plugin = contractDocsStripped();
    expect(plugin.apply).toBe('build');
    const code = "export const a = specExtension(z.string(), 'Text.');";
    expect(plugin.transform(code, '/repo/packages/core/src/contract/x.ts')?.code).toBe(
      "export const a = specExtension(z.string(), '');",
    );
    expect(plugin.transform(code, '/repo/packages/core/src/contract/x.test.ts')).toBeNull();
    expect(plugin.transform(code, '/repo/packages/core/src/rules/x.ts')).toBeNull();
  });
});
