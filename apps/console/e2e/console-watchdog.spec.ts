/**
 * The gate console heals by itself (DESIGN "The gate console"): with the fake camera playing a subordinate's code,
 * the camera track is stopped from the page, the decode worker throws and then stops answering, the tablet goes
 * offline and back. Each time scanning goes on with a calm notice, nothing queued is lost, and Settings counts the
 * recovery. Screenshots at 1280×800 of each notice and of Settings.
 */
import type { Page } from '@playwright/test';
import { scanningOneCode, seenCards, stat, watchCards } from './support/camera';
import { expect, expectNoAxeViolations, test, unlockWith } from './support/fixtures';
import { presencesOf } from './support/mock-api';

test.describe.configure({ timeout: 180_000 });

/** Settings through its link (a client-side move: the page and its counters stay), first PIN use. */
async function openSettings(page: Page, firstUse: boolean): Promise<void> {
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await unlockWith(page, '482193', firstUse);
  await expect(page.getByRole('heading', { name: 'Pengaturan' })).toBeVisible();
}

/** Stops the camera's tracks from the page, as a driver or a USB hiccup would. */
async function stopCameraTrack(page: Page): Promise<void> {
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('#scan-viewfinder video');
    const stream = (video?.srcObject ?? null) as MediaStream | null;
    for (const track of stream?.getTracks() ?? []) track.stop();
  });
}

async function backToScan(page: Page): Promise<void> {
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
}

test('watchdog: a stopped camera track is restarted with a calm notice and scanning goes on; Settings counts it', async ({
  request,
}) => {
  const { a, cam } = await scanningOneCode(request);
  try {
    const { page } = cam;
    await expect(stat(page, 'today-count')).toHaveText('1', { timeout: 45_000 });

    const notice = page.getByText('Kamera dinyalakan ulang');
    await stopCameraTrack(page);
    await expect(notice).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: test.info().outputPath('watchdog-camera-restarted.png') });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const video = document.querySelector<HTMLVideoElement>('#scan-viewfinder video');
          return (video?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState;
        }),
      )
      .toBe('live');
    // The same code comes round again on the restarted camera and is read; the mock still holds one presence.
    await watchCards(page);
    await expect
      .poll(async () => (await seenCards(page)).join(' | '), { timeout: 30_000 })
      // "sudah tercatat", or expired once the looping code is over 60 s old (a slow run): either way, read again.
      .toMatch(/sudah tercatat|kedaluwarsa/);
    expect((await presencesOf(request)).map((r) => r.employeeName)).toEqual([a.name]);

    await openSettings(page, true);
    await expect(page.getByTestId('health-camera-restarts')).toContainText('1');
    await expect(page.getByTestId('health-last-problem')).toContainText('kamera berhenti');
    await expect(page.getByTestId('health-memory')).toContainText('pembaca QR');
    await expect(page.getByTestId('health-storage')).toContainText('terpakai');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('watchdog-settings-camera.png'), fullPage: true });
  } finally {
    await cam.close();
  }
});

test('watchdog: a decode worker that throws, then one that stops answering, is replaced and scanning goes on', async ({
  request,
}) => {
  const { cam } = await scanningOneCode(request);
  try {
    const { page } = cam;
    await expect(stat(page, 'today-count')).toHaveText('1', { timeout: 45_000 });
    const decodeWorker = () => page.workers().find((w) => w.url().includes('qr-decode-worker'));
    const first = decodeWorker();
    if (!first) throw new Error('no decode worker');

    // It throws: the page sees the error and starts a fresh worker.
    const notice = page.getByText('Pembaca QR dimulai ulang');
    await first.evaluate(() => {
      setTimeout(() => {
        throw new Error('decoder crashed');
      }, 0);
    });
    await expect(notice).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('watchdog-decoder-restarted.png') });
    await expect
      .poll(() => decodeWorker() !== undefined && decodeWorker() !== first, { timeout: 15_000 })
      .toBe(true);

    // It stops answering (closes itself: no error reaches the page): replaced after the reply timeout.
    const second = decodeWorker();
    if (!second) throw new Error('no fresh decode worker');
    await second.evaluate(() => self.close());
    await expect
      .poll(() => decodeWorker() !== second && decodeWorker() !== undefined, { timeout: 30_000 })
      .toBe(true);

    await watchCards(page);
    await expect
      .poll(async () => (await seenCards(page)).join(' | '), { timeout: 30_000 })
      // "sudah tercatat", or expired once the looping code is over 60 s old (a slow run): either way, read again.
      .toMatch(/sudah tercatat|kedaluwarsa/);

    await openSettings(page, true);
    await expect(page.getByTestId('health-worker-restarts')).toContainText('2');
    await expect(page.getByTestId('health-last-problem')).toContainText('pembaca QR tidak menjawab');
    await page.screenshot({ path: test.info().outputPath('watchdog-settings-decoder.png'), fullPage: true });
  } finally {
    await cam.close();
  }
});

test('watchdog: offline, the camera restarted and back online: the queued scan is sent once', async ({
  request,
}) => {
  const { a, cam } = await scanningOneCode(request);
  try {
    const { page, context } = cam;
    // The camera starts once the subordinate list has loaded (a code read before would be refused).
    await expect(page.locator('#scan-viewfinder video')).toBeAttached({ timeout: 30_000 });
    // and its decoder is running ("Menyalakan kamera…" gone): the video shows before zxing's worker and wasm have
    // come, and a kiosk that goes offline before they have cannot read (on a loaded machine, that took seconds)
    await expect(page.getByTestId('camera-starting')).toHaveCount(0, { timeout: 30_000 });
    await context.setOffline(true);
    await expect(stat(page, 'today-count')).toHaveText('1', { timeout: 45_000 });
    await expect(stat(page, 'pending-count')).toHaveText('1');
    await stopCameraTrack(page);
    await expect(page.getByText('Kamera dinyalakan ulang')).toBeVisible({ timeout: 10_000 });
    await page.screenshot({ path: test.info().outputPath('watchdog-offline-restarted.png') });
    await expect(stat(page, 'pending-count')).toHaveText('1');
    await context.setOffline(false);
    await expect(stat(page, 'pending-count')).toHaveText('0', { timeout: 30_000 });
    await openSettings(page, true);
    await expect(page.getByTestId('health-camera-restarts')).toContainText('1');
    await backToScan(page);
    expect((await presencesOf(request)).map((r) => r.employeeName)).toEqual([a.name]);
  } finally {
    await cam.close();
  }
});
