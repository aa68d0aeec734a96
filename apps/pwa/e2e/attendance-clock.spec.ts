/**
 * Clock in and out with selfie and location (SPEC §2 clockIn/clockOut/selfie/maps, §5 clock-in, §8, §9
 * geolocation), with Chromium's fake camera and context geolocation near and far.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { CAMERA_NEAR, FAR, NEAR, openArea, shot } from './attendance-support';
import { presences } from './offline-clock-support';
import { PHONE } from './support/env';
import { launchWithCamera } from './support/fake-camera';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { jpegSize, writeDetailedVideo } from './support/y4m-picture';

/** The flags the mock stored on Budi's presences, as his supervisor sees them (subordinate presence history). */
async function flagsSeenBySupervisor(page: Page): Promise<string[][]> {
  return (await presences(page, 'supervisor'))
    .filter((p) => p.locationFlags)
    .map((p) => p.locationFlags ?? []);
}

// Camera, geolocation and uploads on a shared 2-core machine: more than the default 45 s per test.
test.describe.configure({ timeout: 120_000 });

test.use(CAMERA_NEAR);

async function toClockIn(page: Page): Promise<void> {
  await openArea(page);
  await page.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
}

async function takeSelfie(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  await expect(page).toHaveURL(/\/attendance\/selfie$/);
  await expect(page.locator('video')).toBeVisible();
  const take = page.getByRole('button', { name: 'Ambil foto' });
  await expect(take).toBeEnabled();
  await shot(page, 'selfie');
  await expectNoAxeViolations(page);
  await take.click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
  const preview = page.getByRole('img', { name: 'Foto selfie Anda' });
  await expect(preview).toBeVisible();
  return Number(await preview.getAttribute('data-bytes'));
}

test('§5 clock in near an office: address, distance within 1 km, selfie JPEG ≤ 150 KB uploaded multipart, location signals sent, Absen masuk berhasil; then clock out', async ({
  page,
}) => {
  const uploads: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/upload/file')) uploads.push(r);
  });
  await toClockIn(page);
  await expect(page.getByTestId('address')).toContainText(/Jl\.|Kantor/);
  await expect(page.getByTestId('distance')).toContainText('Dalam radius 1 km kantor');
  const submit = page.getByRole('button', { name: 'Kirim' });
  await expect(submit).toBeDisabled();
  await expect(page.getByTestId('disabled-reasons')).toHaveText('Ambil foto selfie terlebih dahulu');
  await shot(page, 'clock-in-empty');
  await expectNoAxeViolations(page);

  const bytes = await takeSelfie(page);
  console.log(`selfie bytes: ${bytes}`);
  expect(bytes).toBeGreaterThan(1000);
  expect(bytes).toBeLessThanOrEqual(150 * 1024);
  await expect(submit).toBeEnabled();
  await shot(page, 'clock-in-ready');
  await expectNoAxeViolations(page);
  await submit.click();
  await expect(page.getByText('Absen masuk berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/attendance\/$/);
  await expect(page.getByRole('link', { name: 'Absen Keluar' })).toBeVisible();

  // Multipart through XHR (upload progress): the mock validates file, location 'file-request' and the
  // random-filename flag with the contract, so a 200 with a url means the fields were right.
  expect(uploads).toHaveLength(1);
  const upload = uploads[0]!;
  expect(upload.headers()['content-type']).toMatch(/multipart\/form-data/);
  expect((await upload.response())?.status()).toBe(200);
  const stored = await flagsSeenBySupervisor(page);
  console.log(`flags near: ${JSON.stringify(stored)}`);
  // One presence; an accurate fix near the office raises neither low-accuracy nor impossible-speed. (Chromium's
  // emulated position keeps the timestamp of the override, so it may show as stale-fix: a flag, never a block.)
  expect(stored).toHaveLength(1);
  expect(stored[0]).not.toContain('low-accuracy');
  expect(stored[0]).not.toContain('impossible-speed');

  await page.getByRole('link', { name: 'Absen Keluar' }).click();
  await expect(page).toHaveURL(/\/attendance\/clockOut$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Absen Keluar' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ambil Foto Selfie' })).toHaveCount(0);
  await expect(page.getByTestId('distance')).toBeVisible();
  await shot(page, 'clock-out');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Absen keluar berhasil')).toBeVisible();
  await expect(page.getByText('Absen hari ini selesai')).toBeVisible();
});

