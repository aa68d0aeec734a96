/**
 * The gate across the two apps (SPEC §2 /attendance/choose-option and /attendance/scan-qr, §3 QR payload;
 * docs/ARCHITECTURE.md "The gate code"): an employee's phone (the PWA's build, at 360×740) makes and registers
 * its key and draws its signed code; the test reads that code off the phone's screen (a screenshot, decoded with
 * zxing-wasm), writes it into the fake camera's video, and the supervisor scans it with the console and with the
 * PWA's own scanner, online and offline. Each presence is recorded exactly once. Nothing here is built from the
 * scanning side's fixtures: the code is what the phone drew, its id is what the phone chose.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { browserWithCamera, codeSegments, seenCards, stat, watchCards } from './support/camera';
import { PWA_URL } from './support/env';
import { expect, login, test } from './support/fixtures';
import { pinGate } from './support/mock-api';
import { codeOnScreen, keyCached, openPhone, personaOf, pwaLogin, recordedNames } from './support/pwa-phone';

// Two browsers per test (the phone and the scanner), on a shared machine.
test.describe.configure({ timeout: 240_000 });

/** The supervisor on the PWA's own /attendance/scan-qr (360×740). */
async function openPwaScan(page: Page): Promise<void> {
  await pwaLogin(page, 'supervisor');
  await page.goto('/attendance/scan-qr');
  await expect(page.getByRole('heading', { name: 'Scan QR' })).toBeVisible({ timeout: 15_000 });
}

const BLANK = codeSegments([], { leadSeconds: 1 });

interface Gate {
  who: ReturnType<typeof personaOf>;
  phone: Page;
  scanner: Page;
  /** Puts the phone's current code, read off its screen, before the scanner's camera (reloads the scanner). */
  showCode(video?: { leadSeconds?: number; seconds?: number; gapSeconds?: number }): Promise<number>;
}

/**
 * One employee's phone and one supervisor's scanner (the console, or the PWA's /attendance/scan-qr at 360×740).
 * Order: the phone registers its key; the scanner logs in and caches its team with that key; only then does
 * `showCode` read the phone's code and put it before the camera (a reload restarts the camera on the new video).
 * A code lives 60 s: reading it last keeps a busy machine from ageing it out.
 */
async function atTheGate(
  { browser, request }: { browser: Browser; request: APIRequestContext },
  key: string,
  scannerApp: 'console' | 'pwa',
  run: (gate: Gate) => Promise<void>,
): Promise<void> {
  // the phone and the scanner on the mock's clock, pinned at the gate's morning
  const atGate = await pinGate(request);
  const who = personaOf(key);
  const phone = await openPhone(browser, key, atGate);
  const cam = await browserWithCamera(
    BLANK,
    scannerApp === 'pwa' ? { baseURL: PWA_URL, viewport: { width: 360, height: 740 }, ...atGate } : atGate,
  );
  try {
    const scanner = cam.page;
    if (scannerApp === 'console') {
      await login(scanner);
      // Sign-in, profile and team: several round trips, slow on a busy machine.
      await expect(scanner.getByRole('heading', { name: 'Mode Scan' })).toBeVisible({ timeout: 30_000 });
    } else await openPwaScan(scanner);
    await keyCached(scanner, who.name);
    const showCode: Gate['showCode'] = async (video = {}) => {
      const read = await codeOnScreen(phone);
      cam.play(codeSegments([read.text], { leadSeconds: 1, seconds: 4, gapSeconds: 1, ...video }));
      await scanner.reload();
      return read.version;
    };
    await run({ who, phone, scanner, showCode });
  } finally {
    await phone.context().close();
    await cam.close();
  }
}

