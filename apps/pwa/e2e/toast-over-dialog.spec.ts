/**
 * A toast raised while a modal dialog is open (the bank dialog's failed save, SPEC §4 steps 2–3, §8 the server's
 * message in a danger alert): the platform's showModal() makes everything outside the topmost modal inert and dims
 * it, so the toast region renders inside the open dialog (packages/ui/top-layer.tsx). It must be readable, its ×
 * clickable, announced (not inert), and when the dialog closes it stays, once, at the top of the page.
 * The page's clock is paused while the toast is looked at (§9's 2000 ms auto-hide would otherwise race the checks)
 * and runs again at the end, when the toast hides.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { pauseOnceShown, withPausedClockTicking } from '../../../scripts/paused-clock.mjs';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

const SERVER_MESSAGE = 'Layanan bank sedang gangguan, coba lagi nanti';

/** True when `toast` is inside the topmost open modal dialog (so neither inert nor under the backdrop). */
function insideOpenModal(toast: Locator): Promise<boolean> {
  return toast.evaluate((element) => document.querySelector(':modal')?.contains(element) ?? false);
}

/**
 * Whether Chromium's accessibility tree (what a screen reader reads and a live region announces from) leaves out the
 * first element matching `selector`: content outside the open modal is there but ignored (inert).
 */
async function ignoredByScreenReaders(page: Page, selector: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    expect(nodeId, `no ${selector}`).toBeGreaterThan(0);
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    expect(nodes.length, `no accessibility node for ${selector}`).toBeGreaterThan(0);
    return nodes[0]?.ignored === true;
  } finally {
    await cdp.detach();
  }
}

const TOAST_REGION = 'section.toasts';
const TOAST_CLOSE = '[data-testid="alert-danger"] .alert__close';

test('§4 bank dialog, §8 server message: a failed save’s toast shows inside the open dialog, readable, closable; axe clean', async ({
  page,
}) => {
  await page.clock.install();
  await login(page, 'bank-unset');
  let saves = 0;
  await page.route('**/user/update/bank-default', async (route) => {
    saves += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: SERVER_MESSAGE }),
    });
  });

  await page.goto('/dashboard/2');
  await page.getByLabel('Alasan penarikan').fill('Perbaikan motor');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Rekening Bank' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Nomor Rekening').fill('1234567890');

  await dialog.getByRole('button', { name: 'Simpan' }).click();
  const toast = page.getByTestId('alert-danger');
  await pauseOnceShown(page, toast, expect);
  await expect(toast).toHaveCount(1);
  await expect(toast.getByText(SERVER_MESSAGE, { exact: true })).toBeVisible();
  expect(saves).toBeGreaterThan(0);
  expect(await insideOpenModal(toast)).toBe(true);
  // the live region and the × are in the accessibility tree, while the page behind the modal is left out of it
  expect(await ignoredByScreenReaders(page, 'h1.page__title')).toBe(true);
  expect(await ignoredByScreenReaders(page, TOAST_REGION)).toBe(false);
  expect(await ignoredByScreenReaders(page, TOAST_CLOSE)).toBe(false);
  // what was typed stays, and the dialog is still the open modal
  await expect(dialog.getByLabel('Nomor Rekening')).toHaveValue('1234567890');
  mkdirSync('/tmp/shots', { recursive: true });
  await page.screenshot({ path: '/tmp/shots/toast-over-dialog.png' });
  await withPausedClockTicking(page, () => expectNoAxeViolations(page));
  await expect(toast).toBeVisible();

  // A real click (Playwright refuses one that something else, the backdrop, would receive): it closes the toast only.
  await toast.getByRole('button', { name: 'Tutup pesan', exact: true }).click();
  await expect(toast).toHaveCount(0);
  await expect(dialog).toBeVisible();

  // Fails again, then the dialog is closed: the toast moves back to the page, still shown, once.
  await page.clock.resume();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await pauseOnceShown(page, toast, expect);
  await expect(toast.getByText(SERVER_MESSAGE, { exact: true })).toBeVisible();
  expect(await insideOpenModal(toast)).toBe(true);
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast).toHaveCount(1);
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => document.querySelector(':modal'))).toBeNull();
  expect(await toast.evaluate((element) => element.closest('dialog'))).toBeNull();
  expect(await ignoredByScreenReaders(page, TOAST_REGION)).toBe(false);
  expect(await ignoredByScreenReaders(page, TOAST_CLOSE)).toBe(false);
  await withPausedClockTicking(page, () => expectNoAxeViolations(page));
  await expect(toast).toBeVisible();

  // §9: with the clock running again it hides itself after 2000 ms.
  await page.clock.resume();
  await page.clock.runFor(2_100);
  await expect(toast).toHaveCount(0);
});
