// Lighthouse (mobile preset: a Moto G-class phone on slow 4G) of logged-in PWA routes, 3 runs each, medians.
// The persona's `upah_token` cookie is set through CDP in our own Chromium (the app reads document.cookie), then
// Lighthouse drives that browser (--port) without resetting storage; caches and the service worker are cleared before
// each run. Needs the mock served and the production build (apps/pwa/dist), e.g.
//   MOCK_PORT=4010 node_modules/.bin/tsx mocks/src/server.ts &
//   MOCK_URL=http://127.0.0.1:4010 node apps/pwa/scripts/lighthouse.mjs /attendance/ /loan/
// The build is served as its deployment serves it, over TLS with HTTP/2 (scripts/tls-host.mjs, started here on a free
// port, self-signed: the browser ignores certificate errors): a PWA is only installable and its service worker only
// runs on a secure origin, and HTTPS hosts speak HTTP/2. Lighthouse's simulation models the connections it saw:
// `vite preview` speaks HTTP/1.1 (its proxy has no HTTP/2), six connections each with its own handshake and slow
// start, which no phone has to the product. PWA_URL measures a server already running instead (e.g. the preview,
// http://127.0.0.1:4173, for the HTTP/1.1 figures).
// Lighthouse itself is not a dependency of the repo: LIGHTHOUSE points at an install (npm i lighthouse@12.8).
// CPU: Lighthouse's simulated 4x slowdown is calibrated for a high-end desktop host (benchmarkIndex 1500–2000).
// Each run prints the host's benchmarkIndex; on a weaker host Lighthouse's docs/throttling.md tells to lower the
// multiplier (its table: a host in the 800–1200 band emulates a mid-tier phone at 2x). LH_CPU sets it (default 4,
// Lighthouse's own); give both figures when you calibrate.
// Chromium runs with the flags Lighthouse's own launcher gives it (chrome-launcher's DEFAULT_FLAGS, read from the
// Lighthouse install: no extensions, translate, renderer backgrounding or RenderDocument…), which a browser we start
// ourselves would otherwise miss, and without the omnibox popups Chromium 156 preloads as WebUI renderers even when
// headless: two more renderer processes busy during the load, on a 2-core machine, that no phone has.
// The browser is Debian's chromium-headless-shell (`apt-get install -y chromium-headless-shell`: Chromium's old headless
// mode, the same Blink and V8 as chromium), else chromium in its new headless mode (LH_CHROME picks one). The new mode
// keeps a hidden browser window and composites and rasterizes its UI in software: in a trace of /attendance/ its
// browser process ran 205 raster tasks to the page's 13, and in the first 2 s Viz, the browser's main thread and
// the page's main thread took 776, 752 and 685 ms of wall time against 156, 203 and 404 ms with the shell. On a
// 2-core host the page's tasks wait for a core meanwhile, and Lighthouse's simulated throttling multiplies their
// wall time by 4: 6 interleaved pairs on /attendance/ scored median 95.5 with chromium and 99 with the shell.
// LH_SCREENS ("1280x800,800x1280") runs each route at those emulated screen sizes (default: the mobile preset's);
// LH_CHROME_ARGS adds Chromium flags (space-separated); LH_FLAGS adds Lighthouse flags (e.g. --save-assets for the trace). apps/console/bench/lighthouse.mjs runs the console this way.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM_ARGS,
  CHROMIUM_HEADLESS_SHELL as HEADLESS_SHELL,
} from '../../../scripts/chromium-flags.mjs';
import { CHROMIUM, median } from '../../../scripts/lib.mjs';

