/**
 * The kiosk lock, manual presence and approval queues of the console, at 1280×800 and 800×1280,
 * axe on every screen.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  login,
  openApprovals,
  openManualPresence,
  test,
  unlockWith,
} from './support/fixtures';
import { presencesOf } from './support/mock-api';
import { queueDrained } from './support/queue';

test('§8 login: a non-supervisor is refused; a wrong password shows the server message', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page);
  await login(page, 'employee');
  await expect(page.getByTestId('login-error')).toContainText('Konsol ini hanya untuk supervisor.');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByLabel('Nomor HP').fill('081100000002');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
});

test('console kiosk lock: PIN set on first use, asked again after lock, 5 wrong tries lock out, idle returns to scan', async ({
  page,
}) => {
  await page.clock.install();
  await login(page);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { name: 'Buat PIN supervisor' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('PIN', { exact: true }).fill('12');
  await page.getByLabel('Ulangi PIN').fill('12');
  await page.getByRole('button', { name: 'Simpan PIN' }).click();
  await expect(page.getByText('PIN harus 4 sampai 8 angka')).toBeVisible();
  await unlockWith(page, '482193', true);
  await expect(page.getByRole('heading', { name: 'Pengaturan' })).toBeVisible();
  await expectNoAxeViolations(page);
  const stored = await page.evaluate(() => localStorage.getItem('upah.console.pin') ?? '');
  expect(stored).not.toContain('482193');
  expect(stored).toContain('hash');

  // 60 s without a touch: back to scan mode, locked.
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await page.getByRole('link', { name: 'Approval' }).click();
  await expect(page.getByRole('heading', { name: 'Masukkan PIN supervisor' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (let i = 4; i >= 1; i--) {
    await unlockWith(page, '000000', false);
    await expect(page.getByText(`PIN salah. Sisa ${i} percobaan.`)).toBeVisible();
  }
  await unlockWith(page, '000000', false);
  await expect(page.getByText(/Terlalu banyak percobaan. Coba lagi dalam 60 detik./)).toBeVisible();
  await unlockWith(page, '482193', false);
  await expect(page.getByText(/Terlalu banyak percobaan/)).toBeVisible();
  // The lockout ends after 60 s (the idle return has sent the kiosk back to scan mode meanwhile).
  await page.clock.fastForward(61_000);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await page.getByRole('link', { name: 'Approval' }).click();
  await unlockWith(page, '482193', false);
  await expect(page.getByRole('tab', { name: 'Presensi' })).toBeVisible();
});

test('console kiosk lock: Kunci on Settings returns to scan mode (not the PIN screen), locked', async ({
  page,
}) => {
  await login(page);
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await unlockWith(page, '4821', true);
  await expect(page.getByRole('heading', { name: 'Pengaturan' })).toBeVisible();
  await page.getByRole('button', { name: 'Kunci' }).click();
  // scan mode, where the camera runs, and not the unlock screen of the screen left
  await expect(page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Masukkan PIN supervisor' })).toHaveCount(0);
  // locked: Settings asks for the PIN again
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { name: 'Masukkan PIN supervisor' })).toBeVisible();
  await unlockWith(page, '4821', false);
  await expect(page.getByRole('heading', { name: 'Pengaturan' })).toBeVisible();
});

test('§5 manual presence: a time is required; the entry is sent once as a manual presence', async ({
  page,
  request,
}) => {
  const a = await openManualPresence(page, request);
  await expect(page.getByRole('heading', { name: 'Presensi Bawahan' }).first()).toBeVisible();
  await page.getByLabel('Cari nama').fill(a.name.slice(0, 5));
  await page.getByRole('radio', { name: new RegExp(a.name) }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Simpan presensi' }).click();
  await expect(page.getByText('Waktu wajib diisi')).toBeVisible();
  await page.getByLabel('Jam', { exact: true }).fill('07:45');
  await page.getByRole('button', { name: 'Simpan presensi' }).click();
  await expect(page.getByTestId('notice')).toContainText('Absen karyawan success');
  // Counted once the queue holds nothing: a retry still waiting could add a second record.
  await queueDrained(page);
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });
  const mine = (await presencesOf(request, 'manual')).filter(
    (r) => r.employeeName === a.name && r.clockIn === `${today}T07:45:00+07:00`,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]?.status).toBe('pending');
  await page.setViewportSize({ width: 800, height: 1280 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('manual-portrait.png') });
});

const DOWN = 'Server sedang gangguan';

/** Every call matching `glob` answers 500 with the server's message, until the test unroutes it. */
const answerDown = (page: Page, glob: string) =>
  page.route(glob, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: DOWN }) }),
  );

