/**
 * Production tracking (SPEC §2): the list and the form as each of the four roles at 360×740, with axe on each screen, and
 * every control on them at least 48 px (gloved hands).
 */
import type { Page } from '@playwright/test';
import { controlsUnder } from '../../../scripts/touch-targets.mjs';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

async function expectScreenOk(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  expect(await controlsUnder(page, 48), `controls under 48 px on ${page.url()}`).toEqual([]);
}

const SHOTS = process.env.PROD_SHOTS_DIR;

for (const role of ['operator', 'worker', 'checker', 'manager'] as const) {
  test(`§6 ${role}: the list shows the role's boxes and cards, the form opens; axe finds nothing`, async ({
    page,
  }) => {
    test.setTimeout(120_000); // three axe runs and a login; the shared 2-core machine is slow
    await login(page, role);
    await page.getByRole('link', { name: /Input Produksi/ }).click();
    await expect(page).toHaveURL(/\/production-tracking\/$/);
    await expect(page.getByRole('heading', { name: 'Production Tracking', level: 1 })).toBeVisible();
    await expect(page.locator('.prod-card').first()).toBeVisible();
    const first = role === 'checker' || role === 'manager' ? 'Pending data' : 'Submitted data';
    await expect(page.locator('.prod-box').first()).toContainText(first);
    await expectScreenOk(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/list-${role}.png`, fullPage: true });
    await page
      .locator('.prod-card')
      .nth(role === 'checker' ? 2 : role === 'manager' ? 3 : 1)
      .getByRole('link')
      .click();
    await expect(page).toHaveURL(/\/production-tracking\/form\?/);
    await expect(page.locator('.prod-entry').first()).toBeVisible();
    await expectScreenOk(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-${role}.png`, fullPage: true });
    if (role === 'operator' || role === 'worker') {
      await page.getByRole('button', { name: 'Tambah Data' }).click();
      await expect(page.locator('.prod-member__input').first()).toBeFocused();
      await expectScreenOk(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-${role}.png` });
    } else {
      await page.getByRole('button', { name: 'Status History' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectScreenOk(page);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-${role}.png` });
    }
  });
}