test('§5 far from every office: distance shown as outside 1 km (a flag for a human, never a block)', async ({
  page,
  context,
}) => {
  await context.setGeolocation(FAR);
  await toClockIn(page);
  await expect(page.getByTestId('distance')).toContainText('Di luar radius 1 km kantor');
  await takeSelfie(page);
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  await shot(page, 'clock-in-far');
});

test('attendance: a second fix with the same coordinates and low accuracy is flagged and stored for the supervisor', async ({
  page,
  context,
}) => {
  await context.setGeolocation({ ...NEAR, accuracy: 1500 });
  await toClockIn(page);
  await expect(page.getByTestId('distance')).toBeVisible();
  await takeSelfie(page); // back on clockIn: a second fix at the same coordinates
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Absen masuk berhasil')).toBeVisible();
  const [flags = []] = await flagsSeenBySupervisor(page);
  console.log(`flags repeated+inaccurate: ${JSON.stringify(flags)}`);
  expect(flags).toEqual(expect.arrayContaining(['low-accuracy', 'repeated-coordinates']));
  await page.goto('/attendance/presence-history');
  await expect(page.getByTestId('request-item').first()).toBeVisible();
});

test('§5 location denied: Indonesian steps to turn it back on, a retry, and submit disabled with its message', async ({
  page,
  context,
}) => {
  await context.clearPermissions();
  await context.grantPermissions(['camera']);
  await toClockIn(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Akses lokasi ditolak' })).toContainText(
    'izinkan Lokasi',
  );
  await expect(page.getByRole('button', { name: 'Coba lagi' })).toBeVisible();
  await expect(page.getByTestId('disabled-reasons')).toContainText('Izinkan lokasi untuk melanjutkan absen');
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeDisabled();
  await shot(page, 'location-denied');
  await expectNoAxeViolations(page);
});

test('§5 camera denied: the selfie screen says how to allow it and the form says Izinkan kamera', async ({
  page,
}) => {
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await toClockIn(page);
  await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  await expect(page.getByRole('alert')).toContainText('Akses kamera ditolak');
  await expect(page.getByRole('button', { name: 'Ambil foto' })).toBeDisabled();
  await shot(page, 'camera-denied');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByTestId('disabled-reasons')).toContainText('Izinkan kamera untuk melanjutkan absen');
});

