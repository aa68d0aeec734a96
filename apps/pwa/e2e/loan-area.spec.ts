/**
 * The cooperative loan area /loan/ (SPEC §2 "Cooperative loan area", §4 Loan, §5 Loan form, §7 Loan, §8),
 * Debian Chromium at 360×740 against the production build and the mock. axe on every view; screenshots of each
 * view go to test-results/screens/loan-*.png.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { formatDate, formatRupiah } from '@upah/core/format';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';
import { historyTotal } from './support/mock-api';

interface Instalment {
  installmentNo: number;
  amount: number;
  dueDate: string;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openLoanHome(page: Page) {
  await page.goto('/dashboard/0');
  await page.getByRole('link', { name: /Pinjaman Koperasi/ }).click();
  await expect(page).toHaveURL(/\/loan\/$/);
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();
  await expect(page.getByRole('button', { name: /Lihat detail pinjaman/ }).first()).toBeVisible();
}

async function fillForm(page: Page, amount: string, tenor: string) {
  await page.getByRole('button', { name: 'Buat Pengajuan' }).click();
  await expect(heading(page, 'Pinjaman Koperasi')).toBeVisible();
  await page.getByLabel('Jumlah Pinjaman (Rp)').fill(amount);
  await page.getByLabel('Tenor (bulan)').fill(tenor);
}

async function toConfirm(page: Page): Promise<{ installments: Instalment[] }> {
  const draft = page.waitForResponse((r) => r.url().includes('/loan/request/draft'));
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  const body = (await (await draft).json()) as { data: { installments: Instalment[] } };
  await expect(heading(page, 'Konfirmasi Pinjaman')).toBeVisible();
  return body.data;
}

/** The strings a PDF draws (uncompressed content streams: `(text) Tj`). */
function pdfStrings(bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const out: string[] = [];
  for (const m of text.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    out.push((m[1] ?? '').replace(/\\([()\\])/g, '$1'));
  }
  return out;
}

