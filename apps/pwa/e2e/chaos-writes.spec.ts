/**
 * Every write exactly once (DESIGN.md "Security and exactly-once"): the employee's request flows at 20 % answers
 * lost after the server saved them plus 20 % 503s (scripts/chaos-faults.mjs; the mock's dice are seeded). Each
 * user action leaves exactly one record, found the way the user finds it (the lists, the wage history), a failed
 * tap says so in Indonesian, and nothing typed is lost.
 */
import type { Page } from '@playwright/test';
import { formatRupiah, parseRupiahInput } from '@upah/core/format';
import { report, type Tally, withFaults } from '../../../scripts/chaos-faults.mjs';
import { NEAR, openArea } from './attendance-support';
import { listCount, oneRecord, submitUntil } from './chaos-support';
import { MOCK_URL } from './support/env';
import { expect, localPhone, login, persona, test } from './support/fixtures';
import { dataAs } from './support/mock-api';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });
test.use({ geolocation: NEAR, permissions: ['geolocation'] });

/** A 1×1 PNG: the form compresses it to JPEG on the phone before upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const stamp = () => Date.now().toString(36);

async function home(page: Page): Promise<void> {
  await page.goto('/attendance/');
  await expect(page.getByTestId('shift')).toBeVisible();
}

/** The signed-in employee's withdrawals as the wage history reads them (outside the page, so free of its faults). */
async function wageHistory(
  page: Page,
): Promise<{ totalItems: number; newest?: { amount: number; description: string } }> {
  const data = await dataAs<{
    wageRequests: { amount: number; description: string }[];
    pagination: { totalItems: number };
  }>(page, '/ewa/wage-request/history?page=1&size=10');
  return { totalItems: data.pagination.totalItems, newest: data.wageRequests[0] };
}

/** Konfirmasi Penarikan's box ticked, Konfirmasi until Request Success; the reason survives each failed tap. */
async function withdrawUntil(page: Page, tally: Tally, reason: string, create: string): Promise<void> {
  await page.getByLabel('Alasan penarikan').fill(reason);
  await page.getByRole('button', { name: 'Tarik Gaji' }).click();
  await page.getByRole('dialog', { name: 'Konfirmasi Penarikan' }).getByRole('checkbox').check();
  await submitUntil(
    page,
    tally,
    'Konfirmasi',
    'Request Success',
    { label: 'Alasan penarikan', value: reason },
    create,
  );
}

/** The area's home, faults on, then the request's list (`list`) and its form, both through their links. */
async function openForm(page: Page, link: string, list: string): Promise<Tally> {
  await openArea(page);
  const tally = await withFaults(page);
  await page.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(list);
  // the URL changes before the list's lazy screen replaces the home, whose shortcut has the same name: tap the
  // list's link only once the home has gone
  await expect(page.getByTestId('shift')).toHaveCount(0);
  await page.getByRole('link', { name: link }).click();
  return tally;
}

/**
 * Sends the form with Keterangan `text` (its first tap losing every answer of its `create` call), then finds
 * exactly one record carrying `text` in the reloaded list (`list`, else the form's own page).
 */
