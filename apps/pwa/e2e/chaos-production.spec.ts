/**
 * Every write exactly once, production tracking (DESIGN.md "Security and exactly-once"; faults from
 * scripts/chaos-faults.mjs), every production action of SPEC §7: a worker starts the day's production (Mulai
 * Produksi); the operator saves an entry, edits it, saves a second and deletes it, and sends the log to the checker;
 * the checker asks a revision, approves the entry and sends the log to the manager; the manager approves it and
 * hands it to HR. Each first tap loses every answer after the server saved it, at 20 % lost answers plus 20 % 503s.
 * Records are counted as the API answers: the day's logs, the log's entries, and one step in its history per action.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { jakartaDate } from '@upah/core/format';
import { report, type Tally, withFaults } from '../../../scripts/chaos-faults.mjs';
import { dismiss, oneRecord, RAW_ERROR } from './chaos-support';
import { expect, login, phoneOf, test } from './support/fixtures';
import { dataAs } from './support/mock-api';

// about 20 s each on a quiet machine; the margin is for a shared, loaded one
test.describe.configure({ timeout: 90_000 });

const LOG = '/production-tracking/production-log';
const ITEM = 'Kemeja Batik Lengan Panjang';
const GROUP = 'Grup A';

/** GET `path` of the log API as the operator (straight to the mock, no faults): its data. */
const asOperator = <T>(page: Page, path: string): Promise<T> => dataAs<T>(page, `${LOG}${path}`);

interface Log {
  id: number;
  status: string;
  productions: { id: number }[];
}

interface HistoryItem {
  target: 'log' | 'entry';
  entryId: number | null;
  action: string;
  from: string | null;
  to: string | null;
}

/** The log's history as the API answers it (oldest first). */
async function history(page: Page, logId: number): Promise<HistoryItem[]> {
  return (await asOperator<{ items: HistoryItem[] }>(page, `/${logId}/history`)).items;
}

/** The log's history as `page`'s user reads it: how many transitions so far. */
async function transitions(page: Page, logId: number): Promise<number> {
  return (await history(page, logId)).length;
}

/** How many steps of `action` the history holds for entry `entryId`. */
async function entrySteps(page: Page, logId: number, entryId: number, action: string): Promise<number> {
  return (await history(page, logId)).filter((i) => i.entryId === entryId && i.action === action).length;
}

/** A phone of its own for another role, signed in, on the log's detail. */
async function detailAs(browser: Browser, persona: string): Promise<Page> {
  const page = await phoneOf(browser, persona);
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Detail: ${ITEM}, ${GROUP}` }).click();
  await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
  return page;
}

/** The Jakarta calendar day `days` days from today, as the API takes it (YYYY-MM-DD). */
const dayFromToday = (days = 0): string => jakartaDate(Date.now() + days * 86_400_000);

function theLog(page: Page): Promise<Log> {
  return asOperator<Log>(page, `/group/1/${dayFromToday()}/1/${encodeURIComponent(GROUP)}`);
}

/** Entry number `n` (1-based) of the open log. */
const entry = (page: Page, n: number): Locator => page.getByRole('listitem', { name: `Data #${n}` });

/** Types the member counts (Enter moves to the next field) and picks the size and colour of a new entry. */
async function typeEntry(page: Page, values: string[]): Promise<void> {
  await expect(page.locator('.prod-member__input').first()).toBeFocused();
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Enter');
  }
  await page.getByLabel(/^Ukuran/).selectOption('M');
  await page.getByLabel(/^Warna/).selectOption('Merah');
}

/**
 * One action by `open` (which reaches the button) and `button` (a name, or the button itself when the name is not
 * unique, e.g. a dialog's), tapped until `success` shows; the first tap loses every answer of `lose`. A failed tap
 * says so in Indonesian, never a raw error, and `kept` (what the user typed) still holds after it.
 */
async function actUntil(
  page: Page,
  tally: Tally,
  step: {
    open: () => Promise<void>;
    button: string | (() => Locator);
    success: string;
    lose: string;
    kept?: () => Promise<void>;
  },
): Promise<void> {
  tally.actions += 1;
  const done = page.getByText(step.success, { exact: true }).first();
  const failed = page
    .locator('.alert--danger')
    .filter({ hasText: /\p{L}{3}/u })
    .filter({ hasNotText: RAW_ERROR })
    .first();
  const button = () =>
    typeof step.button === 'string'
      ? page.getByRole('button', { name: step.button, exact: true })
      : step.button();
  for (let tap = 1; tap <= 5; tap++) {
    tally.taps += 1;
    tally.loseAll = tap === 1 ? step.lose : null;
    if (!(await button().isVisible())) await step.open();
    await button().click();
    await expect(tap === 1 ? failed : done.or(failed)).toBeVisible({ timeout: 45_000 });
    tally.loseAll = null;
    if (await done.isVisible()) return;
    await step.kept?.();
    await dismiss(failed);
  }
  throw new Error(`${step.success} never showed after 5 taps`);
}

const none = async (): Promise<void> => undefined;

/** Tambah Data, the counts `values` typed, Simpan until it is saved; the typed counts survive each failed tap. */
async function addEntry(page: Page, tally: Tally, values: string[]): Promise<void> {
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await typeEntry(page, values);
  const inputs = page.locator('.prod-member__input');
  await actUntil(page, tally, {
    open: none,
    button: 'Simpan',
    success: 'Production Log berhasil dibuat',
    lose: '/input/create',
    kept: async () => {
      for (const [i, value] of values.entries()) await expect(inputs.nth(i)).toHaveValue(value);
    },
  });
}

