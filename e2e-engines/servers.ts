/**
 * The servers both engines' smokes run against, started once: the mock API on 127.0.0.1 and `vite preview` of each
 * app's production build, proxying /api to that mock (the same commands as the Chromium e2e, scripts/e2e-servers.mjs).
 * Each runs in its own process group, started and stopped by its PID. Ports: E2E_ENGINES_PWA_PORT (4290),
 * E2E_ENGINES_CONSOLE_PORT (4291), E2E_ENGINES_MOCK_PORT (4292); build folders: PWA_OUT_DIR, CONSOLE_OUT_DIR (dist).
 * Not 4190: the Fetch standard blocks it (a "bad port", sieve), so Node's fetch and the browsers refuse it.
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { e2eWebServers } from '../scripts/e2e-servers.mjs';
import { startGroup, stopGroup, waitForHttp } from './children';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

export const ports = {
  pwa: Number(process.env.E2E_ENGINES_PWA_PORT ?? 4290),
  console: Number(process.env.E2E_ENGINES_CONSOLE_PORT ?? 4291),
  mock: Number(process.env.E2E_ENGINES_MOCK_PORT ?? 4292),
};

export const urls = {
  pwa: `http://127.0.0.1:${ports.pwa}`,
  console: `http://127.0.0.1:${ports.console}`,
  mock: `http://127.0.0.1:${ports.mock}`,
};

export interface Servers {
  stop(): void;
}

export async function startServers(): Promise<Servers> {
  const pwa = e2eWebServers({
    appDir: `${rootDir}apps/pwa`,
    appPort: ports.pwa,
    mockPort: ports.mock,
    env: { PWA_OUT_DIR: process.env.PWA_OUT_DIR ?? 'dist', PWA_PORT: String(ports.pwa) },
  });
  const consolePreview = e2eWebServers({
    appDir: `${rootDir}apps/console`,
    appPort: ports.console,
    mockPort: ports.mock,
    env: { CONSOLE_OUT_DIR: process.env.CONSOLE_OUT_DIR ?? 'dist', CONSOLE_PORT: String(ports.console) },
  }).slice(1);
  const all = [...pwa, ...consolePreview];
  // through a shell: e2eWebServers gives Playwright's command lines
  const children: ChildProcess[] = all.map((server) =>
    startGroup('sh', ['-c', server.command], {
      cwd: server.cwd ?? rootDir,
      env: { ...process.env, ...server.env },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const stop = () => {
    for (const child of children) stopGroup(child);
  };
  try {
    await Promise.all(all.map((server, i) => waitForHttp(String(server.url), children[i] as ChildProcess)));
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
