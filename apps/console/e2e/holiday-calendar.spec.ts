/**
 * The company calendar at the gate console (DESIGN "Time and calendar"), time pinned (scripts/pinned-time.mjs):
 * on 25 December 2026 hr's board says "Libur nasional: Natal" and nobody is Alpa; the December recap codes the 25th
 * LN and the 24th CB, on screen and in the .xlsx (counted here from the API's day codes); HR adds a company day in
 * Pengaturan and it shows as LP in the recap and "Libur perusahaan" on the board. Both languages, 1280×800.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { RecapResponse, RecapRow } from '@upah/core/contract/recap';
import type { TeamDayResponse } from '@upah/core/contract/team';
import readXlsxFile from 'read-excel-file/node';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { hrGet, openAsHr, reopen } from './support/hr-console';

const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'upah-shots');
const CHRISTMAS = '2026-12-25T10:00:00+07:00';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function recapOfHr(request: APIRequestContext, month: string): Promise<RecapRow[]> {
  const rows: RecapRow[] = [];
  for (let page = 1; ; page++) {
    const data = await hrGet<RecapResponse>(
      request,
      `/attendance/recap?month=${month}&page=${page}&size=100`,
    );
    rows.push(...data.rows);
    if (page >= data.pagination.totalPages) return rows;
  }
}

/** The day codes of a date across rows, counted: `{ LN: 280, H: 20 }`. */
function codesOn(rows: readonly RecapRow[], date: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const code = row.days[date] ?? '(none)';
    counts[code] = (counts[code] ?? 0) + 1;
  }
  return counts;
}

