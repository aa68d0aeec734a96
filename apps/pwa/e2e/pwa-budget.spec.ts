import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET_BYTES, gzipSize, measure } from '../scripts/budget.mjs';
import { buildDir } from './support/env';
import { expect, test } from './support/fixtures';

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
