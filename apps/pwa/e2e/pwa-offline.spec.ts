import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { buildDir } from './support/env';
import {
  expect,
  expectNoAxeViolations,
  expireSessions,
  login,
  screenshot,
  test,
  WITH_SERVICE_WORKER,
} from './support/fixtures';

test.use(WITH_SERVICE_WORKER);

/** The page's service-worker versions as the browser reports them: the activated ones' ids, and any one's status. */
async function serviceWorkerVersions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const status = new Map<string, string>();
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) status.set(v.versionId, v.status);
  });
  await cdp.send('ServiceWorker.enable');
  return {
    activated: () => [...status].filter(([, s]) => s === 'activated').map(([id]) => id),
    status: (id: string) => status.get(id),
  };
}

/** Waits until the service worker is active and controls the page (second load of the app). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('installable PWA', () => {
  test('manifest: name Upah, start_url /dashboard, standalone, lang id, 192/512 and maskable PNG icons', async ({
    page,
    request,
  }) => {
    await page.goto('/login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(new URL(href ?? '', page.url()).toString())).json();
    expect(manifest).toMatchObject({
      name: 'Upah',
      short_name: 'Upah',
      start_url: '/dashboard',
      display: 'standalone',
      lang: 'id',
    });
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const response = await request.get(new URL(icon.src, page.url()).toString());
      expect(response.headers()['content-type']).toContain('image/png');
      const body = await response.body();
      expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(body.readUInt32BE(16)).toBe(Number(icon.sizes.split('x')[0]));
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  });

  test('offline: the notice appears, and the app shell still opens from the service worker', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await controlledByServiceWorker(page);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);

    await context.setOffline(true);
    await expect(page.getByTestId('offline-banner')).toHaveText(
      'Anda sedang offline. Data terakhir ditampilkan.',
    );

    await page.reload();
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await expect(page.getByTestId('offline-banner')).toBeVisible();
    // a lazy route that was never opened also comes from the precache
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nomor WhatsApp' })).toBeVisible();
    await screenshot(page, 'offline-forget-1');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
    await screenshot(page, 'offline-login');
    await expectNoAxeViolations(page);

    await context.setOffline(false);
    await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  });

  test('the service worker never answers /api from a cache', async ({ page, context }) => {
    await page.goto('/login');
    await controlledByServiceWorker(page);
    const names = await page.evaluate(async () => {
      const keys = await caches.keys();
      const urls: string[] = [];
      for (const key of keys) {
        const cache = await caches.open(key);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(names.length).toBeGreaterThan(5);
    expect(names.some((path) => path.startsWith('/api'))).toBe(false);
    expect(names).toContain('/index.html');
    await context.setOffline(true);
    const status = await page.evaluate(async () => {
      try {
        return (await fetch('/api/company/settings')).status;
      } catch {
        return 'network-error';
      }
    });
    expect(status).toBe('network-error');
  });

  test('update prompt: a new deployed worker shows "Versi baru tersedia"; "Muat ulang" activates it', async ({
    page,
  }) => {
    await page.goto('/login');
    await controlledByServiceWorker(page);
    // Both workers have one script URL: they are told apart by the browser's version ids (DevTools protocol).
    const versions = await serviceWorkerVersions(page);
    await expect.poll(() => versions.activated()).toHaveLength(1);
    const [firstVersion] = versions.activated();
    // "Deploy" a new version: the preview server reads files per request, so new bytes in sw.js are a new worker.
    const swPath = join(buildDir(), 'sw.js');
    const original = readFileSync(swPath, 'utf8');
    try {
      writeFileSync(swPath, `${original}\n// e2e: new version ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const prompt = page.getByTestId('update-prompt');
      await expect(prompt).toContainText('Versi baru tersedia', { timeout: 15_000 });
      await screenshot(page, 'update-prompt');
      await expectNoAxeViolations(page);
      const reloaded = page.waitForEvent('load');
      await prompt.getByRole('button', { name: 'Muat ulang' }).click();
      await reloaded;
      await expect(page.getByRole('button', { name: 'Masuk' })).toBeVisible();
      await expect(page.getByTestId('update-prompt')).toHaveCount(0);
      // The new worker controls the page now, the first one is gone.
      await expect.poll(() => versions.activated()).toEqual([expect.not.stringMatching(`^${firstVersion}$`)]);
      expect(versions.status(firstVersion ?? '')).toBe('redundant');
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      const waiting = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.waiting,
      );
      expect(waiting).toBeNull();
    } finally {
      writeFileSync(swPath, original);
    }
  });

  test('§8 401: expired sessions log out on reload with "Anda tidak bisa mengakses aplikasi"', async ({
    page,
    request,
  }) => {
    await login(page, 'employee');
    await expireSessions(request);
    await page.reload();
    await page.waitForURL(/\/login$/);
    await expect(page.getByTestId('alert-danger')).toHaveText(/Anda tidak bisa mengakses aplikasi/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'upah_token')).toBeUndefined();
    await screenshot(page, 'logged-out-401');
  });
});