test('§8 manual presence: the team presences that fail to load say so (not "none yet") and Coba lagi loads them', async ({
  page,
  request,
}) => {
  const history = '**/attendance/presence/history/direct-subordinate*';
  await answerDown(page, history);
  await openManualPresence(page, request);
  const team = page.getByRole('region', { name: 'Presensi bawahan' });
  const failure = team.getByRole('alert');
  await expect(failure).toHaveText(DOWN, { timeout: 20_000 });
  await expect(team.getByText('Belum ada presensi bawahan')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.unroute(history);
  await team.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(team.getByTestId('team-presence').first()).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('§2 §5 §8 approvals: four tabs and Koreksi, filter, reject with a reason, select all and bulk approve', async ({
  page,
}) => {
  // axe on every tab and the dialog takes long on a shared 2-core machine.
  test.setTimeout(150_000);
  await openApprovals(page);
  const rows = page.getByTestId('approval-row');
  await expect(rows.first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('approvals.png') });
  for (const tab of ['Cuti', 'Lembur', 'Izin', 'Koreksi', 'Presensi']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }
  await page.getByRole('tab', { name: 'Cuti' }).click();
  await expect(page.getByRole('tab', { name: 'Cuti' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows.first()).toBeVisible();
  const total = Number.parseInt((await page.getByTestId('approval-count').textContent()) ?? '0', 10);
  await expect(rows).toHaveCount(total);
  const names = await rows.locator('.approval-row__name').allTextContents();
  const firstName = names[0] ?? '';
  expect(firstName).not.toBe('');
  // The filter keeps that employee's rows only: fewer than before, every one of them theirs.
  const theirs = names.filter((n) => n.toLowerCase().includes(firstName.toLowerCase())).length;
  expect(theirs).toBeLessThan(total);
  await page.getByLabel('Filter karyawan').fill(firstName);
  await expect(rows).toHaveCount(theirs);
  for (const name of await rows.locator('.approval-row__name').all())
    await expect(name).toContainText(firstName);
  await page.getByLabel('Filter karyawan').fill('');
  await expect(rows).toHaveCount(total);

  // Reject one with a reason: empty first, then filled.
  await rows.first().getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Kirim penolakan' }).click();
  await expect(dialog).toContainText('Alasan penolakan wajib diisi');
  await dialog.getByRole('textbox').first().fill('Dokumen tidak lengkap');
  await dialog.getByRole('button', { name: 'Kirim penolakan' }).click();
  await expect(page.getByTestId('notice')).toContainText('Success reject');
  await expect(page.getByTestId('approval-count')).toContainText(`${total - 1} pending`);

  // Select all + bulk approve.
  await page.getByLabel('Pilih semua').check();
  await page.getByRole('button', { name: /Approve terpilih/ }).click();
  await expect(page.getByTestId('notice')).toContainText('Success approve');
  await expect(page.getByText('Tidak ada pengajuan pending')).toBeVisible();
});

test('§8 approvals: a tab whose list fails to load says so (no "0 pending", no "nothing pending") and Coba lagi loads it', async ({
  page,
}) => {
  await openApprovals(page);
  await expect(page.getByTestId('approval-row').first()).toBeVisible();
  const overtimeList = '**/overtime/history/subordinate*';
  await answerDown(page, overtimeList);
  await page.getByRole('tab', { name: 'Lembur' }).click();
  const failure = page.locator('.alert--danger[role="alert"]');
  await expect(failure).toBeVisible({ timeout: 20_000 });
  await expect(failure).toContainText(/\p{L}{3}/u);
  await expect(page.getByTestId('approval-count')).toHaveCount(0);
  await expect(page.getByText('Tidak ada pengajuan pending')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('approvals-failed.png') });

  await page.unroute(overtimeList);
  await expect(failure).toHaveText(DOWN);
  await page.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(failure).toHaveCount(0);
  await expect(page.getByTestId('approval-row').first()).toBeVisible();
  await expect(page.getByTestId('approval-count')).toContainText(/^[1-9]\d* pending$/);
});
