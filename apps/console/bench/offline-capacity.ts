/**
 * A full day offline at the gate (DESIGN "The gate console"): the console's offline queue holding SCANS (default
 * 2,000) scans with their photos. Not a test: it prints figures.
 *
 *   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 node_modules/.bin/tsx apps/console/bench/offline-capacity.ts
 *
 * Needs the mock and the console's production build served (as scan-bench.ts). A Chromium with a kiosk's own
 * profile (a persistent user-data folder, not an incognito context: quota and persistence are a profile's) and its
 * fake camera playing a fresh code of one subordinate:
 * 1. the supervisor signs in, the shell and the team are cached, the Wi-Fi drops; the camera reads the code and the
 *    app queues it as at the gate: one real queue record with the photo grabFrame really took;
 * 2. the queue is filled to SCANS records in the same IndexedDB store, copies of that record (their own keys, scan
 *    times a few seconds apart); the photo of each is the real frame with a camera's sensor noise added, then
 *    compressed as grabFrame does (640 px, JPEG 0.8): a real camera's frame weighs more than the fake camera's flat
 *    picture (both sizes are printed; PHOTO=grabbed keeps the grabbed one);
 * 3. prints navigator.storage.estimate() before and after (usage, quota, bytes a scan), whether persist() was
 *    granted, and what Settings shows (space used, the low-space warning);
 * 4. reloads the page, then closes the browser and opens it again on the same profile, still offline: after each the
 *    scan screen must count SCANS waiting and IndexedDB hold them all, photos included.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request as apiRequest, type BrowserContext, chromium, type Page } from '@playwright/test';
import { SUBORDINATES_CACHE_KEY } from '@upah/core/stores/subordinates';
import { fakeCameraArgs } from '../../../scripts/chromium-flags.mjs';
import { codeFor, codeSegments } from '../e2e/support/camera';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOCK_URL } from '../e2e/support/env';
import { login, unlockWith } from '../e2e/support/fixtures';
import { subordinatesOf } from '../e2e/support/mock-api';
import { writeQrVideo } from '../e2e/support/y4m';
import { KIOSK } from './bench-browser';

const SCANS = Number(process.env.SCANS ?? 2000);
const NOISY = process.env.PHOTO !== 'grabbed';
/** idb-keyval's store of the console's presence queue (core/stores/offline-queue: `upah-queue-${name}`). */
const DB = 'upah-queue-presence';
const STORE = 'actions';
const MB = 1024 * 1024;

interface Storage {
  usage: number;
  quota: number;
  persisted: boolean;
}

const storageNow = (page: Page): Promise<Storage> =>
  page.evaluate(async () => {
    const estimate = await navigator.storage.estimate();
    return {
      usage: estimate.usage ?? 0,
      quota: estimate.quota ?? 0,
      persisted: await navigator.storage.persisted(),
    };
  });

/** The records in the queue's store and the bytes of their photos. */
const queued = (page: Page): Promise<{ count: number; photoBytes: number; photos: number }> =>
  page.evaluate(
    ([db, store]) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open(db);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(store).objectStore(store).getAll();
          all.onerror = () => reject(all.error);
          all.onsuccess = () => {
            const rows = all.result as { payload: { photo: Blob | null } }[];
            const photos = rows.map((r) => r.payload.photo).filter((p): p is Blob => p instanceof Blob);
            resolve({
              count: rows.length,
              photos: photos.length,
              photoBytes: photos.reduce((sum, p) => sum + p.size, 0),
            });
            open.result.close();
          };
        };
      }),
    [DB, STORE] as const,
  );

async function launch(profile: string, video: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video), '--autoplay-policy=no-user-gesture-required'],
    ...KIOSK,
    permissions: ['camera'],
  });
  // tsx keeps function names with a `__name` helper the page does not have: give it one for page.evaluate.
  await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f)');
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

