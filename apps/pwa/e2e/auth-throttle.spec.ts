/**
 * Sign-in limits as the user meets them (DESIGN.md "Security and exactly-once"; RFC 6585 §4): after 5 wrong
 * passwords in a row the account locks (the mock's documented default) and even the right password answers 429.
 * The login form counts the wait down, keeps "Masuk" disabled, says it once to screen readers, and a reload
 * keeps the countdown.
 */
import { expect, expectNoAxeViolations, localPhone, persona, submitLogin, test } from './support/fixtures';

// Six sign-ins and a reload on a shared 2-core machine: more than the default 45 s.
test.describe.configure({ timeout: 90_000 });

test('429: "Terlalu banyak percobaan. Coba lagi dalam m:ss." counts down, the submit stays disabled, a reload keeps it', async ({
  page,
  request,
}) => {
  const employee = await persona(request, 'employee');
  const phone = localPhone(employee.phoneNumber);
  const logins: number[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/auth/login/')) logins.push(r.status());
  });
  for (let i = 1; i <= 5; i++) {
    await submitLogin(page, phone, `salah-${i}`);
    await expect(page.getByTestId('login-error')).toContainText('Password salah');
  }
  await submitLogin(page, phone, employee.password);
  const wait = page.getByTestId('sign-in-wait');
  await expect(wait).toContainText(/Terlalu banyak percobaan\. Coba lagi dalam [01]:\d\d\./);
  // the sign-in call is not retried: one 429, not four
  expect(logins.filter((s) => s === 429)).toHaveLength(1);
  const masuk = page.getByRole('button', { name: 'Masuk' });
  await expect(masuk).toBeDisabled();
  await expect(page.getByRole('alert').filter({ hasText: 'Terlalu banyak percobaan' })).toHaveCount(1);
  const first = await wait.innerText();
  await expect(wait).not.toHaveText(first);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByTestId('sign-in-wait')).toContainText(/Coba lagi dalam 0:\d\d\./);
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(employee.password);
  await expect(masuk).toBeDisabled();
});
