/**
 * Dashboard end to end with the `employee` persona (every module on, bank VALID, 23 withdrawals):
 * SPEC §2 dashboard shell, Home, Riwayat, Profil; §4 withdrawal flow; §5 change-password dialog; §8.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigasi utama' });

test('§2 Home: greeting by name, every module card, bottom navigation of five tabs', async ({ page }) => {
  await login(page, 'employee');
  await expect(page).toHaveURL(/\/dashboard\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Halo, Budi Santoso' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Gaji On-Demand/ })).toHaveAttribute('href', '/dashboard/2');
  await expect(page.getByRole('link', { name: /Pinjaman Koperasi/ })).toHaveAttribute('href', '/loan/');
  await expect(page.getByRole('link', { name: /Absensi/ })).toHaveAttribute('href', '/attendance/');
  await expect(page.getByRole('link', { name: /Input Produksi/ })).toHaveAttribute(
    'href',
    '/production-tracking/',
  );
  // Home has no header (no reload button).
  await expect(page.getByRole('button', { name: 'Muat ulang' })).toHaveCount(0);

  const links = nav(page).getByRole('link');
  await expect(links).toHaveText(['Home', 'Riwayat', 'Tarik Gaji', 'Profil', 'Profil']);
  await expect(links.nth(0)).toHaveAttribute('aria-current', 'page');
  const widths = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
  for (const width of widths) expect(Math.abs(width - 360 / 5)).toBeLessThan(1.5);
  await screenshot(page, 'dash-home');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Gaji On-Demand/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tarik Gaji' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Tarik Gaji' })).toHaveAttribute('aria-current', 'page');

  await nav(page).getByRole('link').nth(4).click();
  await expect(page).toHaveURL(/\/dashboard\/4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
  await expect(nav(page).getByRole('link').nth(4)).toHaveAttribute('aria-current', 'page');
  await expect(nav(page).getByRole('link').nth(3)).not.toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('§2 dashboard shell: the loan card opens /loan/; unknown tabs fall back to /dashboard/0', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.getByRole('link', { name: /Pinjaman Koperasi/ }).click();
  await expect(page).toHaveURL(/\/loan\/$/);
  await page.goto('/dashboard/9');
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§4 withdrawal flow: Tarik Gaji → check → confirmation with terms → Request Success → history shows it with Detail', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.goto('/dashboard/2');
  await expect(page.getByTestId('withdraw-counter')).toHaveText('0 / 5');
  const slider = page.getByRole('slider', { name: 'Jumlah penarikan' });
  await slider.focus();
  // Five steps of 10,000 above the minimum of 100,000.
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('output')).toHaveText('Rp 150.000');
  await page.getByLabel('Alasan penarikan').fill('Biaya sekolah anak');
  await screenshot(page, 'dash-withdraw');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await expect(dialog).toBeVisible();
  // exact: the payday note below also names the fee
  await expect(dialog.getByText('Rp 4.500', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Rp 145.500', { exact: true })).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Konfirmasi' });
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText('Silakan baca dan setujui syarat dan ketentuan')).toBeVisible();
  await screenshot(page, 'dash-confirm');
  await expectNoAxeViolations(page);
  await dialog.getByRole('checkbox').check();
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(page.getByText('Request Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Limits reload: count +1, limit −150,000.
  await expect(page.getByTestId('withdraw-counter')).toHaveText('1 / 5');
  await expect(page.getByText('Rp 2.010.000', { exact: true })).toBeVisible(); // advance limit: 2,160,000 − 150,000
  // A failing call would have kept it; a success clears the reason.
  await expect(page.getByLabel('Alasan penarikan')).toHaveValue('');

  await nav(page).getByRole('link', { name: 'Riwayat' }).click();
  const first = page.getByTestId('wage-item').first();
  await expect(first).toContainText('Rp 150.000');
  await expect(first).toContainText('PROCESSING');
  await expect(first).toContainText('Biaya Rp 4.500');
  await first.getByRole('button', { name: /Detail/ }).click();
  const detail = page.getByRole('dialog', { name: 'Detail Penarikan' });
  await expect(detail).toContainText('Biaya sekolah anak');
  await expect(detail).toContainText('PROCESSING');
  await screenshot(page, 'dash-detail');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(first.getByRole('button', { name: /Detail/ })).toBeFocused();
});

test('§2 Riwayat: balance card, ten per page, load more until the end', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/dashboard/1');
  // Advance limit: 9 working days × Rp 240.000 (seeded), nothing withdrawn this period.
  await expect(page.getByTestId('balance-salary')).toHaveText('Rp 2.160.000');
  await expect(page.getByTestId('balance-wallet')).toHaveCount(0);
  const items = page.getByTestId('wage-item');
  await expect(items).toHaveCount(10);
  await screenshot(page, 'dash-history');
  await expectNoAxeViolations(page);
  const more = page.getByRole('button', { name: 'Muat lebih banyak' });
  await more.click();
  await expect(items).toHaveCount(20);
  await more.click();
  await expect(items).toHaveCount(23);
  await expect(more).toHaveCount(0);
  // FAILED and CANCELLED withdrawals show their rejection reason (SPEC §4).
  const failed = items.filter({ has: page.locator('.badge--failed') }).first();
  await expect(failed).toContainText('Alasan penolakan: Transfer ke rekening tujuan gagal');
  // Status badges carry the lowercase status as their class.
  const badge = items.first().locator('.badge');
  const status = (await badge.textContent()) ?? '';
  await expect(badge).toHaveClass(new RegExp(`badge--${status.toLowerCase()}`));
});

test('§2 dashboard shell: the reload button refreshes the current tab', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/dashboard/1');
  await expect(page.getByTestId('wage-item')).toHaveCount(10);
  const history = page.waitForRequest((req) => req.url().includes('/ewa/wage-request/history?page=1'));
  const profile = page.waitForRequest((req) => req.url().includes('/employee/profile/current'));
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await history;
  await profile;
  await expect(page.getByTestId('wage-item')).toHaveCount(10);

  await page.goto('/dashboard/3');
  await expect(page.getByText('PT Sinar Nusantara Abadi')).toBeVisible();
  const again = page.waitForRequest((req) => req.url().includes('/employee/profile/current'));
  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await again;
  await expect(page.getByRole('button', { name: 'Muat ulang' })).toBeEnabled();
});

test('§2 Profil: company, name, phone, bank and the VALID status in green; axe on the tab', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.goto('/dashboard/3');
  await expect(page.getByText('PT Sinar Nusantara Abadi')).toBeVisible();
  await expect(page.getByText('Budi Santoso')).toBeVisible();
  await expect(page.getByText('+6281100000001')).toBeVisible();
  await expect(page.getByText('BCA', { exact: true })).toBeVisible();
  const status = page.getByTestId('bank-status');
  await expect(status).toHaveText('Valid');
  await expect(status).toHaveClass(/bank-status--green/);
  await screenshot(page, 'dash-profile');
  await expectNoAxeViolations(page);
});

test('§5 change-password dialog: every rule message, a server error, then Update Success', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.goto('/dashboard/3');
  await page.getByRole('button', { name: 'Ubah Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ubah Password' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Password Lama')).toBeFocused();
  await screenshot(page, 'dash-change-password');
  await expectNoAxeViolations(page);
  const save = dialog.getByRole('button', { name: 'Simpan' });
  const old = dialog.getByLabel('Password Lama');
  const next = dialog.getByLabel('Password Baru');
  const confirm = dialog.getByLabel('Konfirmasi Password');

  await save.click();
  await expect(dialog.getByText('Password lama wajib diisi')).toBeVisible();
  await old.fill('rahasia123');
  await expect(dialog.getByText('Password wajib diisi')).toBeVisible();
  await next.fill('abc');
  await expect(dialog.getByText('Konfirmasi password wajib diisi')).toBeVisible();
  await confirm.fill('abc');
  await expect(dialog.getByText('Password minimal 4 karakter')).toBeVisible();
  await next.fill('abcd');
  await confirm.fill('abce');
  await expect(dialog.getByText('Konfirmasi password tidak sesuai')).toBeVisible();
  await next.fill('rahasia123');
  await confirm.fill('rahasia123');
  await expect(dialog.getByText('Password lama dan password baru tidak boleh sama')).toBeVisible();

  // Wrong old password: the server's message as a danger alert; what was typed stays.
  await old.fill('salah-lama');
  await next.fill('baru1234');
  await confirm.fill('baru1234');
  await save.click();
  await expect(page.getByText('Password lama salah')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(next).toHaveValue('baru1234');

  await old.fill('rahasia123');
  await save.click();
  await expect(page.getByText('Update Success')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('§2 Profil: Escape closes the change-password dialog and focus returns', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/dashboard/3');
  const open = page.getByRole('button', { name: 'Ubah Password' });
  await open.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();
});

test('§2 Profil: logout goes to /login and the dashboard is closed', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/dashboard/3');
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard/1');
  await expect(page).toHaveURL(/\/login$/);
});
