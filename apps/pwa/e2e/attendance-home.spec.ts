/**
 * Attendance area, gates, home and choose-option (SPEC §2 "Attendance area", §5 self clock option, §6),
 * and the choose-option screen's signed QR (docs/ARCHITECTURE.md "The gate code").
 */
import { CAMERA_NEAR, chooseEnglish, openArea, shot } from './attendance-support';
import { expect, expectNoAxeViolations, login, test } from './support/fixtures';

// Camera, geolocation and uploads on a shared 2-core machine: more than the default 45 s per test.
test.describe.configure({ timeout: 120_000 });

test.use(CAMERA_NEAR);

test('§2 home: header with back, greeting and name, today shift, clock-in, summary, shortcuts; back → /dashboard/0', async ({
  page,
}) => {
  await openArea(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Absensi' })).toBeVisible();
  await expect(page.getByText(/^Good (Morning|Afternoon|Evening)$/)).toBeVisible();
  await expect(page.getByText('Budi Santoso')).toBeVisible();
  await expect(page.getByTestId('shift')).toContainText(/Shift (Kantor|Akhir Pekan)/);
  await expect(page.getByTestId('shift')).toContainText(/\d{2}[.:]\d{2} – \d{2}[.:]\d{2} WIB/);
  await expect(page.getByRole('link', { name: 'Absen Masuk' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ringkasan presensi' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu absensi' }).getByRole('link');
  await expect(menu).toHaveText(['Remote', 'Izin', 'Presensi']);
  await expect(page.getByRole('link', { name: 'Pengajuan Lembur' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pengajuan Cuti' })).toBeVisible();
  // §2 the supervisor shortcuts are for supervisors only
  await expect(page.getByRole('navigation', { name: 'Menu atasan' })).toHaveCount(0);
  await shot(page, 'home');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kembali' }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§2 supervisor home: shortcuts Presensi Bawahan, Scan QR and Approval open their screens', async ({
  page,
}) => {
  await openArea(page, 'supervisor');
  const shortcuts = page.getByRole('navigation', { name: 'Menu atasan' }).getByRole('link');
  await expect(shortcuts).toHaveText(['Presensi Bawahan', 'Scan QR', 'Approval', 'Tim hari ini']);
  await shot(page, 'home-supervisor');
  await expectNoAxeViolations(page);
  await shortcuts.filter({ hasText: 'Presensi Bawahan' }).click();
  await expect(page).toHaveURL(/\/attendance\/employee-presence$/);
  await page.goBack();
  await page.getByRole('navigation', { name: 'Menu atasan' }).getByRole('link', { name: 'Scan QR' }).click();
  await expect(page).toHaveURL(/\/attendance\/scan-qr$/);
  await page.goBack();
  await page.getByRole('navigation', { name: 'Menu atasan' }).getByRole('link', { name: 'Approval' }).click();
  await expect(page).toHaveURL(/\/attendance\/approval$/);
  await expect(page.getByRole('tab', { name: 'Presensi' })).toBeVisible();
});

test('§2 unknown attendance paths redirect to /attendance/', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/attendance/does-not-exist');
  await expect(page).toHaveURL(/\/attendance\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Absensi' })).toBeVisible();
});

test('§2/§6 gate: a user without attendanceAllowed gets the forbidden dialog instead of the area', async ({
  page,
}) => {
  await login(page, 'no-attendance');
  await page.goto('/attendance/');
  const dialog = page.getByRole('dialog', { name: 'Akses tidak tersedia' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('shift')).toHaveCount(0);
  await shot(page, 'forbidden');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Tutup', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/0$/);
});

test('§2/§6 gate: a company with attendance off gets the forbidden dialog', async ({ page }) => {
  await login(page, 'modules-off');
  await page.goto('/attendance/clockIn');
  await expect(page.getByRole('dialog', { name: 'Akses tidak tersedia' })).toBeVisible();
});

test('§5 choose option: readiness all ticked before clock-in; QR renders again every 20 s with a countdown; real shift shown', async ({
  page,
}) => {
  await page.clock.install();
  await openArea(page);
  await page.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(page).toHaveURL(/\/attendance\/choose-option$/);
  await expect(page.getByTestId('choose-shift')).toContainText(
    /Shift .+ · \d{2}[.:]\d{2} – \d{2}[.:]\d{2} WIB/,
  );
  await expect(page.getByText('09:00')).toHaveCount(0);
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(4);
  const qr = page.getByTestId('qr');
  // The code is signed with the phone's key (made and registered on this first visit) before it is drawn.
  await expect(qr).toHaveAttribute('data-ready', 'true');
  await expect(qr.locator('svg')).toBeVisible();
  const size = await qr.locator('svg').boundingBox();
  expect(size?.width ?? 0).toBeGreaterThanOrEqual(240);
  const firstCode = (await qr.getAttribute('data-code')) ?? '';
  expect(firstCode).toMatch(/^U2FsdGVkX1/);
  const firstIssued = Number(await qr.getAttribute('data-issued'));
  // The clock runs while the key is made and registered: the countdown has started from 20 s.
  await expect(page.getByTestId('qr-countdown')).toContainText(/dalam ([1-9]|1\d|20) detik/);
  await shot(page, 'choose-option');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(page.getByRole('alert')).toHaveText('Silahkan check kesiapan terlebih dahulu');

  await page.clock.runFor(21_000);
  await expect.poll(async () => Number(await qr.getAttribute('data-issued'))).toBeGreaterThan(firstIssued);
  // Signing the new code is asynchronous: wait for it rather than read the attribute at once.
  await expect(qr).not.toHaveAttribute('data-code', firstCode);
  await expect(qr).toHaveAttribute('data-code', /^U2FsdGVkX1/);

  for (const box of await boxes.all()) await box.check();
  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
});

test('language choice: Profil switches Bahasa/English; dashboard and attendance follow and the choice survives a reload', async ({
  page,
}) => {
  await chooseEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await shot(page, 'profile-english');
  await expectNoAxeViolations(page);
  await page.goto('/attendance/');
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Clock In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leave request' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/dashboard/3');
  await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible();
});
