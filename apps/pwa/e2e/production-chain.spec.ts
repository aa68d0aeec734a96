/**
 * One production log walked through the whole chain with the four personas (SPEC §4 production
 * transitions, §6 production roles, §8 production messages): operator input → checker asks revision of one entry →
 * operator corrects → checker sends to the manager → manager asks revision of an approved entry (and sends it back)
 * → corrected and checked again → manager approves. At each step the other roles' buttons are absent and the mock
 * answers 403 (a role that never may) or 409 (not in this state). Then the status history of the log.
 */
import type { Locator, Page } from '@playwright/test';
import { jakartaDate } from '@upah/core/format';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, phoneOf, test } from './support/fixtures';
import { dataAs, sessionHeaders } from './support/mock-api';

const LOG = '/production-tracking/production-log';
const ITEM = 'Kemeja Batik Lengan Panjang';
const GROUP = 'Grup A';

const jakartaToday = (): string => jakartaDate(Date.now());

/** A call straight to the mock with the page's session: the status code. */
async function call(page: Page, method: string, path: string, body?: unknown): Promise<number> {
  const response = await page.request.fetch(`${MOCK_URL}${LOG}${path}`, {
    method,
    headers: await sessionHeaders(page),
    data: body,
  });
  return response.status();
}

interface LogIds {
  logId: number;
  entryIds: number[];
}

async function logIds(page: Page): Promise<LogIds> {
  const log = await dataAs<{ id: number; productions: { id: number }[] }>(
    page,
    `${LOG}/group/1/${jakartaToday()}/1/${encodeURIComponent(GROUP)}`,
  );
  return { logId: log.id, entryIds: log.productions.map((p) => p.id) };
}

async function openForm(page: Page, button: 'Isi Data' | 'Detail'): Promise<void> {
  await page.goto('/production-tracking/');
  await page.getByRole('link', { name: `${button}: ${ITEM}, ${GROUP}` }).click();
  await expect(page).toHaveURL(/\/production-tracking\/form\?/);
  await expect(page.getByRole('heading', { name: ITEM })).toBeVisible();
}

const entry = (page: Page, n: number): Locator => page.getByRole('listitem', { name: `Data #${n}` });

async function expectBoxes(page: Page, boxes: [string, number][]): Promise<void> {
  for (const [label, count] of boxes) {
    await expect(page.locator('.prod-box', { hasText: label }).locator('.prod-box__count')).toHaveText(
      String(count),
    );
  }
}

async function expectAlert(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

async function revise(page: Page, n: number, reason: string): Promise<void> {
  await entry(page, n).getByRole('button', { name: 'Revisi' }).click();
  const dialog = page.getByRole('dialog', { name: `Minta revisi data #${n}` });
  await dialog.getByRole('button', { name: 'Revisi' }).click();
  await expect(dialog.getByText('Alasan penolakan wajib diisi')).toBeVisible();
  await dialog.getByLabel('Alasan revisi').fill(reason);
  await dialog.getByRole('button', { name: 'Revisi' }).click();
  await expectAlert(page, 'Data berhasil di reject');
  await expect(dialog).toBeHidden();
}

async function sendToChecker(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review sebelum kirim' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Kirim Ke Checker' }).click();
  await expectAlert(page, 'Data berhasil di kirim');
  await expect(page.locator('.prod-summary')).toContainText('Operator Submitted');
}

