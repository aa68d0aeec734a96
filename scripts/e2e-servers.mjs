/**
 * The two servers of an app's end-to-end run (both Playwright configs): the mock server on 127.0.0.1:mockPort,
 * and `vite preview` of the app's production build on 127.0.0.1:appPort, proxying /api to that mock. Started
 * once per run by Playwright and stopped by it; never reused, so a run never talks to a stray server.
 * `env` is the preview's own (its build folder and port variables). The mock's fault dice are seeded
 * (MOCK_FAULT_SEED), so a spec that asks for faults (x-mock-error-rate, x-mock-drop-rate) sees the same ones each run.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/**
 * Lanes: each Playwright worker runs against its own mock and previews (the mock resets before every test, so two
 * workers on one mock would wipe each other's data). Worker n (TEST_PARALLEL_INDEX) uses the base ports + n × LANE_PORT_STEP.
 * E2E_WORKERS sets how many; by default one per core, at most two. Measured 2026-11-28 on this 2-core machine (two
 * kiosk soaks beside it, ~25 % of the CPU): the PWA's 153 tests took 378 s with two lanes against 565 s with one, the
 * console's 35 tests 206 s against 322 s (docs/performance.md "End-to-end time").
 */
export const LANE_PORT_STEP = 7;
export const E2E_WORKERS = Math.max(
  1,
  Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())),
);
/** This process's lane: 0 in the runner, the worker's parallel index in a worker. */
export const LANE = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** A base port shifted to a lane. */
export const lanePort = (basePort, lane = LANE) => basePort + lane * LANE_PORT_STEP;
/** 0 … E2E_WORKERS − 1. */
export const lanes = () => Array.from({ length: E2E_WORKERS }, (_, lane) => lane);

export function e2eWebServers({ appDir, appPort, mockPort, env = {} }) {
  const common = { reuseExistingServer: false, timeout: 60_000, stdout: 'ignore', stderr: 'pipe' };
  return [
    {
      ...common,
      command: `node ${rootDir}/node_modules/.bin/tsx ${rootDir}/mocks/src/server.ts`,
      url: `http://127.0.0.1:${mockPort}/__mock/personas`,
      // MOCK_READ_BURST: the recap e2e (team-recap.spec.ts) reads each of hr's 300 members' months as one caller
      // on a held clock, where the bucket never refills; the product's 60 at once / 120 a minute stays pinned by the
      // mock's own tests (state/throttle, evidence)
      env: {
        MOCK_PORT: String(mockPort),
        MOCK_QUIET: '1',
        MOCK_FAULT_SEED: '20240501',
        MOCK_READ_BURST: '400',
      },
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
