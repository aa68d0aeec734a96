/**
 * /team/recap "Rekap bulanan" (DESIGN "Team views and payroll"): hr's 300 direct subordinates for this month, the
 * summary table and the daily grid, an employee's month, and both downloads read back: the .xlsx with
 * read-excel-file (sheets Rekap and Harian, numbers stored as numbers) and the CSV (BOM, header, one line per
 * employee), each compared with GET /attendance/recap and with what the screen shows.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RecapResponse, RecapRow } from '@upah/core/contract/recap';
import { jakartaMonth } from '@upah/core/format/jakarta-time';
import { sumRecapTotals } from '@upah/core/rules/month-recap';
import {
  recapColumns,
  recapDailySheet,
  recapLeaveCodes,
  recapSummarySheet,
} from '@upah/core/rules/recap-sheet';
import readXlsxFile from 'read-excel-file/node';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { apiToken, PASSWORD, phoneOf } from './support/mock-api';

const SHOTS = process.env.RECAP_SHOTS_DIR;

async function recapOfHr(request: APIRequestContext, month: string): Promise<RecapRow[]> {
  const token = await apiToken(request, 'hr');
  const rows: RecapRow[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(`${MOCK_URL}/attendance/recap?month=${month}&page=${page}&size=100`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status()).toBe(200);
    const data = ((await res.json()) as { data: RecapResponse }).data;
    rows.push(...data.rows);
    if (page >= data.pagination.totalPages) break;
  }
  return rows;
}

/** Signs hr in, opens /team/recap and sets the PIN 4821 (first use), in Indonesian or English. */
async function openRecapAsHr(
  page: Page,
  request: APIRequestContext,
  lang: 'id' | 'en' = 'id',
): Promise<void> {
  const en = lang === 'en';
  if (en) await page.addInitScript(() => localStorage.setItem('upah.console.lang', 'en'));
  const phone = (await phoneOf(request, 'hr')).replace(/^\+62/, '0');
  await page.goto('/login');
  await page.getByLabel(en ? 'Phone number' : 'Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en ? 'Log in' : 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/team/recap');
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel(en ? 'Repeat the PIN' : 'Ulangi PIN').fill('4821');
  await page.getByRole('button', { name: en ? 'Save PIN' : 'Simpan PIN' }).click();
  await expect(page.getByRole('heading', { name: en ? 'Monthly recap' : 'Rekap bulanan' })).toBeVisible();
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `recap-${name}.png`) });
}

