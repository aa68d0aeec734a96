/**
 * End-to-end tests of the gate console: Debian Chromium at 1280×800 against the PRODUCTION build served by
 * `vite preview` (which proxies /api to the mock) and the mock server. Ports: E2E_CONSOLE_PORT (default 4174),
 * E2E_MOCK_PORT (default 4012), so a console run never collides with the PWA's (4173/4011). The PWA's build is
 * served too, on E2E_PWA_PORT (default 4175), against the same mock, for the gate e2e across the two apps.
 * Those are the first worker's; each further worker (E2E_WORKERS) has its own, shifted (scripts/e2e-servers.mjs).
 * CONSOLE_OUT_DIR / PWA_OUT_DIR (default dist) are the build folders. Build both first:
 * `npx turbo run build --filter=@upah/console --filter=@upah/pwa`.
 * Scan tests launch their own Chromium with a fake camera fed from a .y4m they write (e2e/support/camera.ts).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_WORKERS, e2eWebServers, lanePort, lanes } from '../../scripts/e2e-servers.mjs';
import { throttledSpecsIgnored } from '../../scripts/throttled-specs.mjs';
import {
  baseConsolePort,
  baseMockPort,
  basePwaPort,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  CONSOLE_URL,
} from './e2e/support/env';

const appDir = dirname(fileURLToPath(import.meta.url));
const outDir = process.env.CONSOLE_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // E2E_NO_THROTTLE=1 (the runs under faketime, README "Tests at any hour"): the CPU-throttled cold loads are left out.
  testIgnore: throttledSpecsIgnored('apps/console'),
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/e2e-${baseConsolePort}`,
  // Files spread over the workers, each with its own servers (lanes, scripts/e2e-servers.mjs); a file's tests in order.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A stray test.only would run one test and pass: CI refuses it.
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: CONSOLE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'allow',
    // CI keeps no files, only the log: no trace there (recording one cost every test about 9 %: two PWA spec
    // files took 53.3 s with it and 48.6 s without, medians of two runs); a failure still writes its screenshot
    // and error-context.md. Locally a failed test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: lanes().flatMap((lane) => {
    const consolePort = lanePort(baseConsolePort, lane);
    const mockPort = lanePort(baseMockPort, lane);
    const pwaPort = lanePort(basePwaPort, lane);
    return [
      ...e2eWebServers({
        appDir,
        appPort: consolePort,
        mockPort,
        env: { CONSOLE_OUT_DIR: outDir, CONSOLE_PORT: String(consolePort) },
      }),
      // The PWA's build too, on the same mock: the gate e2e (e2e/gate-cross-app.spec.ts) scans the code an
      // employee's phone really draws. Only its preview: the mock is the one above.
      ...e2eWebServers({
        appDir: resolve(appDir, '../pwa'),
        appPort: pwaPort,
        mockPort,
        env: { PWA_OUT_DIR: process.env.PWA_OUT_DIR ?? 'dist', PWA_PORT: String(pwaPort) },
      }).slice(1),
    ];
  }),
});