const routes = process.argv.slice(2);
if (routes.length === 0) {
  console.error('usage: node apps/pwa/scripts/lighthouse.mjs /route [/route …]');
  process.exit(2);
}
const mockUrl = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
/** scripts/tls-host.mjs over apps/pwa/dist when no PWA_URL is given; stopped by its PID at the end. */
const tlsHost = process.env.PWA_URL
  ? null
  : spawn(
      process.execPath,
      [
        fileURLToPath(new URL('../../../scripts/tls-host.mjs', import.meta.url)),
        fileURLToPath(new URL('../dist', import.meta.url)),
        '0',
        new URL(mockUrl).port,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
const pwaUrl =
  process.env.PWA_URL ??
  (await new Promise((resolve, reject) => {
    tlsHost.once('exit', (code) => reject(new Error(`scripts/tls-host.mjs exited with ${code}`)));
    tlsHost.stdout.on('data', (chunk) => {
      const url = /https:\/\/127\.0\.0\.1:\d+/.exec(String(chunk))?.[0];
      if (url) resolve(url);
    });
  }));
// the TLS host's certificate is self-signed
const certificateArgs = pwaUrl.startsWith('https://127.0.0.1') ? ['--ignore-certificate-errors'] : [];
const lighthouse = process.env.LIGHTHOUSE ?? '/tmp/lh/node_modules/.bin/lighthouse';
const phone = process.env.LH_PHONE ?? '+6281100000001';
const runs = Number(process.env.LH_RUNS ?? 3);
const screens = process.env.LH_SCREENS
  ? process.env.LH_SCREENS.split(',').map((size) => size.split('x').map(Number))
  : [null];
const browser = process.env.LH_CHROME ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
if (!process.env.LH_CHROME && browser !== HEADLESS_SHELL) {
  console.warn(
    `${HEADLESS_SHELL} not found: ${CHROMIUM} in its new headless mode, whose hidden window costs the page CPU time`,
  );
}
const extraChromeArgs = (process.env.LH_CHROME_ARGS ?? '').split(' ').filter(Boolean);
const { DEFAULT_FLAGS: launcherFlags } = await import(
  join(dirname(dirname(lighthouse)), 'chrome-launcher/dist/flags.js')
).catch(() => {
  console.error(
    `chrome-launcher's flags not found beside ${lighthouse} (LIGHTHOUSE: an npm install of lighthouse@12.8)`,
  );
  process.exit(2);
});
const HEADLESS_WEBUI = [
  'PreloadTopChromeWebUI',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];
/** Chromium keeps only the last --disable-features, so every list of `flags` and `disabled` goes into one. */
function withOneFeatureList(flags, disabled) {
  const prefix = '--disable-features=';
  const features = flags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','));
  const others = flags.filter((flag) => !flag.startsWith(prefix));
  return [...new Set(others), `${prefix}${[...new Set([...features, ...disabled])].join(',')}`];
}

const login = await fetch(`${mockUrl}/auth/login/global/employee/phone`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ phoneNumber: phone, password: 'rahasia123' }),
});
const token = (await login.json()).data.loginToken[0].authToken;
// Our own Chromium with a debugging port: the cookie is set through CDP, then Lighthouse drives the same browser
// (--port) without resetting storage. Stopped by its PID at the end.
const debugPort = Number(process.env.LH_DEBUG_PORT ?? 9333);
const profile = mkdtempSync(join(tmpdir(), 'pwa-lh-'));
const browserProcess = spawn(
  browser,
  [
    ...(browser === HEADLESS_SHELL ? [] : ['--headless=new']),
    ...withOneFeatureList(
      [...launcherFlags, ...CHROMIUM_ARGS, ...certificateArgs, ...extraChromeArgs],
      HEADLESS_WEBUI,
    ),
    `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profile}`,
    'about:blank',
  ],
  { stdio: 'ignore', detached: true },
);
/**
 * Connects to our Chromium, runs `work` on its default context, and disconnects again: Playwright holds new targets
 * until it lets them run, so it must not stay connected while Lighthouse opens its tab.
 */
