/**
 * End-to-end tests of the gate console: Debian Chromium at 1280×800 against the PRODUCTION build served by
 * `vite preview` (which proxies /api to the mock) and the mock server. Ports: E2E_CONSOLE_PORT (default 4174),
 * E2E_MOCK_PORT (default 4012), so a console run never collides with the PWA's (4173/4011).
 * CONSOLE_OUT_DIR (default dist) is the build folder. Build first: `../../node_modules/.bin/vite build`.
 * Scan tests launch their own Chromium with a fake camera fed from a .y4m they write (e2e/support/camera.ts).
 */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CONSOLE_URL, consolePort, MOCK_URL, mockPort } from './e2e/support/env';

const appDir = dirname(fileURLToPath(import.meta.url));
const rootDir = resolve(appDir, '../..');
const outDir = process.env.CONSOLE_OUT_DIR ?? 'dist';

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  outputDir: process.env.E2E_OUTPUT_DIR ?? `test-results/e2e-${consolePort}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL: CONSOLE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
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
      command: `node ${rootDir}/node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${consolePort} --strictPort`,
      cwd: appDir,
      url: `${CONSOLE_URL}/login`,
      env: { MOCK_PORT: String(mockPort), CONSOLE_OUT_DIR: outDir, CONSOLE_PORT: String(consolePort) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