test('§2 §4 §5 §7 apply end to end: history, fill, confirm with every instalment, submit, success; the draft schedule is the loan’s', async ({
  page,
}) => {
  // many views, four axe runs and a reload: give it room on a loaded machine
  test.slow();
  await login(page, 'employee');
  await openLoanHome(page);
  await expect(page).toHaveTitle(/Riwayat Koperasi/);
  // §9 page 1 of 10, then load more (12 seeded loans)
  await expect(page.getByRole('button', { name: /Lihat detail pinjaman/ })).toHaveCount(10);
  await expect(page.getByText('Pending', { exact: true }).first()).toBeVisible();
  await screenshot(page, 'loan-home');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Muat lebih banyak' }).click();
  await expect(page.getByRole('button', { name: /Lihat detail pinjaman/ })).toHaveCount(12);

  await page.getByRole('button', { name: 'Buat Pengajuan' }).click();
  await expect(heading(page, 'Pinjaman Koperasi')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Langkah pengajuan' })).toContainText('Isi Formulir');
  await expect(page.getByRole('list', { name: 'Langkah pengajuan' })).toContainText('Konfirmasi');
  await expect(page.getByText('Isi 1 sampai 12 bulan')).toBeVisible();
  await expect(page.getByLabel('Rekening Bank')).toHaveJSProperty('readOnly', true);
  // §5 field messages
  await page.getByRole('button', { name: 'Berikutnya' }).click();
  await expect(page.getByText('Jumlah wajib diisi')).toBeVisible();
  await expect(page.getByText('Tenor wajib diisi')).toBeVisible();
  await page.getByLabel('Tenor (bulan)').fill('13');
  await expect(page.getByText('Tenor 1 sampai 12 bulan')).toBeVisible();
  await page.getByLabel('Jumlah Pinjaman (Rp)').fill('1,5');
  await expect(page.getByText('Jumlah harus berupa angka')).toBeVisible();
  await screenshot(page, 'loan-fill-errors');
  await expectNoAxeViolations(page);

  // Rupiah with dot separators; what is typed survives a reload
  await page.getByLabel('Jumlah Pinjaman (Rp)').fill('1500000');
  await expect(page.getByLabel('Jumlah Pinjaman (Rp)')).toHaveValue('1.500.000');
  await page.getByLabel('Tenor (bulan)').fill('3');
  await page.reload();
  await expect(heading(page, 'Pinjaman Koperasi')).toBeVisible();
  await expect(page.getByLabel('Jumlah Pinjaman (Rp)')).toHaveValue('1.500.000');
  await expect(page.getByLabel('Tenor (bulan)')).toHaveValue('3');
  await screenshot(page, 'loan-fill');

  const draft = await toConfirm(page);
  await expect(page).toHaveTitle(/Konfirmasi Pinjaman/);
  // every instalment, number, date and amount, without a click
  const rows = page.locator('table.loan-schedule tbody tr');
  await expect(rows).toHaveCount(3);
  for (const [index, inst] of draft.installments.entries()) {
    await expect(rows.nth(index)).toContainText(String(inst.installmentNo));
    await expect(rows.nth(index)).toContainText(formatDate(inst.dueDate, 'short'));
    await expect(rows.nth(index)).toContainText(formatRupiah(inst.amount));
  }
  await expect(page.getByText('Per tenor')).toBeVisible();
  await expect(page.getByText(/Biaya efektif per tahun: \d+,\d%/)).toBeVisible();
  await screenshot(page, 'loan-confirm');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await screenshot(page, 'loan-confirm-bottom');
  await expectNoAxeViolations(page);

  const created = page.waitForResponse(
    (r) => r.url().endsWith('/loan/request') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
  const loan = ((await (await created).json()) as { data: { installments: Instalment[]; amount: number } })
    .data;
  expect(loan.amount).toBe(1_500_000);
  expect(
    loan.installments.map(({ installmentNo, amount, dueDate }) => ({ installmentNo, amount, dueDate })),
  ).toEqual(
    draft.installments.map(({ installmentNo, amount, dueDate }) => ({ installmentNo, amount, dueDate })),
  );
  await expect(heading(page, 'Pengajuan Terkirim')).toBeVisible();
  await expect(page.getByText('Berhasil mengajukan pinjaman').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Formulir' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute(
    'href',
    '/dashboard/0',
  );
  await screenshot(page, 'loan-success');
  await expectNoAxeViolations(page);

  // the history link goes back to Home, which lists the new loan first
  await page.getByRole('button', { name: 'Lihat Riwayat' }).click();
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();
  await expect(page.getByRole('button', { name: /Lihat detail pinjaman/ }).first()).toContainText(
    'Rp 1.500.000',
  );
  // the form was cleared after success
  await page.getByRole('button', { name: 'Buat Pengajuan' }).click();
  await expect(page.getByLabel('Jumlah Pinjaman (Rp)')).toHaveValue('');
});

test('§4 one Idempotency-Key per confirmed loan: a double tap and a retry after a timeout make one loan', async ({
  page,
}) => {
  await login(page, 'employee');
  const before = await historyTotal(page, '/loan/request/history');
  const keys: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/loan/request') && req.method() === 'POST')
      keys.push(req.headers()['idempotency-key'] ?? '');
  });
  await openLoanHome(page);
  await fillForm(page, '2000000', '6');
  await toConfirm(page);

  // the first send times out: the user stays on confirm with a message, and what was typed is kept
  const failing = '**/api/loan/request';
  await page.route(failing, (route) => route.abort('timedout'));
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
  await expect(page.locator('.alert--danger')).toBeVisible({ timeout: 30_000 });
  await expect(heading(page, 'Konfirmasi Pinjaman')).toBeVisible();
  await screenshot(page, 'loan-confirm-failed');
  await page.unroute(failing);

  // then a double tap in one task, before React can disable the button
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).evaluate((button: HTMLButtonElement) => {
    button.click();
    button.click();
  });
  await expect(heading(page, 'Pengajuan Terkirim')).toBeVisible();
  expect(await historyTotal(page, '/loan/request/history')).toBe(before + 1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});

