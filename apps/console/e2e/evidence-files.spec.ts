/**
 * Evidence that is the caller's own and files only the right people see, across the apps (DESIGN "Evidence";
 * issue "Evidence nobody can borrow"):
 * - the PWA's own clock-in, its photo swapped on the way for another employee's upload, an outside URL and a
 *   `javascript:` URL: refused each time with the server's reason on the phone, nothing recorded; the real selfie
 *   then goes through;
 * - the photo of a phone's clock-in: without a session 401, by a colleague 404, by its owner 200; the supervisor's
 *   board (the console's Tim hari ini) shows it, loaded, through its short-lived signed URL.
 */
import { browserWithCamera, codeSegments } from './support/camera';
import { MOCK_URL, PWA_URL } from './support/env';
import { fileStatus, presencesToday, readyToClockIn } from './support/evidence';
import { expect, login, test, unlockWith } from './support/fixtures';
import { phoneClockIn, uploadSelfie } from './support/gate-phones';
import { apiToken, resetMock } from './support/mock-api';
import { personaOf, pwaLogin } from './support/pwa-phone';

test.describe.configure({ timeout: 240_000 });

const NEAR = { latitude: -6.2115, longitude: 106.8456, accuracy: 20 };
const jakartaNow = () =>
  `${new Date().toLocaleString('sv-SE', { timeZone: 'Asia/Jakarta' }).replace(' ', 'T')}+07:00`;

test("a clock-in with another employee's upload, an outside URL or a javascript: URL is refused each time; nothing is recorded", async ({
  request,
}) => {
  await resetMock(request);
  const theirs = await uploadSelfie(request, MOCK_URL, await apiToken(request, 'gate-2'));
  const cam = await browserWithCamera(codeSegments([], { leadSeconds: 1 }), {
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
  });
  try {
    const phone = cam.page;
    await cam.context.grantPermissions(['geolocation', 'camera']);
    await cam.context.setGeolocation(NEAR);
    await pwaLogin(phone, 'employee');
    await readyToClockIn(phone);
    const before = await presencesToday(request, 'employee');
    let swap: string | null = null;
    // what a tampered client or a proxy on the way would send: the phone's own call with another photo
    await phone.route('**/attendance/presence/clock-in', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(swap === null ? body : { ...body, photo: swap }) });
    });
    const probes: [string, string][] = [
      [theirs, 'photo: file ini bukan unggahan Anda'],
      ['https://tracker.invalid/pixel.png', 'photo: harus berupa file yang diunggah lewat aplikasi'],
      ['javascript:alert(1)', 'photo: harus berupa file yang diunggah lewat aplikasi'],
    ];
    /** A fresh form (a new Idempotency-Key: a key once answered is never reused for another body). */
    const freshForm = async () => {
      await phone.reload();
      await expect(phone.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
      await expect(phone.getByRole('button', { name: 'Kirim' })).toBeEnabled({ timeout: 20_000 });
    };
    for (const [url, reason] of probes) {
      swap = url;
      await freshForm();
      const answer = phone.waitForResponse('**/attendance/presence/clock-in');
      await phone.getByRole('button', { name: 'Kirim' }).click();
      expect((await answer).status(), url).toBe(400);
      await expect(phone.getByText(reason)).toBeVisible();
      expect(await presencesToday(request, 'employee'), url).toEqual(before);
    }
    await phone.screenshot({ path: test.info().outputPath('borrowed-photo-refused.png') });
    swap = null;
    await freshForm();
    await phone.getByRole('button', { name: 'Kirim' }).click();
    await expect(phone.getByText('Absen masuk berhasil')).toBeVisible();
    expect((await presencesToday(request, 'employee')).length).toBe(before.length + 1);
  } finally {
    await cam.close();
  }
});

test("a file without a session or by a colleague is refused; its owner and the supervisor's board see it", async ({
  page,
  request,
}) => {
  await resetMock(request);
  const who = personaOf('gate-3');
  const token = await apiToken(request, 'gate-3');
  const schedule = (await (
    await request.get(`${MOCK_URL}/attendance/schedule/employee/today`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { id: number } };
  const presence = await phoneClockIn(request, MOCK_URL, token, who.employeeId, {
    scheduleId: schedule.data.id,
    ...{ latitude: NEAR.latitude, longitude: NEAR.longitude },
    clientTime: jakartaNow(),
  });
  const file = presence.photo.replace(/\?.*$/, '');
  expect(file).toMatch(/^\/files\/[0-9a-f-]{36}\.jpg$/);
  expect(await fileStatus(request, file)).toBe(401);
  expect(await fileStatus(request, file, 'gate-2')).toBe(404);
  expect(await fileStatus(request, file, 'gate-3')).toBe(200);
  expect(await fileStatus(request, file, 'supervisor')).toBe(200);
  const headers = (await request.get(`${MOCK_URL}${file}`)).headers();
  expect(headers['cache-control']).toBe('private, no-store');

  await login(page);
  await page.getByRole('group', { name: 'Tim' }).getByRole('link', { name: 'Tim hari ini' }).click();
  await unlockWith(page, '4821', true);
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();
  await page.getByTestId('team-row').filter({ hasText: who.name }).click();
  const photo = page.getByTestId('team-day').getByTestId('photo-link').locator('img');
  await expect(photo).toHaveAttribute('src', new RegExp(`${file.replace(/[.]/g, '\\.')}\\?exp=\\d+&sig=`));
  await expect
    .poll(() =>
      photo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('board-photo.png') });
});
