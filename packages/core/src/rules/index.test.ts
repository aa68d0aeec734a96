import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as rules from './index';

describe('rules package', () => {
  it('§5 rules stay pure: no zod, ky or contract import in any rule file (only siblings, the catalogue and the dependency-free format)', () => {
    const files = readdirSync(import.meta.dirname).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const source = readFileSync(`${import.meta.dirname}/${file}`, 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports) {
        expect(spec, `${file} imports ${spec}`).toMatch(/^\.\/|^\.\.\/catalogue\/|^\.\.\/format$/);
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
