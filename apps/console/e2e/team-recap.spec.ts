/**
 * /team/recap "Rekap bulanan" (DESIGN "Team views and payroll"), time pinned at Monday 28 December 2026, 12:00 in
 * Jakarta (scripts/pinned-time.mjs): hr's 300 direct subordinates, the summary table and the daily grid, an
 * employee's month, and both downloads read back (the .xlsx with read-excel-file, the CSVs as text).
 *
 * Every expected value is counted HERE from the API's day data: the codes of GET /attendance/recap (`days`) and each
 * employee's days of GET /attendance/recap/member (minutes, hours, overtime), with PP 35/2021 art. 31's bands and the
 * column list written out below. Nothing is computed by core's recap-sheet or month-recap (the functions that write
 * the files); the one figure the days do not carry, the pending requests, is the API row's own. Rows are compared
 * whole, cell by cell, empty cells included: a column or a day out of place fails.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { RecapMemberResponse, RecapResponse, RecapRow } from '@upah/core/contract/recap';
import readXlsxFile from 'read-excel-file/node';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hrGet, openAsHr } from './support/hr-console';
import { apiToken } from './support/mock-api';

const SHOTS = process.env.RECAP_SHOTS_DIR;
const NOW = '2026-12-28T12:00:00+07:00';
const MONTH = '2026-12';
const TODAY = '2026-12-28';
const DAYS_IN_MONTH = 31;

/** The fixed day codes; a leave category coded like one of them is written with a C before it (CB → CCB). */
const FIXED = ['H', 'T', 'A', 'I', 'R', 'L', 'B', 'LN', 'CB', 'LP'];
const OFF_CODES = ['L', 'LN', 'CB', 'LP'];

/** The summary's header, written out (Indonesian): number, name, period, then the totals. */
const HEADER = [
  'No. Karyawan',
  'Nama',
  'Periode',
  'Hari kerja',
  'Hadir (termasuk terlambat)',
  'Terlambat (hari)',
  'Terlambat (menit)',
  'Pulang cepat (hari)',
  'Pulang cepat (menit)',
  'Alpa (hari)',
  'Izin (hari)',
  'Cuti Tahunan (CT)',
  'Cuti Sakit (CS)',
  'Cuti Melahirkan (CM)',
  'Cuti Menikah (CN)',
  'Cuti Duka (CD)',
  'Cuti Besar (CB)',
  'Cuti di Luar Tanggungan (CLT)',
  'Remote (hari)',
  'Libur (hari)',
  'Libur nasional (hari)',
  'Cuti bersama (hari)',
  'Libur perusahaan (hari)',
  'Belum absen hari ini',
  'Tanpa absen keluar (hari)',
  'Jam kerja (jam)',
  'Lembur hari kerja (jam)',
  'Lembur hari libur (jam)',
  'Lembur ekuivalen PP 35/2021 (jam)',
  'Lembur menunggu (jam)',
  'Pengajuan menunggu',
];
const HEADING = [['Rekap absensi Desember 2026'], ['Belum ditutup untuk penggajian']];
/** Columns holding hours (decimals); the rest are whole counts. */
const HOURS_FROM = HEADER.indexOf('Jam kerja (jam)');
const HOURS_TO = HEADER.indexOf('Lembur menunggu (jam)');

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** PP 35/2021 art. 31, a 5-day week: a workday 1.5× the first hour, 2× after; a rest day or holiday 2× the first 8, 3× the 9th, 4× after. */
const workdayEquivalent = (h: number) => (h <= 1 ? 1.5 * h : 1.5 + 2 * (h - 1));
const restDayEquivalent = (h: number) =>
  2 * Math.min(h, 8) + 3 * Math.min(Math.max(h - 8, 0), 1) + 4 * Math.max(h - 9, 0);

/** The month's dates, 1 … 31, as the API keys them. */
const MONTH_DATES = Array.from(
  { length: DAYS_IN_MONTH },
  (_, i) => `${MONTH}-${String(i + 1).padStart(2, '0')}`,
);