test('gate: the phone of 081100000001 draws its code; the console reads it off the camera and records it once ("perangkat baru")', async ({
  browser,
  request,
}) => {
  await atTheGate(
    { browser, request },
    'employee',
    'console',
    async ({ who, phone, scanner: page, showCode }) => {
      const version = await showCode({ leadSeconds: 2 });
      test.info().annotations.push({ type: 'qr-version-on-phone', description: String(version) });
      await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
      await watchCards(page);
      // The phone registered its key a moment ago: "perangkat baru" on the card, a hint, not a block.
      await expect
        .poll(async () => (await seenCards(page))[0] ?? '', { timeout: 30_000 })
        .toContain('perangkat baru');
      await page.screenshot({ path: test.info().outputPath('console-new-device-1280x800.png') });
      expect((await seenCards(page))[0]).toContain(`Absen Masuk${who.name}`);
      // Sent through the queue (photo upload, then the clock-in): the mock has it once.
      await expect.poll(() => recordedNames(request), { timeout: 20_000 }).toEqual([who.name]);
      await expect(stat(page, 'pending-count')).toHaveText('0');
      await expect(stat(page, 'today-count')).toHaveText('1');
      await phone.screenshot({ path: test.info().outputPath('phone-qr-360x740.png') });
    },
  );
});

test('gate offline: the console verifies a phone code with the cached key, queues it, and sends it once back online', async ({
  browser,
  request,
}) => {
  await atTheGate({ browser, request }, 'gate-1', 'console', async ({ who, scanner: page, showCode }) => {
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    // Blank frames first: the Wi-Fi drops once the camera runs, before the code comes into view.
    await showCode({ leadSeconds: 10, seconds: 6 });
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('#scan-viewfinder video')).toBeVisible({ timeout: 20_000 });
    await page.context().setOffline(true);
    await expect(page.getByText('Offline: scan tetap diterima dan dikirim nanti')).toBeVisible();
    await expect(stat(page, 'pending-count')).toHaveText('1', { timeout: 30_000 });
    await expect(page.getByTestId('scan-card')).toContainText(who.name);
    expect(await recordedNames(request)).toEqual([]);
    await page.context().setOffline(false);
    await expect.poll(() => recordedNames(request), { timeout: 20_000 }).toEqual([who.name]);
    await expect(stat(page, 'pending-count')).toHaveText('0');
    // The loop keeps showing the same code: still one presence.
    await expect(stat(page, 'today-count')).toHaveText('1');
  });
});

test("gate: the PWA's own scanner reads a phone's code, Kirim records it once", async ({
  browser,
  request,
}) => {
  await atTheGate({ browser, request }, 'gate-2', 'pwa', async ({ who, scanner: page, showCode }) => {
    // A long blank after the code: the success notice (2 s) is not replaced by the next read of the same code.
    await showCode({ gapSeconds: 20 });
    const card = page.getByRole('region', { name: 'Konfirmasi Absen' });
    await expect(card.getByText(who.name)).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('Absen Masuk')).toBeVisible();
    await card.getByRole('button', { name: 'Kirim' }).click();
    // back online the send may wait out the client's back-off from the offline failure: the record is what counts
    await expect.poll(() => recordedNames(request), { timeout: 30_000 }).toEqual([who.name]);
  });
});

test("gate offline: the PWA's scanner verifies a phone's code without network; Kirim fails plainly, keeps it, and records it once online", async ({
  browser,
  request,
}) => {
  await atTheGate({ browser, request }, 'gate-3', 'pwa', async ({ who, scanner: page, showCode }) => {
    // Blank frames first: the network drops before the code comes into view.
    await showCode({ leadSeconds: 8, seconds: 6, gapSeconds: 20 });
    // The camera and its decoder are loaded (a chunk and a .wasm) before the network drops.
    await expect(page.locator('.sup-camera[data-status="running"]')).toBeVisible({ timeout: 20_000 });
    await page.context().setOffline(true);
    const card = page.getByRole('region', { name: 'Konfirmasi Absen' });
    await expect(card.getByText(who.name)).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Kirim' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(card.getByText(who.name)).toBeVisible();
    expect(await recordedNames(request)).toEqual([]);
    await page.context().setOffline(false);
    await card.getByRole('button', { name: 'Kirim' }).click();
    // back online the send may wait out the client's back-off from the offline failure: the record is what counts
    await expect.poll(() => recordedNames(request), { timeout: 30_000 }).toEqual([who.name]);
  });
});