async function pendingShown(page: Page, count: number): Promise<void> {
  await page
    .getByTestId('pending-count')
    .filter({ hasText: new RegExp(`^${count}\\D`) })
    .waitFor({ timeout: 60_000 });
}

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const [sub] = await subordinatesOf(request);
  if (!sub) throw new Error('the supervisor needs a subordinate with a phone and a shift');
  const dir = mkdtempSync(join(tmpdir(), 'upah-offline-'));
  const video = join(dir, 'code.y4m');
  const profile = join(dir, 'profile');
  writeQrVideo(video, codeSegments([await codeFor(sub, 'clock-in')], { leadSeconds: 20, seconds: 6 }));

  let { context, page } = await launch(profile, video);
  await login(page);
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(
    ([key, id]) =>
      (JSON.parse(localStorage.getItem(key) ?? '[]') as { id: number; publicKey?: string | null }[]).some(
        (s) => s.id === id && s.publicKey,
      ),
    [SUBORDINATES_CACHE_KEY, sub.id] as const,
  );
  await context.setOffline(true);
  const before = await storageNow(page);
  await pendingShown(page, 1);

  // The one real record, copied to SCANS (one transaction per 100 records).
  const fill = await page.evaluate(
    async ([db, store, scans, noisy]) => {
      const request = <T>(r: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
      const conn = await request(indexedDB.open(db));
      type Row = {
        idempotencyKey: string;
        happenedAt: number;
        order: number;
        payload: { photo: Blob | null };
      };
      const [real] = (await request(conn.transaction(store).objectStore(store).getAll())) as Row[];
      if (!real?.payload.photo) throw new Error('the scan was queued without a photo');
      const grabbed = real.payload.photo;
      let photo = grabbed;
      if (noisy) {
        const bitmap = await createImageBitmap(grabbed);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const ctx = canvas.getContext('2d');
        if (!ctx) throw new Error('no 2D canvas');
        ctx.drawImage(bitmap, 0, 0);
        const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
        // A camera's sensor noise (± 12 levels, the same on the three channels) and a soft light gradient.
        let seed = 7;
        for (let i = 0; i < pixels.data.length; i += 4) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const shade = (seed % 25) - 12 - ((i / 4 / canvas.width) * 40) / canvas.height;
          for (let c = 0; c < 3; c++) pixels.data[i + c] = (pixels.data[i + c] ?? 0) + shade;
        }
        ctx.putImageData(pixels, 0, 0);
        photo = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
      }
      const started = performance.now();
      for (let from = 1; from < scans; from += 100) {
        const tx = conn.transaction(store, 'readwrite');
        const rows = tx.objectStore(store);
        for (let i = from; i < Math.min(from + 100, scans); i++) {
          const key = `${real.idempotencyKey}|bench-${i}`;
          rows.put(
            {
              ...real,
              idempotencyKey: key,
              happenedAt: real.happenedAt + i * 5000,
              order: real.order + i,
              payload: { ...real.payload, photo },
            },
            key,
          );
        }
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      }
      conn.close();
      return {
        grabbedBytes: grabbed.size,
        photoBytes: photo.size,
        width: (await createImageBitmap(photo)).width,
        writeMs: performance.now() - started,
      };
    },
    [DB, STORE, SCANS, NOISY] as const,
  );
  const after = await storageNow(page);

  const checks: string[] = [];
  const check = async (when: string) => {
    await pendingShown(page, SCANS);
    const q = await queued(page);
    checks.push(
      `${when}: the scan screen counts ${SCANS} waiting; IndexedDB holds ${q.count} records, ${q.photos} photos, ${(q.photoBytes / MB).toFixed(1)} MB of photos`,
    );
    if (q.count !== SCANS || q.photos !== SCANS) throw new Error(`${when}: the queue lost scans: ${q.count}`);
  };
  await page.reload();
  await check('after a reload (offline)');
  await context.close();
  ({ context, page } = await launch(profile, video));
  await context.setOffline(true);
  await page.goto('/');
  await check('after the browser was closed and opened again (offline)');

  // What Settings shows of it (the kiosk's PIN set on first use).
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await unlockWith(page, '246810', true);
  await page.getByTestId('health-storage').waitFor();
  const settings = (await page.getByTestId('health-storage').innerText()).replace(/\s+/g, ' ');
  const warning = await page.getByTestId('kiosk-health').getByRole('status').count();
  const shot = join(dir, 'settings-2000-offline.png');
  await page.screenshot({ path: shot });
  await context.close();
  await request.dispose();

  const used = after.usage - before.usage;
  process.stdout.write(
    [
      `${SCANS} scans queued offline (one read by the camera, ${SCANS - 1} copies of it):`,
      `  photo as grabFrame took it from the fake camera: ${(fill.grabbedBytes / 1024).toFixed(1)} KB (${fill.width} px wide)`,
      `  photo stored with each scan${NOISY ? ' (that frame with camera noise, JPEG 0.8)' : ''}: ${(fill.photoBytes / 1024).toFixed(1)} KB`,
      `  written in ${(fill.writeMs / 1000).toFixed(1)} s`,
      `storage before: ${(before.usage / MB).toFixed(1)} MB used of a ${(before.quota / MB).toFixed(0)} MB quota; persist() granted: ${before.persisted}`,
      `storage after:  ${(after.usage / MB).toFixed(1)} MB used (${(used / MB).toFixed(1)} MB for the queue, ${(used / SCANS / 1024).toFixed(1)} KB a scan), ${((after.usage / after.quota) * 100).toFixed(2)} % of the quota`,
      ...checks.map((c) => `  ${c}`),
      `Settings, storage row: "${settings}"; low-space warning shown: ${warning > 0}`,
      `screenshot: ${shot}`,
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
