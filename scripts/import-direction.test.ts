// DESIGN "Imports run one way", one check over both apps and the packages (scripts/import-direction.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { APPS, appViolations, importViolations, root, sourceFiles, specifiers } from './import-direction.mjs';

const fixture = mkdtempSync(join(tmpdir(), 'import-direction-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));

function write(path: string, text: string) {
  const file = join(fixture, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('DESIGN "Imports run one way"', () => {
  it('reads every kind of import: static, type, re-export, dynamic, side effect, vi.mock', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export * from './c';",
      "const d = import('./d');",
      "import './e.css';",
      "vi.mock('./f', () => ({}));",
    ].join('\n');
    expect(specifiers(text)).toEqual(['./a', '../b', './c', './d', './e.css', './f']);
  });

  it('flags each rule on a small tree, and nothing that follows them', () => {
    write('main.tsx', "import { App } from './app/app-shell';\nimport { watch } from './sw/online';\n");
    write(
      'app/app-shell.tsx',
      "import { Home } from '../features/home/home';\nimport { Banner } from '../sw/banner';\n",
    );
    write('sw/online.ts', "import { log } from '../lib/log';\n");
    write('sw/banner.tsx', 'export const Banner = 1;\n');
    write('lib/log.ts', "import { Shell } from '../app/app-shell';\n");
    write('ui/button.tsx', "import { Home } from '../features/home/home';\n");
    write('config/env.ts', 'export const env = 1;\n');
    write(
      'features/home/home.tsx',
      "import { env } from '../../config/env';\nimport { card } from './card';\n",
    );
    write(
      'features/home/card.tsx',
      "import { Loan } from '../loan/loan';\nimport { online } from '../../sw/online';\n",
    );
    write('features/loan/loan.tsx', "import { Button } from '../../ui/button';\n");
    expect(appViolations(fixture).sort()).toEqual(
      [
        'features/home/card.tsx → features/loan/loan',
        'features/home/card.tsx → sw/online',
        'lib/log.ts → app/app-shell',
        'ui/button.tsx → features/home/home',
      ].sort(),
    );
  });

  it('sees both apps (guards against a check that reads nothing)', () => {
    for (const app of APPS) expect(sourceFiles(join(root, app, 'src')).length).toBeGreaterThan(30);
  });

  it('apps/pwa, apps/console and packages/ follow it', () => {
    expect(importViolations()).toEqual([]);
  });
});
