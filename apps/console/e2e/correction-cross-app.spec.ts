/**
 * Attendance correction and month close across the apps (DESIGN "Payroll closes months"), at a pinned time: on Monday
 * 30 November 2026 the employee (Budi, persona `employee`) clocks in at 08:01 and never out. On Tuesday 1 December at
 * 10:00 his phone (the PWA's build at 360×740) asks from its form to correct the clock-out; the supervisor approves it
 * in the console's Koreksi queue; the board of 30 November, his month in the recap and the .xlsx show it; hr closes
 * November ("Tutup bulan"), after which a correction from the phone and an approval at the console are refused with
 * 'Bulan November 2026 sudah ditutup untuk penggajian'. Expectations are the times typed and the API's own answers
 * read before and after, never the code that writes the screens or the files.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { tr } from '@upah/core/catalogue';
import { recapColumnLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapResponse } from '@upah/core/contract/recap';
import readXlsxFile from 'read-excel-file/node';
import { axeViolations } from '../../../scripts/axe-wcag.mjs';
import { watchCspViolations } from '../../../scripts/csp-violations.mjs';
import { clockInAt } from '../../../scripts/persona-api.mjs';
import { moveTime, pinTime, setMockClock } from '../../../scripts/pinned-time.mjs';
import { MOCK_URL, PWA_URL } from './support/env';
import { expect, expectNoAxeViolations, test, unlockWith } from './support/fixtures';
import { apiToken, PASSWORD, phoneOf, resetMock } from './support/mock-api';
import { personaOf, pwaLogin } from './support/pwa-phone';

/** Monday 30 November 2026, a minute after the office shift starts: Budi clocks in. */
const MONDAY = '2026-11-30T08:01:00+07:00';
/** Tuesday 1 December 2026, 10:00: the day after, when he asks for the correction. */
const TUESDAY = '2026-12-01T10:00:00+07:00';
const CLOSED = 'Bulan November 2026 sudah ditutup untuk penggajian';
const SHOTS = process.env.CORRECTION_SHOTS_DIR;

test.describe.configure({ timeout: 300_000 });