test('§2 DOWNLOAD: the form is a real PDF with the amount and the full schedule; the PDF library loads only then', async ({
  page,
}) => {
  await login(page, 'employee');
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await openLoanHome(page);
  await fillForm(page, '3250000', '4');
  const draft = await toConfirm(page);
  await page.getByRole('button', { name: 'Ajukan Pinjaman' }).click();
  await expect(heading(page, 'Pengajuan Terkirim')).toBeVisible();
  expect(scripts.some((url) => /loan-pdf/.test(url))).toBe(false);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Formulir' }).click();
  const download = await downloading;
  expect(scripts.some((url) => /loan-pdf/.test(url))).toBe(true);
  expect(download.suggestedFilename()).toMatch(/^formulir-pinjaman-\d+-\d{4}-\d{2}-\d{2}\.pdf$/);
  const path = test.info().outputPath('loan-form.pdf');
  await download.saveAs(path);
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const strings = pdfStrings(bytes);
  expect(strings).toContain('Rp 3.250.000');
  expect(strings).toContain('4 bulan');
  expect(strings).toContain('SURAT KUASA POTONG GAJI');
  expect(strings.some((s) => s.includes('PP 36 Tahun 2021'))).toBe(true);
  for (const inst of draft.installments) {
    expect(strings).toContain(formatRupiah(inst.amount));
    expect(strings).toContain(formatDate(inst.dueDate));
  }
});

/** A small valid PNG (a 2×2 image), so the phone-side compression really decodes it. */
const PNG_2X2 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function openFirst(page: Page, status: string) {
  await page
    .getByRole('button', { name: /Lihat detail pinjaman/ })
    .filter({ hasText: status })
    .first()
    .click();
  await expect(heading(page, 'Detail Pinjaman')).toBeVisible();
}