async function expectNoInputButtons(page: Page): Promise<void> {
  for (const name of ['Tambah Data', 'Review', 'Ubah', 'Hapus']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
}

test('§4 §6 §8 one log through operator → checker → manager, with every other role refused', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const op = await phoneOf(browser, 'operator');
  const worker = await phoneOf(browser, 'worker');
  const ck = await phoneOf(browser, 'checker');
  const mg = await phoneOf(browser, 'manager');

  // 1. Operator input, reached from Home's card
  await op.goto('/dashboard/0');
  await op.getByRole('link', { name: /Input Produksi/ }).click();
  await expect(op).toHaveURL(/\/production-tracking\/$/);
  await expectBoxes(op, [
    ['Submitted data', 3],
    ['Pending data', 2],
    ['Revision data', 1],
  ]);
  await op.getByRole('link', { name: `Isi Data: ${ITEM}, ${GROUP}` }).click();
  await expect(op.getByText('Belum ada data input')).toBeVisible();
  await op.getByRole('button', { name: 'Tambah Data' }).click();
  const inputs = op.locator('.prod-member__input');
  await expect(inputs.first()).toBeFocused();
  await op.keyboard.type('12');
  await op.keyboard.press('Enter');
  await op.keyboard.type('007.5');
  await op.keyboard.press('Enter');
  await op.keyboard.type('3,255');
  await expect(inputs.nth(1)).toHaveValue('7.5');
  await expect(inputs.nth(2)).toHaveValue('3.25');
  await expect(inputs.first()).toHaveAttribute('inputmode', 'decimal');
  await op.getByRole('button', { name: 'Simpan' }).click();
  await expect(op.getByText('Ukuran wajib diisi')).toBeVisible();
  await op.getByLabel(/^Ukuran/).selectOption('M');
  await op.getByLabel(/^Warna/).selectOption('Merah');
  await expectNoAxeViolations(op);
  await op.getByRole('button', { name: 'Simpan' }).click();
  await expectAlert(op, 'Production Log berhasil dibuat');
  await expect(entry(op, 1)).toContainText('Pending');
  // fast entry: the last entry's additional information is the default
  await op.getByRole('button', { name: 'Tambah Data' }).click();
  await expect(op.getByLabel(/^Ukuran/)).toHaveValue('M');
  await expect(op.getByLabel(/^Warna/)).toHaveValue('Merah');
  for (const value of ['5', '6', '7']) {
    await op.keyboard.type(value);
    await op.keyboard.press('Enter');
  }
  await op.getByRole('button', { name: 'Simpan' }).click();
  await expectAlert(op, 'Production Log berhasil dibuat');
  await expect(entry(op, 2)).toBeVisible();
  await sendToChecker(op);
  await expectNoInputButtons(op);

  const ids = await logIds(op);
  const [first, second] = ids.entryIds as [number, number];
  const input = {
    productionLogId: ids.logId,
    additionalInformation: [],
    memberValues: [{ memberId: 9001, value: 1 }],
  };
  expect(await call(op, 'PUT', `/input/${first}/approve`)).toBe(403);
  expect(await call(op, 'POST', '/input/create', input)).toBe(409);
  expect(await call(worker, 'POST', `/input/${first}/delete`)).toBe(409);
  expect(await call(mg, 'POST', `/${ids.logId}/submit-to-hr`)).toBe(409);

  // 2. The checker approves #1 and asks revision of #2, then sends it back
  await ck.goto('/production-tracking/');
  await expectBoxes(ck, [
    ['Pending data', 2],
    ['Uncheck data', 2],
    ['Checked data', 2],
  ]);
  await openForm(ck, 'Detail');
  await expectNoInputButtons(ck);
  await entry(ck, 1).getByRole('button', { name: 'Approve' }).click();
  await expectAlert(ck, 'Berhasil di approve');
  await revise(ck, 2, 'Jumlah salah hitung');
  await expect(ck.getByRole('button', { name: 'Kirim Ke Manager' })).toHaveCount(0);
  await expectNoAxeViolations(ck);
  await ck.getByRole('button', { name: 'Kirim Ke Operator / Worker' }).click();
  await expectAlert(ck, 'Data berhasil di kirim');
  await expect(ck.locator('.prod-summary')).toContainText('Revisi di Operator');
  expect(await call(ck, 'POST', '/input/create', input)).toBe(403);
  expect(await call(ck, 'PUT', `/input/${first}/approve`)).toBe(409);
  expect(await call(mg, 'PUT', `/input/${first}/reject`, { rejectReason: 'x' })).toBe(409);

  // 3. The operator corrects #2 (the approved #1 is not editable) and sends it again
  await op.reload();
  await expect(entry(op, 2)).toContainText('Jumlah salah hitung');
  await expect(entry(op, 2)).toContainText('Perlu Revisi');
  await expect(entry(op, 1).getByRole('button', { name: 'Ubah' })).toHaveCount(0);
  await entry(op, 2).getByRole('button', { name: 'Ubah' }).click();
  await inputs.first().fill('9');
  await op.getByRole('button', { name: 'Simpan' }).click();
  await expectAlert(op, 'Production Log berhasil di update');
  await sendToChecker(op);

  // 4. The checker approves #2 and sends the log to the manager
  await ck.reload();
  await expect(ck.getByRole('button', { name: 'Kirim Ke Manager' })).toHaveCount(0);
  await entry(ck, 2).getByRole('button', { name: 'Approve' }).click();
  await expectAlert(ck, 'Berhasil di approve');
  await expect(ck.getByRole('button', { name: 'Kirim Ke Operator / Worker' })).toHaveCount(0);
  await ck.getByRole('button', { name: 'Kirim Ke Manager' }).click();
  await expectAlert(ck, 'Data berhasil di kirim');
  await expect(ck.locator('.prod-summary')).toContainText('Checker Submitted');
  expect(await call(op, 'PUT', `/input/${second}/update`, input)).toBe(409);
  expect(await call(ck, 'PUT', `/input/${second}/reject`, { rejectReason: 'x' })).toBe(409);
  expect(await call(worker, 'POST', `/${ids.logId}/submit-to-checker`)).toBe(409);
  expect(await call(op, 'POST', `/${ids.logId}/submit-to-hr`)).toBe(403);

  // 5. The manager asks revision of an approved entry and sends the log back
  await mg.goto('/production-tracking/');
  await expectBoxes(mg, [
    ['Pending data', 3],
    ['Need Approval', 2],
    ['Approved Data', 1],
  ]);
  await mg.locator('.prod-box', { hasText: 'Need Approval' }).click();
  await expect(mg.locator('.prod-card')).toHaveCount(2);
  await openForm(mg, 'Detail');
  await expectNoInputButtons(mg);
  await expect(mg.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await revise(mg, 1, 'Cek ulang ukuran');
  await expect(mg.getByRole('button', { name: 'Approve & Submit ke HR' })).toHaveCount(0);
  await mg.getByRole('button', { name: 'Kembalikan Ke Operator / Worker' }).click();
  await expectAlert(mg, 'Data berhasil di submit');
  await expect(mg.locator('.prod-summary')).toContainText('Revisi di Operator');

  // the operator corrects #1, the checker approves it and sends it on
  await op.reload();
  await entry(op, 1).getByRole('button', { name: 'Ubah' }).click();
  await op.getByRole('button', { name: 'Simpan' }).click();
  await expectAlert(op, 'Production Log berhasil di update');
  await sendToChecker(op);
  await ck.reload();
  await entry(ck, 1).getByRole('button', { name: 'Approve' }).click();
  await expectAlert(ck, 'Berhasil di approve');
  await ck.getByRole('button', { name: 'Kirim Ke Manager' }).click();
  await expectAlert(ck, 'Data berhasil di kirim');

  // 6. The manager approves: final, handed to HR
  await mg.reload();
  await mg.getByRole('button', { name: 'Approve & Submit ke HR' }).click();
  await expectAlert(mg, 'Data berhasil di submit');
  await expect(mg.locator('.prod-summary')).toContainText('Approved');
  await expect(mg.locator('.prod-log-actions button')).toHaveCount(0);
  for (const page of [op, worker, ck, mg]) {
    expect(await call(page, 'PUT', `/input/${first}/reject`, { rejectReason: 'x' })).toBe(
      page === op || page === worker ? 403 : 409,
    );
  }
  expect(await call(op, 'POST', `/input/${first}/delete`)).toBe(409);
  await op.goto('/production-tracking/');
  await expect(op.getByRole('link', { name: `Detail: ${ITEM}, ${GROUP}` })).toBeVisible();

  // Status history: every transition, who and why, from the form and from the card
  await mg.getByRole('button', { name: 'Status History' }).click();
  const history = mg.getByRole('dialog', { name: `Status History: ${ITEM}, ${GROUP}` });
  await expect(history.getByRole('listitem')).not.toHaveCount(0);
  await expect(history).toContainText('Minta revisi');
  await expect(history).toContainText('Cek ulang ukuran');
  await expect(history).toContainText('(Manager)');
  await expect(history).toContainText('Checker Submitted → Approved');
  await expectNoAxeViolations(mg);
  await mg.keyboard.press('Escape');
  await op
    .locator('.prod-card', { hasText: ITEM })
    .filter({ hasText: GROUP })
    .first()
    .getByRole('button', { name: 'Status History' })
    .click();
  await expect(op.getByRole('dialog')).toContainText('Jumlah salah hitung');
});
