// E2E_NO_THROTTLE=1 leaves out exactly the specs that throttle Chromium's CPU (README "Tests at any hour"): the list
// in throttled-specs.mjs is compared with the specs found here by reading the e2e folders, so a new throttled spec
// that is not listed fails this test.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { THROTTLED_SPECS, throttledSpecsIgnored } from './throttled-specs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const THROTTLE = 'Emulation.setCPUThrottlingRate';

/** Every .ts file under `dir`, as paths relative to the repo. */
function tsFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return tsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const apps = ['apps/pwa', 'apps/console'] as const;
const e2eFiles = apps.flatMap((app) => tsFiles(`${app}/e2e`));
const text = (path: string) => readFileSync(join(root, path), 'utf8');
/** The support modules that call the throttle, by their name without extension (how specs import them). */
const throttlingModules = e2eFiles
  .filter((path) => !path.endsWith('.spec.ts') && text(path).includes(THROTTLE))
  .map((path) => basename(path, '.ts'));

/** A spec throttles when it calls the throttle or imports a support module that does. */
function throttles(path: string): boolean {
  const source = text(path);
  if (source.includes(THROTTLE)) return true;
  const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => basename(m[1] ?? ''));
  return imports.some((name) => throttlingModules.includes(name));
}

describe('E2E_NO_THROTTLE: the specs that throttle the CPU', () => {
  it('a support module calls the throttle (else this check finds nothing)', () => {
    expect(throttlingModules).toEqual(['cold-cls']);
  });

  for (const app of apps) {
    it(`${app}: the list is the specs that throttle`, () => {
      const found = e2eFiles
        .filter((path) => path.startsWith(`${app}/e2e/`) && path.endsWith('.spec.ts') && throttles(path))
        .map((path) => path.slice(`${app}/e2e/`.length))
        .sort();
      expect(found.length).toBeGreaterThan(0);
      expect([...THROTTLED_SPECS[app]].sort()).toEqual(found);
    });
  }

  it('left out only when E2E_NO_THROTTLE is 1', () => {
    expect(throttledSpecsIgnored('apps/pwa', { E2E_NO_THROTTLE: '1' })).toEqual(['**/cls-cold-load.spec.ts']);
    expect(throttledSpecsIgnored('apps/console', { E2E_NO_THROTTLE: '1' })).toEqual([
      '**/cls-cold-load.spec.ts',
    ]);
    expect(throttledSpecsIgnored('apps/pwa', {})).toEqual([]);
    expect(throttledSpecsIgnored('apps/pwa', { E2E_NO_THROTTLE: '0' })).toEqual([]);
  });
});
