/**
 * The JavaScript a browser loads to show /loan/ is at most 125 KB gzip, and the PDF library is not
 * part of it (it loads on Download, see loan-area.spec.ts). Measured in Chromium on a fresh load with the
 * session cookie, and compared with scripts/budget.mjs: every file the build says the first render needs is
 * loaded by the browser, and they add up to at most 125 KB. What loads after the screen is shown (the shell's
 * clock queue, started once the page is idle) is printed beside it, not counted in the budget.
 */
import { gzipSize, measure, ROUTE_BUDGETS } from '../scripts/budget.mjs';
import { buildDir } from './support/env';
import { expect, login, test } from './support/fixtures';

test('loan: /loan/ loads at most 125 KB gzip of JavaScript, without the PDF library', async ({
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

  const budget = ROUTE_BUDGETS.find((row) => row.path === '/loan/');
  expect(budget?.budgetBytes).toBe(125 * 1024);
  const fromBuild = measure(buildDir(), budget);
  const firstRender = fromBuild.rows.map((row) => `/${row.file}`);
  expect(
    firstRender.filter((path) => !scripts.has(path)),
    'first-render files the browser did not load',
  ).toEqual([]);
  const total = firstRender.reduce((sum, path) => sum + (scripts.get(path) ?? 0), 0);
  const afterwards = [...scripts.entries()].filter(([path]) => !firstRender.includes(path));
  const afterBytes = afterwards.reduce((sum, [, size]) => sum + size, 0);
  console.log(
    `/loan/ JS in the browser: first render ${total} B gzip in ${firstRender.length} files; after it ${afterBytes} B in ${afterwards.length}`,
  );
  expect(total).toBeLessThanOrEqual(125 * 1024);
  expect(Math.abs(total - fromBuild.total)).toBeLessThanOrEqual(1024);
  expect([...scripts.keys()].some((path) => /loan-pdf|jspdf/.test(path))).toBe(false);
});