/** One employee's summary row counted from the API's codes and member days. */
function expectedRow(row: RecapRow, member: RecapMemberResponse): (string | number)[] {
  const codes = Object.values(row.days);
  const count = (code: string) => codes.filter((c) => c === code).length;
  const days = member.days;
  const approved = days.flatMap((d) =>
    d.overtime.filter((o) => o.status === 'approved').map((o) => ({ ...o, holiday: d.holiday !== null })),
  );
  const onWorkday = approved.filter((o) => !o.holiday && o.overtimeType === 'workday');
  const onRestDay = approved.filter((o) => o.holiday || o.overtimeType !== 'workday');
  const pending = days.flatMap((d) => d.overtime.filter((o) => o.status === 'pending'));
  const leaveCodes = ['CT', 'CS', 'CM', 'CN', 'CD', 'CB', 'CLT'];
  return [
    row.employeeId,
    row.name,
    MONTH,
    codes.filter((c) => !OFF_CODES.includes(c)).length,
    count('H') + count('T'),
    count('T'),
    sum(days.filter((d) => d.code === 'T').map((d) => d.lateMinutes)),
    days.filter((d) => d.earlyLeaveMinutes > 0).length,
    sum(days.map((d) => d.earlyLeaveMinutes)),
    count('A'),
    count('I'),
    ...leaveCodes.map((c) => count(FIXED.includes(c) ? `C${c}` : c)),
    count('R'),
    count('L'),
    count('LN'),
    count('CB'),
    count('LP'),
    count('B'),
    days.filter((d) => d.date < TODAY && d.clockIn !== null && d.clockOut === null).length,
    round2(sum(days.map((d) => d.workedMinutes)) / 60),
    round2(sum(onWorkday.map((o) => o.hours))),
    round2(sum(onRestDay.map((o) => o.hours))),
    round2(
      sum(onWorkday.map((o) => workdayEquivalent(o.hours))) +
        sum(onRestDay.map((o) => restDayEquivalent(o.hours))),
    ),
    round2(sum(pending.map((o) => o.hours))),
    row.totals.pendingRequests, // the one figure the days do not carry: the API row's own
  ];
}

/** The daily grid's row counted from the API's codes: number, name, period, then day 1 … 31 ('' after today). */
const expectedDailyRow = (row: RecapRow) => [
  row.employeeId,
  row.name,
  MONTH,
  ...MONTH_DATES.map((d) => row.days[d] ?? ''),
];

/** A number as the screen and the ';' CSV write it (decimal comma). */
const shown = (value: string | number) =>
  typeof value === 'number' ? String(value).replace('.', ',') : value;

/** hr's rows and each one's member month, straight from the API. */
async function recapOfHr(
  request: APIRequestContext,
): Promise<{ rows: RecapRow[]; members: Map<number, RecapMemberResponse> }> {
  const token = await apiToken(request, 'hr');
  const rows: RecapRow[] = [];
  for (let page = 1; ; page++) {
    const data = await hrGet<RecapResponse>(
      request,
      `/attendance/recap?month=${MONTH}&page=${page}&size=100`,
      token,
    );
    expect(data.leaveCategories.map((c) => c.code)).toEqual(['CT', 'CS', 'CM', 'CN', 'CD', 'CB', 'CLT']);
    rows.push(...data.rows);
    if (page >= data.pagination.totalPages) break;
  }
  const members = new Map<number, RecapMemberResponse>();
  for (let i = 0; i < rows.length; i += 25) {
    const batch = rows.slice(i, i + 25);
    const answers = await Promise.all(
      batch.map((r) =>
        hrGet<RecapMemberResponse>(
          request,
          `/attendance/recap/member?month=${MONTH}&subordinateId=${r.subordinateId}`,
          token,
        ),
      ),
    );
    for (const [j, answer] of answers.entries()) members.set(batch[j]?.subordinateId ?? 0, answer);
  }
  return { rows, members };
}

/** hr on /team/recap at NOW, in Indonesian or English. */
async function openRecapAsHr(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  lang: 'id' | 'en' = 'id',
): Promise<void> {
  await openAsHr(page, context, request, NOW, '/team/recap', lang);
  await expect(
    page.getByRole('heading', { name: lang === 'en' ? 'Monthly recap' : 'Rekap bulanan' }),
  ).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `recap-${name}.png`) });
}

async function download(page: Page, button: string): Promise<{ name: string; path: string }> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = join(tmpdir(), `recap-${Date.now()}-${file.suggestedFilename()}`);
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

/** A CSV's lines (BOM checked and dropped, the empty end after the last CRLF dropped). */
function csvLines(path: string): string[] {
  const bytes = readFileSync(path);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  return lines.slice(0, -1);
}

