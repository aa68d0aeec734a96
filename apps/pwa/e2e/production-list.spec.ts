/**
 * Production tracking (SPEC §2 "Production tracking", §4 generate and filter restore, §5, §6, §8): the
 * area's routes and header, the filters, count boxes and their filters per role, the empty state and Mulai
 * Produksi, the forbidden dialog, fast entry at tablet size, and drafts that survive a reload and going offline.
 */
import type { Page } from '@playwright/test';
import { jakartaDate } from '@upah/core/format';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

/** The Jakarta calendar day `days` days from today (YYYY-MM-DD). */
const dayFromToday = (days: number): string => jakartaDate(Date.now() + days * 86_400_000);

const count = (page: Page, label: string) =>
  page.locator('.prod-box', { hasText: label }).locator('.prod-box__count');

test('§2 area: any other path redirects to the list; back goes to /dashboard/0 from the list, one step elsewhere', async ({
  page,
}) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/nothing/here');
  await expect(page).toHaveURL(/\/production-tracking\/$/);
  await page
    .getByRole('link', { name: /^Isi Data: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/production-tracking\/form\?/);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/production-tracking\/$/);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
  await page.goto('/production-tracking/form?projectId=x');
  await expect(page).toHaveURL(/\/production-tracking\/$/);
});

test('§2 §8 production tracking off for the company: the forbidden dialog shows', async ({ page }) => {
  await login(page, 'modules-off');
  await page.goto('/production-tracking/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Anda tidak memiliki akses untuk fitur ini.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§4 §5 §6 filters: project with role, date, Cari; the boxes filter the cards per role; the filter is restored', async ({
  page,
}) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  const picker = page.getByLabel('Pilih Project');
  await expect(picker.locator('option')).toHaveText([
    'Pilih Project',
    'Proyek Garmen Batik Nusantara (Operator)',
    'Proyek Pengemasan Gudang (Worker)',
  ]);
  await expect(page.getByLabel('Pilih Tanggal')).toHaveValue(dayFromToday(0));
  // §6 operator boxes, and what each lists
  await expect(page.locator('.prod-card')).toHaveCount(6);
  await page.locator('.prod-box', { hasText: 'Submitted data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(3);
  await page.locator('.prod-box', { hasText: 'Revision data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(1);
  await expect(page.locator('.prod-card')).toContainText('Revisi di Operator');
  // the worker role in the second project, from the picker
  await picker.selectOption({ label: 'Proyek Pengemasan Gudang (Worker)' });
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(1);
  await expect(count(page, 'Pending data')).toHaveText('1');
  await expect(page.getByRole('link', { name: /^Isi Data: Kardus Kemasan/ })).toBeVisible();
  // a box with 0 is not a button (§5)
  await expect(page.getByRole('button', { name: /Revision data/ })).toHaveCount(0);
  // §4 the stored filter comes back
  await page.reload();
  await expect(picker).toHaveValue('2');
  await expect(page.locator('.prod-card')).toHaveCount(1);
  // clearable picker
  await page.getByRole('button', { name: 'Hapus pilihan project' }).click();
  await expect(picker).toHaveValue('');
});

test('§6 checker and manager boxes load the filters of their role', async ({ page }) => {
  await login(page, 'checker');
  await page.goto('/production-tracking/');
  await expect(count(page, 'Pending data')).toHaveText('3'); // pending 2 + need revision 1
  await expect(count(page, 'Uncheck data')).toHaveText('1');
  await expect(count(page, 'Checked data')).toHaveText('2');
  await page.locator('.prod-box', { hasText: 'Uncheck data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(1);
  await expect(page.locator('.prod-card')).toContainText('Operator Submitted');
  await expect(page.locator('.prod-card').getByRole('link')).toHaveText('Detail');
  await page.locator('.prod-box', { hasText: 'Checked data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(2);
  await page.context().clearCookies();
  await login(page, 'manager');
  await page.goto('/production-tracking/');
  await expect(count(page, 'Pending data')).toHaveText('4'); // pending 2 + checking 1 + need revision 1
  await expect(count(page, 'Need Approval')).toHaveText('1');
  await expect(count(page, 'Approved Data')).toHaveText('1');
  await page.locator('.prod-box', { hasText: 'Approved Data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(1);
  await expect(page.locator('.prod-card')).toContainText('Approved');
  // production: a SEEDED approved log has its history too, the whole chain with the revision's reason
  await page.locator('.prod-card').getByRole('button', { name: 'Status History' }).click();
  const history = page.getByRole('dialog', { name: /^Status History: / });
  await expect(history.locator('.prod-history__item').first()).toContainText('Mulai Produksi');
  await expect(history).toContainText('(Worker)');
  await expect(history).toContainText('Minta revisi: Pending → Perlu Revisi'); // an entry's step, entry labels
  await expect(history.locator('.prod-history__reason')).not.toHaveCount(0);
  await expect(history).toContainText('(Checker)');
  await expect(history.locator('.prod-history__item').last()).toContainText('Checker Submitted → Approved');
  await expect(history.locator('.prod-history__item').last()).toContainText('(Manager)');
  await page.keyboard.press('Escape');
  await expect(history).toHaveCount(0);
  await page.locator('.prod-box', { hasText: 'Pending data' }).click();
  await expect(page.locator('.prod-card')).toHaveCount(4);
});

test('§2 §4 no productions: Tidak ada data, Mulai Produksi, then Production berhasil dibuat and the cards', async ({
  page,
  clock,
}) => {
  // a Wednesday 10:00 in Jakarta; its next day has no production yet. The date is typed at once: the screen keeps
  // it even while its projects still load (the restore of the last filter fills only what was not typed)
  await clock.pin('2026-12-09T10:00:00+07:00');
  await login(page, 'worker');
  await page.goto('/production-tracking/');
  await page.getByLabel('Pilih Tanggal').fill('2026-12-10');
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Tidak ada data')).toBeVisible();
  await expect(page.locator('.prod-empty svg')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Mulai Produksi' }).click();
  await expect(page.getByText('Production berhasil dibuat')).toBeVisible();
  await expect(page.locator('.prod-card')).toHaveCount(6);
  await expect(count(page, 'Pending data')).toHaveText('6');
  // §9 the alert hides after 2 s
  await expect(page.getByText('Production berhasil dibuat')).toBeHidden({ timeout: 4000 });
});

test('production: fast entry on a tablet; the entry typed survives a reload and an offline save', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 800, height: 1280 });
  await login(page, 'worker');
  await page.goto('/production-tracking/');
  await page.locator('.prod-box', { hasText: 'Pending data' }).click();
  await page.getByRole('link', { name: /^Isi Data: Kemeja Batik Lengan Panjang, Grup B/ }).click();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  // the last entry's Ukuran is offered
  await expect(page.getByLabel(/^Ukuran/)).not.toHaveValue('');
  for (const value of ['10', '11', '12', '13']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  const inputs = page.locator('.prod-member__input');
  await expect(inputs).toHaveCount(4);
  for (const box of await page.locator('.prod-member__input, .prod-editor .btn').all()) {
    expect((await box.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  }
  await page.reload();
  await expect(page.getByText('Isian yang belum terkirim dipulihkan')).toBeVisible();
  await expect(inputs.nth(3)).toHaveValue('13');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Anda sedang offline.' }).first()).toBeVisible();
  await expect(inputs.nth(0)).toHaveValue('10');
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Production Log berhasil dibuat')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Data #3' })).toContainText('13');
  await page.reload();
  await expect(page.getByText('Isian yang belum terkirim dipulihkan')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tambah Data' })).toBeVisible();
});

test('§4 §8 delete while the log is open: confirmation, then Berhasil hapus data input', async ({ page }) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: 'Isi Data: Kemeja Batik Lengan Panjang, Grup B' }).click();
  const entries = page.locator('.prod-entry');
  await expect(entries).toHaveCount(2);
  await page.getByRole('listitem', { name: 'Data #2' }).getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hapus data input ini?' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Berhasil hapus data input')).toBeVisible();
  await expect(entries).toHaveCount(1);
});
