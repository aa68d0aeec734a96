/**
 * The console's notice raised while a modal dialog is open (§8: a failed reject shows the server's message while the
 * reason dialog stays open): outside the dialog it would be inert under the backdrop, so it renders inside the
 * topmost open dialog (@upah/ui/top-layer), at the top where it does not cover the dialog's buttons. The page's clock
 * is paused while it is checked: §9's 2000 ms auto-hide would otherwise race the checks.
 */
import type { Locator } from '@playwright/test';
import { pauseOnceShown, withPausedClockTicking } from '../../../scripts/paused-clock.mjs';
import { expect, expectNoAxeViolations, openApprovals, test } from './support/fixtures';

const SERVER_MESSAGE = 'Pengajuan sedang diproses sistem, coba lagi nanti';

function insideOpenModal(element: Locator): Promise<boolean> {
  return element.evaluate((node) => document.querySelector(':modal')?.contains(node) ?? false);
}

test('§8 approvals: a failed reject’s notice shows inside the open reason dialog, above its buttons, and closes with ×', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await openApprovals(page);
  await page.route(
    (url) => url.pathname.includes('reject'),
    (route) =>
      // 409, as the server answers a request still being processed: not one the client retries (a 500 is retried
      // three times with back-off first, which under load outran the wait for the notice)
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ message: SERVER_MESSAGE }),
      }),
  );
  const rows = page.getByTestId('approval-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').first().fill('Dokumen tidak lengkap');
  await dialog.getByRole('button', { name: 'Kirim penolakan' }).click();

  const notice = page.getByTestId('notice');
  await pauseOnceShown(page, notice, expect);
  await expect(notice.getByText(SERVER_MESSAGE, { exact: true })).toBeVisible();
  expect(await insideOpenModal(notice)).toBe(true);
  // at the top of the screen: the dialog's buttons at the bottom stay free
  const noticeBox = await notice.boundingBox();
  const sendBox = await dialog.getByRole('button', { name: 'Kirim penolakan' }).boundingBox();
  expect(noticeBox).not.toBeNull();
  expect(sendBox).not.toBeNull();
  expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThan(sendBox?.y ?? 0);
  await page.screenshot({ path: test.info().outputPath('notice-over-dialog.png') });
  await withPausedClockTicking(page, () => expectNoAxeViolations(page));
  await expect(notice).toBeVisible();

  // its × is named apart from the dialog's own buttons (a screen reader hears which one closes what)
  await expect(dialog.getByRole('button', { name: 'Tutup pesan', exact: true })).toHaveCount(1);
  await notice.getByRole('button', { name: 'Tutup pesan', exact: true }).click();
  await expect(notice).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox').first()).toHaveValue('Dokumen tidak lengkap');
  await page.clock.resume();
});
