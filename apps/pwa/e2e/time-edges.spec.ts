/**
 * The PWA at the edges of time (DESIGN "Tests": time is an input; SPEC §9: Asia/Jakarta), at 360×740. Each test
 * pins the mock's clock and the phone's to an instant (scripts/pinned-time.mjs), makes the state it asserts
 * through the calls the apps make (a clock-in, a leave approved), moves both clocks across the edge and asserts
 * what the screen shows, written out or counted here from the API's day codes: a Sunday before the weekend
 * shift, the last day of a month in the employee's own month, and the year that changes under the team board.
 */

import type { Page } from '@playwright/test';
import type { RecapSelfResponse } from '@upah/core/contract/recap';
import { annualLeaveLeft, personaApi } from '../../../scripts/persona-api.mjs';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

const figure = (page: Page, status: string) =>
  page
    .getByTestId('team-count')
    .and(page.locator(`[data-status="${status}"]`))
    .locator('.team-count__value');
const row = (page: Page, name: string) => page.getByTestId('team-row').filter({ hasText: name });

async function board(page: Page): Promise<void> {
  await page.goto('/attendance/team');
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
}

test('Sunday 07:30 before the weekend shift: Good Morning and Shift Akhir Pekan 08.00 – 16.00 at home; the team not started or off', async ({
  page,
  clock,
}) => {
  await clock.pin('2026-11-29T07:30:00+07:00');
  await login(page, 'employee');
  await page.goto('/attendance/');
  await expect(page.getByText('Good Morning', { exact: true })).toBeVisible();
  const shift = page.getByTestId('shift');
  await expect(shift).toContainText('Shift Akhir Pekan');
  await expect(shift).toContainText('08.00 – 16.00 WIB');
  await expect(page.getByRole('link', { name: 'Absen Masuk' })).toBeVisible();
  await expectNoAxeViolations(page);

  // the supervisor's phone: four personas on the weekend shift not started, four with no shift on Sunday
  await login(page, 'supervisor');
  await board(page);
  await expect(page.getByLabel('Tanggal')).toHaveValue('2026-11-29');
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText('8');
  await expect(figure(page, 'not_started')).toHaveText('4');
  await expect(figure(page, 'off')).toHaveText('4');
  await expect(page.getByTestId('team-count')).toHaveCount(2);
  await expect(row(page, 'Budi Santoso').locator('.team-row__status')).toHaveText('Belum mulai');
});

test("the last day of a month: 30 November's own month counts the day, and 1 December starts Desember 2026 at zero", async ({
  page,
  request,
  clock,
}) => {
  await clock.clockInsThen([['employee', '2026-11-30T08:04:00+07:00']], '2026-11-30T23:58:00+07:00');
  await login(page, 'employee');
  const { row: month } = await (await personaApi(request, MOCK_URL, 'employee')).get<RecapSelfResponse>(
    '/attendance/recap/self?month=2026-11',
  );
  // every day of November up to today has its code; the 30th is today's clock-in at 08:04
  expect(Object.keys(month.days)).toHaveLength(30);
  expect(month.days['2026-11-30']).toBe('H');
  const codes = Object.values(month.days);
  const count = (...wanted: string[]) => codes.filter((code) => wanted.includes(code)).length;

  await page.goto('/attendance/presence-history');
  await expect(page.getByRole('heading', { name: 'Rekap November 2026' })).toBeVisible();
  const value = (key: string) => page.getByTestId(`month-summary-${key}`).getByTestId('value');
  await expect(value('present')).toHaveText(String(count('H', 'T')));
  await expect(value('late')).toHaveText(String(count('T')));
  await expect(value('absent')).toHaveText(String(count('A')));
  await expect(value('permission')).toHaveText(String(count('I')));
  expect(count('H', 'T')).toBeGreaterThan(0);

  // a new month: the same screen opened after midnight counts December, which has no day done yet
  await clock.move('2026-12-01T00:00:30+07:00');
  await page.goto('/attendance/presence-history');
  await expect(page.getByRole('heading', { name: 'Rekap Desember 2026' })).toBeVisible();
  for (const key of ['present', 'late', 'absent', 'permission', 'leave'])
    await expect(value(key)).toHaveText('0');
  await expectNoAxeViolations(page);
});

test('31 Dec 23:59 → 1 Jan: the open team board moves to 2027-01-01 by itself; Sisa cuti tahunan is the new year’s', async ({
  page,
  request,
  clock,
}) => {
  await clock.clockInsThen([['gate-3', '2026-12-31T08:01:00+07:00']], '2026-12-31T23:59:00+07:00');
  // Budi took 30 December off, approved: one day of 2026's allowance
  const budi = await personaApi(request, MOCK_URL, 'employee');
  const { categories } = await budi.get<{ categories: { code: string; name: string }[] }>(
    '/leave/categories',
  );
  const leave = await budi.post<{ id: number }>('/leave/request/create', {
    leaveCategory: categories.find((c) => /Tahunan/.test(c.name))?.code,
    description: 'Libur akhir tahun bersama keluarga',
    startAt: '2026-12-30',
    endAt: '2026-12-30',
    photos: [],
  });
  await (await personaApi(request, MOCK_URL, 'supervisor')).post(`/leave/request/approve/${leave.id}`, {});
  const before = await annualLeaveLeft(request, MOCK_URL, 'employee');

  await login(page, 'supervisor');
  await board(page);
  const date = page.getByLabel('Tanggal');
  await expect(date).toHaveValue('2026-12-31');
  await expect(row(page, 'Dimas Ardiansyah').locator('.team-row__status')).toHaveText('Hadir');
  await expect(row(page, 'Budi Santoso').locator('.team-row__status')).toHaveText('Alpa');

  // past midnight and past the board's minute: it asks again by itself and shows the new day and year
  await clock.move('2027-01-01T00:01:00+07:00');
  await expect(date).toHaveValue('2027-01-01');
  await expect(page.getByTestId('team-updated')).toHaveText('diperbarui 00.01');
  for (const name of ['Dimas Ardiansyah', 'Budi Santoso'])
    await expect(row(page, name).locator('.team-row__status')).toHaveText('Belum mulai');
  await expectNoAxeViolations(page);

  // the employee's own leave form counts 2027: the allowance whole again
  const after = await annualLeaveLeft(request, MOCK_URL, 'employee');
  // 2026: the 30 Dec leave and the decree's 8 cuti bersama days (all on the persona's shifts); 2027 has no
  // calendar yet (HR is warned, nothing is guessed), so nothing is taken
  expect(before).toEqual({ allowance: 12, collective: 8, left: 3 });
  expect(after).toEqual({ allowance: 12, collective: 0, left: 12 });
  await login(page, 'employee');
  await page.goto('/attendance/cuti-request');
  await expect(page.getByTestId('own-leave-balance')).toHaveText('Sisa cuti tahunan: 12 hari');
});
