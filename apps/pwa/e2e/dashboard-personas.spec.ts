/**
 * Dashboard end to end per persona (docs/ARCHITECTURE.md demo personas): SPEC §2 start tab and Home cards,
 * §4 withdrawal flow (bank steps, default source), §5 disabled rules and labels, §6 flags.
 */
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';

test('§2 start tab: attendance not allowed starts on tab 2; the attendance card opens the forbidden dialog', async ({
  page,
}) => {
  await login(page, 'no-attendance');
  await expect(page).toHaveURL(/\/dashboard\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarik Gaji' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Home' }).click();
  const card = page.getByRole('button', { name: /Absensi/ });
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Akses tidak tersedia' });
  await expect(dialog).toContainText('contact the provider to register for Attendance');
  await screenshot(page, 'dash-forbidden');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test("§5 withdrawal: no access shows 'anda tidak memiliki akses untuk tarik gaji' and disables Tarik Gaji", async ({
  page,
}) => {
  await login(page, 'no-ewa');
  await page.goto('/dashboard/2');
  await expect(page.getByText('anda tidak memiliki akses untuk tarik gaji')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tarik Gaji' })).toBeDisabled();
  await screenshot(page, 'dash-no-ewa');
  await expectNoAxeViolations(page);
});

test('§5 withdrawal: cap reached disables Tarik Gaji and the counter shows n / n', async ({ page }) => {
  await login(page, 'cap-reached');
  await page.goto('/dashboard/2');
  await expect(page.getByTestId('withdraw-counter')).toHaveText('3 / 3');
  await expect(page.getByRole('button', { name: 'Tarik Gaji' })).toBeDisabled();
  await expect(page.getByText('Batas jumlah penarikan periode ini sudah tercapai')).toBeVisible();
  await screenshot(page, 'dash-cap-reached');
  await expectNoAxeViolations(page);
});

test('§4 withdrawal flow: bank not set up opens the bank dialog; digits only; saving it leads on to confirmation', async ({
  page,
}) => {
  await login(page, 'bank-unset');
  await page.goto('/dashboard/2');
  await page.getByLabel('Alasan penarikan').fill('Perbaikan motor');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Rekening Bank' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Bank')).toHaveValue('MANDIRI');
  const account = dialog.getByLabel('Nomor Rekening');
  await account.pressSequentially('12-34 56ab7890');
  await expect(account).toHaveValue('1234567890');
  await screenshot(page, 'dash-bank-dialog');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Bank').selectOption('BNI');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Update Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The reason stays as typed; with the bank now set up the flow reaches the confirmation.
  await expect(page.getByLabel('Alasan penarikan')).toHaveValue('Perbaikan motor');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  await expect(page.getByRole('dialog', { name: 'Konfirmasi Penarikan' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/3');
  await expect(page.getByText('BNI', { exact: true })).toBeVisible();
  await expect(page.getByText('1234567890')).toBeVisible();
});

test("§4 withdrawal flow: bank PENDING shows 'We are currently verify your bank account, please retry again later'", async ({
  page,
}) => {
  await login(page, 'bank-pending');
  await page.goto('/dashboard/2');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  await expect(
    page.getByText('We are currently verify your bank account, please retry again later'),
  ).toBeVisible();
  await screenshot(page, 'dash-bank-pending');
  await expectNoAxeViolations(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/dashboard/3');
  const status = page.getByTestId('bank-status');
  await expect(status).toHaveText('Pending');
  await expect(status).toHaveClass(/bank-status--orange/);
});

test('§4 withdrawal flow: an invalid bank status opens the bank dialog; Profil shows Invalid in red', async ({
  page,
}) => {
  await login(page, 'bank-invalid');
  await page.goto('/dashboard/2');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Rekening Bank' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard/3');
  const status = page.getByTestId('bank-status');
  await expect(status).toHaveText('Invalid');
  await expect(status).toHaveClass(/bank-status--red/);
});

test('§4 withdrawal flow: the wallet is the default source when the limit is under the minimum; wallet balance card', async ({
  page,
}) => {
  await login(page, 'wallet');
  await page.goto('/dashboard/2');
  await expect(page.getByRole('radio', { name: /Saldo Wallet/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Tarik Gaji' })).toBeEnabled();
  await screenshot(page, 'dash-wallet');
  await expectNoAxeViolations(page);

  await page.getByLabel('Alasan penarikan').fill('Belanja bulanan');
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await dialog.getByRole('checkbox').check();
  const sent = page.waitForRequest((req) => req.url().endsWith('/ewa/wage-request/wallet'));
  await dialog.getByRole('button', { name: 'Konfirmasi' }).click();
  await sent;
  await expect(page.getByText('Request Success')).toBeVisible();

  // Choosing the advance limit (50,000 < minimum) shows the nothing-withdrawable label.
  await page.getByRole('radio', { name: /Limit Gaji/ }).check();
  await expect(page.getByText('tidak ada gaji yang bisa ditarik')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tarik Gaji' })).toBeDisabled();

  await page.goto('/dashboard/1');
  await expect(page.getByTestId('balance-salary')).toHaveText('Rp 50.000');
  await expect(page.getByTestId('balance-wallet')).toHaveText('Rp 650.000');
});

test('§6 flags: company modules off show no loan, attendance or production card', async ({ page }) => {
  await login(page, 'modules-off');
  await expect(page).toHaveURL(/\/dashboard\/0$/);
  await expect(page.getByRole('link', { name: /Gaji On-Demand/ })).toBeVisible();
  await expect(page.getByText('Pinjaman Koperasi')).toHaveCount(0);
  await expect(page.getByText('Absensi')).toHaveCount(0);
  await expect(page.getByText('Input Produksi')).toHaveCount(0);
});