test.describe('the company calendar on the console (pinned at Christmas 2026)', () => {
  test("25 Dec: hr's board names Natal, the holiday figure counts those not in, nobody is Alpa", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAsHr(page, context, request, CHRISTMAS, '/team/today');
    const api = await hrGet<TeamDayResponse>(request, '/attendance/team/day?date=2026-12-25');
    // counted here from the API's members: who has no clock-in on Natal is on holiday
    const notIn = api.members.filter((m) => m.clockIn === null).length;
    expect(notIn).toBeGreaterThan(250);
    expect(api.members.filter((m) => m.status === 'absent')).toHaveLength(0);

    await expect(page.getByTestId('team-holiday')).toHaveText('Libur nasional: Natal');
    const figure = page.locator('[data-testid="team-count"][data-status="holiday"]');
    await expect(figure.locator('.team-count__value')).toHaveText(String(notIn));
    await expect(figure).toContainText('Libur nasional');
    await expect(page.locator('[data-testid="team-count"][data-status="absent"]')).toHaveCount(0);
    const row = page.locator('[data-testid="team-row"][data-status="holiday"]').first();
    await expect(row).toContainText('Libur nasional');
    await expect(page.getByTestId('calendar-warning')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, 'console-board-natal-id');

    await row.click();
    const day = page.getByRole('dialog').getByTestId('team-day');
    await expect(day).toContainText('Libur nasional: Natal');
    await shot(page, 'console-board-natal-day-id');
  });

  test('English: the board on 25 Dec says "National holiday: Christmas"', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAsHr(page, context, request, CHRISTMAS, '/team/today', 'en');
    await expect(page.getByTestId('team-holiday')).toHaveText('National holiday: Christmas');
    await expect(page.locator('[data-testid="team-count"][data-status="holiday"]')).toContainText(
      'National holiday',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'console-board-natal-en');
  });

  test('the December recap: the 25th LN and the 24th CB on screen and in the .xlsx, nobody A on either', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    await openAsHr(page, context, request, CHRISTMAS, '/team/recap');
    const rows = await recapOfHr(request, '2026-12');
    expect(rows).toHaveLength(300);
    const on25 = codesOn(rows, '2026-12-25');
    const on24 = codesOn(rows, '2026-12-24');
    expect(on25.A ?? 0).toBe(0);
    expect(on24.A ?? 0).toBe(0);
    expect(on25.LN ?? 0).toBeGreaterThan(250);
    expect(on24.CB ?? 0).toBeGreaterThan(250);
    // a day that is neither: the only codes on the 25th and the 24th are the holiday's and H (worked)
    expect(Object.keys(on25).sort()).toEqual(on25.H ? ['H', 'LN'] : ['LN']);
    expect(Object.keys(on24).sort()).toEqual(on24.H ? ['CB', 'H'] : ['CB']);

    await page.getByRole('button', { name: 'Harian' }).click();
    const grid = page.getByTestId('recap-grid');
    const first = grid.getByTestId('recap-row').first();
    await expect(first).toBeVisible();
    const name = (await first.locator('th').innerText()).trim();
    const apiRow = rows.find((r) => r.name === name);
    const cells = (await first.locator('td').allInnerTexts()).map((t) => t.trim());
    // one cell per day of December, the 24th and 25th at their places
    expect(cells).toHaveLength(31);
    expect(cells[23]).toBe(apiRow?.days['2026-12-24']);
    expect(cells[24]).toBe(apiRow?.days['2026-12-25']);
    expect(cells.slice(25)).toEqual(['', '', '', '', '', '']);
    const legend = page.getByRole('region', { name: 'Keterangan kode' });
    await expect(legend).toContainText('LN Libur nasional');
    await expect(legend).toContainText('CB Cuti bersama');
    await expect(legend).toContainText('LP Libur perusahaan');
    await expectNoAxeViolations(page);
    await shot(page, 'console-recap-grid-natal-id');

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    const path = join(tmpdir(), `holiday-recap-${Date.now()}.xlsx`);
    await xlsx.saveAs(path);
    const sheets = await readXlsxFile(path);
    const harian = sheets.find((s) => s.sheet === 'Harian')?.data ?? [];
    // two heading lines, the header (No. Karyawan, Nama, Periode, 1 … 31), then one line per employee
    expect(harian[2]?.slice(0, 3)).toEqual(['No. Karyawan', 'Nama', 'Periode']);
    const body = harian.slice(3);
    expect(body).toHaveLength(300);
    const column = (day: number) => {
      const counts: Record<string, number> = {};
      for (const r of body) {
        const code = String(r[2 + day] ?? '');
        counts[code] = (counts[code] ?? 0) + 1;
      }
      return counts;
    };
    expect(column(25)).toEqual(on25);
    expect(column(24)).toEqual(on24);
  });

  test('HR adds a company day in Pengaturan: listed, refused twice with the reason, LP in the recap, named on the board', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(180_000);
    // 06:00, before anyone's shift: nobody has come in yet today
    await openAsHr(page, context, request, '2026-12-22T06:00:00+07:00', '/settings');
    const panel = page.getByTestId('company-calendar');
    await expect(panel.getByRole('heading', { name: 'Kalender perusahaan' })).toBeVisible();
    await expect(panel.getByTestId('calendar-source')).toContainText('Nomor 1497 Tahun 2025');
    const days = panel.getByTestId('calendar-days');
    await expect(days.locator('tbody tr')).toHaveCount(25);
    await expect(days.locator('tr[data-date="2026-12-25"]')).toContainText('Libur nasional');

    // a national day is refused with the reason, and the form keeps what was typed
    await panel.getByLabel('Tanggal', { exact: true }).fill('2026-12-25');
    await panel.getByLabel('Nama hari libur').fill('Natal kantor');
    await panel.getByRole('button', { name: 'Tambah libur perusahaan' }).click();
    await expect(
      panel.getByText('Tanggal 2026-12-25 sudah libur nasional atau cuti bersama: Natal'),
    ).toBeVisible();
    await expect(panel.getByLabel('Nama hari libur')).toHaveValue('Natal kantor');

    await panel.getByLabel('Tanggal', { exact: true }).fill('2026-12-22');
    await panel.getByLabel('Nama hari libur').fill('Tutup buku');
    await panel.getByRole('button', { name: 'Tambah libur perusahaan' }).click();
    await expect(panel.getByTestId('calendar-status')).toHaveText('Tutup buku ditambahkan.');
    await expect(days.locator('tr[data-date="2026-12-22"]')).toContainText('Libur perusahaan');
    await expect(days.locator('tbody tr')).toHaveCount(26);
    await expectNoAxeViolations(page);
    await shot(page, 'console-settings-calendar-id');

    // the same day again: refused before it is sent
    await panel.getByLabel('Tanggal', { exact: true }).fill('2026-12-22');
    await panel.getByLabel('Nama hari libur').fill('Lagi');
    await panel.getByRole('button', { name: 'Tambah libur perusahaan' }).click();
    await expect(panel.getByText('Tanggal 2026-12-22 sudah menjadi libur perusahaan')).toBeVisible();

    // the recap codes today LP for all 300 (counted from the API's codes), the day before stays a workday
    const rows = await recapOfHr(request, '2026-12');
    expect(codesOn(rows, '2026-12-22')).toEqual({ LP: 300 });
    expect(codesOn(rows, '2026-12-21').LP ?? 0).toBe(0);
    await reopen(page, '/team/recap');
    await page.getByRole('button', { name: 'Harian' }).click();
    const first = page.getByTestId('recap-grid').getByTestId('recap-row').first();
    await expect(first).toBeVisible();
    const cells = (await first.locator('td').allInnerTexts()).map((t) => t.trim());
    expect(cells[21]).toBe('LP');
    await shot(page, 'console-recap-grid-lp-id');

    // the board names the company's day, nobody is "not yet" or absent
    await reopen(page, '/team/today');
    await expect(page.getByTestId('team-holiday')).toHaveText('Libur perusahaan: Tutup buku');
    await expect(
      page.locator('[data-testid="team-count"][data-status="holiday"] .team-count__value'),
    ).toHaveText('300');

    // removed again: the list has the 25 national days
    await reopen(page, '/settings');
    await panel.getByRole('button', { name: 'Hapus Tutup buku' }).click();
    await expect(panel.getByTestId('calendar-removed')).toHaveText('Tutup buku dihapus.');
    await expect(days.locator('tbody tr')).toHaveCount(25);
  });

  test('a year with no national calendar (2027): HR is warned on the board and the recap, never a guess', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAsHr(page, context, request, '2027-01-04T10:00:00+07:00', '/team/today');
    const warning = page.getByTestId('calendar-warning');
    await expect(warning).toContainText('Kalender libur nasional 2027 belum tersedia.');
    await expect(page.getByTestId('team-row').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, 'console-board-2027-warning-id');
    await reopen(page, '/team/recap');
    await expect(page.getByTestId('calendar-warning')).toContainText('2027');
    // the recap of December 2026 (known) has none
    await page.getByLabel('Bulan', { exact: true }).selectOption('2026-12');
    await expect(page.getByTestId('calendar-warning')).toHaveCount(0);
  });

  test('English: Pengaturan lists the calendar; a year with no national calendar says so', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAsHr(page, context, request, CHRISTMAS, '/settings', 'en');
    const panel = page.getByTestId('company-calendar');
    await expect(panel.getByRole('heading', { name: 'Company calendar' })).toBeVisible();
    await expect(panel.getByTestId('calendar-days').locator('tr[data-date="2026-12-25"]')).toContainText(
      'Christmas',
    );
    await expectNoAxeViolations(page);
    await shot(page, 'console-settings-calendar-en');
    await panel.getByLabel('Year').selectOption('2027');
    await expect(panel.getByText('There is no national holiday calendar for 2027 yet.')).toBeVisible();
    await shot(page, 'console-settings-calendar-2027-en');
  });
});
