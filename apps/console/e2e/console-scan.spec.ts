/**
 * Scan mode (issue 8 item 4) with a fake camera playing fresh codes: online and offline, duplicates, expired
 * and foreign codes, the frame as the presence photo, the scan time as the clock time, exactly once.
 */
import type { Page } from '@playwright/test';
import {
  browserWithCamera,
  codeFor,
  codeSegments,
  expect,
  expectNoAxeViolations,
  login,
  presencesOf,
  resetMock,
  subordinatesOf,
  test,
} from './support/fixtures';

test.describe.configure({ timeout: 150_000 });

/**
 * Records the text of every card shown (a card lives 4 s; the test may look later). A card that replaces
 * the one still showing keeps its element: React changes only its data-seq and its text nodes, so the
 * observer watches those too, not just added and removed nodes (a foreign code read 4 s after an expired
 * one, the card's lifetime, was missed that way in CI).
 */
async function watchCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    let last = '';
    new MutationObserver(() => {
      const card = document.querySelector<HTMLElement>('[data-testid="scan-card"]');
      if (card && card.dataset.seq !== last) {
        last = card.dataset.seq ?? '';
        w.__seen.push(card.textContent ?? '');
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-seq'],
    });
  });
}

async function seenCards(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

test('§2 scan-qr, issue 8: online scans clock in with a large card, the photo is the frame, a replay is "sudah tercatat"', async ({
  request,
}) => {
  await resetMock(request);
  const [a, b] = await subordinatesOf(request);
  if (!a || !b) throw new Error('supervisor needs two subordinates with a schedule');
  const cam = await browserWithCamera(
    codeSegments([await codeFor(a, 'clock-in'), await codeFor(b, 'clock-in')], {
      leadSeconds: 3,
      seconds: 3,
      gapSeconds: 1,
    }),
  );
  try {
    const { page } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    await watchCards(page);
    const card = page.getByTestId('scan-card');
    // A starved CPU may miss a code on one pass; the video loops, so wait across passes.
    await expect(page.getByTestId('today-count')).toContainText('2', { timeout: 45_000 });
    const seen = (await seenCards(page)).join(' | ');
    expect(seen).toContain(`Absen Masuk${a.name}Shift${a.shiftName}`);
    expect(seen).toContain(`Absen Masuk${b.name}Shift${b.shiftName}`);
    await expectNoAxeViolations(page, ['#scan-viewfinder']);
    // The loop shows A again: same employee and type within 60 s.
    await expect(card.filter({ hasText: 'sudah tercatat' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('pending-count')).toContainText('0');
    const rows = await presencesOf(request);
    const names = rows.map((r) => r.employeeName).sort();
    expect(names).toEqual([a.name, b.name].sort());
    for (const row of rows) expect(row.photo).toMatch(/^https?:|^\//);
    await page.screenshot({ path: test.info().outputPath('scan-online.png') });
  } finally {
    await cam.close();
  }
});

test('issue 8: expired and foreign codes show a red card and send nothing', async ({ request }) => {
  await resetMock(request);
  const [a] = await subordinatesOf(request);
  if (!a) throw new Error('no subordinate');
  const cam = await browserWithCamera(
    codeSegments(
      [
        await codeFor(a, 'clock-in', { ageMs: 5 * 60_000 }),
        await codeFor(a, 'clock-in', { passphrase: 'lain' }),
      ],
      {
        leadSeconds: 3,
        seconds: 3,
        gapSeconds: 1,
      },
    ),
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
    await expect(page.getByTestId('today-count')).toContainText('0');
    expect(await presencesOf(request)).toEqual([]);
  } finally {
    await cam.close();
  }
});

test('issue 8 offline: scans are accepted at once, queued with the scan time, survive a reload and sync exactly once', async ({
  request,
}) => {
  await resetMock(request);
  const [a, b] = await subordinatesOf(request);
  if (!a || !b) throw new Error('two subordinates needed');
  const cam = await browserWithCamera(
    codeSegments([await codeFor(a, 'clock-in'), await codeFor(b, 'clock-in')], {
      leadSeconds: 10,
      seconds: 6,
      gapSeconds: 1,
    }),
  );
  try {
    const { page, context } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    // The service worker has the shell; the subordinates are cached: then the Wi-Fi drops.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
    await page.waitForFunction(() => (localStorage.getItem('upah.console.subordinates') ?? '[]').length > 2);
    await context.setOffline(true);
    await expect(page.getByText('Offline: scan tetap diterima dan dikirim nanti')).toBeVisible();
    const card = page.getByTestId('scan-card');
    await expect(page.getByTestId('pending-count')).toContainText('2', { timeout: 60_000 });
    await expect(card.filter({ hasText: b.name })).toBeVisible();
    await expect(card).toContainText('Menunggu sinkron');
    const cardTime = (await page.locator('.scan-card__facts dd').nth(1).textContent()) ?? '';
    await page.screenshot({ path: test.info().outputPath('scan-offline.png') });
    await page.reload();
    await expect(page.getByTestId('pending-count')).toContainText('2');
    await expect(page.getByTestId('today-count')).toContainText('2');
    expect(await presencesOf(request)).toEqual([]);
    const beforeSync = Date.now();
    await page.waitForTimeout(1500);
    await context.setOffline(false);
    await expect(page.getByTestId('pending-count')).toContainText('0', { timeout: 20_000 });
    await page.waitForTimeout(1000);
    const rows = await presencesOf(request);
    expect(rows.map((r) => r.employeeName).sort()).toEqual([a.name, b.name].sort());
    for (const row of rows) expect(Date.parse(row.clockIn ?? '')).toBeLessThan(beforeSync);
    expect(rows.some((r) => (r.clockIn ?? '').slice(11, 16) === cardTime)).toBe(true);
  } finally {
    await cam.close();
  }
});
