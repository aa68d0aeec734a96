/**
 * Clock in with no signal (DESIGN "Offline on the phone"; extension of SPEC §7 clock-in): the tap is kept on
 * the phone with its selfie, survives a reload offline, is sent once when the signal returns, at the tap's
 * time, flagged 'offline', and the supervisor sees the flag. Chromium at 360×740, fake camera, context offline.
 */
import type { Page } from '@playwright/test';
import { CAMERA_ARGS, NEAR, openArea, shot } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, persona, test } from './support/fixtures';

test.describe.configure({ timeout: 150_000 });

test.use({
  launchOptions: { executablePath: '/usr/bin/chromium', args: CAMERA_ARGS },
  geolocation: NEAR,
  permissions: ['geolocation', 'camera'],
});

interface Presence {
  id: number;
  scheduleDate: string;
  clockIn: string | null;
  employeeName: string;
  presenceType: string;
  presenceFlags?: string[];
}

async function tokenOf(page: Page, key: string): Promise<string> {
  const who = await persona(page.request, key);
  const login = await page.request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  return (await login.json()).data.loginToken[0].authToken as string;
}

/** The presences as the mock stores them: the employee's own, and Budi's as his supervisor lists them. */
async function presences(page: Page, who: 'employee' | 'supervisor'): Promise<Presence[]> {
  const path =
    who === 'employee'
      ? '/attendance/presence/history/my'
      : '/attendance/presence/history/direct-subordinate';
  const res = await page.request.get(`${MOCK_URL}${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page, who)}` },
  });
  const all = (await res.json()).data.presences as Presence[];
  return all.filter(
    (p) => p.presenceType === 'self' && (who === 'employee' || p.employeeName === 'Budi Santoso'),
  );
}

async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('shift')).toBeVisible();
}

async function toClockInWithSelfie(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
  await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  const take = page.getByRole('button', { name: 'Ambil foto' });
  await expect(take).toBeEnabled();
  await take.click();
  await expect(page.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
}

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
