/**
 * Requests of the attendance area, each a list and a form (SPEC §2, §4, §5, §8):
 * izin, cuti, lembur, remote, shift, presence history; drafts kept across offline and reload.
 */
import type { Page } from '@playwright/test';
import { NEAR, openArea, shot } from './attendance-support';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

// Camera, geolocation and uploads on a shared 2-core machine: more than the default 45 s per test.
test.describe.configure({ timeout: 120_000 });

test.use({ geolocation: NEAR, permissions: ['geolocation'] });

/** A 1×1 PNG: the form compresses it to JPEG on the phone before upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const photo = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function go(page: Page, link: string | RegExp): Promise<void> {
  await openArea(page);
  await page.getByRole('link', { name: link, exact: true }).first().click();
}

test('§4 izin: create (description required) → pending in the list → cancel after confirmation → canceled', async ({
  page,
}) => {
  await go(page, 'Izin');
  await expect(page).toHaveURL(/\/attendance\/permit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Izin' })).toBeVisible();
  await shot(page, 'permission-list');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await expect(page.getByTestId('distance')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Keterangan wajib diisi' })).toBeVisible();
  await page.getByLabel('Jam mulai').fill('13:00:00');
  await page.getByLabel('Jam selesai').fill('14:30:00');
  await page.getByLabel('Keterangan').fill('Ke dokter gigi');
  await page.getByTestId('photo-input').setInputFiles(photo('surat.png'));
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await shot(page, 'permit-form');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Create permission success')).toBeVisible();
  await expect(page).toHaveURL(/\/attendance\/permit$/);
  const item = page.getByTestId('request-item').filter({ hasText: 'Ke dokter gigi' });
  await expect(item).toContainText('13:00–14:30');
  await expect(item.locator('[data-status]')).toHaveAttribute('data-status', 'pending');
  await item.getByRole('button', { name: 'Batalkan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan pengajuan?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Ya, batalkan' }).click();
  await expect(page.getByText('Izin berhasil di cancel')).toBeVisible();
  await expect(item.locator('[data-status]')).toHaveAttribute('data-status', 'canceled');
  await expect(item.getByRole('button', { name: 'Batalkan' })).toHaveCount(0);
});

test('§4 cuti: category from leave/categories, dates, several photos → Pengajuan cuti berhasil', async ({
  page,
}) => {
  await openArea(page);
  await page.getByRole('link', { name: 'Pengajuan Cuti' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History Cuti' })).toBeVisible();
  await shot(page, 'cuti-list');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pengajuan Cuti' }).click();
  await expect(page.getByLabel('Kategori cuti').locator('option').nth(1)).toBeAttached();
  await page.getByLabel('Kategori cuti').selectOption({ index: 1 });
  await page.getByLabel('Tanggal mulai').fill('2026-12-28');
  await page.getByLabel('Tanggal selesai').fill('2026-12-30');
  await page.getByLabel('Keterangan').fill('Liburan akhir tahun');
  await page.getByTestId('photo-input').setInputFiles([photo('a.png'), photo('b.png')]);
  await expect(page.getByRole('img', { name: /Foto \d/ })).toHaveCount(2);
  await shot(page, 'cuti-form');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pengajuan cuti berhasil')).toBeVisible();
  await expect(page).toHaveURL(/\/attendance\/cuti$/);
  await expect(page.getByTestId('request-item').filter({ hasText: 'Liburan akhir tahun' })).toBeVisible();
});

test('§5 lembur: defaults today 15:00–16:00, an end before the start is refused, then Berhasil mengajukan lembur', async ({
  page,
}) => {
  await openArea(page);
  await page.getByRole('link', { name: 'Pengajuan Lembur' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lembur' })).toBeVisible();
  await shot(page, 'overtime-list');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Pengajuan Lembur' }).click();
  await expect(page).toHaveURL(/\/attendance\/overtime-request\/\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByLabel('Jam mulai')).toHaveValue('15:00');
  await expect(page.getByLabel('Jam selesai')).toHaveValue('16:00');
  await expect(page.getByLabel('Hari kerja')).toBeChecked();
  await page.getByLabel('Keterangan').fill('Lembur stok opname gudang Q4');
  await page.getByLabel('Jam selesai').fill('14:00');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /sebelum/ })).toBeVisible();
  await shot(page, 'overtime-form');
  await expectNoAxeViolations(page);
  await page.getByLabel('Jam selesai').fill('17:00');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Berhasil mengajukan lembur')).toBeVisible();
  await expect(
    page.getByTestId('request-item').filter({ hasText: 'Lembur stok opname gudang Q4' }),
  ).toBeVisible();
});

test('§5 remote: no shift on the date gives its message; a date with a shift → Request Remote Success, listed as pending', async ({
  page,
}) => {
  await go(page, 'Remote');
  await expect(page.getByRole('heading', { level: 1, name: 'Request Remote' })).toBeVisible();
  await page.getByLabel('Keterangan').fill('Kunjungan klien di Bekasi');
  await page.getByTestId('photo-input').setInputFiles(photo('klien.png'));
  await page.getByLabel('Tanggal').fill('2027-06-01');
  await expect(page.getByTestId('distance')).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Tidak ada shift di tanggal' })).toContainText(
    '2027',
  );
  await shot(page, 'remote-no-shift');
  await expectNoAxeViolations(page);
  const today = await page.evaluate(() =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date()),
  );
  await page.getByLabel('Tanggal').fill(today);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Request Remote Success')).toBeVisible();
  await expect(
    page.getByTestId('request-item').filter({ hasText: 'Kunjungan klien di Bekasi' }),
  ).toBeVisible();
});

test('§2 shift request: master shifts with their real ranges per weekday, then Pengajuan Shift berhasil', async ({
  page,
}) => {
  await openArea(page);
  await page.getByRole('link', { name: 'Pengajuan Shift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengajuan Shift' })).toBeVisible();
  // Each master shift's rows exactly as the mock's templates give them (days, then start–end with an en dash).
  const weekdays = 'Senin, Selasa, Rabu, Kamis, Jumat';
  const ranges: Record<string, string[]> = {
    'Shift Kantor': [`${weekdays}, Sabtu: 08:00–18:00`],
    'Shift Pagi': [`${weekdays}: 06:00–14:00`, 'Sabtu: 06:00–11:00'],
    'Shift Siang': [`${weekdays}, Sabtu: 14:00–22:00`],
    'Shift Malam': [`${weekdays}: 22:00–06:00`],
    'Shift Akhir Pekan': ['Minggu, Sabtu: 08:00–16:00'],
  };
  const options = page.locator('label').filter({ has: page.locator('.att-shift-row') });
  await expect(options).toHaveCount(Object.keys(ranges).length);
  for (const [name, rows] of Object.entries(ranges))
    await expect(options.filter({ hasText: name }).locator('.att-shift-row')).toHaveText(rows);
  const pagi = options.filter({ hasText: 'Shift Pagi' });
  await shot(page, 'shift-request');
  await expectNoAxeViolations(page);
  await pagi.getByRole('radio').check();
  await page.getByLabel('Keterangan').fill('Tukar shift dengan rekan');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pengajuan Shift berhasil')).toBeVisible();
});

test('§2 presence history: photo thumbnails, status, type and load more (page size 10)', async ({ page }) => {
  await go(page, 'Presensi');
  await expect(page).toHaveURL(/\/attendance\/presence-history$/);
  const items = page.getByTestId('request-item');
  await expect(items).toHaveCount(10);
  const thumb = items.first().getByRole('img', { name: 'Foto' });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(items.first().locator('[data-status]')).toBeVisible();
  await shot(page, 'presence-history');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
});

test('attendance: offline submit says so and keeps everything; the draft and photo survive a reload', async ({
  page,
  context,
}) => {
  await go(page, 'Izin');
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await page.getByLabel('Keterangan').fill('Anak sakit, izin pulang cepat');
  await page.getByTestId('photo-input').setInputFiles(photo('surat.png'));
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(
    page.getByText('Anda sedang offline. Data tetap tersimpan; kirim lagi saat online.').first(),
  ).toBeVisible();
  await expect(page.getByLabel('Keterangan')).toHaveValue('Anak sakit, izin pulang cepat');
  await shot(page, 'offline-draft');
  await context.setOffline(false);
  await page.reload();
  await expect(page.getByLabel('Keterangan')).toHaveValue('Anak sakit, izin pulang cepat');
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Create permission success')).toBeVisible();
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await expect(page.getByLabel('Keterangan')).toHaveValue('');
});

test('§5 izin: the photo field offers Ambil Foto / Pilih File, never a bare file input; a failed submit keeps the content', async ({
  page,
}) => {
  await go(page, 'Izin');
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await expect(page.getByTestId('distance')).toBeVisible();
  const photoField = page.getByRole('group', { name: 'Foto' });
  await expect(photoField.getByText('Ambil Foto', { exact: true })).toBeVisible();
  await expect(photoField.getByText('Pilih File', { exact: true })).toBeVisible();
  // the file inputs are inside their labelled buttons, visually hidden: no browser "Choose File" shows
  for (const input of await page.locator('input[type=file]').all()) {
    const box = await input.boundingBox();
    expect(box === null || (box.width <= 1 && box.height <= 1)).toBe(true);
  }
  await page.getByLabel('Keterangan').fill('Urusan keluarga');
  await page.getByTestId('photo-input').setInputFiles(photo('surat.png'));
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  // the server fails this (the client's own retries too), after which everything typed and picked is still there
  let failing = true;
  await page.route('**/permission/request', async (route) => {
    if (!failing || route.request().method() !== 'POST') return route.fallback();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Server sibuk' }),
    });
  });
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText(/Server sibuk|Terjadi kesalahan/).first()).toBeVisible();
  await expect(page.getByLabel('Keterangan')).toHaveValue('Urusan keluarga');
  await expect(page.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Create permission success')).toBeVisible();
});
