/**
 * The platform's modal dialog in a real flow (DESIGN accessible dialog; SPEC §2 forbidden dialog, §4 review before
 * sending): the operator's review dialog makes the form behind it inert, Escape closes it and focus is back on Review;
 * then the server refuses the send (403: the role was taken away meanwhile), the forbidden dialog opens over the
 * review, and Escape reaches only the top one, which leads to the dashboard.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';

const ITEM = 'Kemeja Batik Lengan Panjang';
const GROUP = 'Grup A';

/** Whether the page can put focus on the element (an inert one cannot take it). */
function takesFocus(page: Page, selector: string, name: string): Promise<boolean> {
  return page.evaluate(
    ([css, text]) => {
      const element = Array.from(document.querySelectorAll<HTMLElement>(css)).find(
        (el) => el.textContent?.trim() === text,
      );
      if (!element) throw new Error(`no ${css} named ${text}`);
      element.focus();
      const focused = document.activeElement === element;
      element.blur();
      return focused;
    },
    [selector, name] as const,
  );
}

/** The titles of the open modal dialogs, in the order they were opened. */
const modalTitles = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('dialog'))
      .filter((dialog) => dialog.matches(':modal'))
      .map((dialog) => dialog.querySelector('h2')?.textContent ?? ''),
  );

test('§2 §4 dialogs: the review is modal over an inert form, Escape returns focus to Review; the forbidden dialog stacks on top and Escape closes only it', async ({
  page,
}) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  for (const value of ['4', '5', '6']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await page.getByLabel(/^Ukuran/).selectOption('M');
  await page.getByLabel(/^Warna/).selectOption('Merah');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('listitem', { name: 'Data #1' })).toBeVisible();

  // One dialog: modal, the form behind it inert, Escape closes it, focus back on its opener.
  const review = page.getByRole('button', { name: 'Review', exact: true });
  await review.click();
  const reviewDialog = page.getByRole('dialog', { name: 'Review sebelum kirim' });
  await expect(reviewDialog).toBeVisible();
  expect(await modalTitles(page)).toEqual(['Review sebelum kirim']);
  expect(await takesFocus(page, 'main button', 'Tambah Data')).toBe(false);
  expect(await takesFocus(page, 'dialog button', 'Kirim Ke Checker')).toBe(true);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(reviewDialog).toBeHidden();
  await expect(review).toBeFocused();
  expect(await takesFocus(page, 'main button', 'Tambah Data')).toBe(true);

  // Two dialogs: the server refuses the send, the forbidden dialog opens over the review.
  await page.route('**/submit-to-checker', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Anda tidak memiliki akses untuk fitur ini.' }),
    }),
  );
  await review.click();
  await reviewDialog.getByRole('button', { name: 'Kirim Ke Checker' }).click();
  const forbidden = page.getByRole('dialog', { name: 'Production Tracking' });
  await expect(forbidden).toContainText('Anda tidak memiliki akses untuk fitur ini.');
  expect(await modalTitles(page)).toEqual(['Review sebelum kirim', 'Production Tracking']);
  // only the top dialog is live: the review under it is inert like the page; its own Tutup (the toasts' × buttons,
  // also named Tutup, sit in the top dialog too: @upah/ui/top-layer) has the focus
  await expect(forbidden.locator('.dialog__actions').getByRole('button', { name: 'Tutup' })).toBeFocused();
  expect(await takesFocus(page, 'dialog button', 'Kirim Ke Checker')).toBe(false);
  expect(await takesFocus(page, 'dialog button', 'Tutup')).toBe(true);
  await expectNoAxeViolations(page);
  await screenshot(page, 'dialogs-stacked');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { cancels: string[] }).cancels = seen;
    for (const dialog of Array.from(document.querySelectorAll('dialog'))) {
      dialog.addEventListener('cancel', () => seen.push(dialog.querySelector('h2')?.textContent ?? ''));
    }
  });
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard\/0$/);
  expect(await page.evaluate(() => (window as unknown as { cancels: string[] }).cancels)).toEqual([
    'Production Tracking',
  ]);
});
