/**
 * The JavaScript budgets in the browser, beside scripts/budget.mjs (which `npm test` runs on the build): /login's
 * first render, and every route's JavaScript by network idle (ROUTE_BUDGETS idleBudgetBytes): all a fresh load has
 * fetched once the first screen is up and what follows it has come.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from '@playwright/test';
import {
  EARLY_GETS,
  ROUTE_EARLY_GETS,
  ROUTES_WITHOUT_START_CALLS,
  TRANSPORT_CHUNK,
} from '../build/boot-script.mjs';
import {
  BUDGET_BYTES,
  gzipSize,
  IDLE_BUDGET_KB,
  measure,
  ROUTE_BUDGETS,
  type RouteBudget,
} from '../scripts/budget.mjs';
import { buildDir, PHONE } from './support/env';
import { expect, sessionCookies, test } from './support/fixtures';
import { CONCURRENT_LOADS, inTurns } from './support/in-turns';
import { watchNetwork } from './support/network-quiet';

test('the JavaScript loaded for /login is at most 100 KB gzip and matches scripts/budget.mjs', async ({
  page,
}) => {
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  // The service worker's registration code loads after the first screen (src/main.tsx, afterFirstScreen): not part
  // of the first render either measurement counts.
  const manifest = JSON.parse(readFileSync(join(buildDir(), '.vite', 'manifest.json'), 'utf8'));
  const afterLoad = `/${manifest['src/sw/register.ts'].file}`;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !response.url().endsWith('.js')) return;
    if (!new URL(response.url()).pathname.startsWith('/assets/')) return;
    if (new URL(response.url()).pathname === afterLoad) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(new URL(response.url()).pathname, gzipSize(body));
      }),
    );
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);

  const browserTotal = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const fromBuild = measure(buildDir());
  const lines = [...scripts.entries()].map(([path, size]) => `${path} ${size}`).join('\n');
  test.info().annotations.push({
    type: 'budget',
    description: `browser ${browserTotal} B gzip (${scripts.size} files), budget script ${fromBuild.total} B`,
  });
  console.log(
    `/login JS in the browser: ${browserTotal} B gzip\n${lines}\nscripts/budget.mjs: ${fromBuild.total} B`,
  );

  expect(browserTotal).toBeLessThanOrEqual(BUDGET_BYTES);
  // The two measurements agree within 3 KB (same files; the script also counts what the manifest lists).
  expect(Math.abs(browserTotal - fromBuild.total)).toBeLessThanOrEqual(3 * 1024);
  expect(new Set(fromBuild.rows.map((row) => `/${row.file}`))).toEqual(new Set(scripts.keys()));
});

/** Who opens a route: nobody on /login, the operator in production, the supervisor on the supervisor screens. */
function personaOf(route: RouteBudget): string | null {
  if (route.path === '/login') return null;
  if (route.chunks.some((chunk) => chunk.includes('features/production/'))) return 'operator';
  if (route.chunks.some((chunk) => chunk.includes('features/supervisor/'))) return 'supervisor';
  return 'employee';
}

const kb = (bytes: number) => (bytes / 1024).toFixed(2);

type Cookies = Awaited<ReturnType<typeof sessionCookies>>;

/**
 * One fresh load of `path` (route's row) with `cookies`, measured once nothing has been in flight for 1.5 s: the
 * scripts it fetched (each counted as the build's file gzipped, as scripts/budget.mjs counts it), its API calls and
 * what came after the first render. `setUp` runs in the page before its scripts (an emulated platform API).
 */
