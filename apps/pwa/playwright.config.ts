/**
 * End-to-end tests of the PWA: Debian Chromium at 360×740 against the PRODUCTION build served by `vite preview`
 * (which proxies /api to the mock) and the mock server. Ports: E2E_PWA_PORT (default 4173), E2E_MOCK_PORT
 * (default 4011); PWA_OUT_DIR (default dist) is the build folder both vite.config.ts and the budget read.
 * Build first: `../../node_modules/.bin/vite build`. Each test resets the mock (see e2e/support/fixtures.ts).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../scripts/chromium-flags.mjs';

const appDir = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(appDir, '../..');
const pwaPort = Number(process.env.E2E_PWA_PORT ?? 4173);
const mockPort = Number(process.env.E2E_MOCK_PORT ?? 4011);
const outDir = process.env.PWA_OUT_DIR ?? 'dist';

export const PWA_URL = `http://127.0.0.1:${pwaPort}`;
export const MOCK_URL = `http://127.0.0.1:${mockPort}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  // Per port, so the two PWA helpers' parallel runs do not wipe each other's results.
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/e2e-${pwaPort}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    {
      command: `node ${rootDir}/node_modules/.bin/tsx ${rootDir}/mocks/src/server.ts`,
      url: `${MOCK_URL}/__mock/personas`,
      env: { MOCK_PORT: String(mockPort), MOCK_QUIET: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node ${rootDir}/node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${pwaPort} --strictPort`,
      cwd: appDir,
      url: `${PWA_URL}/login`,
      env: { MOCK_PORT: String(mockPort), PWA_OUT_DIR: outDir, PWA_PORT: String(pwaPort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
