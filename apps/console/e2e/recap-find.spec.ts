/**
 * Finding people in the month recap and the recap's address (DESIGN "Team views and payroll"; SPEC §6: a supervisor
 * sees their direct subordinates), pinned at Monday 28 December 2026, 12:00 in Jakarta (scripts/pinned-time.mjs):
 * - hr's 300: the search finds a person the virtual table had not drawn, by name and by employee number; the
 *   department filter and the order by absences; the counts follow;
 * - the address: a link with month, view and search opened and reloaded keeps them; an employee's month is its own
 *   address, reloaded it opens that month, closed it goes back to the recap with its query;
 * - hr-plant's 5,000: the first rows show while the later pages are held back (the month streams), the files wait
 *   for the whole month, then the row count and the totals are the API's; the shift filter.
 * Every expectation is counted here from GET /attendance/recap's raw rows (the persona's own calls).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { RecapResponse, RecapRow } from '@upah/core/contract/recap';
import { resetMockAt } from '../../../scripts/pinned-time.mjs';
import { MOCK_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { hrGet, openAsHr } from './support/hr-console';
import { apiToken } from './support/mock-api';

const NOW = '2026-12-28T12:00:00+07:00';
const MONTH = '2026-12';

/** Every row of `month` for `who`, page by page as the API answers it. */
async function recapRows(request: APIRequestContext, who: string, month = MONTH): Promise<RecapRow[]> {
  const token = await apiToken(request, who);
  const rows: RecapRow[] = [];
  for (let page = 1; ; page++) {
    const data = await hrGet<RecapResponse>(
      request,
      `/attendance/recap?month=${month}&page=${page}&size=100`,
      token,
    );
    rows.push(...data.rows);
    if (page >= data.pagination.totalPages) break;
  }
  return rows;
}

/** Name or employee number holds the text, case ignored (the names here carry no diacritics). */
const holds = (r: RecapRow, text: string) =>
  `${r.name} ${r.employeeNumber}`.toLowerCase().includes(text.toLowerCase());
/** The days coded A (alpa) in the row's days. */
const absences = (r: RecapRow) => Object.values(r.days).filter((c) => c === 'A').length;

/** The names of the summary's drawn rows, top first. */
async function drawnNames(page: Page): Promise<string[]> {
  const rows = page.getByTestId('recap-summary').getByTestId('recap-row');
  const drawn = await rows.evaluateAll((trs) =>
    trs.map((tr) => ({
      at: Number(tr.getAttribute('aria-rowindex')),
      name: tr.querySelector('th')?.textContent?.trim() ?? '',
    })),
  );
  return drawn.sort((a, b) => a.at - b.at).map((d) => d.name);
}

