/**
 * The JavaScript a browser loads to show /loan/ is at most 120 KB gzip, and the PDF library is not
 * part of it (it loads on Download, see loan-area.spec.ts). Measured in Chromium on a fresh load with the
 * session cookie, and compared with scripts/budget.mjs.
 */
import { gzipSize, measure, ROUTE_BUDGETS } from '../scripts/budget.mjs';
import { buildDir } from './support/env';
import { expect, login, test } from './support/fixtures';

test('loan: /loan/ loads at most 120 KB gzip of JavaScript, without the PDF library', async ({
  page,
  browser,
}) => {
  await login(page, 'employee');
  const storageState = await page.context().storageState();
  const context = await browser.newContext({
    storageState,
    serviceWorkers: 'block',
    viewport: { width: 360, height: 740 },
  });
  const fresh = await context.newPage();
  const scripts = new Map<string, number>();
  const pending: Promise<void>[] = [];
  fresh.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!path.startsWith('/assets/') || !path.endsWith('.js')) return;
    pending.push(
      response.body().then((body) => {
        scripts.set(path, gzipSize(body));
      }),
    );
  });
  await fresh.goto(new URL('/loan/', page.url()).href);
  await expect(fresh.getByRole('heading', { level: 1, name: 'Riwayat Koperasi' })).toBeVisible();
  await expect(fresh.getByRole('button', { name: /Lihat detail pinjaman/ }).first()).toBeVisible();
  await fresh.waitForLoadState('networkidle');
  await Promise.all(pending);
  await context.close();

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const budget = ROUTE_BUDGETS.find((row) => row.path === '/loan/');
  expect(budget?.budgetBytes).toBe(120 * 1024);
  console.log(`/loan/ JS in the browser: ${total} B gzip in ${scripts.size} files`);
  expect(total).toBeLessThanOrEqual(120 * 1024);
  expect([...scripts.keys()].some((path) => /loan-pdf|jspdf/.test(path))).toBe(false);
  const fromBuild = measure(buildDir(), budget);
  expect(Math.abs(total - fromBuild.total)).toBeLessThanOrEqual(3 * 1024);
});
