/**
 * Clock in with no signal (DESIGN "Offline on the phone"; extension of SPEC §7 clock-in): the tap is kept on
 * the phone with its selfie, survives a reload offline, is sent once when the signal returns, at the tap's
 * time, flagged 'offline', and the supervisor sees the flag. Chromium at 360×740, fake camera, context offline.
 */
import { CAMERA_NEAR, openArea, shot } from './attendance-support';
import { controlledByServiceWorker, presences, toClockInWithSelfie } from './offline-clock-support';
import { expect, expectNoAxeViolations, test, WITH_SERVICE_WORKER } from './support/fixtures';

test.describe.configure({ timeout: 150_000 });

test.use({ ...CAMERA_NEAR, ...WITH_SERVICE_WORKER });

test('clock in with no signal: kept on the phone, survives a reload, sent once at the tap time, flagged offline for the supervisor', async ({
  page,
  context,
}) => {
  await openArea(page);
  await controlledByServiceWorker(page);
  const before = (await presences(page, 'employee')).length;
  await toClockInWithSelfie(page);

  await context.setOffline(true);
  await expect(page.getByText('Tidak ada sinyal. Absen akan tersimpan di ponsel')).toBeVisible();
  await expect(page.getByTestId('distance')).toContainText('Dalam radius 1 km kantor');
  await shot(page, 'offline-clock-in-form');
  const tapFrom = Date.now();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Tersimpan di ponsel, akan dikirim saat ada sinyal').first()).toBeVisible();
  const tapTo = Date.now();
  await expect(page).toHaveURL(/\/attendance\/$/);
  await expect(page.getByTestId('kept-entry')).toHaveText(/^Absen Masuk pukul \d{2}[.:]\d{2}$/);
  await expect(page.getByRole('link', { name: 'Absen Keluar' })).toBeVisible();
  await shot(page, 'offline-clock-in-kept');
  await expectNoAxeViolations(page);

  // closing the app and opening it again with no signal: the shell from the service worker, the entry from IndexedDB
  await page.reload();
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  await shot(page, 'offline-clock-in-after-reload');
  expect(await presences(page, 'employee')).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByTestId('kept-entries')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('row', { name: /Jam masuk/ })).toContainText(/\d{2}[.:]\d{2}/);
  await shot(page, 'offline-clock-in-sent');

  const mine = await presences(page, 'employee');
  expect(mine).toHaveLength(before + 1);
  const sent = mine.find((p) => p.presenceFlags?.includes('offline'));
  expect(sent?.presenceFlags).toEqual(['offline']);
  const at = Date.parse(sent?.clockIn ?? '');
  // recorded at the tap (the phone's clock corrected by the offset; the Date header has 1 s resolution)
  expect(at).toBeGreaterThanOrEqual(Math.floor(tapFrom / 1000) * 1000 - 2000);
  expect(at).toBeLessThanOrEqual(tapTo + 2000);

  const seen = await presences(page, 'supervisor');
  expect(seen.filter((p) => p.id === sent?.id).map((p) => p.presenceFlags)).toEqual([['offline']]);
});
