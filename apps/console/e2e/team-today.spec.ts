/**
 * /team/today "Tim hari ini" (DESIGN "Team views and payroll"; SPEC §6: a supervisor sees direct subordinates
 * only). The board is checked against what the other side really produced: the gate personas' codes read off their
 * phones (the PWA's build) and scanned by this console, a phone's own clock-in, a leave approved through the
 * approval screen; every figure on the board is compared with the mock's own answer of the day.
 */
import type { Page } from '@playwright/test';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, test, unlockWith } from './support/fixtures';
import { apiToken } from './support/mock-api';

const SHOTS = '/tmp/shots';

interface Member {
  subordinateId: number;
  name: string;
  status: string;
  clockIn: string | null;
  lateMinutes: number;
  shift: { start: string } | null;
}

/** The mock's answer of the day for persona `key` (what the board must show). */
async function teamDayOf(
  page: Page,
  key: string,
  date?: string,
): Promise<{ date: string; members: Member[] }> {
  const token = await apiToken(page.request, key);
  const res = await page.request.get(`${MOCK_URL}/attendance/team/day${date ? `?date=${date}` : ''}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { date: string; members: Member[] } }).data;
}

/** Signs in as `key` (supervisor or hr) and opens Tim hari ini through the top bar, setting the PIN 4821. */
async function openTeamToday(page: Page, phone?: string): Promise<void> {
  if (phone) {
    await page.goto('/login');
    await page.getByLabel('Nomor HP').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('rahasia123');
    await page.getByRole('button', { name: 'Masuk' }).click();
  } else await login(page);
  await page.getByRole('group', { name: 'Tim' }).getByRole('link', { name: 'Tim hari ini' }).click();
  await unlockWith(page, '4821', true);
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();
}

/** Settings → English, then back to scan mode (the PIN stays open in the same visit). */
async function inEnglish(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Kembali ke scan/ }).click();
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('link', { name: /Back to scanning/ }).click();
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Milliseconds from a tap on a figure to the list showing that status (the frame after the DOM changed). */
async function filterMs(page: Page, status: string): Promise<number> {
  return page.evaluate(async (wanted) => {
    const button = document.querySelector<HTMLButtonElement>(
      wanted === 'all'
        ? '[data-testid="team-count-all"]'
        : `[data-testid="team-count"][data-status="${wanted}"]`,
    );
    if (!button) throw new Error(`no figure ${wanted}`);
    const started = performance.now();
    button.click();
    await new Promise<void>((resolve) => {
      const check = () =>
        document.querySelector(`[data-testid="team-list"][data-filter="${wanted}"]`)
          ? requestAnimationFrame(() => resolve())
          : requestAnimationFrame(check);
      check();
    });
    return performance.now() - started;
  }, status);
}

test("hr's 300 at 1280×800: figures, chart with its table, virtual rows; a figure filters the list in ≤ 100 ms", async ({
  page,
}) => {
  const started = Date.now();
  await openTeamToday(page, '081100000016');
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
  const firstPaint = Date.now() - started;
  const day = await teamDayOf(page, 'hr');
  expect(day.members.length).toBe(300);
  // every figure is the mock's count of that status
  const figures = page.getByTestId('team-count');
  expect(await figures.count()).toBeGreaterThan(0);
  for (const figure of await figures.all()) {
    const status = (await figure.getAttribute('data-status')) ?? '';
    const count = day.members.filter((m) => m.status === status).length;
    await expect(figure.locator('.team-count__value')).toHaveText(String(count));
  }
  await expect(page.getByTestId('team-shown')).toHaveText('300 dari 300 orang');
  // virtual: far fewer rows in the DOM than people
  expect(await page.getByTestId('team-row').count()).toBeLessThan(40);
  await expect(page.getByRole('img', { name: 'Status per shift' })).toBeVisible();
  await page.getByText('Tabel angka').click();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-console-board-id.png` });

  // a figure filters the list; timed (medians of five taps each way)
  const late = day.members.filter((m) => m.status === 'late');
  expect(late.length).toBeGreaterThan(0);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    times.push(await filterMs(page, 'late'));
    times.push(await filterMs(page, 'all'));
  }
  await filterMs(page, 'late');
  await expect(page.getByTestId('team-shown')).toHaveText(`${late.length} dari 300 orang`);
  for (const row of await page.getByTestId('team-row').all())
    await expect(row).toHaveAttribute('data-status', 'late');
  const filterMedian = median(times);
  test
    .info()
    .annotations.push(
      { type: 'hr-first-paint-ms', description: String(firstPaint) },
      { type: 'hr-filter-median-ms', description: filterMedian.toFixed(1) },
    );
  expect(filterMedian).toBeLessThanOrEqual(100);

  // the API's own time for hr's 300 (median of five)
  const token = await apiToken(page.request, 'hr');
  const api: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t0 = Date.now();
    const res = await page.request.get(`${MOCK_URL}/attendance/team/day`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.ok()).toBe(true);
    api.push(Date.now() - t0);
  }
  test.info().annotations.push({ type: 'hr-api-median-ms', description: String(median(api)) });

  // a person's day
  await page.getByTestId('team-row').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('team-day')).toBeVisible();
  await expect(dialog).toContainText('Terlambat');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-console-day-id.png` });
  await dialog.getByRole('button', { name: 'Tutup' }).click();

  // English (Settings, still unlocked), then back to the board through the top bar
  await inEnglish(page);
  await page.getByRole('group', { name: 'Team' }).getByRole('link', { name: 'Team today' }).click();
  await expect(page.getByRole('heading', { name: 'Team today' })).toBeVisible();
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/team-console-board-en.png` });
  await page.getByTestId('team-row').first().click();
  await expect(page.getByRole('dialog').getByTestId('team-day')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/team-console-day-en.png` });
});
