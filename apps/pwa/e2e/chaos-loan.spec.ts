/**
 * Every write exactly once, the cooperative loan (DESIGN.md "Security and exactly-once"; faults from
 * scripts/chaos-faults.mjs): the loan request, its first tap losing every answer after the server saved it, and
 * the signed-form attachment, at 20 % lost answers plus 20 % 503s. Records are counted as the API answers the
 * same employee: the loan history's total, and the one attachment the loan shows.
 */
import { report, withFaults } from '../../../scripts/chaos-faults.mjs';
import { oneRecord, submitUntil } from './chaos-support';
import { expect, login, test } from './support/fixtures';
import { historyTotal } from './support/mock-api';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });

const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('exactly once under lost answers + 503s: a loan request, then its signed form', async ({ page }) => {
  await login(page, 'employee');
  const before = await historyTotal(page, '/loan/request/history');
  await page.goto('/dashboard/0');
  await page.getByRole('link', { name: /Pinjaman Koperasi/ }).click();
  await expect(page).toHaveURL(/\/loan\/$/);
  const tally = await withFaults(page);

  await page.getByRole('button', { name: 'Buat Pengajuan' }).click();
  await page.getByLabel('Jumlah Pinjaman (Rp)').fill('1500000');
  await page.getByLabel('Tenor (bulan)').fill('3');
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Konfirmasi Pinjaman' })).toBeVisible({
    timeout: 20_000,
  });
  await submitUntil(page, tally, 'Ajukan Pinjaman', 'Berhasil mengajukan pinjaman', [], '/loan/request');
  oneRecord(tally, (await historyTotal(page, '/loan/request/history')) - before);

  // the signed form of the new loan (first in the history)
  await page.getByRole('button', { name: 'Lihat Riwayat' }).click();
  await page
    .getByRole('button', { name: /Lihat detail pinjaman/ })
    .first()
    .click();
  await page.getByRole('tab', { name: 'Unggah Formulir' }).click();
  await expect(page.getByText('Belum ada formulir terunggah.')).toBeVisible({ timeout: 20_000 });
  tally.actions += 1;
  const input = page.getByTestId('signed-form-input');
  const done = page.getByText('Berhasil mengirim file');
  const failed = page.locator('.alert--danger').first();
  for (let tap = 1; tap <= 5 && !(await done.isVisible()); tap++) {
    tally.taps += 1;
    await input.setInputFiles({ name: 'formulir.png', mimeType: 'image/png', buffer: PNG_2X2 });
    await expect(done.or(failed)).toBeVisible({ timeout: 20_000 });
  }
  await expect(done).toBeVisible();
  oneRecord(tally, await page.getByRole('link', { name: 'Lihat formulir terunggah' }).count());
  report('PWA loan', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});