async function sendOnce(
  page: Page,
  tally: Tally,
  name: string,
  form: { success: string; text: string; create: string; list?: string },
): Promise<void> {
  const kept = { label: 'Keterangan', value: form.text };
  await submitUntil(page, tally, 'Kirim', form.success, kept, form.create);
  if (form.list) await page.goto(form.list);
  oneRecord(tally, await listCount(page, form.text));
  report(`PWA ${name}`, tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
}

/**
 * The request forms sent the same way: opened with faults on, their fields typed in order (`fields` gets the
 * Keterangan `text`), sent once.
 */
const requestForms: {
  name: string;
  open: (page: Page) => Promise<Tally>;
  prefix: string;
  fields: (text: string) => [label: string, value: string][];
  success: string;
  create: string;
  list: string;
}[] = [
  {
    name: 'izin',
    async open(page) {
      await openArea(page);
      const tally = await withFaults(page);
      await page.getByRole('link', { name: 'Izin', exact: true }).first().click();
      await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
      await expect(page.getByTestId('distance')).toBeVisible();
      return tally;
    },
    prefix: 'Izin chaos',
    fields: (text) => [
      ['Jam mulai', '13:00:00'],
      ['Jam selesai', '14:30:00'],
      ['Keterangan', text],
    ],
    success: 'Create permission success',
    create: '/permission/request',
    list: '/attendance/permit',
  },
  {
    name: 'cuti',
    async open(page) {
      const tally = await openForm(page, 'Pengajuan Cuti', '/attendance/cuti');
      await expect(page.getByLabel('Kategori cuti').locator('option').nth(1)).toBeAttached();
      await page.getByLabel('Kategori cuti').selectOption({ index: 1 });
      return tally;
    },
    prefix: 'Cuti chaos',
    fields: (text) => [
      ['Tanggal mulai', '2026-12-28'],
      ['Tanggal selesai', '2026-12-30'],
      ['Keterangan', text],
    ],
    success: 'Pengajuan cuti berhasil',
    create: '/leave/request/create',
    list: '/attendance/cuti',
  },
  {
    name: 'lembur',
    open: (page) => openForm(page, 'Pengajuan Lembur', '/attendance/overtime'),
    prefix: 'Lembur chaos',
    fields: (text) => [
      ['Keterangan', text],
      ['Jam selesai', '17:00'],
    ],
    success: 'Berhasil mengajukan lembur',
    create: '/overtime/request/create',
    list: '/attendance/overtime',
  },
];

for (const form of requestForms) {
  test(`exactly once under lost answers + 503s: ${form.name}`, async ({ page }) => {
    const tally = await form.open(page);
    const text = `${form.prefix} ${stamp()}`;
    for (const [label, value] of form.fields(text)) await page.getByLabel(label).fill(value);
    await sendOnce(page, tally, form.name, {
      success: form.success,
      text,
      create: form.create,
      list: form.list,
    });
  });
}

test('exactly once under lost answers + 503s: remote (Dinas Luar), Keterangan kept after each failure', async ({
  page,
}) => {
  await openArea(page);
  const tally = await withFaults(page);
  const remote = `Dinas luar chaos ${stamp()}`;
  await page.getByRole('link', { name: 'Remote', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Request Remote' })).toBeVisible();
  await page.getByLabel('Keterangan').fill(remote);
  await page
    .getByTestId('photo-input')
    .setInputFiles({ name: 'klien.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('distance')).toBeVisible();
  await sendOnce(page, tally, 'remote', {
    success: 'Request Remote Success',
    text: remote,
    create: '/presence/remote/request',
  });
});

test('exactly once under lost answers + 503s: shift, withdrawal', async ({ page, request }) => {
  await openArea(page);
  const tally = await withFaults(page);
  const shift = `Shift chaos ${stamp()}`;
  await home(page);
  await page.getByRole('link', { name: 'Pengajuan Shift' }).click();
  await page.locator('label').filter({ hasText: 'Shift Pagi' }).getByRole('radio').check();
  await page.getByLabel('Keterangan').fill(shift);
  await submitUntil(
    page,
    tally,
    'Kirim',
    'Pengajuan Shift berhasil',
    { label: 'Keterangan', value: shift },
    '/shift_request',
  );
  // neither SPEC nor the apps read shift requests back: the mock's developer route counts them
  const shifts = await request.get(`${MOCK_URL}/__mock/shift-requests?desc=${encodeURIComponent(shift)}`);
  expect(shifts.ok()).toBe(true);
  oneRecord(tally, ((await shifts.json()) as { count: number }).count);

  const before = await wageHistory(page);
  const reason = `Tarik chaos ${stamp()}`;
  await page.goto('/dashboard/2');
  await withdrawUntil(page, tally, reason, '/ewa/wage-request/create');
  oneRecord(tally, (await wageHistory(page)).totalItems - before.totalItems);
  report('PWA shift + withdrawal', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('exactly once under lost answers + 503s: a wallet withdrawal, the balance lowered once', async ({
  page,
}) => {
  await login(page, 'wallet');
  await page.goto('/dashboard/1');
  const balance = page.getByTestId('balance-wallet');
  await expect(balance).toHaveText(/^Rp /);
  const walletBefore = parseRupiahInput(await balance.innerText()) ?? Number.NaN;
  const before = await wageHistory(page);
  const tally = await withFaults(page);
  const reason = `Wallet chaos ${stamp()}`;
  await page.goto('/dashboard/2');
  await expect(page.getByRole('radio', { name: /Saldo Wallet/ })).toBeChecked();
  await withdrawUntil(page, tally, reason, '/ewa/wage-request/wallet');
  const after = await wageHistory(page);
  oneRecord(tally, after.totalItems - before.totalItems);
  expect(after.newest?.description).toBe(reason);
  // the balance the dashboard shows went down by this one withdrawal's amount, not twice
  await page.goto('/dashboard/1');
  await expect(balance).toHaveText(formatRupiah(walletBefore - (after.newest?.amount ?? 0)));
  report('PWA wallet', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('a login whose answer is lost is retried with its key and signs in', async ({ page }) => {
  const tally = await withFaults(page);
  const who = await persona(page.request, 'employee');
  const phone = localPhone(who.phoneNumber);
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  // as a user does: when every retry of the client met a fault, the form says so and keeps both fields; tap again
  await submitUntil(page, tally, 'Masuk', 'Login Success', { label: 'Nomor HP', value: phone });
  await page.waitForURL(/\/dashboard\/\d/);
  expect(tally.dropped).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole('link', { name: /Absensi/ })).toBeVisible();
});