/** The bytes of the multipart part named `name` of a request body. */
function multipartPart(body: Buffer, contentType: string, name: string): Buffer | null {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2] ?? ''}`);
  let at = body.indexOf(delimiter);
  while (at >= 0) {
    const next = body.indexOf(delimiter, at + delimiter.length);
    if (next < 0) return null;
    const part = body.subarray(at + delimiter.length, next);
    const split = part.indexOf('\r\n\r\n');
    if (part.subarray(0, split).toString('latin1').includes(`name="${name}"`)) {
      return part.subarray(split + 4, part.length - 2); // without the CRLF before the next delimiter
    }
    at = next;
  }
  return null;
}

test.describe('a detailed camera picture (1280×720 gradients, texture and noise: a worst case for JPEG)', () => {
  test('attendance: the uploaded selfie is a JPEG, long side ≤ 640 px, ≤ 150 KB', async () => {
    // A browser of its own: launch options cannot change inside a file (Playwright forces one per worker).
    const browser = await launchWithCamera(
      writeDetailedVideo(join(tmpdir(), 'upah-e2e-selfie-detailed.y4m')),
    );
    try {
      const context = await browser.newContext({
        ...PHONE,
        geolocation: NEAR,
        permissions: ['geolocation', 'camera'],
      });
      const page = await context.newPage();
      let upload: { body: Buffer | null; type: string } | null = null;
      await page.route('**/upload/file', async (route) => {
        const request = route.request();
        upload = { body: request.postDataBuffer(), type: request.headers()['content-type'] ?? '' };
        await route.continue();
      });
      await toClockIn(page);
      const previewBytes = await takeSelfie(page);
      await shot(page, 'clock-in-detailed-selfie');
      await page.getByRole('button', { name: 'Kirim' }).click();
      await expect(page.getByText('Absen masuk berhasil')).toBeVisible();
      const sent = upload as { body: Buffer | null; type: string } | null;
      expect(sent?.body, 'the upload body').toBeTruthy();
      const file = multipartPart(sent?.body ?? Buffer.alloc(0), sent?.type ?? '', 'file');
      expect(file, 'the multipart file part').not.toBeNull();
      const size = jpegSize(file ?? Buffer.alloc(0));
      console.log(
        `detailed selfie: ${file?.length} bytes, ${size?.width}×${size?.height} (preview ${previewBytes})`,
      );
      expect(size, 'a JPEG (FFD8 and a SOF marker)').not.toBeNull();
      expect(Math.max(size?.width ?? 0, size?.height ?? 0)).toBeLessThanOrEqual(640);
      expect(Math.max(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThan(300);
      expect(file?.length ?? 0).toBeLessThanOrEqual(150 * 1024);
      expect(file?.length).toBe(previewBytes);
    } finally {
      await browser.close();
    }
  });
});

test.describe('inside the native app (wv in the user agent)', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; SM-A145F Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0 Mobile Safari/537.36',
  });

  test('attendance: camera and location denied by the app are read through the bridge; the camera never starts; turn them on in the app settings', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      let cameraAsked = false;
      const real = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => {
        cameraAsked = true;
        return real(constraints);
      };
      Object.assign(window, {
        UpahNative: {
          getPermissionStatus: () => JSON.stringify({ location: false, camera: false, file: true }),
        },
        cameraAsked: () => cameraAsked,
      });
    });
    await toClockIn(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Akses lokasi ditolak' })).toContainText(
      'Buka Pengaturan HP > Aplikasi > Upah > Izin, aktifkan Lokasi',
    );
    const reasons = page.getByTestId('disabled-reasons');
    await expect(reasons).toContainText('Izinkan lokasi untuk melanjutkan absen');
    await expect(reasons).toContainText('Izinkan kamera untuk melanjutkan absen');
    await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Akses kamera ditolak. Buka Pengaturan HP > Aplikasi > Upah > Izin, aktifkan Kamera, lalu coba lagi.',
    );
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Ambil foto' })).toBeDisabled();
    expect(await page.evaluate(() => (window as unknown as { cameraAsked(): boolean }).cameraAsked())).toBe(
      false,
    );
    await shot(page, 'camera-denied-in-app');
    await expectNoAxeViolations(page);
  });
});

test('§8 server error: the message shows, photo and position are kept, and the retry sends them again without a new upload', async ({
  page,
}) => {
  let uploads = 0;
  let serverDown = true;
  let attempts = 0;
  await page.route('**/upload/file', async (route) => {
    uploads += 1;
    await route.continue();
  });
  // The clock-in carries an Idempotency-Key, so the client retries a 503 by itself (SPEC §7): the server stays
  // down through those retries, and comes back only for the user's own retry.
  await page.route('**/attendance/presence/clock-in', async (route) => {
    attempts += 1;
    if (!serverDown) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server sedang sibuk' }),
    });
  });
  await toClockIn(page);
  await takeSelfie(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Server sedang sibuk' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
  expect(attempts, 'the keyed clock-in was retried before the message showed').toBeGreaterThan(1);
  serverDown = false;
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Absen masuk berhasil')).toBeVisible();
  expect(uploads).toBe(1);
});

test('§2 map: zoom 14 with office markers and the position, painted before Leaflet; a tap chooses, a move loads Leaflet', async ({
  page,
}) => {
  const tiles: string[] = [];
  const scripts: string[] = [];
  let offices: { name: string }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/tiles/')) tiles.push(new URL(r.url()).pathname);
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('response', async (r) => {
    if (r.url().includes('/attendance/office/list') && r.ok()) offices = (await r.json()).data.offices;
  });
  await toClockIn(page);
  await page.getByRole('link', { name: 'Pilih lewat peta' }).click();
  await expect(page).toHaveURL(/\/attendance\/maps$/);
  const map = page.getByRole('application', { name: /^Peta\. Ketuk untuk memilih lokasi/ });
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-zoom', '14');
  // the phone's position (-6.2115, 106.8456) lies in tile 13054/8475 at zoom 14 (OSM's slippy-map formulas)
  await expect.poll(() => tiles).toContain('/api/tiles/14/13054/8475.png');
  expect(offices.length).toBeGreaterThan(0);
  const officeNames = await page
    .getByTestId('map-office')
    .evaluateAll((els) => els.map((e) => e.getAttribute('title')));
  expect(officeNames.length).toBeGreaterThan(0);
  for (const name of officeNames) expect(offices.map((o) => o.name)).toContain(name);
  await expect(map.getByText('Posisi Anda')).toBeVisible();
  await expect(map).toContainText('© OpenStreetMap contributors');
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  expect(scripts.filter((url) => /leaflet/.test(url))).toEqual([]);
  await shot(page, 'map');
  await expectNoAxeViolations(page);

  // a tap chooses the point under it: the position's marker stands where the finger was
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.click(box.x + 280, box.y + 260);
  const marker = await page.getByTestId('map-position').boundingBox();
  expect(Math.abs((marker?.x ?? 0) + (marker?.width ?? 0) / 2 - (box.x + 280))).toBeLessThan(1);
  expect(Math.abs((marker?.y ?? 0) + (marker?.height ?? 0) / 2 - (box.y + 260))).toBeLessThan(1);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);

  // Perbesar wakes Leaflet one step closer: zoom 15 tiles, the markers, the attribution
  await page.getByRole('button', { name: 'Perbesar' }).click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  expect(scripts.filter((url) => /leaflet-map/.test(url))).toHaveLength(1);
  await expect.poll(() => tiles.some((t) => t.startsWith('/api/tiles/15/'))).toBe(true);
  // Leaflet draws every office of the API's list (in view or not) and the position
  await expect(page.locator('.leaflet-interactive')).toHaveCount(offices.length + 1);
  await expect(page.locator('.leaflet-control-attribution')).toContainText('OpenStreetMap');
  await expect(page.getByRole('button', { name: 'Perkecil' })).toBeVisible();
  await shot(page, 'map-leaflet');
  await expectNoAxeViolations(page, { exclude: ['.leaflet-container'] });
  await page.getByRole('button', { name: 'Pilih lokasi ini' }).click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
});

test('§2 map: a drag loads Leaflet on the same view at zoom 14', async ({ page }) => {
  const tiles: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/tiles/')) tiles.push(new URL(r.url()).pathname);
  });
  await toClockIn(page);
  await page.getByRole('link', { name: 'Pilih lewat peta' }).click();
  const map = page.getByRole('application', { name: /^Peta\./ });
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  if (!box) throw new Error('the map has no box');
  await page.mouse.move(box.x + 180, box.y + 200);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 200, { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-interactive').first()).toBeVisible();
  // Leaflet asks for zoom 14 only: the same view, nothing zoomed
  expect(tiles.filter((t) => !t.startsWith('/api/tiles/14/'))).toEqual([]);
  await expect(page.getByRole('button', { name: 'Pilih lokasi ini' })).toBeEnabled();
});
