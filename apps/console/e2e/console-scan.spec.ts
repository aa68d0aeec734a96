/**
 * The console's scan mode (SPEC §2 scan-qr, §5 QR) with a fake camera playing fresh codes: online and offline, duplicates, expired
 * and foreign codes, the frame as the presence photo, the scan time as the clock time, exactly once.
 */
import { SUBORDINATES_CACHE_KEY } from '@upah/core/stores/subordinates';
import { mockTime } from '../../../scripts/pinned-time.mjs';
import {
  browserWithCamera,
  codeFor,
  codeSegments,
  seenCards,
  stat,
  TEST_PACE,
  watchCards,
} from './support/camera';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';
import { pinGate, presencesOf, subordinatesOf } from './support/mock-api';

test.describe.configure({ timeout: 150_000 });

test('§2 scan-qr: online scans clock in with a large card, the photo is the frame, a replay is "sudah tercatat"', async ({
  request,
}) => {
  const atGate = await pinGate(request);
  const [a, b] = await subordinatesOf(request);
  if (!a || !b) throw new Error('supervisor needs two subordinates with a schedule');
  // A, B, then A's very same code again (a replay), made once the browser is up: a code lives 60 s, and a
  // replay read after that is refused as expired instead, which is what made this test fail on a busy machine
  // when the replay waited for the next pass of the loop.
  const cam = await browserWithCamera(async () => {
    const codeA = await codeFor(a, 'clock-in');
    return codeSegments([codeA, await codeFor(b, 'clock-in'), codeA], TEST_PACE);
  }, atGate);
  try {
    const { page } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    await watchCards(page);
    // A starved CPU may miss a code on one pass; the video loops, so wait across passes.
    await expect(stat(page, 'today-count')).toHaveText('2', { timeout: 45_000 });
    const seen = (await seenCards(page)).join(' | ');
    expect(seen).toContain(`Absen Masuk${a.name}Shift${a.shiftName}`);
    expect(seen).toContain(`Absen Masuk${b.name}Shift${b.shiftName}`);
    await expectNoAxeViolations(page, ['#scan-viewfinder']);
    // A's code read again (after B, or on the next pass): "sudah tercatat", nothing sent.
    await expect
      .poll(
        async () => (await seenCards(page)).some((t) => t.includes('sudah tercatat') && t.includes(a.name)),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    await expect(stat(page, 'today-count')).toHaveText('2');
    await expect(stat(page, 'pending-count')).toHaveText('0');
    const rows = await presencesOf(request);
    const names = rows.map((r) => r.employeeName).sort();
    expect(names).toEqual([a.name, b.name].sort());
    for (const row of rows) expect(row.photo).toMatch(/^https?:|^\//);
    await page.screenshot({ path: test.info().outputPath('scan-online.png') });
  } finally {
    await cam.close();
  }
});

test('§5 QR: expired and foreign codes show a red card and send nothing', async ({ request }) => {
  const atGate = await pinGate(request);
  const [a] = await subordinatesOf(request);
  if (!a) throw new Error('no subordinate');
  const cam = await browserWithCamera(
    codeSegments(
      [
        await codeFor(a, 'clock-in', { ageMs: 5 * 60_000 }),
        await codeFor(a, 'clock-in', { passphrase: 'lain' }),
      ],
      TEST_PACE,
    ),
    atGate,
  );
  try {
    const { page } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    await watchCards(page);
    const refusedTexts = async () =>
      (await seenCards(page)).filter((t) => t.startsWith('QR ditolak')).join(' | ');
    await expect.poll(refusedTexts, { timeout: 45_000 }).toContain('QR code sudah kedaluwarsa');
    await expect.poll(refusedTexts, { timeout: 45_000 }).toContain('QR code is not valid!');
    await expectNoAxeViolations(page, ['#scan-viewfinder']);
    await page.screenshot({ path: test.info().outputPath('scan-refused.png') });
    await expect(stat(page, 'today-count')).toHaveText('0');
    expect(await presencesOf(request)).toEqual([]);
  } finally {
    await cam.close();
  }
});

test('§2 scan-qr offline: scans are accepted at once, queued with the scan time, survive a reload and sync exactly once', async ({
  request,
}) => {
  const atGate = await pinGate(request);
  const [a, b] = await subordinatesOf(request);
  if (!a || !b) throw new Error('two subordinates needed');
  const cam = await browserWithCamera(
    async () =>
      codeSegments([await codeFor(a, 'clock-in'), await codeFor(b, 'clock-in')], {
        leadSeconds: 10,
        seconds: 6,
        gapSeconds: 1,
      }),
    atGate,
  );
  try {
    const { page, context } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    // The service worker has the shell; the subordinates are cached: then the Wi-Fi drops.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    // The cached list carries the subordinates' phone keys: codes are verified offline with them.
    await page.waitForFunction(
      ([key, ids]) => {
        const list = JSON.parse(localStorage.getItem(key) ?? '[]') as {
          id: number;
          publicKey?: string | null;
        }[];
        return ids.every((id) => list.some((s) => s.id === id && s.publicKey));
      },
      [SUBORDINATES_CACHE_KEY, [a.id, b.id]] as const,
    );
    await context.setOffline(true);
    await expect(page.getByText('Offline: scan tetap diterima dan dikirim nanti')).toBeVisible();
    const card = page.getByTestId('scan-card');
    await expect(stat(page, 'pending-count')).toHaveText('2', { timeout: 60_000 });
    await expect(card.filter({ hasText: b.name })).toBeVisible();
    await expect(card).toContainText('Menunggu sinkron');
    const cardTime = (await page.locator('.scan-card__facts dd').nth(1).textContent()) ?? '';
    await page.screenshot({ path: test.info().outputPath('scan-offline.png') });
    await page.reload();
    await expect(stat(page, 'pending-count')).toHaveText('2');
    await expect(stat(page, 'today-count')).toHaveText('2');
    expect(await presencesOf(request)).toEqual([]);
    const beforeSync = await mockTime(request, MOCK_URL);
    await context.setOffline(false);
    await expect(stat(page, 'pending-count')).toHaveText('0', { timeout: 20_000 });
    // The loop keeps showing both codes after the sync: each is still recorded once.
    await expect(stat(page, 'today-count')).toHaveText('2');
    const rows = await presencesOf(request);
    expect(rows.map((r) => r.employeeName).sort()).toEqual([a.name, b.name].sort());
    for (const row of rows) expect(Date.parse(row.clockIn ?? '')).toBeLessThan(beforeSync);
    expect(rows.some((r) => (r.clockIn ?? '').slice(11, 16) === cardTime)).toBe(true);
  } finally {
    await cam.close();
  }
});
