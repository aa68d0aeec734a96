import {
  expect,
  expectNoAxeViolations,
  localPhone,
  persona,
  readOtp,
  screenshot,
  submitLogin,
  test,
} from './support/fixtures';

const next = (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Berikutnya' });

test.describe('§2 forgotten password /login/forget-password/1–3', () => {
  test('§2/§7 reset (+62) end to end, then the new password logs in and the old one does not', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    const national = employee.phoneNumber.replace(/^\+62/, '');
    await page.goto('/login/forget-password/1');

    // Step 1: dial code picker (+62 default, +65, +1 with local flags) and WhatsApp number.
    await expect(page.getByRole('radio', { name: /\+62/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /\+65/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /\+1$/ })).toBeVisible();
    const flags = page.locator('.dial-picker img');
    await expect(flags).toHaveCount(3);
    for (const img of await flags.all()) {
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      expect(await img.getAttribute('src')).toMatch(/^\/flags\/(id|sg|us)\.svg$/);
    }
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Nomor WhatsApp').fill(`0${national}`);
    await expect(next(page)).toBeEnabled();
    await screenshot(page, 'forget-1');
    await expectNoAxeViolations(page);
    await next(page).click();

    // Step 2: OTP.
    await expect(page).toHaveURL(/\/login\/forget-password\/2$/);
    const otp = await readOtp(request, employee.phoneNumber);
    await page.getByLabel('Kode OTP').fill(otp);
    await screenshot(page, 'forget-2');
    await expectNoAxeViolations(page);
    await next(page).click();

    // Step 3: new password twice, Ok signs in with it.
    await expect(page).toHaveURL(/\/login\/forget-password\/3$/);
    await page.getByLabel('Password baru', { exact: true }).fill('sandiBaru9');
    await page.getByLabel('Ulangi password baru').fill('sandiBaru9');
    await screenshot(page, 'forget-3');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ok' }).click();
    await page.waitForURL(/\/dashboard\/\d$/);

    // Log out (clear the cookie) and sign in again: old password fails, new one works.
    await page.context().clearCookies();
    await submitLogin(page, localPhone(employee.phoneNumber), employee.password);
    await expect(page.getByTestId('login-error')).toHaveText('Password salah');
    await page.getByLabel('Password', { exact: true }).fill('sandiBaru9');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(/\/dashboard\/\d$/);
  });

  test('§2 wizard: a wrong OTP stays on step 2 with the message; Cancel on step 1 returns to /login', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    await page.goto('/login/forget-password/1');
    await page.getByLabel('Nomor WhatsApp').fill(employee.phoneNumber.replace(/^\+62/, ''));
    await next(page).click();
    await expect(page).toHaveURL(/\/login\/forget-password\/2$/);
    const otp = await readOtp(request, employee.phoneNumber);
    const wrong = otp === '9999' ? '8888' : '9999';
    await page.getByLabel('Kode OTP').fill(wrong);
    await next(page).click();
    await expect(page.getByTestId('wizard-error')).toBeVisible();
    await expect(page).toHaveURL(/\/login\/forget-password\/2$/);
    await expect(page.getByLabel('Kode OTP')).toHaveValue(wrong);
    await screenshot(page, 'forget-2-wrong-otp');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Kembali' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('§5 reset step 1: the dial code counts in the 7–15 rule; +65 can be chosen', async ({ page }) => {
    await page.goto('/login/forget-password/1');
    await page.getByRole('radio', { name: /\+65/ }).check();
    await expect(page.getByText('+65', { exact: true }).first()).toBeVisible();
    await page.getByLabel('Nomor WhatsApp').fill('1234');
    await expect(next(page)).toBeDisabled();
    await page.getByLabel('Nomor WhatsApp').fill('12345');
    await expect(next(page)).toBeEnabled();
    await page.getByLabel('Nomor WhatsApp').fill('1234567890123456');
    await expect(next(page)).toBeDisabled();
  });

  test('§2 wizard: deep link to step 3 without the earlier data goes back to step 1', async ({ page }) => {
    await page.goto('/login/forget-password/3');
    await expect(page).toHaveURL(/\/login\/forget-password\/1$/);
  });
});
