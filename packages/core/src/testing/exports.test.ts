import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const coreDir = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(resolve(coreDir, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

/** An export target (`./src/contract/*.ts`) as a regex; Node's `*` also matches `/`. */
function targetPattern(target: string): RegExp {
  const escaped = target.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace('*', '.*');
  return new RegExp(`^${escaped}$`);
}

describe('package exports (DESIGN packages/core: one subpath export per concern)', () => {
  it('§7 test helpers under src/testing are reached by no @upah/core subpath', () => {
    const helpers = readdirSync(resolve(coreDir, 'src/testing')).map((name) => `./src/testing/${name}`);
    expect(helpers).toContain('./src/testing/failed-fields.ts');
    expect(helpers).toContain('./src/testing/fake-server.ts');
    const patterns = Object.values(pkg.exports).map(targetPattern);
    const reachable = helpers.filter((file) => patterns.some((pattern) => pattern.test(file)));
    expect(reachable).toEqual([]);
    // The check is not blind: the old home of the contract helper was public through ./contract/*.
    expect(patterns.some((pattern) => pattern.test('./src/contract/test-fields.ts'))).toBe(true);
  });
});
