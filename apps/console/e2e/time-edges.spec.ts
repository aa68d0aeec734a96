/**
 * The console at the edges of time (DESIGN "Tests": time is an input; SPEC §9: Asia/Jakarta). Each test pins the
 * mock's clock and the browser's to an instant (scripts/pinned-time.mjs), makes the state it asserts (a clock-in
 * sent as the phone sends it), moves both clocks on where the edge is, and asserts what the screen shows, written
 * out: a Sunday before the weekend shift, a day that changes under the board, the last day of a month in the
 * recap, and the year that changes under the recap's month list.
 *
 * A kiosk left a minute without a touch goes back to scan mode, locked (KIOSK_IDLE_MS): a move of more than a
 * minute finds the scan screen, and the screen is opened again with the PIN, as the supervisor would.
 */
import type { Page } from '@playwright/test';
import { clockInAt, personaApi } from '../../../scripts/persona-api.mjs';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test, unlockWith } from './support/fixtures';

const PIN = '4821';

interface Member {
  name: string;
  status: string;
  shift: { name: string; start: string; end: string } | null;
}

/** Opens a screen of the top bar's Tim group from scan mode, with the PIN (set on first use). */
async function openFromScan(page: Page, link: 'Tim hari ini' | 'Rekap bulanan', firstUse: boolean) {
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('group', { name: 'Tim' }).getByRole('link', { name: link }).click();
  await unlockWith(page, PIN, firstUse);
  await expect(page.getByRole('heading', { name: link })).toBeVisible();
}

const row = (page: Page, name: string) => page.getByTestId('team-row').filter({ hasText: name });
const figure = (page: Page, status: string) =>
  page
    .getByTestId('team-count')
    .and(page.locator(`[data-status="${status}"]`))
    .locator('.team-count__value');

test('Sunday 07:30 before the weekend shift: hr sees 300 Belum mulai; an early clock-in is Hadir, the rest Belum mulai or Libur', async ({
  page,
  request,
  clock,
}) => {
  await clock.pin('2026-11-29T07:30:00+07:00');
  // hr's 300 all work the weekend shift, which starts at 08:00: nobody is late, nobody absent yet
  const hr = await personaApi(request, MOCK_URL, 'hr');
  const hrDay = await hr.get<{ date: string; members: Member[] }>('/attendance/team/day');
  expect(hrDay.date).toBe('2026-11-29');
  expect(hrDay.members).toHaveLength(300);
  expect(new Set(hrDay.members.map((m) => m.status))).toEqual(new Set(['not_started']));
  expect(new Set(hrDay.members.map((m) => `${m.shift?.name} ${m.shift?.start}–${m.shift?.end}`))).toEqual(
    new Set(['Shift Akhir Pekan 08:00–16:00']),
  );

  // Dimas comes in half an hour early
  const early = await clockInAt(request, MOCK_URL, 'gate-3', '2026-11-29T07:31:00+07:00');
  expect(early).toEqual({
    clockIn: '2026-11-29T07:31:00+07:00',
    startTime: '2026-11-29T08:00:00+07:00',
  });
  await clock.move('2026-11-29T07:32:00+07:00');

  await login(page);
  await openFromScan(page, 'Tim hari ini', true);
  await expect(page.getByLabel('Tanggal')).toHaveValue('2026-11-29');
  // the supervisor's eight: four personas on the weekend shift, four whose shifts are Monday to Saturday
  await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText('8');
  await expect(figure(page, 'present')).toHaveText('1');
  await expect(figure(page, 'not_started')).toHaveText('3');
  await expect(figure(page, 'off')).toHaveText('4');
  await expect(page.getByTestId('team-count')).toHaveCount(3);
  const dimas = row(page, 'Dimas Ardiansyah');
  await expect(dimas).toHaveAttribute('data-status', 'present');
  await expect(dimas.locator('.team-row__status')).toHaveText('Hadir');
  await expect(dimas.getByTestId('team-row-in')).toHaveText('Masuk 07.31');
  await expect(dimas.getByTestId('team-row-late')).toHaveCount(0);
  await expect(row(page, 'Wahyu Nugroho').locator('.team-row__status')).toHaveText('Belum mulai');
  await expectNoAxeViolations(page);
});

test('23:59 → 00:00: the board says which day it shows after midnight, and Muat ulang moves it to the new day', async ({
  page,
  clock,
}) => {
  await clock.clockInsThen([['gate-3', '2026-12-09T08:02:00+07:00']], '2026-12-09T23:59:30+07:00');

  await login(page);
  await openFromScan(page, 'Tim hari ini', true);
  const date = page.getByLabel('Tanggal');
  await expect(date).toHaveValue('2026-12-09');
  await expect(page.getByTestId('team-updated')).toHaveText('diperbarui 23.59');
  await expect(row(page, 'Dimas Ardiansyah').locator('.team-row__status')).toHaveText('Hadir');
  await expect(row(page, 'Dimas Ardiansyah').getByTestId('team-row-in')).toHaveText('Masuk 08.02');
  // the shift ended at 18:00 without a clock-in
  await expect(row(page, 'Wahyu Nugroho').locator('.team-row__status')).toHaveText('Alpa');

  // midnight passes with the board open (less than a minute: the kiosk stays on it, no reload yet)
  await clock.move('2026-12-10T00:00:20+07:00');
  await expect(date).toHaveValue('2026-12-09');
  await expect(page.getByTestId('team-updated')).toHaveText('diperbarui 23.59');
  await expect(row(page, 'Wahyu Nugroho').locator('.team-row__status')).toHaveText('Alpa');

  await page.getByRole('button', { name: 'Muat ulang' }).click();
  await expect(date).toHaveValue('2026-12-10');
  await expect(page.getByTestId('team-updated')).toHaveText('diperbarui 00.00');
  for (const name of ['Dimas Ardiansyah', 'Wahyu Nugroho']) {
    await expect(row(page, name)).toHaveAttribute('data-status', 'not_started');
    await expect(row(page, name).getByTestId('team-row-in')).toHaveText('Masuk –');
  }
  await expectNoAxeViolations(page);
});