async function loadByIdle(
  browser: Browser,
  cookies: Cookies,
  route: RouteBudget,
  path: string,
  setUp?: () => void,
) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.addCookies(cookies);
  if (setUp) await context.addInitScript(setUp);
  const page = await context.newPage();
  const network = watchNetwork(page);
  // the scripts the page fetched; each counted as the build's file gzipped, as scripts/budget.mjs counts it
  const scripts = new Set<string>();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // the API client's calls (fetch), not an image's GET (a map tile, a selfie)
    if (url.pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType()))
      calls.push(url.pathname.slice(4) + url.search);
  });
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js') && response.ok()) scripts.add(path);
  });
  let failure: string | null = null;
  try {
    await page.goto(path);
    // the first screen is up (the boot script's signal), the address is the route's, nothing in flight for 1.5 s
    await page.waitForFunction(() => window.__upahQuiet === 1, null, { timeout: 30_000 });
    await expect
      .poll(() => new URL(page.url()).pathname, { message: `${path} stays on its address` })
      .toBe(path);
    await network.quiet(1_500);
  } catch (error) {
    failure = `${route.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  } finally {
    await context.close();
  }
  const firstRender = measure(buildDir(), route).rows.map((row) => `/${row.file}`);
  const sizeOf = (file: string) => gzipSize(readFileSync(join(buildDir(), file)));
  const manifest = JSON.parse(readFileSync(join(buildDir(), '.vite', 'manifest.json'), 'utf8'));
  return {
    route,
    failure,
    calls,
    transportLoaded: scripts.has(`/${manifest[TRANSPORT_CHUNK].file}`),
    missing: firstRender.filter((file) => !scripts.has(file)),
    total: [...scripts].reduce((sum, file) => sum + sizeOf(file), 0),
    files: scripts.size,
    // what came after the first render, largest first (where a route's idle figure goes)
    after: [...scripts]
      .filter((file) => !firstRender.includes(file))
      .map((file) => ({ file, size: sizeOf(file) }))
      .sort((a, b) => b.size - a.size),
  };
}

test('every route loads at most its budget of JavaScript by network idle (ROUTE_BUDGETS idleBudgetBytes)', async ({
  browser,
  request,
}) => {
  test.setTimeout(ROUTE_BUDGETS.length * 15_000);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const sessions = new Map<string, Cookies>();
  for (const key of new Set(ROUTE_BUDGETS.map(personaOf)))
    if (key) sessions.set(key, await sessionCookies(request, key));
  const loads = await inTurns(ROUTE_BUDGETS, CONCURRENT_LOADS, (route) => {
    const key = personaOf(route);
    return loadByIdle(
      browser,
      key ? (sessions.get(key) ?? []) : [],
      route,
      route.path.replace(':date', today),
    );
  });
  const lines = loads.map(
    (l) =>
      `${l.route.path.padEnd(36)} ${kb(l.total).padStart(7)} KB by idle (${l.files} files), budget ${kb(l.route.idleBudgetBytes)}`,
  );
  console.log(`JavaScript by network idle, gzip\n${lines.join('\n')}`);
  console.log(
    `After the first render, gzip KB\n${loads
      .map(
        (l) =>
          `${l.route.path}: [${l.calls.join(' ')}] ${l.after.map((a) => `${a.file.replace('/assets/', '')} ${kb(a.size)}`).join(', ')}`,
      )
      .join('\n')}`,
  );
  // each load reached its screen; every file of each route's first render was loaded; the total is in budget
  expect(loads.flatMap((l) => (l.failure ? [l.failure] : []))).toEqual([]);
  expect(
    loads.filter((l) => l.missing.length > 0).map((l) => `${l.route.path}: ${l.missing.join(', ')}`),
  ).toEqual([]);
  expect(lines.filter((_, i) => (loads[i]?.total ?? 0) > (loads[i]?.route.idleBudgetBytes ?? 0))).toEqual([]);
  // the routes the boot script does not preload the transport for (ROUTES_WITHOUT_START_CALLS) make no call but
  // its early GETs until the user acts (a filled-in placeholder compared by path), and load no transport
  const early = (path: string): string[] => [...EARLY_GETS, ...(ROUTE_EARLY_GETS[path] ?? [])];
  const isEarly = (path: string, call: string) =>
    early(path).some((get) => (get.includes('{') ? get.split('?')[0] === call.split('?')[0] : get === call));
  const withoutStart = loads.filter((l) => ROUTES_WITHOUT_START_CALLS.includes(l.route.path));
  expect(withoutStart.length).toBe(ROUTES_WITHOUT_START_CALLS.length);
  expect(
    withoutStart.flatMap((l) => [
      ...l.calls.filter((call) => !isEarly(l.route.path, call)).map((call) => `${l.route.path}: ${call}`),
      ...(l.transportLoaded ? [`${l.route.path}: the transport loaded`] : []),
    ]),
  ).toEqual([]);
});

test('the QR scanner as on Android Chrome (a native BarcodeDetector): at most 130 KB by network idle, no decode worker', async ({
  browser,
  request,
}) => {
  const route = ROUTE_BUDGETS.find((row) => row.path === '/attendance/scan-qr');
  if (!route) throw new Error('no /attendance/scan-qr row');
  // Android Chrome reads QR codes natively (the test's desktop Chromium does not): a stand-in that reads none
  const load = await loadByIdle(
    browser,
    await sessionCookies(request, 'supervisor'),
    route,
    route.path,
    () => {
      class BarcodeDetector {
        static getSupportedFormats = async () => ['qr_code'];
        detect = async () => [];
      }
      Object.defineProperty(globalThis, 'BarcodeDetector', { value: BarcodeDetector, configurable: true });
    },
  );
  console.log(
    `/attendance/scan-qr with a native BarcodeDetector: ${kb(load.total)} KB by idle (${load.files} files); after the first render: ${load.after.map((a) => `${a.file.replace('/assets/', '')} ${kb(a.size)}`).join(', ')}`,
  );
  expect(load.failure).toBeNull();
  expect(load.missing).toEqual([]);
  // the scanner started (its module is here) with the platform's detector: zxing-wasm's worker never loaded
  expect(load.after.some((a) => a.file.includes('qr-scanner'))).toBe(true);
  expect(load.after.filter((a) => a.file.includes('qr-decode-worker'))).toEqual([]);
  expect(load.total).toBeLessThanOrEqual(IDLE_BUDGET_KB * 1024);
});
