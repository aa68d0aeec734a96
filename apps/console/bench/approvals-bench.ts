/**
 * The hr persona's approval queues in the console: 5,000 pending items (1,250 per tab). Not a
 * test: it prints, per tab, the time from opening the tab to a usable list (rows on screen and a checkbox that
 * answers a click), and select all + bulk approve until the list is empty again.
 *
 *   E2E_CONSOLE_PORT=5174 E2E_MOCK_PORT=4010 node_modules/.bin/tsx apps/console/bench/approvals-bench.ts
 */
import { request as apiRequest, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONSOLE_URL, MOCK_URL } from '../e2e/support/env';
import { phoneOf } from '../e2e/support/mock-api';
import { runBench } from './bench-browser';

const TABS = ['Presensi', 'Cuti', 'Lembur', 'Izin'];

async function main() {
  const request = await apiRequest.newContext();
  await request.post(`${MOCK_URL}/__mock/reset`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ baseURL: CONSOLE_URL, viewport: { width: 1280, height: 800 } });
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill((await phoneOf(request, 'hr')).replace(/^\+62/, '0'));
  await page.getByLabel('Password', { exact: true }).fill('rahasia123');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByRole('heading', { name: 'Mode Scan' }).waitFor();
  await page.getByRole('link', { name: 'Approval' }).click();
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel('Ulangi PIN').fill('4821');
  // The first tab is timed from the PIN's submit, which opens the queue (its first load included).
  let started = Date.now();
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  const lines: string[] = [];
  let total = 0;
  for (const tab of TABS) {
    if (tab !== 'Presensi') {
      started = Date.now();
      await page.getByRole('tab', { name: tab }).click();
    }
    await page.waitForFunction(
      (name) =>
        document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === name &&
        document.querySelector('[data-testid="approval-row"]') !== null,
      tab,
    );
    const box = page.getByTestId('approval-row').first().getByRole('checkbox');
    await box.check();
    const interactive = Date.now() - started;
    await box.uncheck();
    const count = Number.parseInt((await page.getByTestId('approval-count').textContent()) ?? '0', 10);
    total += count;
    const domRows = await page.getByTestId('approval-row').count();
    const bulkStart = Date.now();
    await page.getByLabel('Pilih semua').check();
    await page.getByRole('button', { name: /Approve terpilih/ }).click();
    await page.getByText('Tidak ada pengajuan pending').waitFor({ timeout: 30_000 });
    const bulk = Date.now() - bulkStart;
    lines.push(
      `${tab.padEnd(9)} ${String(count).padStart(5)} pending, ${domRows} rows in the DOM: usable in ${interactive} ms; select all + bulk approve ${bulk} ms`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\ntotal pending approved: ${total}\n`);
  await browser.close();
  await request.dispose();
}

runBench(main);
