/**
 * Every write exactly once, production tracking (DESIGN.md "Security and exactly-once"; faults from
 * scripts/chaos-faults.mjs): the operator saves an entry and sends the log to the checker; the checker approves the
 * entry and sends the log to the manager; the manager approves it and hands it to HR. Each first tap loses every
 * answer after the server saved it, at 20 % lost answers plus 20 % 503s. Records are counted as the API answers:
 * the log's entries, and one transition in its history per action.
 */
import type { Browser, Page } from '@playwright/test';
import { report, type Tally, withFaults } from '../../../scripts/chaos-faults.mjs';
import { dismiss, oneRecord, RAW_ERROR } from './chaos-support';
import { MOCK_URL } from './support/env';
import { expect, login, phoneOf, test } from './support/fixtures';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });

const LOG = '/production-tracking/production-log';
const ITEM = 'Kemeja Batik Lengan Panjang';
const GROUP = 'Grup A';

/** GET `path` of the log API as the operator (straight to the mock, no faults): its data. */
async function asOperator<T>(page: Page, path: string): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'upah_token')?.value;
  const response = await page.request.get(`${MOCK_URL}${LOG}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

interface Log {
  id: number;
  status: string;
  productions: { id: number }[];
}

/** The log's history as `page`'s user reads it: how many transitions so far. */
async function transitions(page: Page, logId: number): Promise<number> {
  return (await asOperator<{ items: unknown[] }>(page, `/${logId}/history`)).items.length;
}

/** A phone of its own for another role, signed in, on the log's detail. */
async function detailAs(browser: Browser, persona: string): Promise<Page> {
  const page = await phoneOf(browser, persona);
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Detail: ${ITEM}, ${GROUP}` }).click();
  await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
  return page;
}

function theLog(page: Page): Promise<Log> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  return asOperator<Log>(page, `/group/1/${today}/1/${encodeURIComponent(GROUP)}`);
}

/**
 * One action by `open` (which reaches the button) and `button`, tapped until `success` shows; the first tap loses
 * every answer of `lose`. A failed tap says so in Indonesian, never a raw error.
 */
async function actUntil(
  page: Page,
  tally: Tally,
  step: { open: () => Promise<void>; button: string; success: string; lose: string },
): Promise<void> {
  tally.actions += 1;
  const done = page.getByText(step.success, { exact: true }).first();
  const failed = page
    .locator('.alert--danger')
    .filter({ hasText: /\p{L}{3}/u })
    .filter({ hasNotText: RAW_ERROR })
    .first();
  for (let tap = 1; tap <= 5; tap++) {
    tally.taps += 1;
    tally.loseAll = tap === 1 ? step.lose : null;
    const button = page.getByRole('button', { name: step.button, exact: true });
    if (!(await button.isVisible())) await step.open();
    await button.click();
    await expect(tap === 1 ? failed : done.or(failed)).toBeVisible({ timeout: 45_000 });
    tally.loseAll = null;
    if (await done.isVisible()) return;
    await dismiss(failed);
  }
  throw new Error(`${step.success} never showed after 5 taps`);
}

test('exactly once under lost answers + 503s: save an entry, send the log to the checker', async ({
  page,
}) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await expect(page.getByText('Belum ada data input')).toBeVisible();
  const tally = await withFaults(page);

  await page.getByRole('button', { name: 'Tambah Data' }).click();
  const inputs = page.locator('.prod-member__input');
  await expect(inputs.first()).toBeFocused();
  for (const value of ['12', '7.5', '3']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await page.getByLabel(/^Ukuran/).selectOption('M');
  await page.getByLabel(/^Warna/).selectOption('Merah');
  await actUntil(page, tally, {
    open: async () => undefined,
    button: 'Simpan',
    success: 'Production Log berhasil dibuat',
    lose: '/input/create',
  });
  oneRecord(tally, (await theLog(page)).productions.length);

  await actUntil(page, tally, {
    open: () => page.getByRole('button', { name: 'Review' }).click(),
    button: 'Kirim Ke Checker',
    success: 'Data berhasil di kirim',
    lose: '/submit-to-checker',
  });
  await expect(page.locator('.prod-summary')).toContainText('Operator Submitted');
  const log = await theLog(page);
  expect(log.productions).toHaveLength(1);
  // one transition to the checker in the log's history, whatever the taps
  const { items } = await asOperator<{ items: { target: string; from: string | null; to: string }[] }>(
    page,
    `/${log.id}/history`,
  );
  oneRecord(
    tally,
    items.filter((i) => i.target === 'log' && i.to === log.status && i.from !== log.status).length,
  );
  report('PWA production', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('exactly once under lost answers + 503s: the checker approves and sends on, the manager hands the log to HR', async ({
  page,
  browser,
}) => {
  // the operator's part without faults: one entry, sent to the checker
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await expect(page.locator('.prod-member__input').first()).toBeFocused();
  for (const value of ['12', '7.5', '3']) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await page.getByLabel(/^Ukuran/).selectOption('M');
  await page.getByLabel(/^Warna/).selectOption('Merah');
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Production Log berhasil dibuat', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Kirim Ke Checker', exact: true }).click();
  await expect(page.getByText('Data berhasil di kirim', { exact: true }).first()).toBeVisible();
  const log = await theLog(page);

  const checker = await detailAs(browser, 'checker');
  const checkerTally = await withFaults(checker);
  const none = async () => undefined;
  let before = await transitions(page, log.id);
  await actUntil(checker, checkerTally, {
    open: none,
    button: 'Approve',
    success: 'Berhasil di approve',
    lose: '/approve',
  });
  oneRecord(checkerTally, (await transitions(page, log.id)) - before);
  before = await transitions(page, log.id);
  await actUntil(checker, checkerTally, {
    open: none,
    button: 'Kirim Ke Manager',
    success: 'Data berhasil di kirim',
    lose: '/submit-to-manager',
  });
  oneRecord(checkerTally, (await transitions(page, log.id)) - before);
  await expect(checker.locator('.prod-summary')).toContainText('Checker Submitted');
  report('PWA production checker', checkerTally);

  const manager = await detailAs(browser, 'manager');
  const managerTally = await withFaults(manager);
  before = await transitions(page, log.id);
  await actUntil(manager, managerTally, {
    open: none,
    button: 'Approve & Submit ke HR',
    success: 'Data berhasil di submit',
    lose: '/submit-to-hr',
  });
  oneRecord(managerTally, (await transitions(page, log.id)) - before);
  await expect(manager.locator('.prod-summary')).toContainText('Approved');
  report('PWA production manager', managerTally);
  expect(checkerTally.dropped + managerTally.dropped).toBeGreaterThanOrEqual(3);
  await checker.context().close();
  await manager.context().close();
});
