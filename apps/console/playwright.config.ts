/**
 * End-to-end tests of the gate console: Debian Chromium at 1280×800 against the PRODUCTION build served by
 * `vite preview` (which proxies /api to the mock) and the mock server. Ports: E2E_CONSOLE_PORT (default 4174),
 * E2E_MOCK_PORT (default 4012), so a console run never collides with the PWA's (4173/4011).
 * CONSOLE_OUT_DIR (default dist) is the build folder. Build first: `../../node_modules/.bin/vite build`.
 * Scan tests launch their own Chromium with a fake camera fed from a .y4m they write (e2e/support/camera.ts).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2eWebServers } from '../../scripts/e2e-servers.mjs';
import { CHROMIUM_ARGS, CONSOLE_URL, consolePort, mockPort } from './e2e/support/env';

const appDir = dirname(fileURLToPath(import.meta.url));
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
  webServer: e2eWebServers({
    appDir,
    appPort: consolePort,
    mockPort,
    env: { CONSOLE_OUT_DIR: outDir, CONSOLE_PORT: String(consolePort) },
  }),
});
