/**
 * Every write exactly once, the gate console (DESIGN.md "Security and exactly-once"; faults from
 * scripts/chaos-faults.mjs, shared with the PWA's chaos specs): manual presence through the console's offline
 * queue, QR scans at the gate (the camera reading the subordinates' codes, each scan's photo then its clock-in),
 * approve one, reject one with its reason and bulk approve, at 20 % lost answers plus 20 % 503s with each
 * write's first request losing its answer after the server saved it. Records are counted as the server answers
 * them (the presences, the leave requests' statuses), once the console's queue holds nothing that could still retry.
 */
import type { Page } from '@playwright/test';
import { dismissNotice, report, withFaults } from '../../../scripts/chaos-faults.mjs';
import { browserWithCamera, codeFor, codeSegments, stat, TEST_PACE } from './support/camera';
import { expect, login, openApprovals, openManualPresence, test } from './support/fixtures';
import { pinGate, presencesOf, subordinateLeaveOf, subordinatesOf } from './support/mock-api';
import { queueDrained } from './support/queue';

/**
 * One user action as a supervisor does it: tap; if every retry of the client failed (a 503 each time), the notice
 * says so in Indonesian and the supervisor closes it and taps again, on the same item, if it is still pending.
 * `tap` returns false when its item has left the list (the server had recorded it). Counts each tap.
 */
async function tapUntil(
  page: Page,
  tally: { taps: number },
  success: string,
  tap: () => Promise<boolean>,
): Promise<void> {
  const notice = page.getByTestId('notice');
  for (let attempt = 0; attempt < 4; attempt += 1) {
    // the notice of the last action is closed first, so the one read below is this tap's
    await dismissNotice(notice);
    await expect(notice).toHaveCount(0);
    tally.taps += 1;
    if (!(await tap())) return;
    await expect(notice).toBeVisible({ timeout: 30_000 });
    const text = (await notice.textContent()) ?? '';
    if (text.includes(success)) return;
    // a plain Indonesian message, never a raw error
    expect(text).toMatch(/tidak tersedia|gagal|koneksi|coba lagi/i);
  }
  throw new Error(`no "${success}" after 4 taps`);
}

test('exactly once under lost answers + 503s: manual presence, its first send losing every answer', async ({
  page,
  request,
}) => {
  const a = await openManualPresence(page, request);
  await expect(page.getByRole('heading', { name: 'Presensi Bawahan' }).first()).toBeVisible();
  const tally = await withFaults(page);
  await page.getByLabel('Cari nama').fill(a.name.slice(0, 5));
  await page.getByRole('radio', { name: new RegExp(a.name) }).check();
  await page.getByLabel('Jam', { exact: true }).fill('06:55');
  tally.actions += 1;
  tally.taps += 1;
  tally.loseAll = '/clock-in/subordinate';
  await page.getByRole('button', { name: 'Simpan presensi' }).click();
  // kept in the queue at once, said in Indonesian; the queue sends it again with its key
  await expect(page.getByTestId('notice')).toContainText('Absen karyawan success');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });
  const mine = async () =>
    (await presencesOf(request, 'manual')).filter(
      (r) => r.employeeName === a.name && r.clockIn === `${today}T06:55:00+07:00`,
    ).length;
  await expect.poll(() => tally.dropped, { timeout: 20_000 }).toBeGreaterThan(0);
  tally.loseAll = null;
  // Once the queue holds nothing, no retry can add a second record: only then count.
  await queueDrained(page);
  tally.records = await mine();
  report('console manual presence', tally);
  expect(tally.records).toBe(tally.actions);
});

