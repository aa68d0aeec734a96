/**
 * Cold load of the scan screen (scripts/boot-script.mjs, build/boot-routes.mjs): index.html's boot script starts
 * the subordinates GET before the JavaScript has arrived, and the API client takes that answer: it goes out once,
 * ahead of the entry script, and the scan screen shows as before.
 */
import { BOOT_ROUTES } from '../build/boot-routes.mjs';
import { expect, login, test } from './support/fixtures';

test('cold load of the scan screen: its first GET starts before the entry and goes out once', async ({
  page,
}) => {
  const early = BOOT_ROUTES.find((route) => route.path === '/')?.earlyGets ?? [];
  expect(early).toEqual(['/employee/profile/subordinate/direct']);
  // The signed-in scan screen's own GET (sent by its effect after the heading shows) answered before the listener
  // starts: else its request event can land after it and count as the reload's (1 of 35 tests, one lane).
  const firstLoad = page.waitForResponse((response) => response.url().endsWith(`/api${early[0]}`));
  await login(page);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await firstLoad;
  const order: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) order.push(pathname.slice('/api'.length));
    else if (/^\/assets\/index-[^/]+\.js$/.test(pathname)) order.push('entry');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', /manifest\.webmanifest$/);
  expect(order.filter((seen) => seen === early[0])).toHaveLength(1);
  expect(order.indexOf(early[0] ?? '')).toBeLessThan(order.indexOf('entry'));
});