test.describe('/team/recap: the month for payroll (pinned at 28 Dec 2026)', () => {
  test("hr's 300: the table, the .xlsx and both CSVs carry the numbers counted from the API's days", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    await openRecapAsHr(page, context, request);
    const { rows, members } = await recapOfHr(request);
    expect(rows).toHaveLength(300);
    const expected = rows.map((r) => expectedRow(r, members.get(r.subordinateId) as RecapMemberResponse));
    const byName = new Map(rows.map((r, i) => [r.name, expected[i] as (string | number)[]]));

    // The month picker: this month and the eleven before it.
    const picker = page.getByLabel('Bulan', { exact: true });
    await expect(picker).toHaveValue(MONTH);
    await expect(picker.locator('option')).toHaveCount(12);

    // The summary: virtual rows (a handful in the DOM); each rendered row is its counted row, column by column.
    const summary = page.getByTestId('recap-summary');
    await expect(summary.getByTestId('recap-row').first()).toBeVisible();
    const rendered = await summary.getByTestId('recap-row').all();
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(60);
    const headers = (await summary.locator('thead th').allInnerTexts()).map((t) =>
      t.replace(/[▲▼]/g, '').trim(),
    );
    expect(headers).toEqual(['Nama', 'No. Karyawan', ...HEADER.slice(3)]);
    for (const tr of rendered.slice(0, 8)) {
      const name = (await tr.locator('th').innerText()).trim();
      const row = byName.get(name);
      expect(row, name).toBeDefined();
      const cells = await tr.locator('td').allInnerTexts();
      expect(cells, name).toEqual([String(row?.[0]), ...(row ?? []).slice(3).map(shown)]);
    }
    // The totals row: each column summed here over the 300 counted rows.
    const totals = HEADER.slice(3).map((_, c) => {
      const total = sum(expected.map((r) => Number(r[c + 3])));
      return shown(c + 3 >= HOURS_FROM && c + 3 <= HOURS_TO ? round2(total) : total);
    });
    expect(await page.getByTestId('recap-total-row').locator('td').allInnerTexts()).toEqual(['', ...totals]);
    await expectNoAxeViolations(page);
    await shot(page, 'table-id');

    // Downloads first (the kiosk returns to scan mode after a minute without a touch), then read back.
    const xlsx = await download(page, 'Unduh Excel');
    expect(xlsx.name).toBe(`rekap-absensi-${MONTH}.xlsx`);
    await page.getByLabel('Pemisah CSV').selectOption(';');
    const summaryCsv = await download(page, 'Unduh CSV');
    expect(summaryCsv.name).toBe(`rekap-absensi-${MONTH}.csv`);
    await page.getByRole('button', { name: 'Harian' }).click();
    await page.getByLabel('Pemisah CSV').selectOption(',');
    const dailyCsv = await download(page, 'Unduh CSV');
    expect(dailyCsv.name).toBe(`rekap-harian-${MONTH}.csv`);

    // .xlsx: two heading lines, the header, 300 rows; numbers stored as numbers; the daily sheet day by day.
    const sheets = await readXlsxFile(xlsx.path);
    expect(sheets.map((s) => s.sheet)).toEqual(['Rekap', 'Harian']);
    const rekap = sheets[0]?.data ?? [];
    // a heading line fills its first cell; the reader pads it to the sheet's width with empty cells
    const padded = (line: string, width: number) => [line, ...Array<null>(width - 1).fill(null)];
    expect(rekap.slice(0, 2)).toEqual(HEADING.map(([line]) => padded(line ?? '', HEADER.length)));
    expect(rekap[2]).toEqual(HEADER);
    expect(rekap.slice(3)).toEqual(expected);
    const notNumbers = rekap
      .slice(3)
      .flatMap((row) => row.slice(3).filter((cell) => typeof cell !== 'number'));
    expect(notNumbers).toEqual([]);
    const harianData = sheets[1]?.data ?? [];
    expect(harianData.slice(0, 2)).toEqual(
      ['Rekap harian Desember 2026', HEADING[1]?.[0] ?? ''].map((line) => padded(line, 3 + DAYS_IN_MONTH)),
    );
    const harian = harianData.map((r) => r.map((c) => (c === null ? '' : c)));
    expect(harian[2]).toEqual(['No. Karyawan', 'Nama', 'Periode', ...MONTH_DATES.map((_, i) => i + 1)]);
    expect(harian.slice(3)).toEqual(rows.map(expectedDailyRow));

    // CSV of the summary, ';' with decimal commas: every line, every cell.
    const lines = csvLines(summaryCsv.path);
    expect(lines).toHaveLength(2 + 1 + 300);
    expect(lines.slice(0, 2)).toEqual(HEADING.map((l) => l[0]));
    expect(lines[2]?.split(';')).toEqual(HEADER);
    expect(lines.slice(3).map((l) => l.split(';'))).toEqual(expected.map((r) => r.map(shown)));

    // CSV of the daily grid (from "Harian"), ',': 31 day cells a line, blank after today.
    const daily = csvLines(dailyCsv.path);
    expect(daily).toHaveLength(2 + 1 + 300);
    expect(daily[2]?.split(',')).toEqual([
      'No. Karyawan',
      'Nama',
      'Periode',
      ...MONTH_DATES.map((_, i) => String(i + 1)),
    ]);
    expect(daily.slice(3).map((l) => l.split(','))).toEqual(rows.map((r) => expectedDailyRow(r).map(String)));
  });

  test("the daily grid with its legend, and an employee's month as a calendar, cell by cell", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await openRecapAsHr(page, context, request);
    const { rows, members } = await recapOfHr(request);
    await page.getByRole('button', { name: 'Harian' }).click();
    const grid = page.getByTestId('recap-grid');
    await expect(grid.getByTestId('recap-row').first()).toBeVisible();
    for (const tr of (await grid.getByTestId('recap-row').all()).slice(0, 6)) {
      const name = (await tr.locator('th').innerText()).trim();
      const apiRow = rows.find((r) => r.name === name);
      expect(apiRow, name).toBeDefined();
      // every day cell in its column, the empty ones after today too
      const cells = (await tr.locator('td').allInnerTexts()).map((t) => t.trim());
      expect(cells, name).toEqual(MONTH_DATES.map((d) => apiRow?.days[d] ?? ''));
    }
    const legend = page.getByRole('region', { name: 'Keterangan kode' });
    await expect(legend).toContainText('Alpa');
    await expect(legend).toContainText('CT Cuti Tahunan (CT)');
    await expect(legend).toContainText('CCB Cuti Besar (CB)');
    await expectNoAxeViolations(page);
    await shot(page, 'grid-id');

    const first = grid.getByTestId('recap-row').first();
    const name = (await first.locator('th').innerText()).trim();
    const member = members.get(rows.find((r) => r.name === name)?.subordinateId ?? 0);
    await first.getByRole('button', { name: `Lihat bulan ${name}` }).click();
    // the dialog names its month (as id-ID writes it), and its times are written as on the board: 08.00
    const monthName = new Date(`${MONTH}-15T12:00:00+07:00`).toLocaleDateString('id-ID', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
    const dialog = page.getByRole('dialog', { name: `${name}: ${monthName}` });
    await expect(dialog.getByTestId('recap-member')).toBeVisible();
    const cells = dialog.getByTestId('recap-member-day');
    await expect(cells).toHaveCount(DAYS_IN_MONTH);
    const codes = await cells.evaluateAll((els) => els.map((el) => el.getAttribute('data-code')));
    expect(codes).toEqual(MONTH_DATES.map((d) => member?.days.find((m) => m.date === d)?.code ?? ''));
    await expect(dialog.locator('[data-date="2026-12-25"]')).toContainText('Libur nasional: Natal');
    // times in the month's days are written 08.00, as on the board
    const text = (await dialog.getByTestId('recap-member').textContent()) ?? '';
    expect(text).toMatch(/\d{2}\.\d{2}–\d{2}\.\d{2}/);
    expect(text).not.toMatch(/\d{2}:\d{2}/);
    await expectNoAxeViolations(page);
    await shot(page, 'employee-id');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'employee-360-id');
  });

  test("English: the table, the grid and an employee's month in the other language", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    await openRecapAsHr(page, context, request, 'en');
    await expect(page.getByLabel('Month', { exact: true })).toBeVisible();
    const summary = page.getByTestId('recap-summary');
    await expect(summary.getByTestId('recap-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sort by Present (late included)' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sort by Employee no.' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'table-en');
    await page.getByRole('button', { name: 'Daily' }).click();
    const first = page.getByTestId('recap-grid').getByTestId('recap-row').first();
    await expect(first).toBeVisible();
    const legend = page.getByRole('region', { name: 'Code legend' });
    await expect(legend).toContainText('Absent');
    await expect(legend).toContainText('LN National holiday');
    await shot(page, 'grid-en');
    const name = (await first.locator('th').innerText()).trim();
    await first.getByRole('button', { name: `See ${name}'s month` }).click();
    const monthName = new Date(`${MONTH}-15T12:00:00+07:00`).toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Jakarta',
    });
    await expect(
      page.getByRole('dialog', { name: `${name}: ${monthName}` }).getByTestId('recap-member'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'employee-en');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'employee-360-en');
  });
});
