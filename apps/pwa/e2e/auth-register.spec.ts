import {
  expect,
  expectNoAxeViolations,
  loginWithForm,
  persona,
  readOtp,
  screenshot,
  test,
} from './support/fixtures';

const next = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Berikutnya' });

test.describe('§2 registration /login/register/1–4', () => {
  test('§2 register: the unclaimed persona registers end to end and is logged in automatically', async ({
    page,
    request,
  }) => {
    const unclaimed = await persona(request, 'unclaimed');
    await page.goto('/login/register/1');

    // Step 1: terms, language switch (Bahasa default), agree checkbox gates Next.
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
    await expect(page.getByText('3% (tiga persen)')).toBeVisible();
    await expect(next(page)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await screenshot(page, 'register-1');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('radio', { name: 'Bahasa Indonesia' }).check();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await page.getByRole('checkbox').check();
    await next(page).click();

    // Step 2: WhatsApp number after a fixed +62 (7–15 digits).
    await expect(page).toHaveURL(/\/login\/register\/2$/);
    await expect(page.getByText('+62', { exact: true })).toBeVisible();
    await page.getByLabel('Nomor WhatsApp').fill('81');
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Nomor WhatsApp').fill(unclaimed.phoneNumber.replace(/^\+62/, ''));
    await expect(next(page)).toBeEnabled();
    await screenshot(page, 'register-2');
    await expectNoAxeViolations(page);
    await next(page).click();

    // Step 3: OTP (at least 4 characters), read from the mock.
    await expect(page).toHaveURL(/\/login\/register\/3$/);
    const otp = await readOtp(request, unclaimed.phoneNumber);
    await page.getByLabel('Kode OTP').fill(otp.slice(0, 3));
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Kode OTP').fill(otp);
    await screenshot(page, 'register-3');
    await expectNoAxeViolations(page);
    await next(page).click();

    // Step 4: company and employee name read-only, two password fields, Ok.
    await expect(page).toHaveURL(/\/login\/register\/4$/);
    await expect(page.getByLabel('Nama Karyawan')).toHaveValue(unclaimed.name);
    await expect(page.getByLabel('Nama Karyawan')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Nama Perusahaan')).not.toHaveValue('');
    const ok = page.getByRole('button', { name: 'Ok' });
    await page.getByLabel('Password', { exact: true }).fill('baru1234');
    await page.getByLabel('Konfirmasi Password').fill('baru12');
    await expect(page.getByText('Konfirmasi password tidak sesuai')).toBeVisible();
    await expect(ok).toBeDisabled();
    await page.getByLabel('Konfirmasi Password').fill('baru1234');
    await expect(ok).toBeEnabled();
    await screenshot(page, 'register-4');
    await expectNoAxeViolations(page);
    await ok.click();
    await page.waitForURL(/\/dashboard\/\d$/);
    await expect(page.getByTestId('alert-success')).toHaveText(/Login Success/);
  });

  test('§2 wizard: a wrong OTP stays on step 3 with the message and keeps the code; Back keeps the phone', async ({
    page,
    request,
  }) => {
    const unclaimed = await persona(request, 'unclaimed');
    const national = unclaimed.phoneNumber.replace(/^\+62/, '');
    await page.goto('/login/register/1');
    await page.getByRole('checkbox').check();
    await next(page).click();
    await page.getByLabel('Nomor WhatsApp').fill(national);
    await next(page).click();
    await expect(page).toHaveURL(/\/login\/register\/3$/);
    const otp = await readOtp(request, unclaimed.phoneNumber);
    const wrong = otp === '0000' ? '1111' : '0000';
    await page.getByLabel('Kode OTP').fill(wrong);
    await next(page).click();
    await expect(page.getByTestId('wizard-error')).toBeVisible();
    await expect(page.getByTestId('wizard-error')).not.toHaveText('');
    await expect(page).toHaveURL(/\/login\/register\/3$/);
    await expect(page.getByLabel('Kode OTP')).toHaveValue(wrong);
    await screenshot(page, 'register-3-wrong-otp');
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page).toHaveURL(/\/login\/register\/2$/);
    await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue(national);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await expect(page.getByRole('checkbox')).toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('§2 wizard: a phone that is not invited stays on step 2 with the server message', async ({ page }) => {
    await page.goto('/login/register/1');
    await page.getByRole('checkbox').check();
    await next(page).click();
    await page.getByLabel('Nomor WhatsApp').fill('89912345678');
    await next(page).click();
    await expect(page.getByTestId('wizard-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/register\/2$/);
    await expect(page.getByLabel('Nomor WhatsApp')).toHaveValue('89912345678');
  });

  test('§2 wizard: a deep link to a later step without the earlier data goes back to step 1', async ({
    page,
  }) => {
    await page.goto('/login/register/3');
    await expect(page).toHaveURL(/\/login\/register\/1$/);
    await page.goto('/login/register/9');
    await expect(page).toHaveURL(/\/login\/register\/1$/);
  });

  test('§2 terms page: Indonesian sections with the English switch', async ({ page }) => {
    await page.goto('/login/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Syarat dan Ketentuan' })).toBeVisible();
    for (const heading of [
      'Ketentuan Umum',
      'Keamanan Akun',
      'Privasi',
      'Biaya Transaksi',
      'Klaim',
      'Pajak',
    ]) {
      await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText(/Rp 970\.000/)).toBeVisible();
    await expect(page.getByText(/Pengadilan Negeri Jakarta Selatan/)).toBeVisible();
    await expect(page.getByText('Terakhir diubah: 4 November 2020')).toBeVisible();
    await screenshot(page, 'terms');
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'English' }).check();
    await expect(page.getByText(/South Jakarta District Court/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('§2 register: an already registered employee cannot claim again (step 2 error)', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    await page.goto('/login/register/1');
    await page.getByRole('checkbox').check();
    await next(page).click();
    await page.getByLabel('Nomor WhatsApp').fill(employee.phoneNumber.replace(/^\+62/, ''));
    await next(page).click();
    await expect(page.getByTestId('wizard-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/register\/2$/);
    // and that employee still logs in as before
    await loginWithForm(page, 'employee');
  });
});