test.describe('/team/recap: the month for payroll', () => {
  test("hr's 300: the table's totals, the .xlsx and the CSV carry the API's numbers", async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const month = jakartaMonth(Date.now());
    const apiRows = await recapOfHr(request, month);
    expect(apiRows).toHaveLength(300);
    await openRecapAsHr(page, request);

    // The month picker: this month and the eleven before it.
    const picker = page.getByLabel('Bulan', { exact: true });
    await expect(picker).toHaveValue(month);
    await expect(picker.locator('option')).toHaveCount(12);

    // The summary: virtual rows (a handful in the DOM), the totals row as the API's sum.
    const summary = page.getByTestId('recap-summary');
    await expect(summary.getByTestId('recap-row').first()).toBeVisible();
    const rendered = await summary.getByTestId('recap-row').count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(60);
    const columns = recapColumns(recapLeaveCodes(apiRows), 'id');
    const sum = sumRecapTotals(apiRows.map((r) => r.totals));
    const totalCells = await page.getByTestId('recap-total-row').locator('td').allInnerTexts();
    expect(totalCells).toEqual(columns.map((c) => String(c.value(sum)).replace('.', ',')));
    // The first row on screen (by name) is the API's row of that employee.
    const firstRow = summary.getByTestId('recap-row').first();
    const firstName = (await firstRow.locator('th').innerText()).trim();
    const apiFirst = apiRows.find((r) => r.name === firstName);
    expect(apiFirst).toBeDefined();
    const firstCells = await firstRow.locator('td').allInnerTexts();
    expect(firstCells).toEqual(
      columns.map((c) => String(c.value(apiFirst?.totals ?? sum)).replace('.', ',')),
    );
    await expectNoAxeViolations(page);
    await shot(page, 'table-id');

    // Both downloads first (the kiosk returns to scan mode after a minute without a touch), then read back.
    // Unduh Excel: a real .xlsx, read back.
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toBe(`rekap-absensi-${month}.xlsx`);
    const xlsxPath = join(tmpdir(), `g-recap-${Date.now()}.xlsx`);
    await xlsx.saveAs(xlsxPath);
    // Unduh CSV, with ';' for Excel in an Indonesian locale.
    await page.getByLabel('Pemisah CSV').selectOption(';');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`rekap-absensi-${month}.csv`);
    const csvPath = join(tmpdir(), `g-recap-${Date.now()}.csv`);
    await csv.saveAs(csvPath);
    const sheets = await readXlsxFile(xlsxPath);
    expect(sheets.map((s) => s.sheet)).toEqual(['Rekap', 'Harian']);
    // the first row is the month's close line (open here), then the table
    const [heading, ...rekap] = sheets[0]?.data ?? [];
    expect(heading?.[0]).toBe('Belum ditutup untuk penggajian');
    const expected = recapSummarySheet(apiRows, 'id');
    expect(rekap).toHaveLength(301);
    expect(rekap).toEqual(expected);
    // numbers are numbers (not text), and the column sums equal the screen's totals row
    const dataRows = rekap.slice(1);
    expect(dataRows.length).toBe(300);
    for (const row of dataRows) for (const cell of row.slice(1)) expect(typeof cell).toBe('number');
    const sums = columns.map((_, i) => dataRows.reduce((s, r) => s + Number(r[i + 1]), 0));
    expect(sums.map((n) => String(Math.round(n * 100) / 100).replace('.', ','))).toEqual(totalCells);
    const [harianHeading, ...harian] = sheets[1]?.data ?? [];
    expect(harianHeading?.[0]).toBe('Belum ditutup untuk penggajian');
    expect(harian.map((r) => r.map((c) => (c === null ? '' : c)))).toEqual(
      recapDailySheet(month, apiRows, 'id'),
    );

    const bytes = readFileSync(csvPath);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(303); // the close line, header, 300 employees, the empty end after the last CRLF
    expect(lines[0]).toBe('Belum ditutup untuk penggajian');
    expect(lines[1]?.split(';')[0]).toBe('Nama');
    const csvRow = lines.find((l) => l.startsWith(`${firstName};`));
    expect(csvRow?.split(';').slice(1)).toEqual(firstCells);
  });

  test("the daily grid with its legend, and an employee's month as a calendar", async ({ page, request }) => {
    test.setTimeout(240_000);
    const month = jakartaMonth(Date.now());
    const apiRows = await recapOfHr(request, month);
    await openRecapAsHr(page, request);
    await page.getByRole('button', { name: 'Harian' }).click();
    const grid = page.getByTestId('recap-grid');
    await expect(grid.getByTestId('recap-row').first()).toBeVisible();
    const first = grid.getByTestId('recap-row').first();
    const name = (await first.locator('th').innerText()).trim();
    const apiRow = apiRows.find((r) => r.name === name);
    expect(apiRow).toBeDefined();
    const codes = (await first.locator('td').allInnerTexts()).map((t) => t.trim()).filter((t) => t !== '');
    expect(codes).toEqual(Object.values(apiRow?.days ?? {}));
    await expect(page.getByRole('region', { name: 'Keterangan kode' })).toContainText('Alpa');
    await expectNoAxeViolations(page);
    await shot(page, 'grid-id');

    await first.getByRole('button', { name: `Lihat bulan ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Bulan ${name}` });
    await expect(dialog.getByTestId('recap-member')).toBeVisible();
    const days = dialog.getByTestId('recap-member-day');
    expect(await days.count()).toBeGreaterThan(27);
    await expectNoAxeViolations(page);
    await shot(page, 'employee-id');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'employee-360-id');
  });

  test("English: the table, the grid and an employee's month in the other language", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await openRecapAsHr(page, request, 'en');
    await expect(page.getByLabel('Month', { exact: true })).toBeVisible();
    const summary = page.getByTestId('recap-summary');
    await expect(summary.getByTestId('recap-row').first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Sort by Present' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'table-en');
    await page.getByRole('button', { name: 'Daily' }).click();
    const first = page.getByTestId('recap-grid').getByTestId('recap-row').first();
    await expect(first).toBeVisible();
    await expect(page.getByRole('region', { name: 'Code legend' })).toContainText('Absent');
    await shot(page, 'grid-en');
    const name = (await first.locator('th').innerText()).trim();
    await first.getByRole('button', { name: `See ${name}'s month` }).click();
    await expect(
      page.getByRole('dialog', { name: `${name}'s month` }).getByTestId('recap-member'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'employee-en');
    await page.setViewportSize({ width: 360, height: 740 });
    await shot(page, 'employee-360-en');
  });
});