/** axe (WCAG 2 A/AA) on the phone's screen (the kiosk's 48 px touch targets are the console's rule, not the PWA's). */
async function expectNoPhoneAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function api<T>(
  request: APIRequestContext,
  key: string,
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
) {
  const token = await apiToken(request, key);
  const res = await request.fetch(`${MOCK_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  return { status: res.status(), body: (await res.json()) as { message: string; data: T } };
}

/** A browser context at `time` on its clock (Jakarta, Indonesian unless told), its pages watched for CSP. */
async function contextAt(
  browser: Browser,
  time: string,
  options: { baseURL?: string; phone?: boolean; english?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    viewport: options.phone ? { width: 360, height: 740 } : { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.clock.install({ time: new Date(time) });
  // the console's language from its first load; the phone's (a cookie) after its Indonesian sign-in
  if (options.english && !options.phone)
    await context.addInitScript(() => localStorage.setItem('upah.console.lang', 'en'));
  return context;
}

async function watchedPage(context: BrowserContext): Promise<{ page: Page; csp: unknown[] }> {
  const page = await context.newPage();
  return { page, csp: await watchCspViolations(page) };
}

/** Signs the console in as `key` and opens a PIN-protected `path`, setting the PIN 4821 (first use). */
async function consoleAt(page: Page, request: APIRequestContext, key: string, path: string, english = false) {
  await page.goto('/login');
  await page
    .getByLabel(english ? 'Phone number' : 'Nomor HP')
    .fill((await phoneOf(request, key)).replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: english ? 'Log in' : 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  if (english) {
    await page.getByLabel('PIN', { exact: true }).fill('4821');
    await page.getByLabel('Repeat the PIN').fill('4821');
    await page.getByRole('button', { name: 'Save PIN' }).click();
  } else await unlockWith(page, '4821', true);
}

/** Opens a PIN-protected `path` again (a load locks the kiosk: the PIN set before opens it). */
async function reopenLocked(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await unlockWith(page, '4821', false);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Budi's row of the recap of November as the API answers it for the supervisor. */
async function budiRecap(request: APIRequestContext) {
  const { body } = await api<RecapResponse>(
    request,
    'supervisor',
    'GET',
    '/attendance/recap?month=2026-11&size=100',
  );
  const row = body.data.rows.find((r) => r.name === personaOf('employee').name);
  if (!row) throw new Error('Budi is not in the supervisor recap');
  return { row, close: body.data.close };
}

test('a forgotten clock-out: asked from the phone, approved at the console, corrected on the board, the recap and the .xlsx; then hr closes November and a correction and an approval are refused', async ({
  browser,
  request,
}) => {
  const budi = personaOf('employee');
  // Monday: the mock's seed laid at 08:01, Budi clocks in on his shift of the day (as his phone sends it) and never out.
  const phone = await contextAt(browser, MONDAY, { baseURL: PWA_URL, phone: true });
  await pinTime(phone, request, MOCK_URL, MONDAY);
  const schedule = (
    await api<{ id: number; startTime: string; endTime: string }>(
      request,
      'employee',
      'GET',
      '/attendance/schedule/employee/today',
    )
  ).body.data;
  // the shift of that Monday as the mock holds it: 08:00 to its end; the clock-out asked is 5 minutes after the end
  expect(schedule.startTime).toBe('2026-11-30T08:00:00+07:00');
  const end = schedule.endTime.slice(11, 16);
  const out = `${end.slice(0, 3)}${String(Number(end.slice(3)) + 5).padStart(2, '0')}`;
  expect(out).toMatch(/^1\d:0[5-9]$|^1\d:[1-5]\d$/);
  // his own selfie, signed by his approved phone (DESIGN "Evidence"), at 08:01; then the mock's clock runs on
  expect(await clockInAt(request, MOCK_URL, 'employee', MONDAY)).toEqual({
    clockIn: MONDAY,
    startTime: '2026-11-30T08:00:00+07:00',
  });
  await setMockClock(request, MOCK_URL, MONDAY);

  // Tuesday 10:00: the phone opens on the day after.
  const { page: form, csp: phoneCsp } = await watchedPage(phone);
  await form.goto('/login');
  await moveTime(phone, request, MOCK_URL, TUESDAY);
  await pwaLogin(form, 'employee');
  await form.goto('/attendance/');
  await form.getByRole('link', { name: 'Koreksi presensi' }).click();
  await expect(form).toHaveURL(/\/attendance\/correction$/);
  await form.getByRole('link', { name: 'Pengajuan koreksi presensi' }).click();
  await expect(form.getByRole('heading', { name: 'Pengajuan koreksi presensi' })).toBeVisible();
  // yesterday at first, with what is recorded on it
  await expect(form.getByLabel('Tanggal')).toHaveValue('2026-11-30');
  await expect(form.getByTestId('correction-day')).toContainText(`08.00–${end.replace(':', '.')}`);
  await expect(form.getByTestId('correction-day')).toContainText('Tercatat: masuk 08.01, keluar –');
  await form.getByLabel('Jam keluar yang benar').fill(out);
  await form.getByLabel('Alasan').fill('Lupa absen keluar, langsung pulang');
  await expectNoPhoneAxeViolations(form);
  await shot(form, 'correction-form-360-id');
  await form.getByRole('button', { name: 'Kirim' }).click();
  await expect(form.getByText('Koreksi presensi terkirim')).toBeVisible();
  await expect(form).toHaveURL(/\/attendance\/correction$/);
  const mine = form.getByTestId('request-item').first();
  await expect(mine).toContainText('30 November 2026');
  const outShown = out.replace(':', '.');
  await expect(mine.getByTestId('correction-change')).toHaveText(
    `Masuk 08.01 → 08.01 · Keluar – → ${outShown}`,
  );

  // The API before the approval: Budi's month counts the day without a clock-out.
  const before = await budiRecap(request);

  // The console: the supervisor's Koreksi queue (tab 4) shows it, with what is recorded now.
  const desk = await contextAt(browser, TUESDAY);
  const { page: consolePage, csp: consoleCsp } = await watchedPage(desk);
  await consoleAt(consolePage, request, 'supervisor', '/approvals/4');
  await expect(consolePage.getByRole('tab', { name: 'Koreksi' })).toHaveAttribute('aria-selected', 'true');
  const line = `30 Nov 2026 · 08.01 – ${outShown} · Koreksi (tercatat 08.01 – –)`;
  const row = consolePage
    .getByTestId('approval-row')
    .filter({ hasText: budi.name })
    .filter({ hasText: line });
  await expect(row).toHaveCount(1);
  // others of November wait too (the seed's): one of them is refused after the close
  await expect
    .poll(() => consolePage.getByTestId('approval-row').filter({ hasText: 'Nov 2026' }).count())
    .toBeGreaterThan(1);
  await expectNoAxeViolations(consolePage);
  await shot(consolePage, 'koreksi-queue-1280-id');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(consolePage.getByText('Success approve')).toBeVisible();
  await expect(consolePage.getByTestId('approval-row').filter({ hasText: line })).toHaveCount(0);

  // The board of 30 November: the clock-out and the flag.
  await reopenLocked(consolePage, '/team/today');
  await consolePage.getByLabel('Tanggal').fill('2026-11-30');
  const boardRow = consolePage.locator(`[data-id="${budi.employeeId}"]`);
  await expect(boardRow).toContainText(`Keluar ${outShown}`);
  await expect(boardRow.getByTestId('team-row-flag')).toContainText(['Dikoreksi']);
  await expect(boardRow).not.toContainText('Belum absen keluar');

  // The recap of November: one day without a clock-out fewer; Budi's month says what was corrected, by whom.
  const after = await budiRecap(request);
  expect(after.row.totals.noClockOut).toBe(before.row.totals.noClockOut - 1);
  await reopenLocked(consolePage, '/team/recap');
  await consolePage.getByLabel('Bulan', { exact: true }).selectOption('2026-11');
  await expect(consolePage.getByTestId('recap-close')).toHaveText('Belum ditutup untuk penggajian');
  await consolePage
    .getByRole('button', { name: `Lihat bulan ${budi.name}` })
    .first()
    .click();
  const month = consolePage.getByRole('dialog', { name: `${budi.name}: November 2026` });
  // the seed corrected one of Budi's earlier days too: this one is 30 November's, approved now by Siti
  const ours = new RegExp(
    `^Dikoreksi: masuk 08\\.01 → 08\\.01, keluar – → ${outShown.replace('.', '\\.')} \\(disetujui Siti Rahmawati, 1 Des 2026 10\\.\\d\\d\\)$`,
  );
  await expect(month.getByTestId('recap-member-corrected').filter({ hasText: ours })).toHaveCount(1);
  await month.getByRole('button', { name: 'Tutup' }).click();

  // The .xlsx of November, read back: Budi's "Tanpa absen keluar" is the API's count after the approval.
  const [download] = await Promise.all([
    consolePage.waitForEvent('download'),
    consolePage.getByRole('button', { name: 'Unduh Excel' }).click(),
  ]);
  const xlsxPath = join(tmpdir(), `correction-${Date.now()}.xlsx`);
  await download.saveAs(xlsxPath);
  const [rekap] = await readXlsxFile(xlsxPath);
  const [title, closeLine, header, ...lines] = rekap?.data ?? [];
  expect(title?.[0]).toBe('Rekap absensi November 2026');
  expect(closeLine?.[0]).toBe('Belum ditutup untuk penggajian');
  const column = header?.indexOf(tr(recapColumnLabels.noClockOut, 'id')) ?? -1;
  expect(column).toBeGreaterThan(0);
  const budiLine = lines.find((line) => line.includes(budi.name));
  expect(budiLine?.[column]).toBe(after.row.totals.noClockOut);

  // hr closes November at its own desk.
  const hrDesk = await contextAt(browser, TUESDAY);
  const { page: hr, csp: hrCsp } = await watchedPage(hrDesk);
  await consoleAt(hr, request, 'hr', '/team/recap');
  await hr.getByLabel('Bulan', { exact: true }).selectOption('2026-11');
  await expect(hr.getByTestId('recap-close')).toHaveText('Belum ditutup untuk penggajian');
  await hr.getByRole('button', { name: 'Tutup bulan', exact: true }).click();
  const confirm = hr.getByRole('dialog', { name: 'Tutup November 2026 untuk penggajian?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Ya, tutup bulan' }).click();
  await expect(hr.getByText('November 2026 ditutup untuk penggajian')).toBeVisible();
  await expect(hr.getByTestId('recap-close')).toHaveText(
    /^Ditutup 1 Des 2026 10\.\d\d oleh Ratna Kusumawati$/,
  );
  await expect(hr.getByRole('button', { name: 'Buka kembali' })).toBeVisible();
  await expectNoAxeViolations(hr);
  await shot(hr, 'recap-closed-1280-id');
  expect((await budiRecap(request)).close?.closedBy).toBe('Ratna Kusumawati');

  // After the close: the phone's correction of another November day is refused, and nothing typed is lost.
  await form.getByRole('link', { name: 'Pengajuan koreksi presensi' }).click();
  await form.getByLabel('Tanggal').fill('2026-11-27');
  await expect(form.getByTestId('correction-day')).toContainText('Tercatat');
  await form.getByLabel('Jam masuk yang benar').fill('07:58');
  await form.getByLabel('Jam keluar yang benar').fill('17:02');
  await form.getByLabel('Alasan').fill('Aplikasi gagal dibuka');
  await form.getByRole('button', { name: 'Kirim' }).click();
  await expect(form.getByText(CLOSED)).toBeVisible();
  await expect(form.getByLabel('Jam keluar yang benar')).toHaveValue('17:02');
  await expect(form.getByLabel('Alasan')).toHaveValue('Aplikasi gagal dibuka');

  // …and so is the console's approval of a November correction still waiting.
  await reopenLocked(consolePage, '/approvals/4');
  const waiting = consolePage.getByTestId('approval-row').filter({ hasText: 'Nov 2026' }).first();
  await expect(waiting).toBeVisible();
  const count = await consolePage.getByTestId('approval-row').count();
  await waiting.getByRole('button', { name: 'Approve' }).click();
  await expect(consolePage.getByText(CLOSED)).toBeVisible();
  await expect(consolePage.getByTestId('approval-row')).toHaveCount(count);

  expect(phoneCsp, 'CSP on the phone').toEqual([]);
  expect(consoleCsp, 'CSP on the console').toEqual([]);
  expect(hrCsp, "CSP on hr's console").toEqual([]);
  await Promise.all([phone.close(), desk.close(), hrDesk.close()]);
  await resetMock(request);
});

test('the correction form, the Koreksi queue and the closed recap in English', async ({
  browser,
  request,
}) => {
  const phone = await contextAt(browser, TUESDAY, { baseURL: PWA_URL, phone: true, english: true });
  await pinTime(phone, request, MOCK_URL, TUESDAY);
  const form = await phone.newPage();
  await pwaLogin(form, 'employee');
  await phone.addCookies([{ name: 'upah_lang', value: 'en', url: PWA_URL }]);
  await form.goto('/attendance/correction-request');
  await expect(form.getByRole('heading', { name: 'Attendance correction request' })).toBeVisible();
  await expect(form.getByLabel('Date')).toHaveValue('2026-11-30');
  await expect(form.getByTestId('correction-day')).toContainText('Recorded: in');
  await form.getByLabel('Correct clock-out time').fill('17:05');
  await form.getByLabel('Reason').fill('Forgot to clock out');
  await expectNoPhoneAxeViolations(form);
  await shot(form, 'correction-form-360-en');

  const desk = await contextAt(browser, TUESDAY, { english: true });
  const queue = await desk.newPage();
  await consoleAt(queue, request, 'supervisor', '/approvals/4', true);
  await expect(queue.getByRole('tab', { name: 'Correction' })).toHaveAttribute('aria-selected', 'true');
  await expect(queue.getByTestId('approval-row').first()).toContainText('Correction (recorded');
  await expectNoAxeViolations(queue);
  await shot(queue, 'koreksi-queue-1280-en');

  const close = await api(request, 'hr', 'POST', '/attendance/recap/close', { month: '2026-11' });
  expect(close.status).toBe(200);
  const hrDesk = await contextAt(browser, TUESDAY, { english: true });
  const hr = await hrDesk.newPage();
  await consoleAt(hr, request, 'hr', '/team/recap', true);
  await hr.getByLabel('Month', { exact: true }).selectOption('2026-11');
  await expect(hr.getByTestId('recap-close')).toHaveText(/^Closed 1 Dec 2026 10\.\d\d by Ratna Kusumawati$/);
  await hr.getByRole('button', { name: 'Month close log' }).click();
  await expect(hr.getByTestId('month-close-log')).toContainText('November 2026 closed by Ratna Kusumawati');
  await hr.getByRole('button', { name: 'Cancel' }).click();
  await expectNoAxeViolations(hr);
  await shot(hr, 'recap-closed-1280-en');
  await Promise.all([phone.close(), desk.close(), hrDesk.close()]);
  await resetMock(request);
});
