import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('rules package', () => {
  it('§5 rules stay pure: no zod, API client or contract code in any rule file (siblings, the catalogue, the dependency-free format, its calendar days and the Jakarta date module, the QR cipher and gate-code signature of the scan session, and contract types only)', () => {
    const files = readdirSync(import.meta.dirname).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const source = readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
      const statements = [...source.matchAll(/^(import|export)(\s+type)?\s[^;]*?from '([^']+)'/gms)];
      for (const [statement, , typeOnly, spec] of statements) {
        if (typeOnly && spec?.startsWith('../contract/')) continue; // erased at build: no zod in the bundle
        expect(spec, `${file}: ${statement}`).toMatch(
          /^\.\/|^\.\.\/catalogue\/|^\.\.\/format(\/jakarta-time|\/days|\/month-names)?$|^\.\.\/qr(\/[\w-]+)?$/,
        );
      }
    }
  });

  it('§5 the index re-exports one rule of every domain file', () => {
    for (const name of [
      'normalizeLoginPhone',
      'wageFee',
      'loanAmountRule',
      'greeting',
      'countBoxes',
      'withdrawalBadgeClass',
    ]) {
      expect(typeof (rules as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
