/**
 * SPEC §8 (a 401 logs out with 'Anda tidak bisa mengakses aplikasi') and DESIGN "Security and exactly-once":
 * a token revoked while the employee types a request sends them to login once (one redirect, one alert), keeps
 * the text, and the next sign-in brings them back to the form with it.
 */
import { NEAR, openArea } from './attendance-support';
import {
  expect,
  expectNoAxeViolations,
  expireSessions,
  localPhone,
  persona,
  submitLogin,
  test,
} from './support/fixtures';

test.describe.configure({ timeout: 120_000 });
test.use({ geolocation: NEAR, permissions: ['geolocation'] });

test('§8 a token revoked mid-form: one redirect to login, sign in, back on the form with the text kept', async ({
  page,
  request,
}) => {
  await openArea(page);
  await page.getByRole('link', { name: 'Izin', exact: true }).first().click();
  await page.getByRole('link', { name: 'Pengajuan Izin' }).click();
  await expect(page.getByTestId('distance')).toBeVisible();
  const formUrl = page.url();
  const text = `Izin sebelum sesi berakhir ${Date.now().toString(36)}`;
  await page.getByLabel('Jam mulai').fill('13:00:00');
  await page.getByLabel('Jam selesai').fill('14:30:00');
  await page.getByLabel('Keterangan').fill(text);

  // Redirects into /login from another screen (the router may replace /login with /login again: not a redirect).
  const toLogin: string[] = [];
  let previous = new URL(page.url()).pathname;
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    const path = new URL(frame.url()).pathname;
    if (path === '/login' && previous !== '/login') toLogin.push(previous);
    previous = path;
  });
  await expireSessions(request);
  await page.getByRole('button', { name: 'Kirim' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Anda tidak bisa mengakses aplikasi')).toHaveCount(1);
  await expectNoAxeViolations(page);

  const who = await persona(request, 'employee');
  await submitLogin(page, localPhone(who.phoneNumber), who.password);
  await expect(page).toHaveURL(formUrl);
  await expect(page.getByLabel('Keterangan')).toHaveValue(text);
  await expect(page.getByLabel('Jam mulai')).toHaveValue('13:00:00');
  expect(toLogin).toEqual([new URL(formUrl).pathname]);
});
