/**
 * One wage request per user action (SPEC §4 withdrawal flow): a double-tapped confirm and a
 * retry after a server error each create exactly ONE request, sent with ONE Idempotency-Key.
 */
import type { Page } from '@playwright/test';
import { expect, login, test } from './support/fixtures';
import { historyTotal } from './support/mock-api';

const WAGES = '/ewa/wage-request/history';

async function openConfirmation(page: Page, reason: string) {
  await page.goto('/dashboard/2');
  await page.getByLabel('Alasan penarikan').fill(reason);
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await dialog.getByRole('checkbox').check();
  return dialog;
}

function recordKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/ewa/wage-request/create') && req.method() === 'POST') {
      keys.push(req.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

/**
 * The employee signed in, the number of wage requests so far, the Idempotency-Keys the page sends from now on, and
 * the confirmation dialog for `reason` with its checkbox ticked.
 */
async function startWithdrawal(page: Page, reason: string) {
  await login(page, 'employee');
  const before = await historyTotal(page, WAGES);
  const keys = recordKeys(page);
  const dialog = await openConfirmation(page, reason);
  return { before, keys, dialog };
}

test('§4 withdrawal flow: a double-tapped confirm creates exactly one wage request', async ({ page }) => {
  const { before, keys, dialog } = await startWithdrawal(page, 'Biaya berobat');
  const confirm = dialog.getByRole('button', { name: 'Konfirmasi' });
  // Two clicks in the same task, before React can re-render the button as disabled.
  await confirm.evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(page.getByText('Request Success')).toBeVisible();
  expect(await historyTotal(page, WAGES)).toBe(before + 1);
  expect(new Set(keys).size).toBe(1);

  await page.goto('/dashboard/1');
  await expect(page.getByTestId('wage-item').first()).toContainText('PROCESSING');
});

test('§8 a server error on confirm keeps the form; the retry succeeds with the same key and one request', async ({
  page,
}) => {
  const { before, keys, dialog } = await startWithdrawal(page, 'Biaya sekolah');

  const failing = '**/api/ewa/wage-request/create';
  await page.route(failing, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-error-rate': '1' } }),
  );
  await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(page.locator('.alert--danger')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await expect(page.getByLabel('Alasan penarikan')).toHaveValue('Biaya sekolah');
  expect(await historyTotal(page, WAGES)).toBe(before);

  await page.unroute(failing);
  await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
  await expect(page.getByText('Request Success')).toBeVisible();
  expect(await historyTotal(page, WAGES)).toBe(before + 1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});
