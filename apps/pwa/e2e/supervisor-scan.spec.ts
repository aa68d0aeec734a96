/**
 * The supervisor's /attendance/scan-qr with a fake camera playing a fresh signed QR code (SPEC §2, §5 QR, §8
 * 'Absen karyawan success', §9 scan delay). Each test launches Chromium with its own .y4m file.
 */
import { gateScanAt, openScanner, qrPresencesFor, type Scanner } from './scan-support';
import { expect, expectNoAxeViolations, screenshot, test } from './support/fixtures';

// Each test launches its own Chromium with a fake camera (and registers a phone key first).
test.describe.configure({ timeout: 90_000 });

let scanner: Scanner | null = null;

test.afterEach(async () => {
  await scanner?.close();
  scanner = null;
});

test('§2 §8 scan-qr: a fresh code shows name, shift and type, then Kirim records it: Absen karyawan success', async ({
  request,
}) => {
  // A gate persona: a subordinate with a phone of their own, whose key is registered as their phone does it; the
  // code is signed with that key (the phone's own drawn code is scanned in apps/console/e2e/gate-cross-app.spec.ts).
  // A Wednesday morning, pinned: the scan is on the code's own day whatever the hour the suite runs at.
  const scan = await gateScanAt(request, '2026-12-09T10:00:00+07:00');
  const { token, sub } = scan;
  scanner = scan.scanner;
  const { page } = scanner;
  const card = page.getByRole('region', { name: 'Konfirmasi Absen' });
  await expect(card.getByText(sub.name)).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Absen Masuk')).toBeVisible();
  // gateSubordinate picks one with a shift today: its name is on the card (no branch that may not run).
  expect(sub.shiftName).toBeTruthy();
  await expect(card.getByText(sub.shiftName ?? '')).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'supervisor-scan-confirm');
  await card.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Absen karyawan success' })).toBeVisible();
  await screenshot(page, 'supervisor-scan-success');

  expect(await qrPresencesFor(request, token, sub.name)).toBe(1);
});

test("§5 scan-qr: a code that is not ours shows 'QR code is not valid!'; Kirim without valid data 'QR Data not valid'", async ({
  request,
}) => {
  scanner = await openScanner('https://example.com/bukan-kode-absen', request);
  const { page } = scanner;
  await expect(page.getByRole('alert').filter({ hasText: 'QR code is not valid!' })).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, 'supervisor-scan-invalid');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'QR Data not valid' })).toBeVisible();
});