test('§5 signed-form upload: an image (re-encoded as JPEG on the phone) and a PDF are sent; a .txt is refused', async ({
  page,
}) => {
  await login(page, 'employee');
  await openLoanHome(page);
  await openFirst(page, 'Pending');
  await expect(page.getByRole('tab', { name: 'Detail' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Unggah Formulir' }).click();
  await expect(page.getByText('Belum ada formulir terunggah.')).toBeVisible();
  await screenshot(page, 'loan-detail-upload');
  await expectNoAxeViolations(page);
  const input = page.getByTestId('signed-form-input');
  await expect(input).toHaveAttribute('accept', 'image/*,application/pdf');

  await input.setInputFiles({
    name: 'catatan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('bukan formulir'),
  });
  await expect(page.getByText('File harus berupa gambar atau pdf')).toBeVisible();

  const uploads: { type: string }[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && /upload/.test(req.url()))
      uploads.push({ type: req.headers()['content-type'] ?? '' });
  });
  await input.setInputFiles({ name: 'formulir.png', mimeType: 'image/png', buffer: PNG_2X2 });
  await expect(page.getByText('Berhasil mengirim file')).toBeVisible();
  // our upload service's file, with the short-lived signature that lets the link open it (DESIGN "Evidence")
  await expect(page.getByRole('link', { name: 'Lihat formulir terunggah' })).toHaveAttribute(
    'href',
    /^\/api\/files\/[0-9a-f-]{36}\.jpg\?exp=\d+&sig=[\w-]+$/,
  );

  await input.setInputFiles({
    name: 'formulir.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByRole('link', { name: 'Lihat formulir terunggah' })).toHaveAttribute(
    'href',
    /^\/api\/files\/[0-9a-f-]{36}\.pdf\?exp=\d+&sig=[\w-]+$/,
  );
  expect(uploads.length).toBe(2);
  await screenshot(page, 'loan-detail-uploaded');
});

test('§4 cancel a pending loan with a confirmation; no cancel on an approved loan', async ({ page }) => {
  await login(page, 'employee');
  await openLoanHome(page);
  await openFirst(page, 'Approved');
  await expect(
    page
      .getByText('Approve', { exact: true })
      .or(page.getByText('Pending', { exact: true }))
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pinjaman' })).toHaveCount(0);
  await page.goBack();
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();

  // a disbursed loan shows paid ('Approve') and unpaid ('Pending') instalments
  await openFirst(page, 'Disbursed');
  await expect(page.locator('table.loan-schedule')).toContainText('Approve');
  await expect(page.locator('table.loan-schedule')).toContainText('Pending');
  await screenshot(page, 'loan-detail-partly-paid');
  await page.goBack();

  await openFirst(page, 'Pending');
  await screenshot(page, 'loan-detail');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Batalkan Pinjaman' }).click();
  const dialog = page.getByRole('dialog', { name: 'Batalkan pinjaman?' });
  await expect(dialog).toBeVisible();
  await screenshot(page, 'loan-cancel-dialog');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Berhasil membatalkan pinjaman')).toBeVisible();
  await expect(page.getByText('Canceled', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Batalkan Pinjaman' })).toHaveCount(0);
});

test('§4 a failed cancel shows “Terjadi kesalahan saat mengirim data”', async ({ page }) => {
  await login(page, 'employee');
  await openLoanHome(page);
  await openFirst(page, 'Pending');
  await page.route('**/api/loan/request/*/cancel', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: '{"message":"Pinjaman hanya bisa dibatalkan saat pending"}',
    }),
  );
  await page.getByRole('button', { name: 'Batalkan Pinjaman' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Terjadi kesalahan saat mengirim data')).toBeVisible();
});

test('§2 §6 loan management off: /loan/ shows the forbidden dialog and leads back Home', async ({ page }) => {
  await login(page, 'modules-off');
  await page.goto('/loan/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda tidak memiliki akses untuk fitur ini.');
  await screenshot(page, 'loan-forbidden');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Kembali ke Beranda' }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§2 back steps: confirm → fill → home → browser back, detail → home; the Android back and the header back agree', async ({
  page,
}) => {
  await login(page, 'employee');
  await openLoanHome(page);
  await fillForm(page, '1000000', '2');
  await toConfirm(page);
  // browser (Android) back: confirm → fill, keeping what was typed
  await page.goBack();
  await expect(heading(page, 'Pinjaman Koperasi')).toBeVisible();
  await expect(page.getByLabel('Jumlah Pinjaman (Rp)')).toHaveValue('1.000.000');
  await toConfirm(page);
  // header back: confirm → fill → home
  await page.getByRole('button', { name: 'Kembali' }).first().click();
  await expect(heading(page, 'Pinjaman Koperasi')).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Kembali' }).click();
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();
  // detail → home, by browser back and by header back
  await openFirst(page, 'Paid');
  await page.goBack();
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();
  await openFirst(page, 'Paid');
  await page.getByRole('banner').getByRole('button', { name: 'Kembali' }).click();
  await expect(heading(page, 'Riwayat Koperasi')).toBeVisible();
  // home → browser back leaves the area (to Home of the dashboard, where the card was)
  await page.getByRole('banner').getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§4 no bank set up: the fill step offers the bank dialog of the withdrawal page', async ({ page }) => {
  await login(page, 'bank-unset');
  await page.goto('/loan/');
  await page.getByRole('button', { name: 'Buat Pengajuan' }).click();
  await expect(page.getByText('Rekening bank belum diatur. Atur rekening untuk melanjutkan.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  await page.getByRole('button', { name: 'Atur Rekening' }).click();
  await expect(page.getByRole('dialog', { name: 'Update Rekening Bank' })).toBeVisible();
  await screenshot(page, 'loan-bank-dialog');
  await expectNoAxeViolations(page);
});