async function withBrowser(work) {
  let cdp = null;
  for (let attempt = 0; attempt < 50 && !cdp; attempt++) {
    try {
      cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  if (!cdp) throw new Error('Chromium did not open its debugging port');
  try {
    await work(cdp.contexts()[0]);
  } finally {
    await cdp.close();
  }
}
/** Is any process of the group `pid` leads still running? */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}
/** Stops our Chromium and its helper processes (its process group, by its PID) and, once it has exited, removes its
 * profile; stops the TLS host by its PID. */
async function stopBrowser() {
  if (tlsHost) process.kill(tlsHost.pid, 'SIGTERM');
  const exited = new Promise((resolve) => browserProcess.once('exit', resolve));
  process.kill(-browserProcess.pid, 'SIGTERM');
  await exited;
  // Its helper processes may still be writing to the profile: wait until none of the group is left (at most 5 s).
  for (let wait = 0; wait < 50 && groupAlive(browserProcess.pid); wait++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  } catch (error) {
    console.warn(`profile ${profile} not removed: ${error.message}`);
  }
}
await withBrowser((context) => context.addCookies([{ name: 'upah_token', value: token, url: pwaUrl }]));

for (const { route, screen } of routes.flatMap((r) => screens.map((size) => ({ route: r, screen: size })))) {
  const name = screen ? `${route} at ${screen[0]}×${screen[1]}` : route;
  const screenFlags = screen
    ? [
        `--screenEmulation.width=${screen[0]}`,
        `--screenEmulation.height=${screen[1]}`,
        '--screenEmulation.deviceScaleFactor=1',
        '--screenEmulation.mobile=true',
      ]
    : [];
  const rows = [];
  for (let run = 1; run <= runs; run++) {
    // Every run starts cold, as a first visit would, but logged in: service worker, caches and HTTP cache go,
    // the session cookie stays.
    await withBrowser(async (context) => {
      const blank = await context.newPage();
      const session = await context.newCDPSession(blank);
      await session.send('Network.clearBrowserCache');
      await session.send('Storage.clearDataForOrigin', {
        origin: new URL(pwaUrl).origin,
        storageTypes: 'service_workers,cache_storage,indexeddb,local_storage',
      });
      await blank.close();
    });
    const out = join(tmpdir(), `pwa-lh-${name.replace(/\W+/g, '_')}-${run}.json`);
    const result = spawnSync(
      lighthouse,
      [
        `${pwaUrl}${route}`,
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        `--output-path=${out}`,
        '--quiet',
        `--port=${debugPort}`,
        '--disable-storage-reset',
        `--throttling.cpuSlowdownMultiplier=${process.env.LH_CPU ?? 4}`,
        ...screenFlags,
        ...(process.env.LH_FLAGS ?? '').split(' ').filter(Boolean),
      ],
      {
        env: { ...process.env, CHROME_PATH: browser },
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) {
      await stopBrowser();
      process.exit(result.status ?? 1);
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    const c = report.categories;
    const a = report.audits;
    const row = {
      performance: Math.round(c.performance.score * 100),
      accessibility: Math.round(c.accessibility.score * 100),
      bestPractices: Math.round(c['best-practices'].score * 100),
      fcp: a['first-contentful-paint'].numericValue,
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      benchmarkIndex: Math.round(report.environment.benchmarkIndex),
      cpuSlowdown: report.configSettings.throttling.cpuSlowdownMultiplier,
      si: a['speed-index'].numericValue,
      finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
      browser: browser.replace(/.*\//, ''),
    };
    rows.push(row);
    console.log(`${name} run ${run}: ${JSON.stringify(row)}`);
  }
  const m = (key) => median(rows.map((row) => row[key]));
  console.log(
    `${name} median of ${runs} (${rows[0].browser}, CPU ${rows[0].cpuSlowdown}x, benchmarkIndex ${m('benchmarkIndex')}): performance ${m('performance')}, accessibility ${m('accessibility')}, best practices ${m('bestPractices')}, FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, SI ${(m('si') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms, CLS ${m('cls').toFixed(3)}`,
  );
}
await stopBrowser();
