/**
 * One phone per employee, across the apps (DESIGN "Evidence"; issue "Evidence nobody can borrow"): the employee's
 * own phone registers its key (approved at once); a second phone (a new browser context) signs in as the same
 * employee, takes a selfie and taps Kirim: refused with "Perangkat ini belum disetujui atasan Anda", nothing
 * recorded; the ask shows in the console's approval screen under "Perangkat baru" with the phone's name and when it
 * asked; the supervisor approves it; the same phone's Kirim then records the clock-in.
 */
import { browserWithCamera, codeSegments } from './support/camera';
import { PWA_URL } from './support/env';
import { presencesToday, readyToClockIn } from './support/evidence';
import { expect, expectNoAxeViolations, openApprovals, test } from './support/fixtures';
import { resetMock } from './support/mock-api';
import { openPhone, personaOf, pwaLogin } from './support/pwa-phone';

test.describe.configure({ timeout: 240_000 });

const NEAR = { latitude: -6.2115, longitude: 106.8456, accuracy: 20 };

test('a second phone is refused at clock-in, waits in the console under Perangkat baru, is approved, then clocks in', async ({
  browser,
  page,
  request,
}) => {
  await resetMock(request);
  const who = personaOf('employee');
  // the employee's own phone: its key made and registered on the first visit (approved: the first device)
  const first = await openPhone(browser, 'employee');
  await first.context().close();

  const cam = await browserWithCamera(codeSegments([], { leadSeconds: 1 }), {
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
  });
  try {
    const second = cam.page;
    await cam.context.grantPermissions(['geolocation', 'camera']);
    await cam.context.setGeolocation(NEAR);
    await pwaLogin(second, 'employee');
    await readyToClockIn(second);
    const before = await presencesToday(request, 'employee');
    await second.getByRole('button', { name: 'Kirim' }).click();
    await expect(second.getByText('Perangkat ini belum disetujui atasan Anda')).toBeVisible();
    expect(await presencesToday(request, 'employee')).toEqual(before);
    await second.screenshot({ path: test.info().outputPath('second-phone-refused.png') });

    // the supervisor's console: the ask, with the phone's name from its user agent and when it asked
    await openApprovals(page);
    const ask = page.getByTestId('device-request').filter({ hasText: who.name });
    await expect(ask).toBeVisible({ timeout: 20_000 });
    await expect(ask).toContainText(/Chrome di Linux, diminta \d/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('perangkat-baru.png') });
    await ask.getByRole('button', { name: 'Setujui' }).click();
    await expect(page.getByText('Perangkat disetujui')).toBeVisible();
    await expect(page.getByTestId('device-requests')).toHaveCount(0);

    // the same phone, same selfie, Kirim again: recorded
    await second.getByRole('button', { name: 'Kirim' }).click();
    await expect(second.getByText('Absen masuk berhasil')).toBeVisible();
    expect((await presencesToday(request, 'employee')).length).toBe(before.length + 1);
    // Profil shows this phone as the approved one
    await second.goto('/dashboard/3');
    await expect(second.getByTestId('device-approved')).toContainText('Chrome di Linux (Ponsel ini)');
  } finally {
    await cam.close();
  }
});
