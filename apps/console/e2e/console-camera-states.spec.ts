/**
 * The gate console says what is wrong with its camera (DESIGN "The gate console"; core rules/camera-state): no camera
 * found, permission refused, unplugged mid-scan, in use by another app, and a start that gives no picture. Each state
 * lasts on the scan screen (not a toast) with what to do, Coba lagi and a way to Presensi Bawahan (SPEC §2) behind
 * the PIN; Settings' kiosk health names it. Chromium without a fake device gives its own NotFoundError; with
 * --deny-permission-prompts its own NotAllowedError; the other faults come from a page script over mediaDevices
 * (support/camera-faults.ts). Screenshots of each state at 1280×800 in Indonesian and English go to /tmp/shots.
 */
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER, fakeCameraArgs } from '../../../scripts/chromium-flags.mjs';
import { scanningOneCode, stat } from './support/camera';
import {
  type CameraMode,
  cameraCalls,
  fakeCameraFaults,
  plug,
  setCameraMode,
  unplugMidScan,
} from './support/camera-faults';
import { CONSOLE_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';
import { resetMock, type subordinatesOf } from './support/mock-api';

test.describe.configure({ timeout: 180_000 });

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Lang = 'id' | 'en';

/** The words of a state on screen, in both languages, exactly as the catalogue has them. */
interface StateText {
  title: string;
  what: RegExp | string;
  steps: string[];
}

const panel = (page: Page): Locator => page.getByTestId('camera-state');

async function expectState(page: Page, state: string, text: StateText, timeout = 15_000): Promise<void> {
  const shown = panel(page);
  await expect(shown).toHaveAttribute('data-state', state, { timeout });
  // Back on scan mode the last fault shows at once, then the watch's first start replaces it until that start
  // fails again (up to the 10 s start limit): the title, and the lines under it, are waited for as long as the
  // state (a start can replace the card between two of these checks on a busy machine).
  await expect(shown.getByRole('heading', { level: 2 })).toHaveText(text.title, { timeout });
  await expect(shown.locator('.camera-state__what')).toHaveText(text.what, { timeout });
  await expect(shown.locator('.camera-state__steps li')).toHaveText(text.steps, { timeout });
  // Lasting, not a toast: still there well past the 2 s a notice lives.
  await page.waitForTimeout(2500);
  await expect(shown).toHaveAttribute('data-state', state, { timeout });
}

async function shoot(page: Page, state: string, lang: Lang): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/camera-${state}-${lang}.png` });
}

/**
 * The state's link to manual presence: the PIN (4821, set on first use), then Presensi Bawahan; back to scan mode
 * (the kiosk stays unlocked a while).
 */
async function manualLinkOpens(page: Page): Promise<void> {
  await panel(page).getByRole('link', { name: 'Catat presensi manual' }).click();
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel('Ulangi PIN').fill('4821');
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Presensi Bawahan' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/manual$/);
  await page.getByRole('link', { name: /Kembali ke scan/ }).click();
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
}

/** Settings (unlocked): its health line names the state; then English, and back to scan mode. */
async function healthThenEnglish(page: Page, state: string, word: { id: string; en: string }): Promise<void> {
  await expect(panel(page)).toHaveAttribute('data-state', state, { timeout: 25_000 });
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  const row = page.getByTestId('health-camera');
  await expect(row).toContainText('Kamera di layar scan');
  await expect(row).toContainText(word.id);
  await expectNoAxeViolations(page);
  await page.getByRole('radio', { name: 'English' }).check();
  await expect(row).toContainText('Camera on the scan screen');
  await expect(row).toContainText(word.en);
  await page.getByRole('link', { name: /Back to scanning/ }).click();
  await expect(page.getByRole('heading', { name: 'Scan mode' })).toBeVisible();
}

/** Coba lagi starts an attempt the user sees ("starting"), while the cause is still there the state comes back. */
async function retryWhileBroken(page: Page, state: string, retry = 'Coba lagi'): Promise<void> {
  const before = await cameraCalls(page);
  await panel(page).getByRole('button', { name: retry }).click();
  await expect.poll(() => cameraCalls(page)).toBeGreaterThan(before);
  await expect(panel(page)).toHaveAttribute('data-state', state, { timeout: 15_000 });
}

async function expectRunning(page: Page): Promise<void> {
  await expect(panel(page)).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('camera-starting')).toHaveCount(0, { timeout: 15_000 });
  await expect
    .poll(() =>
      page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('#scan-viewfinder video');
        return (video?.srcObject as MediaStream | null)?.getVideoTracks()[0]?.readyState ?? 'none';
      }),
    )
    .toBe('live');
}

const NOT_FOUND: Record<Lang, StateText> = {
  id: {
    title: 'Kamera tidak ditemukan',
    what: 'Tablet ini tidak mendeteksi kamera apa pun.',
    steps: [
      'Pasang kamera USB, atau periksa kabel dan sambungannya.',
      'Konsol menyalakan kamera sendiri begitu terpasang. Atau tekan Coba lagi.',
    ],
  },
  en: {
    title: 'No camera found',
    what: 'This tablet does not detect any camera.',
    steps: [
      'Plug in the USB camera, or check its cable and connector.',
      'The console starts the camera by itself once it is connected. Or press Try again.',
    ],
  },
};

test('camera state "not found": Chromium with no camera device; Coba lagi finds one once it is plugged in', async ({
  page,
  context,
}) => {
  await fakeCameraFaults(context, 'browser');
  await login(page);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await expectState(page, 'not-found', NOT_FOUND.id);
  // The old wrong words are gone: a missing camera is not a permission problem.
  await expect(page.getByText(/Izinkan kamera di pengaturan situs/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'not-found', 'id');
  await retryWhileBroken(page, 'not-found');

  await manualLinkOpens(page);
  await healthThenEnglish(page, 'not-found', { id: 'tidak ditemukan', en: 'not found' });
  await expectState(page, 'not-found', NOT_FOUND.en);
  await expectNoAxeViolations(page);
  await shoot(page, 'not-found', 'en');

  // A camera appears without devicechange (an old driver): Coba lagi finds it.
  await expectState(page, 'not-found', NOT_FOUND.en);
  await setCameraMode(page, 'plugged');
  await panel(page).getByRole('button', { name: 'Try again' }).click();
  await expectRunning(page);
});

/** Debian's Chromium (the headless shell has no prompt to deny) with a camera, its prompts denied. */
async function browserDenyingCamera(): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_BROWSER,
    args: [
      ...CHROMIUM_ARGS,
      ...fakeCameraArgs().filter((flag: string) => flag !== '--use-fake-ui-for-media-stream'),
      '--deny-permission-prompts',
    ],
  });
  const context = await browser.newContext({
    baseURL: CONSOLE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await fakeCameraFaults(context, 'browser');
  return { browser, page: await context.newPage() };
}

test('camera state "refused": --deny-permission-prompts; how to allow it on the tablet; allowed, it comes back by itself', async ({
  request,
}) => {
  await resetMock(request);
  const { browser, page } = await browserDenyingCamera();
  try {
    const site = new URL(CONSOLE_URL).host;
    await login(page);
    await expectState(page, 'refused', {
      title: 'Izin kamera ditolak',
      what: `Browser tidak mengizinkan konsol (${site}) memakai kamera.`,
      steps: [
        `Di Chrome Android: ketuk ⋮ → Setelan → Setelan situs → Kamera → pilih ${site} → Izinkan.`,
        'Atau ketuk ikon gembok di kiri alamat situs → Izin → Kamera → Izinkan.',
        'Lalu tekan Coba lagi (tidak perlu memuat ulang).',
      ],
    });
    await expectNoAxeViolations(page);
    await shoot(page, 'refused', 'id');
    await retryWhileBroken(page, 'refused');

    await manualLinkOpens(page);
    await healthThenEnglish(page, 'refused', { id: 'izin ditolak', en: 'permission refused' });
    await expectState(page, 'refused', {
      title: 'Camera permission refused',
      what: `The browser does not let the console (${site}) use the camera.`,
      steps: [
        `In Chrome on Android: tap ⋮ → Settings → Site settings → Camera → choose ${site} → Allow.`,
        'Or tap the lock icon left of the site address → Permissions → Camera → Allow.',
        'Then press Try again (no need to reload).',
      ],
    });
    await expectNoAxeViolations(page);
    await shoot(page, 'refused', 'en');

    // Allowed in the site settings: the permission's change event opens the camera, no reload, no tap (Coba lagi
    // above tried while it was still refused).
    await expect(panel(page)).toHaveAttribute('data-state', 'refused', { timeout: 15_000 });
    await page.context().grantPermissions(['camera']);
    await expectRunning(page);
  } finally {
    await browser.close();
  }
});

/** A supervisor scanning with the fake camera playing a subordinate's code, under the fault script in `mode`. */
async function scanningWith(request: Parameters<typeof subordinatesOf>[0], mode: CameraMode) {
  const { cam } = await scanningOneCode(request, (c) => fakeCameraFaults(c.context, mode));
  return cam;
}

test('camera state "lost": the cable pulled mid-scan; plugged back, the camera returns by itself (devicechange)', async ({
  request,
}) => {
  const cam = await scanningWith(request, 'browser');
  try {
    const { page } = cam;
    await expect(stat(page, 'today-count')).toHaveText('1', { timeout: 45_000 });
    await unplugMidScan(page);
    const lostText = (lang: Lang): StateText =>
      lang === 'id'
        ? {
            title: 'Kamera terlepas',
            what: /^Kamera berhenti sejak \d\d[.:]\d\d: kabelnya mungkin tercabut\.$/,
            steps: [
              'Pasang kembali kabel kamera ke tablet.',
              'Konsol menyalakan kamera sendiri begitu terpasang. Atau tekan Coba lagi.',
            ],
          }
        : {
            title: 'Camera disconnected',
            what: /^The camera stopped at \d\d[.:]\d\d: its cable may have come loose\.$/,
            steps: [
              'Plug the camera cable back into the tablet.',
              'The console starts the camera by itself once it is connected. Or press Try again.',
            ],
          };
    await expectState(page, 'lost', lostText('id'));
    await expectNoAxeViolations(page);
    await shoot(page, 'lost', 'id');
    await retryWhileBroken(page, 'lost');

    await manualLinkOpens(page);
    await healthThenEnglish(page, 'lost', { id: 'terlepas', en: 'disconnected' });
    await expectState(page, 'lost', lostText('en'));
    await expectNoAxeViolations(page);
    await shoot(page, 'lost', 'en');

    await expect(panel(page)).toHaveAttribute('data-state', 'lost', { timeout: 15_000 });
    await plug(page, 'browser');
    await expectRunning(page);
  } finally {
    await cam.close();
  }
});

test('camera state "in use": NotReadableError while another app holds it; closed, Coba lagi opens it', async ({
  request,
}) => {
  const cam = await scanningWith(request, 'in-use');
  try {
    const { page } = cam;
    const inUse: Record<Lang, StateText> = {
      id: {
        title: 'Kamera sedang dipakai aplikasi lain',
        what: 'Kamera tidak bisa dibuka karena aplikasi atau tab lain (mis. video call, aplikasi kamera) memakainya.',
        steps: [
          'Tutup aplikasi atau tab yang memakai kamera.',
          'Konsol mencoba lagi sendiri. Atau tekan Coba lagi.',
          'Jika tetap gagal, mulai ulang tablet.',
        ],
      },
      en: {
        title: 'The camera is in use by another app',
        what: 'The camera cannot be opened because another app or tab (e.g. a video call, the camera app) is using it.',
        steps: [
          'Close the app or tab that uses the camera.',
          'The console tries again by itself. Or press Try again.',
          'If it still fails, restart the tablet.',
        ],
      },
    };
    await expectState(page, 'in-use', inUse.id);
    await expectNoAxeViolations(page);
    await shoot(page, 'in-use', 'id');
    // Coba lagi is the user's attempt: "starting" shows while it runs (the automatic ones keep the state on screen).
    await panel(page).getByRole('button', { name: 'Coba lagi' }).click();
    await expect(page.getByTestId('camera-starting')).toBeVisible();
    await expect(panel(page)).toHaveAttribute('data-state', 'in-use', { timeout: 15_000 });

    await manualLinkOpens(page);
    await healthThenEnglish(page, 'in-use', { id: 'dipakai aplikasi lain', en: 'in use by another app' });
    await expectState(page, 'in-use', inUse.en);
    await expectNoAxeViolations(page);
    await shoot(page, 'in-use', 'en');

    await expect(panel(page)).toHaveAttribute('data-state', 'in-use', { timeout: 15_000 });
    await setCameraMode(page, 'browser');
    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await expectRunning(page);
    // Scanning goes on: the subordinate's code is read.
    await expect(stat(page, 'today-count')).toHaveText('1', { timeout: 45_000 });
  } finally {
    await cam.close();
  }
});

test('camera state "stalled": no picture 10 s after the start says so (no endless "Menyalakan kamera…"); Coba lagi', async ({
  request,
}) => {
  const cam = await scanningWith(request, 'hang');
  try {
    const { page } = cam;
    await expect(page.getByTestId('camera-starting')).toHaveText('Menyalakan kamera…');
    const stalled: Record<Lang, StateText> = {
      id: {
        title: 'Kamera tidak mengirim gambar',
        what: 'Kamera belum mengirim gambar setelah 10 detik.',
        steps: [
          'Jika browser menanyakan izin kamera, pilih Izinkan.',
          'Cabut lalu pasang kembali kamera USB, kemudian tekan Coba lagi.',
          'Jika tetap gagal, mulai ulang tablet.',
        ],
      },
      en: {
        title: 'The camera sends no picture',
        what: 'The camera has sent no picture after 10 seconds.',
        steps: [
          'If the browser asks for the camera, choose Allow.',
          'Unplug the USB camera and plug it back in, then press Try again.',
          'If it still fails, restart the tablet.',
        ],
      },
    };
    await expectState(page, 'stalled', stalled.id, 25_000);
    await expect(page.getByTestId('camera-starting')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shoot(page, 'stalled', 'id');

    await manualLinkOpens(page);
    await healthThenEnglish(page, 'stalled', { id: 'tidak mengirim gambar', en: 'sends no picture' });
    await expectState(page, 'stalled', stalled.en, 25_000);
    await expectNoAxeViolations(page);
    await shoot(page, 'stalled', 'en');

    await expect(panel(page)).toHaveAttribute('data-state', 'stalled', { timeout: 25_000 });
    await setCameraMode(page, 'browser');
    await panel(page).getByRole('button', { name: 'Try again' }).click();
    await expectRunning(page);
  } finally {
    await cam.close();
  }
});
