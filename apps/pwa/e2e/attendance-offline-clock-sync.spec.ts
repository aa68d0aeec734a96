/**
 * Clock entries kept on the phone meet the server (DESIGN "Offline on the phone"; extension of SPEC §7 clock-in /
 * clock-out): a clock-out sent over a flapping network (answers lost after the save, the signal going and coming)
 * is recorded once; a clock-in whose call fails on the way while the phone says online is kept, not failed; a time
 * the server refuses stays on the phone with the reason and the way to ask the supervisor; a wrong phone clock is
 * corrected and flagged clock-skew, and the supervisor sees the flags under Supervisor Absen.
 * Chromium at 360×740, the fake camera, the context set offline.
 */
import { CAMERA_NEAR, openArea, shot } from './attendance-support';
import { controlledByServiceWorker, presences, toClockInWithSelfie } from './offline-clock-support';
import { expect, expectNoAxeViolations, login, test, WITH_SERVICE_WORKER } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });

test.use({ ...CAMERA_NEAR, ...WITH_SERVICE_WORKER });

const SAVED = 'Tersimpan di ponsel, akan dikirim saat ada sinyal';
const HOUR = 3_600_000;

test('clock-out over a flapping network: answers lost after the save, signal off and on, recorded once at the tap', async ({
  page,
  context,
}) => {
  await openArea(page);
  await controlledByServiceWorker(page);
  const earlier = new Set((await presences(page, 'employee')).map((p) => p.id));
  await toClockInWithSelfie(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Absen masuk berhasil').first()).toBeVisible();

  // the first two clock-out calls reach the server, which saves them, and their answers never come back
  let dropped = 0;
  await page.route('**/api/attendance/presence/clock-out', (route) => {
    const drop = dropped < 2;
    if (drop) dropped += 1;
    return route.continue({
      headers: { ...route.request().headers(), 'x-mock-drop-rate': drop ? '1' : '0' },
    });
  });

  await context.setOffline(true);
  await page.getByRole('link', { name: 'Absen Keluar' }).click();
  await expect(page).toHaveURL(/\/attendance\/clockOut$/);
  const tapFrom = Date.now();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  const tapTo = Date.now();
  await expect(page.getByTestId('kept-entry')).toHaveText(/^Absen Keluar pukul \d{2}[.:]\d{2}$/);

  await context.setOffline(false);
  await expect.poll(() => dropped).toBeGreaterThanOrEqual(1);
  await context.setOffline(true);
  await context.setOffline(false);
  await context.setOffline(true);
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.getByTestId('kept-entries')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('refused-entry')).toHaveCount(0);
  expect(dropped).toBe(2);
  await shot(page, 'offline-clock-out-sent');

  const today = (await presences(page, 'employee')).filter((p) => !earlier.has(p.id));
  expect(today).toHaveLength(1);
  const at = Date.parse(today[0]?.clockOut ?? '');
  expect(at).toBeGreaterThanOrEqual(Math.floor(tapFrom / 1000) * 1000 - 2000);
  expect(at).toBeLessThanOrEqual(tapTo + 2000);
  expect(today[0]?.presenceFlags).toContain('offline');
});

test('a clock-in whose call fails on the way while the phone says online is kept on the phone, then sent once', async ({
  page,
}) => {
  await openArea(page);
  const before = (await presences(page, 'employee')).length;
  await toClockInWithSelfie(page);
  let cut = 0;
  await page.route('**/api/attendance/presence/clock-in', (route) => {
    cut += 1;
    return route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'Terjadi kesalahan' })).toHaveCount(0);
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  expect(cut).toBeGreaterThanOrEqual(1);
  await shot(page, 'online-failure-kept');

  // the signal really comes back: the queue's back-off sends the kept entry
  await page.unroute('**/api/attendance/presence/clock-in');
  await expect(page.getByTestId('kept-entries')).toHaveCount(0, { timeout: 90_000 });
  expect(await presences(page, 'employee')).toHaveLength(before + 1);
});

test('a time the server refuses stays on the phone with the reason and the way to ask the supervisor', async ({
  page,
  context,
}) => {
  await openArea(page);
  const before = (await presences(page, 'employee')).length;
  await toClockInWithSelfie(page);
  await context.setOffline(true);
  // the phone kept the tap 13 hours before it found signal again (its clock was right at the last sync)
  await page.clock.setSystemTime(Date.now() - 13 * HOUR);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  await page.clock.setSystemTime(Date.now() + 13 * HOUR);

  await context.setOffline(false);
  const refused = page.getByTestId('refused-entry');
  await expect(refused).toContainText('Waktu absen lebih dari 12 jam yang lalu, tidak dapat diterima.', {
    timeout: 30_000,
  });
  await expect(page.getByText('Minta atasan Anda mencatat presensi manual untuk waktu ini.')).toBeVisible();
  await expect(page.getByTestId('kept-entries')).toHaveCount(0);
  await shot(page, 'offline-clock-refused');
  await expectNoAxeViolations(page);
  expect(await presences(page, 'employee')).toHaveLength(before);

  // it stays on the phone until the employee dismisses it
  await page.reload();
  await expect(page.getByTestId('refused-entry')).toHaveCount(1);
  await page.getByRole('button', { name: 'Tutup' }).click();
  await expect(page.getByTestId('refused-entry')).toHaveCount(0);
});

test('a phone clock 10 minutes fast is corrected by its offset and flagged clock-skew; the supervisor sees both flags', async ({
  page,
  context,
}) => {
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  await openArea(page);
  await toClockInWithSelfie(page);
  await context.setOffline(true);
  const tapFrom = Date.now();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(SAVED).first()).toBeVisible();
  const tapTo = Date.now();
  // kept first: otherwise "no kept entries" below could hold before the home showed any
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  await context.setOffline(false);
  await expect(page.getByTestId('kept-entries')).toHaveCount(0, { timeout: 30_000 });

  const sent = (await presences(page, 'employee')).find((p) => p.presenceFlags?.includes('offline'));
  expect(sent?.presenceFlags).toEqual(['offline', 'clock-skew']);
  // recorded on the server's clock, not the phone's
  const at = Date.parse(sent?.clockIn ?? '');
  expect(at).toBeGreaterThanOrEqual(Math.floor(tapFrom / 1000) * 1000 - 2000);
  expect(at).toBeLessThanOrEqual(tapTo + 2000);

  await context.clearCookies();
  await login(page, 'supervisor');
  await page.goto('/attendance/employee-presence');
  const flagged = page
    .getByTestId('team-presence')
    .filter({ hasText: 'Budi Santoso' })
    .filter({ has: page.getByTestId('presence-flag') });
  await expect(flagged).toHaveCount(1);
  const row = flagged.first();
  await expect(row.getByTestId('presence-flag')).toHaveText(['Offline', 'Jam ponsel tidak tepat']);
  await row.scrollIntoViewIfNeeded();
  await shot(page, 'supervisor-team-presence-flags');
  await expectNoAxeViolations(page);
});
