/**
 * /attendance/team "Tim hari ini" at 360×740 (DESIGN "Team views and payroll"; SPEC §6 supervisor only): the
 * supervisor sees the board (figures, the chart under them, the list; a person's day); an employee gets the
 * forbidden dialog as on the other supervisor screens. The approval detail at 360 px (reason, attachments, last
 * five, Sisa cuti, Juga tidak masuk) and the employee's own "Sisa cuti tahunan" on the leave form. Both languages.
 * The tests whose figures depend on the day pin the mock's clock and the browser's (scripts/pinned-time.mjs) and
 * make the state they count: clock-ins, a leave with its attachments.
 */
import type { Page } from '@playwright/test';
import { annualLeaveLeft, personaApi, uploadSelfie } from '../../../scripts/persona-api.mjs';
import { figuresUnlike } from '../../../scripts/team-figures.mjs';
import { chooseEnglish } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

const SHOTS = '/tmp/shots';

/** A Wednesday in Jakarta, no public holiday; the personas work Shift Kantor (08:00–18:00) that day. */
const WEDNESDAY = '2026-12-09';
const WEDNESDAY_10 = `${WEDNESDAY}T10:00:00+07:00`;

/** `key`'s annual leave left this year, counted from the API's list; the company's allowance is 12 days. */
async function annualLeft(page: Page, key: string): Promise<number> {
  const { allowance, left } = await annualLeaveLeft(page.request, MOCK_URL, key);
  expect(allowance).toBe(12);
  return left;
}

async function board(page: Page): Promise<void> {
  await page.goto('/attendance/team');
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
}

test("supervisor: the board at 360 px (figures, chart under them, list), a person's day; axe, no sideways scroll", async ({
  page,
  request,
  clock,
}) => {
  // Wednesday morning: Dimas in at 08:03 (on time), Wahyu at 08:20 (late by 20), then the board at 10:00
  await clock.clockInsThen(
    [
      ['gate-3', `${WEDNESDAY}T08:03:00+07:00`],
      ['gate-1', `${WEDNESDAY}T08:20:00+07:00`],
    ],
    WEDNESDAY_10,
  );
  await login(page, 'supervisor');
  const day = await (await personaApi(request, MOCK_URL, 'supervisor')).get<{
    date: string;
    members: { name: string; status: string }[];
  }>('/attendance/team/day');
  expect(day.date).toBe(WEDNESDAY);
  const lateNames = day.members.filter((m) => m.status === 'late').map((m) => m.name);
  expect(lateNames).toEqual(['Wahyu Nugroho']);

  await board(page);
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();
  // every figure is the API's count of its status
  await expect.poll(() => figuresUnlike(page, day.members)).toEqual([]);
  // the figures, then the chart, then the list, top to bottom
  const top = async (testId: string) => (await page.getByTestId(testId).first().boundingBox())?.y ?? -1;
  expect(await top('team-count')).toBeLessThan(await top('team-chart'));
  expect(await top('team-chart')).toBeLessThan(await top('team-list'));
  await expect(page.getByRole('img', { name: 'Status per shift' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-board-id.png` });

  // a figure filters the list: Terlambat, one person by the API
  const lateFigure = page.getByTestId('team-count').and(page.locator('[data-status="late"]'));
  await expect(lateFigure.locator('.team-count__value')).toHaveText('1');
  await lateFigure.click();
  await expect(lateFigure).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('team-row');
  await expect(rows).toHaveCount(lateNames.length);
  for (const row of await rows.all()) await expect(row).toHaveAttribute('data-status', 'late');
  await expect(rows.first().locator('.team-row__name')).toHaveText('Wahyu Nugroho');
  await expect(rows.first().getByTestId('team-row-in')).toHaveText('Masuk 08.20');
  await expect(rows.first().getByTestId('team-row-late')).toHaveText('terlambat 20 mnt');
  await page.getByTestId('team-count-all').click();
  await expect(rows.filter({ hasText: 'Dimas Ardiansyah' })).toHaveAttribute('data-status', 'present');

  await rows.first().click();
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
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
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
  request,
  clock,
}) => {
  await clock.pin(WEDNESDAY_10);
  // Dimas asks for Monday 14 December off (one day with a shift) with two photos, as his leave form sends it
  const reason = 'Kontrol ke dokter gigi di Depok';
  const left = await annualLeft(page, 'gate-3');
  const dimas = await personaApi(request, MOCK_URL, 'gate-3');
  const { categories } = await dimas.get<{ categories: { code: string; name: string }[] }>(
    '/leave/categories',
  );
  // his own uploads, as the form sends them (a file someone else uploaded is refused: DESIGN "Evidence")
  const sent = [
    await uploadSelfie(request, MOCK_URL, dimas.token),
    await uploadSelfie(request, MOCK_URL, dimas.token),
  ];
  await dimas.post('/leave/request/create', {
    leaveCategory: categories.find((c) => /Tahunan/.test(c.name))?.code,
    description: reason,
    startAt: '2026-12-14',
    endAt: '2026-12-14',
    photos: sent,
  });

  await login(page, 'supervisor');
  await page.goto('/attendance/approval');
  await page.getByRole('tab', { name: 'Cuti' }).click();
  const item = page.getByRole('listitem').filter({ hasText: reason });
  await expect(item).toHaveCount(1);
  await item.getByTestId('approval-open').click();
  const dialog = page.getByRole('dialog', { name: 'Rincian pengajuan: Dimas Ardiansyah' });
  const detail = dialog.getByTestId('approval-detail');
  await expect(detail.getByTestId('detail-reason')).toContainText('Alasan');
  await expect(detail.getByTestId('detail-reason')).toContainText(reason);
  // Sisa cuti: the API's year before, one day less after approving
  await expect(detail.getByTestId('detail-balance').getByTestId('balance-before')).toHaveText(`${left} hari`);
  await expect(detail.getByTestId('detail-balance').getByTestId('balance-after')).toHaveText(
    `${left - 1} hari`,
  );
  await expect(detail.getByTestId('detail-also-off')).toContainText('Juga tidak masuk');
  await expect(detail.getByTestId('detail-history')).not.toContainText('Memuat');
  // the two photos he sent, each a link to the file at full size
  const photos = detail.getByTestId('photo-link');
  await expect(photos).toHaveCount(2);
  for (const [n, photo] of (await photos.all()).entries()) {
    await expect(photo.locator('img')).toHaveAttribute(
      'alt',
      new RegExp(`^Lampiran ${n + 1} dari Dimas Ardiansyah`),
    );
    // the file he uploaded, behind a signed address (DESIGN "Evidence")
    const file = (sent[n] ?? '').replace('/files/', '');
    await expect(photo).toHaveAttribute('href', new RegExp(`/api/files/${file}\\?exp=\\d+&sig=`));
  }
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-pwa-approval-detail-id.png` });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Success approve')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(await annualLeft(page, 'gate-3')).toBe(left - 1);
});

test("the employee's leave form at a pinned day: the working days the dates take, the annual leave left after them", async ({
  page,
  clock,
}) => {
  // Thursday 15 October 2026; the employee has a shift every day (office hours and a weekend shift)
  await clock.pin('2026-10-15T09:00:00+07:00');
  const left = await annualLeft(page, 'employee');
  await login(page, 'employee');
  await page.goto('/attendance/cuti-request');
  const own = page.getByTestId('own-leave-balance');
  await expect(own).toHaveText(`Sisa cuti tahunan: ${left} hari`);
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
