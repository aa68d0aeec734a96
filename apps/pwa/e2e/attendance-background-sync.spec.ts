/**
 * Clock in with no signal, then the app closed (DESIGN "Offline on the phone": "a background sync where the
 * browser has it"): with no page open, the browser's Background Sync wakes the service worker when the signal
 * returns, and the worker sends the kept entry once, at the tap's time, flagged 'offline'. Chromium at 360×740,
 * fake camera. Chromium fires the sync itself when the context's emulated network returns (its Background Sync
 * follows DevTools' offline emulation of the worker); the same sync is then fired again through CDP
 * (ServiceWorker.dispatchSyncEvent, from a blank tab's session), as a flapping network would, and sends nothing twice.
 */
import type { CDPSession } from '@playwright/test';
import { CHROMIUM_BROWSER } from '../../../scripts/chromium-flags.mjs';
import { CAMERA_NEAR, openArea, shot } from './attendance-support';
import { controlledByServiceWorker, presences, toClockInWithSelfie } from './offline-clock-support';
import { PWA_URL } from './support/env';
import { expect, test, WITH_SERVICE_WORKER } from './support/fixtures';

test.describe.configure({ timeout: 150_000 });

test.use({
  ...CAMERA_NEAR,
  ...WITH_SERVICE_WORKER,
  // Chromium itself: its headless shell, which the other specs run in, has Background Sync disabled.
  launchOptions: { ...CAMERA_NEAR.launchOptions, executablePath: CHROMIUM_BROWSER },
  // Chromium grants Background Sync by default; a permission list from Playwright denies whatever it leaves out.
  permissions: [...CAMERA_NEAR.permissions, 'background-sync'],
});

const CLOCK_SYNC_TAG = 'upah-clock-queue';

interface Registration {
  registrationId: string;
  scopeURL: string;
  isDeleted: boolean;
}

/** The app's service worker registration id, as the browser reports it once the ServiceWorker domain is on. */
async function appRegistration(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = (registrations as Registration[]).find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

test('clock in with no signal, app closed: the background sync sends it once at the tap time, flagged offline', async ({
  page,
  context,
}) => {
  const origin = new URL(PWA_URL).origin;
  await openArea(page);
  await controlledByServiceWorker(page);
  const before = (await presences(page, 'employee')).length;
  await toClockInWithSelfie(page);

  await context.setOffline(true);
  const tapFrom = Date.now();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Tersimpan di ponsel, akan dikirim saat ada sinyal').first()).toBeVisible();
  const tapTo = Date.now();
  await expect(page.getByTestId('kept-entry')).toHaveCount(1);
  // the page asked for the background sync while the entry waits
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags(): Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(CLOCK_SYNC_TAG);

  // the employee closes the app: no page of the origin is open any more; a blank tab reads the mock
  await page.close();
  const probe = await context.newPage();
  expect(await presences(probe, 'employee')).toHaveLength(before);

  // the signal returns: the browser fires the sync by itself and the service worker sends the entry
  await context.setOffline(false);
  await expect
    .poll(async () => (await presences(probe, 'employee')).length, { timeout: 30_000 })
    .toBe(before + 1);

  // the same sync once more, as the browser fires it (a flapping network): nothing is sent twice
  // The browser-level session has no ServiceWorker domain on this Chromium ("'ServiceWorker.enable' wasn't found"):
  // the blank tab's session (same profile, not a client of the app) dispatches it.
  const cdp = await context.newCDPSession(probe);
  const registrationId = await appRegistration(cdp, origin);
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId,
    tag: CLOCK_SYNC_TAG,
    lastChance: false,
  });
  await cdp.detach();

  const mine = await presences(probe, 'employee');
  const sent = mine.filter((p) => p.presenceFlags?.includes('offline'));
  expect(sent).toHaveLength(1);
  expect(sent[0]?.presenceFlags).toEqual(['offline']);
  const at = Date.parse(sent[0]?.clockIn ?? '');
  // recorded at the tap (the phone's clock corrected by the offset; the Date header has 1 s resolution)
  expect(at).toBeGreaterThanOrEqual(Math.floor(tapFrom / 1000) * 1000 - 2000);
  expect(at).toBeLessThanOrEqual(tapTo + 2000);

  // opening the app again: nothing is left waiting on the phone
  await probe.goto('/attendance/');
  await expect(probe.getByTestId('shift')).toBeVisible();
  await expect(probe.getByTestId('kept-entries')).toHaveCount(0);
  // the sync succeeded: the browser keeps no retry of it
  expect(
    await probe.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags(): Promise<string[]> };
      };
      return registration.sync.getTags();
    }),
  ).toEqual([]);
  await expect(probe.getByRole('row', { name: /Jam masuk/ })).toContainText(/\d{2}[.:]\d{2}/);
  await shot(probe, 'background-sync-sent');
  expect(await presences(probe, 'employee')).toHaveLength(before + 1);
});
