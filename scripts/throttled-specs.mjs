/**
 * The e2e specs that throttle Chromium's CPU through the DevTools protocol (`Emulation.setCPUThrottlingRate`, the
 * cold loads of apps/pwa/e2e/support/cold-cls.ts). Under libfaketime (the runs at a chosen instant, README "Tests
 * at any hour") a throttled page never finishes loading and starves the other lane, so `E2E_NO_THROTTLE=1` leaves
 * these files out of both Playwright configs. Plain runs (`npm test`, `npm run e2e`) keep them.
 * scripts/throttled-specs.test.ts checks that every spec using the throttle is listed here.
 */

/** Spec files, relative to each app's e2e folder, that throttle the CPU. */
export const THROTTLED_SPECS = {
  'apps/pwa': ['cls-cold-load.spec.ts'],
  'apps/console': ['cls-cold-load.spec.ts'],
};

/** Playwright `testIgnore` globs for `app`: its throttled specs when E2E_NO_THROTTLE=1, else none. */
export function throttledSpecsIgnored(app, env = process.env) {
  if (env.E2E_NO_THROTTLE !== '1') return [];
  const files = THROTTLED_SPECS[app];
  if (!files) throw new Error(`throttled-specs: no list for ${app}`);
  return files.map((file) => `**/${file}`);
}
