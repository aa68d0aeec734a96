/**
 * /attendance/team "Tim hari ini" at 360×740 (DESIGN "Team views and payroll"; SPEC §6 supervisor only): the
 * supervisor sees the board (figures, the chart under them, the list; a person's day); an employee gets the
 * forbidden dialog as on the other supervisor screens. The approval detail at 360 px (reason, attachments, last
 * five, Sisa cuti, Juga tidak masuk) and the employee's own "Sisa cuti tahunan" on the leave form. Both languages.
 */
import type { Page } from '@playwright/test';
import { pinTime } from '../../../scripts/pinned-time.mjs';
import { chooseEnglish } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

const SHOTS = '/tmp/shots';

async function board(page: Page): Promise<void> {
  await page.goto('/attendance/team');
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
}

test("supervisor: the board at 360 px (figures, chart under them, list), a person's day; axe, no sideways scroll", async ({
  page,
}) => {
  await login(page, 'supervisor');
  await board(page);
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();
  const figures = page.getByTestId('team-count');
  expect(await figures.count()).toBeGreaterThan(0);
  // the figures, then the chart, then the list, top to bottom
  const top = async (testId: string) => (await page.getByTestId(testId).first().boundingBox())?.y ?? -1;
  expect(await top('team-count')).toBeLessThan(await top('team-chart'));
  expect(await top('team-chart')).toBeLessThan(await top('team-list'));
  await expect(page.getByRole('img', { name: 'Status per shift' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-board-id.png` });

  // a figure filters the list
  const first = figures.first();
  const status = (await first.getAttribute('data-status')) ?? '';
  const count = Number(await first.locator('.team-count__value').textContent());
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('team-row')).toHaveCount(count);
  for (const row of await page.getByTestId('team-row').all())
    await expect(row).toHaveAttribute('data-status', status);
  await page.getByTestId('team-count-all').click();

  await page.getByTestId('team-row').first().click();
  await expect(page.getByRole('dialog').getByTestId('team-day')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-day-id.png` });
});

test('employee: /attendance/team opens the forbidden dialog, as the other supervisor screens', async ({
  page,
}) => {
  await login(page, 'employee');
  await page.goto('/attendance/team');
  const dialog = page.getByRole('dialog', { name: 'Akses ditolak' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('team-board')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tutup' }).click();
  await expect(page).toHaveURL(/\/attendance\/$/);
});

test("English at 360 px: the board, a person's day and a leave's detail (Sisa cuti, Juga tidak masuk)", async ({
  page,
}) => {
  await chooseEnglish(page, 'supervisor');
  await board(page);
  await expect(page.getByRole('heading', { name: 'Team today' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-board-en.png` });
  await page.getByTestId('team-row').first().click();
  await expect(page.getByRole('dialog').getByTestId('team-day')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/team-pwa-day-en.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/attendance/approval');
  await page.getByRole('tab', { name: 'Leave' }).click();
  await page.getByTestId('approval-open').first().click();
  const detail = page.getByTestId('approval-detail');
  await expect(detail.getByTestId('detail-balance')).toContainText('Leave left');
  await expect(detail.getByTestId('detail-also-off')).toContainText('Also off');
  await expect(detail.getByTestId('detail-history')).not.toContainText('Loading');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-approval-detail-en.png` });
});

test('approval detail at 360 px: reason, attachments that open full size, last five, Sisa cuti before/after, Juga tidak masuk; approve from it', async ({
  page,
}) => {
  await login(page, 'supervisor');
  await page.goto('/attendance/approval');
  await page.getByRole('tab', { name: 'Cuti' }).click();
  const opens = page.getByTestId('approval-open');
  await expect(opens.first()).toBeVisible();
  const name = (await opens.first().textContent()) ?? '';
  await opens.first().click();
  const dialog = page.getByRole('dialog', { name: `Rincian pengajuan: ${name}` });
  const detail = dialog.getByTestId('approval-detail');
  await expect(detail.getByTestId('detail-reason')).toContainText('Alasan');
  await expect(detail.getByTestId('detail-balance').getByTestId('balance-before')).toHaveText(/^-?\d+ hari$/);
  await expect(detail.getByTestId('detail-balance').getByTestId('balance-after')).toHaveText(/^-?\d+ hari$/);
  await expect(detail.getByTestId('detail-also-off')).toContainText('Juga tidak masuk');
  await expect(detail.getByTestId('detail-history')).not.toContainText('Memuat');
  for (const photo of await detail.getByTestId('photo-link').all()) {
    await expect(photo.locator('img')).toHaveAttribute('alt', new RegExp(`^Lampiran \\d+ dari ${name}`));
    await expect(photo).toHaveAttribute('href', /\/files\//);
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-approval-detail-id.png` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success approve')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the employee's leave form at a pinned day: the working days the dates take, the annual leave left after them", async ({
  page,
  context,
  request,
}) => {
  // Thursday 15 October 2026; the employee has a shift every day (office hours and a weekend shift)
  await pinTime(context, request, MOCK_URL, '2026-10-15T09:00:00+07:00');
  await login(page, 'employee');
  await page.goto('/attendance/cuti-request');
  const own = page.getByTestId('own-leave-balance');
  await expect(own).toHaveText(/^Sisa cuti tahunan: -?\d+ hari$/);
  const left = Number((await own.textContent())?.match(/-?\d+/)?.[0]);
  const select = page.getByLabel('Kategori cuti');
  const annual = (await select.locator('option', { hasText: 'Tahunan' }).first().getAttribute('value')) ?? '';
  await select.selectOption(annual);
  // Tuesday 20 to Thursday 22 October: three working days
  await page.getByLabel('Tanggal mulai').fill('2026-10-20');
  await page.getByLabel('Tanggal selesai').fill('2026-10-22');
  await expect(page.getByTestId('leave-working-days')).toHaveText(
    `Pengajuan ini: 3 hari kerja · Sisa cuti tahunan sesudahnya: ${left - 3} hari`,
  );
  await expect(page.getByTestId('leave-over-balance')).toHaveCount(0);
  // one day more than is left: a warning, never a block
  const longer = Math.max(left, 0) + 1;
  const end = new Date(Date.UTC(2026, 9, 20 + longer - 1)).toISOString().slice(0, 10);
  await page.getByLabel('Tanggal selesai').fill(end);
  await expect(page.getByTestId('leave-over-balance')).toContainText(
    `Pengajuan ini ${longer} hari kerja, lebih dari sisa cuti tahunan (${left} hari). Tetap bisa dikirim.`,
  );
  await expect(page.getByRole('button', { name: 'Kirim' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/leave-form-balance-after-id.png` });
  // another category takes no annual leave: no annual lines
  const sick = (await select.locator('option', { hasText: 'Sakit' }).first().getAttribute('value')) ?? '';
  await select.selectOption(sick);
  await expect(own).toHaveCount(0);
  await expect(page.getByTestId('leave-working-days')).toHaveCount(0);
});
