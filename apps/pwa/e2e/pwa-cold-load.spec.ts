/**
 * Cold load of a logged-in area (scripts/boot-script.mjs, apps/pwa/build/boot-script.mjs): index.html holds no
 * script tag of the app; its boot script adds the entry after the splash has painted, and starts the area's first
 * GETs (ROUTE_EARLY_GETS) with the profile and company settings before the JavaScript has arrived. Each of those
 * answers is taken by its call: every GET goes out exactly once, counted once the page is quiet (what loads after the
 * first screen, the clock queue's check among it, has loaded and run), and the screen shows its data.
 */
import type { Page } from '@playwright/test';
import { ROUTE_EARLY_GETS } from '../build/boot-script.mjs';
import { expect, login, test } from './support/fixtures';
import { watchNetwork } from './support/network-quiet';

/** Pathname + search of every /api request the page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname.slice('/api'.length) + url.search);
  });
  return seen;
}

const areas = [
  { route: '/attendance', persona: 'employee', ready: (page: Page) => page.getByTestId('shift') },
  {
    route: '/attendance/presence-history',
    persona: 'employee',
    ready: (page: Page) => page.getByTestId('request-item').first(),
  },
  {
    route: '/loan/',
    persona: 'employee',
    ready: (page: Page) => page.getByRole('button', { name: /Lihat detail pinjaman/ }).first(),
  },
  {
    route: '/production-tracking/',
    persona: 'operator',
    ready: (page: Page) => page.getByRole('link', { name: /^Isi Data: / }).first(),
  },
];

for (const { route, persona, ready } of areas) {
  test(`cold load of ${route}: the entry follows the splash, each first GET goes out once`, async ({
    page,
  }) => {
    await login(page, persona);
    const requests = apiRequests(page);
    const network = watchNetwork(page);
    const entryRequested = page.waitForRequest((request) => /\/assets\/index-[^/]+\.js$/.test(request.url()));
    const checkRequested = page.waitForRequest((request) =>
      /\/assets\/clock-queue-check-[^/]+\.js$/.test(request.url()),
    );
    await page.goto(route);
    // The served document itself carries no script tag of the app: the boot script adds the entry.
    const html = await (await page.request.get(route)).text();
    expect(html).not.toMatch(/<script[^>]+src=/);
    await entryRequested;
    await expect(ready(page)).toBeVisible();
    // Counted once the page is quiet: the boot script has declared the first screen loaded, what waits for that (the
    // clock queue's check) has been fetched and run, and no request has been in flight for a second since.
    await page.waitForFunction(() => window.__upahQuiet === 1);
    await checkRequested;
    await network.quiet();
    // a path's {jakartaMonth} and {jakartaYesterday} are the boot script's, from the page's clock (UTC+7)
    const jakartaDay = (ms: number) => new Date(ms + 7 * 3_600_000).toISOString().slice(0, 10);
    const now = await page.evaluate(() => Date.now());
    const early = ['/employee/profile/current', '/company/settings', ...(ROUTE_EARLY_GETS[route] ?? [])].map(
      (url) =>
        url
          .replace('{jakartaMonth}', jakartaDay(now).slice(0, 7))
          .replace('{jakartaYesterday}', jakartaDay(now - 86_400_000)),
    );
    for (const url of early)
      expect(
        requests.filter((seen) => seen === url),
        url,
      ).toHaveLength(1);
    // Installable as before: the manifest link is in the page once it has loaded.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
}

test('cold load of /dashboard/0: the clock queue is checked once the first screen has loaded, not during it, and its runner loads only for kept entries', async ({
  page,
}) => {
  await login(page, 'employee');
  const scripts: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/([^/]+)\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (file) scripts.push(file.replace(/-[\w-]{8}$/, ''));
  });
  const checkRequested = page.waitForRequest((request) =>
    /\/assets\/clock-queue-check-[^/]+\.js$/.test(request.url()),
  );
  const network = watchNetwork(page);
  await page.goto('/dashboard/0');
  await expect(page.getByRole('heading', { level: 1, name: /^Halo, / })).toBeVisible();
  await checkRequested;
  // the boot script had declared the first screen loaded (no resource finished for 500 ms) when its code was asked for
  expect(await page.evaluate(() => window.__upahQuiet)).toBe(1);
  const first = scripts.indexOf('clock-queue-check');
  expect(first).toBeGreaterThanOrEqual(0);
  for (const screenChunk of ['index', 'session', 'home-screen']) {
    // each of the first screen's chunks was loaded, before the check
    expect(scripts, screenChunk).toContain(screenChunk);
    expect(scripts.indexOf(screenChunk), screenChunk).toBeLessThan(first);
  }
  // and it runs: it reads whose queue this session opens (the IndexedDB owner record's database) and the profile's
  // queue, finds nothing kept, and the queue's runner and code never load
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name)))
    .toContain('upah-clock-owner');
  await network.quiet();
  expect(scripts.filter((file) => /^clock-queue(-runner)?$/.test(file))).toEqual([]);
});