/** The grid's cells of `name`, one per day of the month shown (empty after today). */
async function gridCodes(page: Page, name: string): Promise<string[]> {
  const cells = page
    .getByTestId('recap-grid')
    .getByTestId('recap-row')
    .filter({ hasText: name })
    .locator('td');
  return (await cells.allInnerTexts()).map((text) => text.trim());
}

const dayHeaders = (page: Page) => page.getByTestId('recap-grid').locator('thead th');

test('the last day of a month: 30 November in the recap as it ends, then 1 December opens on Desember 2026 with November kept', async ({
  page,
  clock,
}) => {
  await clock.clockInsThen([['gate-3', '2026-11-30T08:04:00+07:00']], '2026-11-30T23:58:00+07:00');

  await login(page);
  await openFromScan(page, 'Rekap bulanan', true);
  const month = page.getByLabel('Bulan', { exact: true });
  await expect(month).toHaveValue('2026-11');
  await expect(month.locator('option:checked')).toHaveText('November 2026');
  await page.getByRole('button', { name: 'Harian' }).click();
  // the name column and the 30 days of November
  await expect(dayHeaders(page)).toHaveCount(31);
  await expect(dayHeaders(page).last()).toContainText('30');
  await expect.poll(async () => (await gridCodes(page, 'Dimas Ardiansyah')).length).toBe(30);
  // today, the 30th, is in the month: Dimas came at 08:04, Wahyu not at all (his shift ended at 18:00)
  expect((await gridCodes(page, 'Dimas Ardiansyah'))[29]).toBe('H');
  expect((await gridCodes(page, 'Wahyu Nugroho'))[29]).toBe('A');

  // 1 December: the idle kiosk went back to scan mode; the recap opens on the new month
  await clock.move('2026-12-01T00:00:30+07:00');
  await openFromScan(page, 'Rekap bulanan', false);
  await expect(month).toHaveValue('2026-12');
  await expect(month.locator('option:checked')).toHaveText('Desember 2026');
  await expect(month.locator('option').nth(1)).toHaveText('November 2026');
  await page.getByRole('button', { name: 'Harian' }).click();
  await expect(dayHeaders(page)).toHaveCount(32);
  // only the 1st so far, its shift not started: B (belum)
  await expect.poll(() => gridCodes(page, 'Dimas Ardiansyah')).toEqual(['B', ...Array(30).fill('')]);

  await month.selectOption('2026-11');
  await expect(dayHeaders(page)).toHaveCount(31);
  await expect.poll(async () => (await gridCodes(page, 'Dimas Ardiansyah'))[29]).toBe('H');
  expect((await gridCodes(page, 'Wahyu Nugroho'))[29]).toBe('A');
  await expectNoAxeViolations(page);
});

test('31 Dec 23:50 → 1 Jan: the recap lists Desember 2026 back to Januari 2026, then Januari 2027 first with the old year kept', async ({
  page,
  clock,
}) => {
  await clock.clockInsThen([['gate-3', '2026-12-31T08:01:00+07:00']], '2026-12-31T23:50:00+07:00');

  await login(page);
  await openFromScan(page, 'Rekap bulanan', true);
  const month = page.getByLabel('Bulan', { exact: true });
  const options = month.locator('option');
  await expect(month).toHaveValue('2026-12');
  await expect(options).toHaveCount(12);
  await expect(options.first()).toHaveText('Desember 2026');
  await expect(options.last()).toHaveText('Januari 2026');
  await page.getByRole('button', { name: 'Harian' }).click();
  await expect(dayHeaders(page)).toHaveCount(32);
  await expect.poll(async () => (await gridCodes(page, 'Dimas Ardiansyah'))[30]).toBe('H');

  // the year changes: the kiosk went back to scan mode; the recap opens on January 2027
  await clock.move('2027-01-01T00:00:30+07:00');
  await openFromScan(page, 'Rekap bulanan', false);
  await expect(month).toHaveValue('2027-01');
  await expect(options).toHaveCount(12);
  await expect(options.first()).toHaveText('Januari 2027');
  await expect(options.nth(1)).toHaveText('Desember 2026');
  await expect(options.last()).toHaveText('Februari 2026');
  await page.getByRole('button', { name: 'Harian' }).click();
  await expect.poll(() => gridCodes(page, 'Dimas Ardiansyah')).toEqual(['B', ...Array(30).fill('')]);
  await month.selectOption('2026-12');
  await expect.poll(async () => (await gridCodes(page, 'Dimas Ardiansyah'))[30]).toBe('H');
  await expectNoAxeViolations(page);
});