test('exactly once under lost answers + 503s: approve one, reject one with a reason, bulk approve', async ({
  page,
  request,
}) => {
  await openApprovals(page);
  const rows = page.getByTestId('approval-row');
  await expect(rows.first()).toBeVisible();
  const tally = await withFaults(page);
  const pending = async () =>
    Number.parseInt((await page.getByTestId('approval-count').textContent()) ?? '0', 10);
  // The server's own record of each leave request: which moved, and to what.
  const startPending = (await subordinateLeaveOf(request)).filter((r) => r.status === 'pending');
  const decided = async () => {
    const ids = new Set(startPending.map((r) => r.id));
    const rows = (await subordinateLeaveOf(request)).filter((r) => ids.has(r.id));
    return {
      approved: rows.filter((r) => r.status === 'approved'),
      rejected: rows.filter((r) => r.status === 'rejected'),
    };
  };

  await page.getByRole('tab', { name: 'Cuti' }).click();
  // the Cuti tab's own rows, not the Presensi rows still shown for a moment after the tap
  await expect(page.getByRole('tab', { name: 'Cuti' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows.first()).toBeVisible();
  const total = await pending();
  expect(total).toBe(startPending.length);
  expect(total).toBeGreaterThan(2);
  tally.actions += 1;
  const firstName = (await rows.first().locator('.approval-row__name').textContent()) ?? '';
  const first = rows.filter({ hasText: (await rows.first().textContent()) ?? '' });
  await tapUntil(page, tally, 'Success approve', async () => {
    if ((await first.count()) === 0) return false;
    await first.first().getByRole('button', { name: 'Approve' }).click();
    return true;
  });
  await expect(page.getByTestId('approval-count')).toContainText(`${total - 1} pending`);
  const afterApprove = await decided();
  expect(afterApprove.approved.map((r) => r.employeeName)).toEqual([firstName]);
  expect(afterApprove.rejected).toEqual([]);

  tally.actions += 1;
  const secondName = (await rows.first().locator('.approval-row__name').textContent()) ?? '';
  const second = rows.filter({ hasText: (await rows.first().textContent()) ?? '' });
  const dialog = page.getByRole('dialog');
  await tapUntil(page, tally, 'Success reject', async () => {
    if (!(await dialog.isVisible())) {
      if ((await second.count()) === 0) return false;
      await second.first().getByRole('button', { name: 'Reject' }).click();
    }
    const reason = dialog.getByRole('textbox').first();
    // the reason typed survives a failed send
    if ((await reason.inputValue()) === '') await reason.fill('Dokumen tidak lengkap');
    else expect(await reason.inputValue()).toBe('Dokumen tidak lengkap');
    await dialog.getByRole('button', { name: 'Kirim penolakan' }).click();
    return true;
  });
  await expect(page.getByTestId('approval-count')).toContainText(`${total - 2} pending`);
  const afterReject = await decided();
  expect(afterReject.approved).toHaveLength(1);
  expect(afterReject.rejected.map((r) => [r.employeeName, r.reject_reason])).toEqual([
    [secondName, 'Dokumen tidak lengkap'],
  ]);

  tally.actions += 1;
  await tapUntil(page, tally, 'Success approve', async () => {
    if ((await rows.count()) === 0) return false;
    await page.getByLabel('Pilih semua').check();
    await page.getByRole('button', { name: /Approve terpilih/ }).click();
    return true;
  });
  await expect(page.getByText('Tidak ada pengajuan pending')).toBeVisible();
  // Counted by the server: every request pending at the start decided once, the one rejected with its reason.
  const end = await decided();
  expect(end.rejected).toHaveLength(1);
  expect(end.approved).toHaveLength(total - 1);
  tally.records = end.approved.length + end.rejected.length;
  report('console approvals', tally);
  expect(tally.records).toBe(total);
  expect(tally.dropped).toBeGreaterThanOrEqual(tally.actions);
});

test('exactly once under lost answers + 503s: QR scans at the gate, each photo and clock-in sent until answered', async ({
  request,
}) => {
  test.setTimeout(150_000);
  const atGate = await pinGate(request);
  const subs = (await subordinatesOf(request)).slice(0, 3);
  expect(subs.length).toBe(3);
  const cam = await browserWithCamera(
    async () => codeSegments(await Promise.all(subs.map((sub) => codeFor(sub, 'clock-in'))), TEST_PACE),
    atGate,
  );
  try {
    const { page } = cam;
    await login(page);
    await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
    const tally = await withFaults(page);
    // each code read is one action, with no tap: the scan is the action, the queue sends it
    tally.actions = subs.length;
    tally.taps = 0;
    // A starved CPU may miss a code on one pass; the video loops, so wait across passes and the queue's back-off.
    await expect(stat(page, 'today-count')).toHaveText(String(subs.length), { timeout: 90_000 });
    // The last one is queued once its frame is grabbed, a moment after it is counted: wait for the mock to hold
    // all three (through the queue's back-off), then nothing may be left waiting or failed.
    const names = async () => (await presencesOf(request)).map((r) => r.employeeName).sort();
    await expect.poll(names, { timeout: 60_000 }).toEqual(subs.map((s) => s.name).sort());
    await expect(stat(page, 'pending-count')).toHaveText('0');
    await expect(page.getByTestId('failed-count')).toHaveCount(0);
    tally.records = (await presencesOf(request)).length;
    report('console QR scans', tally);
    expect(tally.dropped).toBeGreaterThanOrEqual(subs.length);
  } finally {
    await cam.close();
  }
});