test.describe('/team/recap: search, filters, order and address (pinned at 28 Dec 2026)', () => {
  test("hr's 300: a person not drawn is found by name and by number; department and absences; counts follow", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await openAsHr(page, context, request, NOW, '/team/recap');
    const rows = await recapRows(request, 'hr');
    expect(rows).toHaveLength(300);
    const last = rows[rows.length - 1] as RecapRow;
    const summary = page.getByTestId('recap-summary');
    const drawn = summary.getByTestId('recap-row');
    await expect(drawn.first()).toBeVisible();
    await expect(page.getByTestId('recap-shown')).toHaveText('300 dari 300 karyawan');
    // the virtual table draws its first rows only: the last by name is not in the page
    await expect(drawn.filter({ hasText: last.name })).toHaveCount(0);

    const search = page.getByLabel('Cari nama atau no. karyawan');
    await search.fill(last.name.toUpperCase());
    const byName = rows.filter((r) => holds(r, last.name));
    await expect(page.getByTestId('recap-shown')).toHaveText(`${byName.length} dari 300 karyawan`);
    await expect(drawn.filter({ hasText: last.name })).toHaveCount(1);
    await expect(page.getByTestId('recap-total-row').locator('th')).toHaveText(
      `Total · ${byName.length} karyawan`,
    );

    await search.fill(last.employeeNumber);
    const byNumber = rows.filter((r) => holds(r, last.employeeNumber));
    await expect(page.getByTestId('recap-shown')).toHaveText(`${byNumber.length} dari 300 karyawan`);
    await expect(drawn.filter({ hasText: last.name })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${last.employeeNumber}`));

    // department: the second of the departments by name; then the most absences first
    await search.fill('');
    const departments = [...new Set(rows.map((r) => r.department ?? ''))]
      .filter(Boolean)
      .sort((a, b) => a.localeCompare(b, 'id'));
    const dept = departments[1] ?? departments[0] ?? '';
    await page.getByLabel('Departemen').selectOption(dept);
    const inDept = rows.filter((r) => r.department === dept);
    await expect(page.getByTestId('recap-shown')).toHaveText(`${inDept.length} dari 300 karyawan`);

    await page.getByLabel('Urutkan', { exact: true }).selectOption('absent');
    const mostAbsent = [...inDept]
      .sort((a, b) => absences(b) - absences(a) || a.name.localeCompare(b.name, 'id'))
      .map((r) => r.name);
    await expect.poll(async () => (await drawnNames(page)).slice(0, 6)).toEqual(mostAbsent.slice(0, 6));
    await expect(page).toHaveURL(/sort=absent/);
    await expect(page).toHaveURL(new RegExp(`dept=${encodeURIComponent(dept).replace(/%20/g, '\\+')}`));

    // who had a day of a status in the month: counted from the rows' day codes (A for Alpa, T for Terlambat)
    const withCode = (list: RecapRow[], code: string) =>
      list.filter((r) => Object.values(r.days).includes(code));
    const absentInDept = withCode(inDept, 'A');
    expect(absentInDept.length).toBeGreaterThan(0);
    await page.getByLabel('Ada hari').selectOption('absent');
    await expect(page.getByTestId('recap-shown')).toHaveText(`${absentInDept.length} dari 300 karyawan`);
    await expect(page).toHaveURL(/status=absent/);
    await page.getByLabel('Departemen').selectOption('');
    await expect(page.getByTestId('recap-shown')).toHaveText(
      `${withCode(rows, 'A').length} dari 300 karyawan`,
    );
    await page.getByLabel('Ada hari').selectOption('late');
    const late = withCode(rows, 'T');
    expect(late.length).toBeGreaterThan(0);
    await expect(page.getByTestId('recap-shown')).toHaveText(`${late.length} dari 300 karyawan`);
    await expect(page.getByLabel('Ada hari').locator('option')).toHaveText([
      'Semua',
      'Alpa',
      'Terlambat',
      'Cuti',
      'Izin',
      'Remote',
    ]);
  });

  test("a link keeps month, view and search through a reload; an employee's month is its own address", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    await resetMockAt(request, MOCK_URL, NOW);
    const november = await recapRows(request, 'hr', '2026-11');
    const word = (november[0]?.name.split(' ')[0] ?? '').toLowerCase();
    const matching = november.filter((r) => holds(r, word));
    const path = `/team/recap?month=2026-11&view=daily&q=${word}`;
    await openAsHr(page, context, request, NOW, path);

    const expectState = async () => {
      await expect(page.getByLabel('Bulan', { exact: true })).toHaveValue('2026-11');
      await expect(page.getByRole('button', { name: 'Harian' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByLabel('Cari nama atau no. karyawan')).toHaveValue(word);
      await expect(page.getByTestId('recap-grid').getByTestId('recap-row').first()).toBeVisible();
      await expect(page.getByTestId('recap-shown')).toHaveText(`${matching.length} dari 300 karyawan`);
    };
    await expectState();
    await expect(page).toHaveURL(path);

    // a full load at a desk (hr's Mode meja): no PIN again in the session, the same address
    await page.reload();
    await expect(page).toHaveURL(path);
    await expectState();

    // an employee's month: its own address, the recap's query kept
    const first = matching[0] as RecapRow;
    await page.getByRole('button', { name: `Lihat bulan ${first.name}` }).click();
    const memberPath = `/team/recap/${first.subordinateId}?month=2026-11&view=daily&q=${word}`;
    await expect(page).toHaveURL(memberPath);
    const dialog = page.getByRole('dialog', { name: `${first.name}: November 2026` });
    await expect(dialog.getByTestId('recap-member')).toBeVisible();
    await expect(dialog.getByTestId('recap-member-day')).toHaveCount(30);

    await page.reload();
    await expect(page).toHaveURL(memberPath);
    await expect(dialog.getByTestId('recap-member')).toBeVisible();

    await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(dialog).toBeHidden();
    await expectState();
  });
});

test.describe("/team/recap: hr-plant's month streams (pinned at 28 Dec 2026)", () => {
  // the requests held below must be the page's own: a service worker's fetches would pass page.route by
  test.use({ serviceWorkers: 'block' });

  test("hr-plant's 5,000: the first rows before the last page; then the API's count and totals; the shift filter", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    // the API's rows first (the mock is laid again at the same instant below: the same data, a fresh read budget)
    await resetMockAt(request, MOCK_URL, NOW);
    const rows = await recapRows(request, 'hr-plant');
    expect(rows).toHaveLength(5000);

    // every page after the first waits until the test lets it through
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let laterAsked = 0;
    let laterAnswered = 0;
    // the console calls the API under /api (proxied to the mock)
    await page.route(
      (url) => url.pathname.endsWith('/attendance/recap'),
      async (route) => {
        const n = Number(new URL(route.request().url()).searchParams.get('page') ?? '1');
        if (n > 1) {
          laterAsked++;
          await held;
          laterAnswered++;
        }
        await route.continue();
      },
    );
    await openAsHr(page, context, request, NOW, '/team/recap', 'id', 'hr-plant');
    const summary = page.getByTestId('recap-summary');
    // the first call signed in as hr-plant lays the plant (seconds on a busy machine)
    await expect(summary.getByTestId('recap-row').first()).toBeVisible({ timeout: 60_000 });
    await expect(summary.getByTestId('recap-row').first().locator('th')).toHaveText(rows[0]?.name ?? '');
    await expect(page.getByTestId('recap-status')).toHaveText('Memuat 250 dari 5.000 karyawan…');
    await expect(page.getByRole('button', { name: 'Unduh Excel' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Unduh CSV' })).toBeDisabled();
    // all 19 later pages (5,000 in pages of 250) were asked for at once and are held: the rows on screen came first
    await expect.poll(() => laterAsked).toBe(19);
    expect(laterAnswered).toBe(0);

    release();
    await expect(page.getByTestId('recap-shown')).toHaveText('5.000 dari 5.000 karyawan', {
      timeout: 60_000,
    });
    await expect(page.getByTestId('recap-status')).toHaveText('');
    await expect(page.getByRole('button', { name: 'Unduh Excel' })).toBeEnabled();
    const total = page.getByTestId('recap-total-row');
    await expect(total.locator('th')).toHaveText('Total · 5.000 karyawan');
    // the totals row against the API's rows: the absences (A days) and the late minutes summed here
    const headers = (await summary.locator('thead th').allInnerTexts()).map((t) =>
      t.replace(/[▲▼]/g, '').trim(),
    );
    const cells = await total.locator('th, td').allInnerTexts();
    const sum = (f: (r: RecapRow) => number) => String(rows.reduce((s, r) => s + f(r), 0));
    expect(cells[headers.indexOf('Alpa (hari)')]).toBe(sum(absences));
    expect(cells[headers.indexOf('Terlambat (menit)')]).toBe(sum((r) => r.totals.lateMinutes));

    // the shift filter: one of the plant's shifts (as the rows carry it)
    const shifts = [...new Set(rows.map((r) => r.shift?.name ?? ''))].filter(Boolean).sort();
    expect(shifts.length).toBeGreaterThan(1);
    const shift = shifts[0] as string;
    await page.getByLabel('Shift', { exact: true }).selectOption(shift);
    const onShift = rows.filter((r) => r.shift?.name === shift);
    await expect(page.getByTestId('recap-shown')).toHaveText(
      `${onShift.length.toLocaleString('id-ID')} dari 5.000 karyawan`,
      {
        timeout: 15_000,
      },
    );
    await expect(total.locator('th')).toHaveText(`Total · ${onShift.length} karyawan`);
    expect((await total.locator('th, td').allInnerTexts())[headers.indexOf('Alpa (hari)')]).toBe(
      String(onShift.reduce((s, r) => s + absences(r), 0)),
    );
  });
});
