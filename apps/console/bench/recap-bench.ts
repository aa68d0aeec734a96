/**
 * The month recap of hr's 300 direct subordinates (/team/recap). Not a test: it prints medians of RUNS runs of
 * - the API: GET /attendance/recap one page of 100, and all three pages in parallel (as the screen loads them);
 * - the screen: from choosing the month to the summary table's first rows on screen (first paint of the table);
 * - switching to the daily grid (click to its first row);
 * - "Unduh Excel": click to the download (the .xlsx for 300 built in the browser, write-excel-file loaded on click).
 * Needs the mock and the console's preview running (as the e2e starts them):
 *
 *   E2E_CONSOLE_PORT=4472 E2E_MOCK_PORT=4471 node_modules/.bin/tsx apps/console/bench/recap-bench.ts
 */
import { request as apiRequest, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONSOLE_URL, MOCK_URL } from '../e2e/support/env';
import { apiToken, phoneOf } from '../e2e/support/mock-api';
import { runBench } from './bench-browser';

const RUNS = Number(process.env.RECAP_BENCH_RUNS ?? 5);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function thisMonth(): string {
  return new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 7);
}

function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const d = new Date(Date.UTC(y ?? 2000, (m ?? 1) - 2, 1));
  return d.toISOString().slice(0, 7);
}

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const token = await apiToken(request, 'hr');
  const month = thisMonth();
  const headers = { authorization: `Bearer ${token}` };
  const get = (page: number) =>
    request.get(`${MOCK_URL}/attendance/recap?month=${month}&page=${page}&size=100`, { headers });

  const onePage: number[] = [];
  const allPages: number[] = [];
  await get(1); // warm up
  for (let i = 0; i < RUNS; i++) {
    let t = performance.now();
    const res = await get(1);
    if (!res.ok()) throw new Error(`recap answered ${res.status()}`);
    onePage.push(performance.now() - t);
    t = performance.now();
    await Promise.all([get(1), get(2), get(3)]);
    allPages.push(performance.now() - t);
  }

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    baseURL: CONSOLE_URL,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill((await phoneOf(request, 'hr')).replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();
  await page.goto('/team/recap');
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel('Ulangi PIN').fill('4821');
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  await page.getByTestId('recap-summary').getByTestId('recap-row').first().waitFor();

  const table: number[] = [];
  const grid: number[] = [];
  const xlsx: number[] = [];
  const picker = page.getByLabel('Bulan', { exact: true });
  for (let i = 0; i < RUNS; i++) {
    // first paint of the table: pick the other month, then this one (a fresh load of all 300 each time)
    await page.getByRole('button', { name: 'Ringkasan' }).click();
    for (const m of [previousMonth(month), month]) {
      const t = performance.now();
      await picker.selectOption(m);
      await page.waitForFunction(
        (value) =>
          (document.querySelector('select') as HTMLSelectElement | null)?.value === value &&
          document.querySelector('[data-testid="recap-summary"] [data-testid="recap-row"]') !== null,
        m,
      );
      if (m === month) table.push(performance.now() - t);
    }
    let t = performance.now();
    await page.getByRole('button', { name: 'Harian' }).click();
    await page.getByTestId('recap-grid').getByTestId('recap-row').first().waitFor();
    grid.push(performance.now() - t);
    t = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh Excel' }).click(),
    ]);
    xlsx.push(performance.now() - t);
    await download.delete();
  }
  const ms = (v: number[]) => `${Math.round(median(v))} ms (runs: ${v.map((x) => Math.round(x)).join(', ')})`;
  process.stdout.write(
    `${[
      `hr's 300, ${month}, medians of ${RUNS} runs`,
      `API one page of 100:            ${ms(onePage)}`,
      `API all 3 pages in parallel:    ${ms(allPages)}`,
      `table first paint (month pick): ${ms(table)}`,
      `switch to the daily grid:       ${ms(grid)}`,
      `Unduh Excel click → download:   ${ms(xlsx)}`,
    ].join('\n')}\n`,
  );
  await browser.close();
  await request.dispose();
}

runBench(main);
