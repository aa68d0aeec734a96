/**
 * The two servers of an app's end-to-end run (both Playwright configs): the mock server on 127.0.0.1:mockPort,
 * and `vite preview` of the app's production build on 127.0.0.1:appPort, proxying /api to that mock. Started
 * once per run by Playwright and stopped by it; never reused, so a run never talks to a stray server.
 * `env` is the preview's own (its build folder and port variables). The mock's fault dice are seeded
 * (MOCK_FAULT_SEED), so a spec that asks for faults (x-mock-error-rate, x-mock-drop-rate) sees the same ones each run.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

export function e2eWebServers({ appDir, appPort, mockPort, env = {} }) {
  const common = { reuseExistingServer: false, timeout: 60_000, stdout: 'ignore', stderr: 'pipe' };
  return [
    {
      ...common,
      command: `node ${rootDir}/node_modules/.bin/tsx ${rootDir}/mocks/src/server.ts`,
      url: `http://127.0.0.1:${mockPort}/__mock/personas`,
      env: { MOCK_PORT: String(mockPort), MOCK_QUIET: '1', MOCK_FAULT_SEED: '20240501' },
    },
    {
      ...common,
      command: `node ${rootDir}/node_modules/vite/bin/vite.js preview --host 127.0.0.1 --port ${appPort} --strictPort`,
      cwd: appDir,
      url: `http://127.0.0.1:${appPort}/login`,
      env: { MOCK_PORT: String(mockPort), ...env },
    },
  ];
}