test('exactly once under lost answers + 503s: Mulai Produksi starts the day once', async ({ page }) => {
  await login(page, 'worker');
  await page.goto('/production-tracking/');
  const tomorrow = dayFromToday(1);
  await page.getByLabel('Pilih Tanggal').fill(tomorrow);
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByText('Tidak ada data')).toBeVisible();
  const tally = await withFaults(page);
  await actUntil(page, tally, {
    open: none,
    button: 'Mulai Produksi',
    success: 'Production berhasil dibuat',
    lose: '/production-log/create',
  });
  const { productions } = await asOperator<{ productions: { itemId: number; group: string }[] }>(
    page,
    `/group/1/${tomorrow}`,
  );
  expect(productions.length).toBeGreaterThan(0);
  await expect(page.locator('.prod-card')).toHaveCount(productions.length);
  // one start: one log per item and group, however many taps and retries reached the server
  const perPair = new Map<string, number>();
  for (const p of productions)
    perPair.set(`${p.itemId}/${p.group}`, (perPair.get(`${p.itemId}/${p.group}`) ?? 0) + 1);
  oneRecord(tally, Math.max(...perPair.values()));
  report('PWA production start', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('exactly once under lost answers + 503s: save an entry, edit it, save and delete another, send the log to the checker', async ({
  page,
}) => {
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await expect(page.getByText('Belum ada data input')).toBeVisible();
  const tally = await withFaults(page);
  const inputs = page.locator('.prod-member__input');

  await addEntry(page, tally, ['12', '7.5', '3']);
  let log = await theLog(page);
  oneRecord(tally, log.productions.length);
  const first = log.productions[0]?.id ?? 0;

  // edit: the first count becomes 13
  await entry(page, 1).getByRole('button', { name: 'Ubah' }).click();
  await inputs.first().fill('13');
  await actUntil(page, tally, {
    open: none,
    button: 'Simpan',
    success: 'Production Log berhasil di update',
    lose: '/update',
    kept: () => expect(inputs.first()).toHaveValue('13'),
  });
  await expect(entry(page, 1)).toContainText('13');
  oneRecord(tally, await entrySteps(page, log.id, first, 'update'));

  // a second entry, then it goes again
  await addEntry(page, tally, ['1', '2', '3']);
  log = await theLog(page);
  oneRecord(tally, log.productions.length - 1);
  const second = log.productions.find((p) => p.id !== first)?.id ?? 0;
  const confirm = page
    .getByRole('dialog', { name: 'Hapus data input ini?' })
    .getByRole('button', { name: 'Hapus' });
  await actUntil(page, tally, {
    open: () => entry(page, 2).getByRole('button', { name: 'Hapus' }).click(),
    button: () => confirm,
    success: 'Berhasil hapus data input',
    lose: '/delete',
  });
  await expect(page.locator('.prod-entry')).toHaveCount(1);
  oneRecord(tally, await entrySteps(page, log.id, second, 'delete'));

  await actUntil(page, tally, {
    open: () => page.getByRole('button', { name: 'Review' }).click(),
    button: 'Kirim Ke Checker',
    success: 'Data berhasil di kirim',
    lose: '/submit-to-checker',
  });
  await expect(page.locator('.prod-summary')).toContainText('Operator Submitted');
  log = await theLog(page);
  expect(log.productions).toHaveLength(1);
  // one transition to the checker in the log's history, whatever the taps
  const items = await history(page, log.id);
  oneRecord(
    tally,
    items.filter((i) => i.target === 'log' && i.to === log.status && i.from !== log.status).length,
  );
  report('PWA production', tally);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('exactly once under lost answers + 503s: the checker asks a revision, approves and sends on, the manager hands the log to HR', async ({
  page,
  browser,
}) => {
  // the operator's part without faults: one entry, sent to the checker
  await login(page, 'operator');
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await page.getByRole('button', { name: 'Tambah Data' }).click();
  await typeEntry(page, ['12', '7.5', '3']);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  await expect(page.getByText('Production Log berhasil dibuat', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Kirim Ke Checker', exact: true }).click();
  await expect(page.getByText('Data berhasil di kirim', { exact: true }).first()).toBeVisible();
  const log = await theLog(page);

  const checker = await detailAs(browser, 'checker');
  const checkerTally = await withFaults(checker);
  const entryId = log.productions[0]?.id ?? 0;
  const reviseDialog = checker.getByRole('dialog', { name: 'Minta revisi data #1' });
  const reason = reviseDialog.getByLabel('Alasan revisi');
  await actUntil(checker, checkerTally, {
    open: async () => {
      await entry(checker, 1).getByRole('button', { name: 'Revisi' }).click();
      await reason.fill('Jumlah tidak sesuai');
    },
    button: () => reviseDialog.getByRole('button', { name: 'Revisi' }),
    success: 'Data berhasil di reject',
    lose: '/reject',
    kept: () => expect(reason).toHaveValue('Jumlah tidak sesuai'),
  });
  await expect(entry(checker, 1)).toContainText('Jumlah tidak sesuai');
  oneRecord(checkerTally, await entrySteps(page, log.id, entryId, 'revise'));
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
