/**
 * End-to-end tests of the PWA: Debian Chromium at 360×740 against the PRODUCTION build served by `vite preview`
 * (which proxies /api to the mock) and the mock server. Ports: E2E_PWA_PORT (default 4173), E2E_MOCK_PORT
 * (default 4011) for the first worker, shifted for each further one (E2E_WORKERS, scripts/e2e-servers.mjs); PWA_OUT_DIR (default dist) is the build folder both vite.config.ts and the budget read.
 * Build first: `../../node_modules/.bin/vite build`. Each test resets the mock (see e2e/support/fixtures.ts).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM } from '../../scripts/chromium-flags.mjs';
import { E2E_WORKERS, e2eWebServers, lanePort, lanes } from '../../scripts/e2e-servers.mjs';
import { throttledSpecsIgnored } from '../../scripts/throttled-specs.mjs';
import { baseMockPort, basePwaPort, PWA_URL } from './e2e/support/env';

const appDir = dirname(fileURLToPath(import.meta.url));
const outDir = process.env.PWA_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // E2E_NO_THROTTLE=1 (the runs under faketime, README "Tests at any hour"): the CPU-throttled cold loads are left out.
  testIgnore: throttledSpecsIgnored('apps/pwa'),
  // Per port, so two runs side by side (other ports) do not wipe each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/e2e-${basePwaPort}`,
  // Files spread over the workers, each with its own servers (lanes, scripts/e2e-servers.mjs); a file's tests in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A stray test.only would run one test and pass: CI refuses it.
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // Blocked but in the service worker's own specs (WITH_SERVICE_WORKER in e2e/support/fixtures.ts).
    serviceWorkers: 'block',
    // CI keeps no files, only the log: no trace there (recording one cost every test about 9 %: two PWA spec
    // files took 53.3 s with it and 48.6 s without, medians of two runs); a failure still writes its screenshot
    // and error-context.md. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: lanes().flatMap((lane) =>
    e2eWebServers({
      appDir,
      appPort: lanePort(basePwaPort, lane),
      mockPort: lanePort(baseMockPort, lane),
      env: { PWA_OUT_DIR: outDir, PWA_PORT: String(lanePort(basePwaPort, lane)) },
    }),
  ),
});
