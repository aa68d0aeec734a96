/**
 * Every write exactly once, clocking in and out with the selfie (DESIGN.md "Security and exactly-once"; faults
 * from scripts/chaos-faults.mjs): the first tap's clock call loses every answer after the server saved it, so the
 * tap stays on the phone (the clock queue) and is sent again with its key and its uploaded selfie's URL. Records
 * are counted as the supervisor sees them: Budi's own presences today, one, clocked out once.
 */
import type { Page } from '@playwright/test';
import { report, withFaults } from '../../../scripts/chaos-faults.mjs';
import { CAMERA_NEAR, openArea } from './attendance-support';
import { presences } from './offline-clock-support';
import { expect, test } from './support/fixtures';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });
test.use(CAMERA_NEAR);

/** Budi's own presences as his supervisor's API answers them (straight to the mock, no faults). */
const budiPresences = (page: Page) => presences(page, 'supervisor');

test('exactly once under lost answers + 503s: clock in with a selfie, then clock out', async ({ page }) => {
  const before = (await budiPresences(page)).length;
  await openArea(page);
  const tally = await withFaults(page);
  const done = /Absen masuk berhasil|Tersimpan di ponsel/;

  await page.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  const take = page.getByRole('button', { name: 'Ambil foto' });
  await expect(take).toBeEnabled();
  await take.click();
  await expect(page.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
  tally.actions += 1;
  tally.taps += 1;
  tally.loseAll = '/presence/clock-in';
  await page.getByRole('button', { name: 'Kirim' }).click();
  // the lost answers keep the tap on the phone, said in Indonesian; the queue then sends it with its key
  await expect(page.getByText(done).first()).toBeVisible({ timeout: 20_000 });
  tally.loseAll = null;
  await expect.poll(async () => (await budiPresences(page)).length, { timeout: 30_000 }).toBe(before + 1);
  tally.records += 1;

  await page.goto('/attendance/');
  const clockOut = page.getByRole('link', { name: 'Absen Keluar' });
  await expect(clockOut).toBeVisible({ timeout: 20_000 });
  await clockOut.click();
  tally.actions += 1;
  tally.taps += 1;
  tally.loseAll = '/presence/clock-out';
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(/Absen keluar berhasil|Tersimpan di ponsel/).first()).toBeVisible({
    timeout: 20_000,
  });
  tally.loseAll = null;
  await expect
    .poll(async () => (await budiPresences(page)).filter((p) => p.clockOut !== null).length, {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  const after = await budiPresences(page);
  expect(after).toHaveLength(before + 1);
  tally.records += 1;
  report('PWA clock', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});
