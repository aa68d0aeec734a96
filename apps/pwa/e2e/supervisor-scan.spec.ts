/**
 * The supervisor's /attendance/scan-qr with a fake camera playing a fresh signed QR code (SPEC §2, §5 QR, §8
 * 'Absen karyawan success', §9 scan delay). Each test launches Chromium with its own .y4m file.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { hasPhone, phoneCode, registerPhone } from '../../console/e2e/support/gate-phones';
import { MOCK_URL, PWA_URL } from './support/env';
import { launchWithCamera, writeQrVideo } from './support/fake-camera';
import { expect, expectNoAxeViolations, localPhone, persona, screenshot, test } from './support/fixtures';

interface Sub {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
}

// Each test launches its own Chromium with a fake camera (and registers a phone key first).
test.describe.configure({ timeout: 90_000 });

let browser: Browser | null = null;
let context: BrowserContext | null = null;

test.afterEach(async () => {
  await context?.close();
  await browser?.close();
  context = null;
  browser = null;
});

async function supervisorToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const who = await persona(request, 'supervisor');
  const answer = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  const body = (await answer.json()) as { data: { loginToken: { authToken: string }[] } };
  return body.data.loginToken[0]?.authToken ?? '';
}

async function openScanner(
  videoText: string,
  request: import('@playwright/test').APIRequestContext,
): Promise<Page> {
  browser = await launchWithCamera(writeQrVideo(videoText));
  context = await browser.newContext({
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const who = await persona(request, 'supervisor');
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(localPhone(who.phoneNumber));
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/\d/);
  await page.goto('/attendance/scan-qr');
  await expect(page.getByRole('heading', { name: 'Scan QR' })).toBeVisible();
  return page;
}

test('§2 §8 scan-qr: a fresh code shows name, shift and type, then Kirim records it: Absen karyawan success', async ({
  request,
}) => {
  const token = await supervisorToken(request);
  const team = (await (
    await request.get(`${MOCK_URL}/employee/profile/subordinate/direct`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { subordinates: Sub[] } };
  // A gate persona: a subordinate with a phone of their own, whose key is registered as their phone does it; the
  // code is signed with that key (the phone's own drawn code is scanned in apps/console/e2e/gate-cross-app.spec.ts).
  const sub = team.data.subordinates.find((s) => s.scheduleId !== null && hasPhone(s));
  if (!sub || sub.scheduleId === null)
    throw new Error('the supervisor persona needs a subordinate with a phone and a shift today');
  await registerPhone(request, MOCK_URL, sub);
  const code = await phoneCode(sub, 'clock-in');
  const page = await openScanner(code, request);
  const card = page.getByRole('region', { name: 'Konfirmasi Absen' });
  await expect(card.getByText(sub.name)).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Absen Masuk')).toBeVisible();
  if (sub.shiftName) await expect(card.getByText(sub.shiftName)).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, 'supervisor-scan-confirm');
  await card.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Absen karyawan success' })).toBeVisible();
  await screenshot(page, 'supervisor-scan-success');

  const history = (await (
    await request.get(`${MOCK_URL}/attendance/presence/history/direct-subordinate?presenceTypes=qr`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { presences: { employeeName: string; presenceType: string }[] } };
  expect(history.data.presences.filter((p) => p.employeeName === sub.name)).toHaveLength(1);
});

test("§5 scan-qr: a code that is not ours shows 'QR code is not valid!'; Kirim without valid data 'QR Data not valid'", async ({
  request,
}) => {
  const page = await openScanner('https://example.com/bukan-kode-absen', request);
  await expect(page.getByRole('alert').filter({ hasText: 'QR code is not valid!' })).toBeVisible({
    timeout: 15_000,
  });
  await screenshot(page, 'supervisor-scan-invalid');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'QR Data not valid' })).toBeVisible();
});
