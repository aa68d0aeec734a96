/**
 * Every write exactly once, the supervisor's side (DESIGN.md "Security and exactly-once"; faults from
 * scripts/chaos-faults.mjs): approve one, reject one with its reason, bulk approve a tab, Supervisor Absen
 * (manual presence with a photo) and a subordinate's QR code scanned then sent with Kirim, at 20 % lost answers plus 20 % 503s, each first request losing its answer after
 * the server saved it. Records are counted as the supervisor finds them: the reloaded queues.
 */
import type { Page } from '@playwright/test';
import { report, withFaults } from '../../../scripts/chaos-faults.mjs';
import { oneRecord, submitUntil } from './chaos-support';
import { gateScanAt, qrPresencesFor } from './scan-support';
import { expect, login, test } from './support/fixtures';
import { openSupervisorAbsen } from './support/subordinate-choice';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: { latitude: -6.208763, longitude: 106.845599 }, permissions: ['geolocation'] });

const items = (page: Page) => page.getByRole('tabpanel').getByRole('listitem');

/** The pending items of the tab, after a reload of the page (its GETs under the same faults). */
async function pending(page: Page, tab: string): Promise<number> {
  await page.reload();
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  await expect(items(page).first().or(page.getByText('Tidak ada pengajuan yang menunggu'))).toBeVisible({
    timeout: 20_000,
  });
  return items(page).count();
}

test('exactly once under lost answers + 503s: approve one, reject one with a reason, bulk approve', async ({
  page,
}) => {
  await login(page, 'supervisor');
  await page.goto('/attendance/approval');
  const tally = await withFaults(page);

  const before = await pending(page, 'Presensi');
  tally.actions += 1;
  tally.taps += 1;
  await items(page).first().getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success approve')).toBeVisible({ timeout: 20_000 });
  oneRecord(tally, before - (await pending(page, 'Presensi')));

  tally.actions += 1;
  tally.taps += 1;
  await items(page).first().getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alasan Penolakan' });
  await dialog.getByLabel('Alasan').fill('Foto tidak jelas');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Success reject')).toBeVisible({ timeout: 20_000 });
  oneRecord(tally, before - 1 - (await pending(page, 'Presensi')));

  const leaves = await pending(page, 'Cuti');
  expect(leaves).toBeGreaterThan(1);
  tally.actions += 1;
  tally.taps += 1;
  await page.getByLabel('Pilih semua').check();
  await page.getByRole('button', { name: `Approve terpilih (${leaves})` }).click();
  await expect(page.getByText('Success approve')).toBeVisible({ timeout: 20_000 });
  // one bulk action: every selected leave approved once, none left pending
  expect(await pending(page, 'Cuti')).toBe(0);
  tally.records += 1;
  report('PWA approvals', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

/** A 1×1 PNG as the presence photo (compressed to JPEG on the phone). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('exactly once under lost answers + 503s: Supervisor Absen with a photo, form kept after a failure', async ({
  page,
}) => {
  const { select, choice, name } = await openSupervisorAbsen(page);
  const tally = await withFaults(page);

  await select.selectOption({ label: choice });
  const chosen = await select.inputValue();
  await page.getByLabel('Absen Masuk').check();
  await page.getByLabel('Waktu').fill('08:10');
  await page
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
  await submitUntil(
    page,
    tally,
    'Simpan',
    'Absen karyawan success',
    [
      { label: 'Karyawan', value: chosen },
      { label: 'Waktu', value: '08:10' },
    ],
    '/clock-in/subordinate',
  );
  await page.goto('/attendance/approval');
  await expect(items(page).first()).toBeVisible({ timeout: 20_000 });
  oneRecord(tally, await items(page).filter({ hasText: name }).filter({ hasText: '08.10' }).count());
  report('PWA Supervisor Absen', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test("exactly once under lost answers + 503s: a subordinate's QR code scanned, Kirim until recorded", async ({
  request,
}) => {
  // a Wednesday morning, pinned: the scan is on the code's own day whatever the hour the suite runs at
  const { token, sub, scanner } = await gateScanAt(request, '2026-12-09T10:00:00+07:00');
  try {
    const { page } = scanner;
    await expect(page.getByRole('region', { name: 'Konfirmasi Absen' }).getByText(sub.name)).toBeVisible({
      timeout: 15_000,
    });
    const tally = await withFaults(page);
    // the first tap's call loses every answer, retries included: the second tap sends the same scan again
    await submitUntil(page, tally, 'Kirim', 'Absen karyawan success', [], '/clock-in/subordinate');
    oneRecord(tally, await qrPresencesFor(request, token, sub.name));
    report('PWA QR scan', tally);
    expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
  } finally {
    await scanner.close();
  }
});
