/**
 * /attendance/approval and /attendance/employee-presence as the supervisor persona
 * (SPEC §2 tabs Presensi 0, Cuti 1, Lembur 2, Izin 3; §4 approve, reject with a reason, bulk; §5 manual
 * presence needs a time; §6 supervisor only; §8 'Success approve', 'Success reject', 'Absen karyawan success').
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';
import { openSupervisorAbsen } from './support/subordinate-choice';

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

test.use({ geolocation: { latitude: -6.208763, longitude: 106.845599 }, permissions: ['geolocation'] });

test('§2 §4 approval: the four tabs and Koreksi; approve one, reject with a reason, select all and bulk approve; lists reload', async ({
  page,
}) => {
  await login(page, 'supervisor');
  await page.goto('/attendance/approval');
  await expect(page.getByRole('heading', { name: 'Approval' })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Presensi', 'Cuti', 'Lembur', 'Izin', 'Koreksi']);
  await expect(page.getByRole('tab', { name: 'Presensi' })).toHaveAttribute('aria-selected', 'true');
  await expect(items(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'supervisor-approval-presensi');

  // Approve one item: that one leaves the reloaded list, every other stays.
  const before = await items(page).allTextContents();
  expect(before.length).toBeGreaterThan(2);
  await items(page).first().getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success approve')).toBeVisible();
  await expect(items(page)).toHaveText(before.slice(1));

  // Reject with a reason (§5: the reason is required).
  const target = items(page).first();
  await expect(target).toHaveText(before[1] ?? '');
  await target.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alasan Penolakan' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Alasan penolakan wajib diisi')).toBeVisible();
  await dialog.getByLabel('Alasan').fill('Foto tidak jelas');
  await screenshot(page, 'supervisor-approval-reject');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Success reject')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The rejected item left, not another one.
  await expect(items(page)).toHaveText(before.slice(2));

  // Cuti: select all, then bulk approve empties the tab.
  await page.getByRole('tab', { name: 'Cuti' }).click();
  await expect(page.getByRole('tab', { name: 'Cuti' })).toHaveAttribute('aria-selected', 'true');
  await expect(items(page).first()).toBeVisible();
  const leaves = await items(page).count();
  await page.getByLabel('Pilih semua').check();
  await expect(page.getByRole('button', { name: `Approve terpilih (${leaves})` })).toBeEnabled();
  await screenshot(page, 'supervisor-approval-select-all');
  await page.getByRole('button', { name: `Approve terpilih (${leaves})` }).click();
  await expect(page.getByText('Success approve')).toBeVisible();
  await expect(page.getByText('Tidak ada pengajuan yang menunggu')).toBeVisible();

  // Lembur and Izin load their own queues; a single checkbox selects one.
  await page.getByRole('tab', { name: 'Lembur' }).click();
  await expect(items(page).first()).toBeVisible();
  await items(page).first().getByRole('checkbox').check();
  await expect(page.getByRole('button', { name: 'Approve terpilih (1)' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Izin' }).click();
  await expect(items(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('§5 §8 employee presence: time required, then the manual presence is recorded and waits in Presensi', async ({
  page,
}) => {
  const { select, choice, name } = await openSupervisorAbsen(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Pilih karyawan terlebih dahulu')).toBeVisible();
  await select.selectOption({ label: choice });
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Waktu wajib diisi')).toBeVisible();
  await screenshot(page, 'supervisor-presence-time-required');

  await page.getByLabel('Absen Masuk').check();
  await page.getByLabel('Waktu').fill('08:10');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Absen karyawan success')).toBeVisible();
  await screenshot(page, 'supervisor-presence-success');

  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).not.toHaveURL(/employee-presence/);
  await page.goto('/attendance/approval');
  await expect(items(page).filter({ hasText: name }).filter({ hasText: '08.10' }).first()).toBeVisible();
});

test('§6 supervisor only: an employee and a user without attendance get the forbidden dialog, which leads back', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.goto('/attendance/scan-qr');
  const dialog = page.getByRole('dialog', { name: 'Akses ditolak' });
  await expect(dialog.getByText('Anda tidak memiliki akses untuk fitur ini.')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'supervisor-forbidden');
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page).not.toHaveURL(/scan-qr/);
});

test('§6 attendance not allowed: the forbidden dialog says to contact the provider', async ({ page }) => {
  await login(page, 'no-attendance');
  await page.goto('/attendance/approval');
  await expect(
    page.getByRole('dialog').getByText('contact the provider to register for Attendance'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/approval/);
});
