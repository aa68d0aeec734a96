/**
 * Across roles, with what the other side really sends (SPEC §2 forms and Approval, §4 request statuses, §5 reject
 * needs a reason, §8 messages): an employee (Budi, a direct subordinate of the supervisor persona) sends a leave and
 * an overtime request through the forms on their phone; the supervisor, on their own phone, finds both in the
 * Approval queue by what Budi typed, approves the leave and rejects the overtime with a reason; Budi's lists then
 * show approved and rejected, with the supervisor's reason.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, login, phoneOf, test } from './support/fixtures';

const stamp = () => Date.now().toString(36);

/** Opens a request list, then its form through the list's own link. */
async function openForm(page: Page, list: string, link: string): Promise<void> {
  await page.goto(list);
  await page.getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: link })).toBeVisible();
}

/** The employee's request carrying `text` in the list at `list`, after a fresh load. */
async function ownRequest(page: Page, list: string, text: string): Promise<Locator> {
  await page.goto(list);
  const item = page.getByTestId('request-item').filter({ hasText: text });
  await expect(item).toHaveCount(1);
  return item;
}

test('§2 §4 §5 an employee’s leave and overtime reach the supervisor’s queue; approved and rejected come back', async ({
  page,
  browser,
}) => {
  test.slow();
  await login(page, 'employee');
  const leave = `Cuti ke kampung ${stamp()}`;
  await openForm(page, '/attendance/cuti', 'Pengajuan Cuti');
  await page.getByLabel('Kategori cuti').selectOption({ index: 1 });
  await page.getByLabel('Tanggal mulai').fill('2026-12-28');
  await page.getByLabel('Tanggal selesai').fill('2026-12-30');
  await page.getByLabel('Keterangan').fill(leave);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Pengajuan cuti berhasil')).toBeVisible();

  const overtime = `Lembur stok opname ${stamp()}`;
  await openForm(page, '/attendance/overtime', 'Pengajuan Lembur');
  await page.getByLabel('Keterangan').fill(overtime);
  await page.getByLabel('Jam selesai').fill('17:00');
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('Berhasil mengajukan lembur')).toBeVisible();
  await expect((await ownRequest(page, '/attendance/cuti', leave)).locator('[data-status]')).toHaveAttribute(
    'data-status',
    'pending',
  );

  const boss = await phoneOf(browser, 'supervisor');
  try {
    await boss.goto('/attendance/approval');
    const queue = boss.getByRole('tabpanel').getByRole('listitem');
    await boss.getByRole('tab', { name: 'Cuti' }).click();
    await expect(boss.getByRole('tab', { name: 'Cuti' })).toHaveAttribute('aria-selected', 'true');
    const leaveItem = queue.filter({ hasText: leave });
    await expect(leaveItem).toHaveCount(1);
    await expect(leaveItem).toContainText('Budi Santoso');
    await leaveItem.getByRole('button', { name: 'Approve' }).click();
    await expect(boss.getByText('Success approve')).toBeVisible();
    await expect(leaveItem).toHaveCount(0);

    await boss.getByRole('tab', { name: 'Lembur' }).click();
    await expect(boss.getByRole('tab', { name: 'Lembur' })).toHaveAttribute('aria-selected', 'true');
    const overtimeItem = queue.filter({ hasText: overtime });
    await expect(overtimeItem).toHaveCount(1);
    await overtimeItem.getByRole('button', { name: 'Reject' }).click();
    const dialog = boss.getByRole('dialog', { name: 'Alasan Penolakan' });
    await dialog.getByLabel('Alasan').fill('Anggaran lembur bulan ini habis');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(boss.getByText('Success reject')).toBeVisible();
    await expect(overtimeItem).toHaveCount(0);
  } finally {
    await boss.context().close();
  }

  const approved = await ownRequest(page, '/attendance/cuti', leave);
  await expect(approved.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
  const rejected = await ownRequest(page, '/attendance/overtime', overtime);
  await expect(rejected.locator('[data-status]')).toHaveAttribute('data-status', 'rejected');
  await expect(rejected).toContainText('Alasan ditolak: Anggaran lembur bulan ini habis');
});
