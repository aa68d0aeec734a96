// Shared helpers for the root scripts (start.mjs, test.mjs, the Lighthouse benches). Node built-ins only: these run
// before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_HEADLESS_SHELL } from './chromium-flags.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The median; for an even count, the mean of the middle two (not the upper one, which flatters an even sample). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export function log(text) {
  process.stdout.write(`\n\u25b6 ${text}\n`);
}

/** Runs a command inheriting stdio; returns its exit code. */
export function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(cmd, args, options) {
  const code = run(cmd, args, options);
  if (code !== 0) {
    process.stderr.write(`\n\u2716 ${cmd} ${args.join(' ')} exited with ${code}\n`);
    process.exit(code);
  }
}

/** `npm ci` when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing dependencies from the lockfile (npm ci)');
  runOrExit('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

/**
 * Debian's Chromium for the end-to-end tests and Lighthouse: installs the packages chromium and
 * chromium-headless-shell (what the e2e tests launch, scripts/chromium-flags.mjs E2E_CHROMIUM) with apt-get when
 * one is missing and that is possible. With CHROMIUM_PATH set, only that binary is needed.
 */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH
    ? [[CHROMIUM, null]]
    : [
        [CHROMIUM, 'chromium'],
        [CHROMIUM_HEADLESS_SHELL, 'chromium-headless-shell'],
      ];
  const missing = () => wanted.filter(([path]) => !existsSync(path));
  if (missing().length === 0) return true;
  aptInstall(
    missing()
      .map(([, name]) => name)
      .filter(Boolean),
  );
  // Without the headless shell the tests run in Chromium itself, only slower.
  if (existsSync(CHROMIUM)) return true;
  process.stderr.write(
    `\n\u2716 The end-to-end tests need Chromium at ${CHROMIUM}.\n` +
      '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n' +
      '  (or set CHROMIUM_PATH to an installed Chromium/Chrome binary).\n',
  );
  return false;
}

let aptUpdated = false;

/** Installs Debian `packages` with apt-get when this runs as root on a machine with apt (else does nothing). */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt || packages.length === 0) return;
  log(`Installing Debian ${packages.join(', ')} with apt-get`);
  if (!aptUpdated) run('apt-get', ['update', '-qq']);
  aptUpdated = true;
  run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** What the engines' smoke (e2e-engines/) runs, by the Debian package that brings it. */
export const ENGINE_PACKAGES = [
  ['/usr/bin/firefox-esr', 'firefox-esr'],
  ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'],
  // WebKitWebDriver's browser, from the library webkit2gtk-driver depends on
  ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', 'libwebkit2gtk-4.1-0'],
  ['/usr/bin/xvfb-run', 'xvfb'],
  // xvfb-run's, a recommendation apt may be told to skip
  ['/usr/bin/xauth', 'xauth'],
];

/**
 * Debian's firefox-esr, webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb for the engines' smoke:
 * installs what is missing with apt-get when run as root, else prints the command. True when all are there.
 */
export function ensureEngines() {
  const missing = () => ENGINE_PACKAGES.filter(([path]) => !existsSync(path));
  if (missing().length === 0) return true;
  aptInstall(missing().map(([, name]) => name));
  const still = missing();
  if (still.length === 0) return true;
  process.stderr.write(
    `\n\u2716 The Firefox and WebKit smoke needs ${still.map(([path]) => path).join(', ')}.\n` +
      `  Install them with:  sudo apt-get update && sudo apt-get install -y ${ENGINE_PACKAGES.map(([, name]) => name).join(' ')}\n`,
  );
  return false;
}

/**
 * Debian's openssl: scripts/tls-host.mjs (the built app over TLS and HTTP/2, for Lighthouse) makes its self-signed
 * certificate with it, and its test runs in `npm test`. Installs it when missing and possible; true when it is there.
 */
export function ensureOpenssl() {
  const path = '/usr/bin/openssl';
  if (existsSync(path)) return true;
  aptInstall(['openssl']);
  if (existsSync(path)) return true;
  process.stderr.write(
    `\n\u2716 scripts/tls-host.mjs needs ${path}.\n  Install it with:  sudo apt-get install -y openssl\n`,
  );
  return false;
}

/** Spawns a long-running child in its own process group so it can be stopped with all its children. */
export function startChild(cmd, args, options = {}) {
  const child = spawn(cmd, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...options,
  });
  return child;
}

export function stopChild(child) {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export async function waitForHttp(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}
