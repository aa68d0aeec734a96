/**
 * SPEC §8 (a 401 logs out with 'Anda tidak bisa mengakses aplikasi') at a shared desk: hr-plant's board of 5,000
 * is up when its session ends on a 401; hr signs in next on the same tablet and never sees hr-plant's day, not even
 * while the own board loads (every figure the "Semua" count shows from the second sign-in on is recorded in the
 * page). Then a logout: hr's board is gone before the next sign-in too. Pinned at a Wednesday 10:00; the figures
 * are counted from each persona's own GET /attendance/team/day.
 */
import type { Page } from '@playwright/test';
import { expect, test, unlockWith } from './support/fixtures';
import { hrGet, openAsHr } from './support/hr-console';
import { apiToken, PASSWORD, phoneOf } from './support/mock-api';

const WEDNESDAY_10 = '2026-12-09T10:00:00+07:00';

async function signIn(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Nomor HP').fill(phone.replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** From now on, every text the board's "Semua" figure shows, in order (a MutationObserver in the page). */
async function recordAllFigure(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { figures: string[] };
    w.figures = [];
    const read = () => {
      const text = document.querySelector('[data-testid="team-count-all"] .team-count__value')?.textContent;
      if (text && w.figures.at(-1) !== text) w.figures.push(text);
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const figures = (page: Page) => page.evaluate(() => (window as unknown as { figures: string[] }).figures);

test("a 401 at a desk, then another HR signs in: the last one's board of 5,000 never shows; a logout likewise", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const plantToken = await apiToken(request, 'hr-plant');
  const plantDay = await hrGet<{ members: unknown[] }>(request, '/attendance/team/day', plantToken);
  const hrDay = await hrGet<{ members: unknown[] }>(request, '/attendance/team/day');
  const plantFigure = plantDay.members.length.toLocaleString('id-ID');
  const hrFigure = hrDay.members.length.toLocaleString('id-ID');
  expect([plantFigure, hrFigure]).toEqual(['5.000', '300']);

  await openAsHr(page, context, request, WEDNESDAY_10, '/team/today', 'id', 'hr-plant');
  const all = page.getByTestId('team-count-all').locator('.team-count__value');
  await expect(all).toHaveText(plantFigure, { timeout: 15_000 });

  // the token is refused on the next call: the session ends where it was
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"message":"Unauthorized","data":null}',
    }),
  );
  await page.getByRole('navigation').getByRole('link', { name: 'Rekap bulanan' }).click();
  await expect(page.getByText('Anda tidak bisa mengakses aplikasi')).toBeVisible();
  await expect(page.getByLabel('Nomor HP')).toBeVisible();
  await page.unroute('**/api/**');

  await recordAllFigure(page);
  await signIn(page, await phoneOf(request, 'hr'));
  // back on the screen the session ended on (Rekap bulanan), the PIN of this browser session already given
  const board = page.getByRole('navigation').getByRole('link', { name: 'Tim hari ini' });
  await expect(page).toHaveURL(/\/team\/recap$/);
  await board.click();
  await expect(all).toHaveText(hrFigure, { timeout: 15_000 });
  expect(await figures(page)).not.toContain(plantFigure);
  expect(await figures(page)).toContain(hrFigure);

  // a logout: nothing of hr's board is left for the next sign-in either
  await page.getByRole('navigation').getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page.getByLabel('Nomor HP')).toBeVisible();
  await recordAllFigure(page);
  await signIn(page, await phoneOf(request, 'hr-plant'));
  // a logout forgets the tablet's PIN: the next one sets it anew
  await unlockWith(page, '4821', true);
  await expect(all).toHaveText(plantFigure, { timeout: 15_000 });
  expect(await figures(page)).not.toContain(hrFigure);
});
