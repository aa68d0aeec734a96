// DESIGN "Imports run one way" and no import circle: every rule of .dependency-cruiser.cjs flags its violation on a small
// tree shaped like the repo, and the imports the rules allow pass (the repo itself is checked by `npm run lint:imports`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

const tree = mkdtempSync(join(tmpdir(), 'import-rules-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
}

/** Each violation as 'rule: from → to'. */
async function violations(): Promise<string[]> {
  const { output } = await cruise(['apps', 'packages'], {
    baseDir: tree,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
    tsPreCompilationDeps: true,
  });
  return (output as ICruiseResult).summary.violations
    .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
    .sort();
}

// What the rules allow: main.tsx puts app/, sw/ and features together; a feature uses its own files and shared code;
// shared code uses packages; ui uses core.
const allowed = {
  'apps/pwa/src/main.tsx': "import './app/shell';\nimport './sw/register';\nimport './features/home/home';\n",
  'apps/pwa/src/app/shell.tsx': "import '../features/home/home';\nimport '../sw/banner';\n",
  'apps/pwa/src/sw/register.ts': "import '../lib/log';\n",
  'apps/pwa/src/sw/banner.tsx': 'export const banner = 1;\n',
  'apps/pwa/src/lib/log.ts': "import '../../../../packages/ui/src/button';\n",
  'apps/pwa/src/features/home/home.tsx': "import './card';\nimport '../../config/env';\n",
  'apps/pwa/src/features/home/card.tsx': "import '../../ui/box';\n",
  'apps/pwa/src/features/loan/loan.tsx': 'export const loan = 1;\n',
  'apps/pwa/src/config/env.ts': 'export const env = 1;\n',
  'apps/pwa/src/ui/box.tsx': 'export const box = 1;\n',
  'apps/console/src/features/scan/scan.tsx': 'export const scan = 1;\n',
  'packages/ui/src/button.tsx':
    "import type { Rule } from '../../core/src/rules/a';\nexport type B = Rule;\n",
  'packages/core/src/rules/a.ts': "import type { Other } from './b';\nexport type Rule = Other;\n",
  'packages/core/src/rules/b.ts': 'export type Other = 1;\n',
};

describe('DESIGN "Imports run one way" (.dependency-cruiser.cjs)', () => {
  it('passes the imports the rules allow', async () => {
    write(allowed);
    expect(await violations()).toEqual([]);
  });

  it('flags each rule on its own bad import, type-only circles included', async () => {
    write({
      ...allowed,
      'apps/pwa/src/lib/log.ts': "import '../app/shell';\n",
      'apps/pwa/src/ui/box.tsx': "import '../features/loan/loan';\n",
      'apps/pwa/src/features/home/card.tsx': "import '../loan/loan';\nimport '../../sw/banner';\n",
      'apps/console/src/features/scan/scan.tsx': "import '../../../../pwa/src/config/env';\n",
      'packages/ui/src/button.tsx': "import '../../../apps/pwa/src/config/env';\n",
      'packages/core/src/rules/b.ts':
        "import type { Rule } from './a';\nimport '../../../ui/src/button';\nexport type Other = Rule;\n",
    });
    expect(await violations()).toEqual(
      [
        'app-shell-from-main-only: apps/pwa/src/lib/log.ts → apps/pwa/src/app/shell.tsx',
        'shared-not-into-features: apps/pwa/src/ui/box.tsx → apps/pwa/src/features/loan/loan.tsx',
        'feature-not-into-another-feature: apps/pwa/src/features/home/card.tsx → apps/pwa/src/features/loan/loan.tsx',
        'service-worker-wiring-from-top-only: apps/pwa/src/features/home/card.tsx → apps/pwa/src/sw/banner.tsx',
        'app-not-into-another-app: apps/console/src/features/scan/scan.tsx → apps/pwa/src/config/env.ts',
        'packages-not-into-apps: packages/ui/src/button.tsx → apps/pwa/src/config/env.ts',
        'core-not-into-ui: packages/core/src/rules/b.ts → packages/ui/src/button.tsx',
        // a circle is reported once, at the first module of it
        'no-circular: packages/core/src/rules/a.ts → packages/core/src/rules/b.ts',
      ].sort(),
    );
  });
});
