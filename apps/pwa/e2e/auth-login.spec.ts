import {
  expect,
  expectNoAxeViolations,
  localPhone,
  persona,
  screenshot,
  submitLogin,
  test,
} from './support/fixtures';

test.describe('§2 login screen /login', () => {
  test('§5 login: the button stays disabled until phone and password are both filled', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Masuk' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Nomor HP').fill('081100000001');
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('x');
    await expect(submit).toBeEnabled();
    await page.getByLabel('Nomor HP').fill('');
    await expect(submit).toBeDisabled();
    await screenshot(page, 'login');
    await expectNoAxeViolations(page);
  });

  test('§2/§8 login success (employee): leading zero stripped, +62 sent, Login Success, dashboard', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    const bodies: unknown[] = [];
    await page.route('**/api/auth/login/**', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.continue();
    });
    await submitLogin(page, localPhone(employee.phoneNumber), employee.password);
    await expect(page.getByTestId('alert-success')).toHaveText(/Login Success/);
    await page.waitForURL(/\/dashboard\/0$/);
    expect(bodies).toEqual([{ phoneNumber: employee.phoneNumber, password: employee.password }]);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'upah_token')?.value).toBeTruthy();
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('mock.');
  });

  test('§9 Enter in the password field submits; the number without 0 works too', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    await page.goto('/login');
    await page.getByLabel('Nomor HP').fill(employee.phoneNumber.replace(/^\+62/, ''));
    await page.getByLabel('Password', { exact: true }).fill(employee.password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL(/\/dashboard\/\d$/);
  });

  test("§8 wrong password shows 'Password salah' and keeps what was typed", async ({ page, request }) => {
    const employee = await persona(request, 'employee');
    await submitLogin(page, localPhone(employee.phoneNumber), 'salah-sekali');
    await expect(page.getByTestId('login-error')).toHaveText('Password salah');
    await expect(page.getByTestId('alert-danger')).toHaveText(/Password salah/);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Nomor HP')).toHaveValue(localPhone(employee.phoneNumber));
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('salah-sekali');
    await screenshot(page, 'login-wrong-password');
    await expectNoAxeViolations(page);
  });

  test("§8 unknown phone: 403 'Akun tidak terdaftar di perusahaan manapun'", async ({ page }) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/auth/login/global/employee/phone'));
    await submitLogin(page, '081299998888', 'rahasia123');
    expect((await answer).status()).toBe(403);
    await expect(page.getByTestId('login-error')).toHaveText('Akun tidak terdaftar di perusahaan manapun');
    await expect(page.getByLabel('Nomor HP')).toHaveValue('081299998888');
  });

  test('§8 server error shows the server message as a danger alert and keeps the typed values', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    await page.route('**/api/auth/login/**', async (route) => {
      await route.continue({ headers: { ...route.request().headers(), 'x-mock-error-rate': '1' } });
    });
    const answer = page.waitForResponse((r) => r.url().includes('/auth/login/'));
    await submitLogin(page, localPhone(employee.phoneNumber), employee.password);
    expect((await answer).status()).toBe(503);
    const error = page.getByTestId('login-error');
    await expect(error).toBeVisible();
    await expect(error).not.toHaveText('');
    await expect(page.getByTestId('alert-danger')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Nomor HP')).toHaveValue(localPhone(employee.phoneNumber));
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(employee.password);
  });

  test('§2 root: logged out, any path goes to /login; the links lead to register and forget password', async ({
    page,
  }) => {
    await page.goto('/dashboard/2');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/something/else');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Daftar' }).click();
    await expect(page).toHaveURL(/\/login\/register\/1$/);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await expect(page).toHaveURL(/\/login\/forget-password\/1$/);
  });

  test('§2 root: logged in, /login goes to /dashboard and unknown paths to /dashboard/0', async ({
    page,
    request,
  }) => {
    const employee = await persona(request, 'employee');
    await submitLogin(page, localPhone(employee.phoneNumber), employee.password);
    await page.waitForURL(/\/dashboard\/\d$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard\/\d$/);
    await page.goto('/nowhere');
    await expect(page).toHaveURL(/\/dashboard\/0$/);
  });
});
