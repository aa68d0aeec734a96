/**
 * The supervisor's scanner (/attendance/scan-qr) in e2e: a Chromium of its own whose fake camera plays a .y4m of
 * `videoText`, signed in as the supervisor; and the gate persona whose phone signs the code (a direct subordinate
 * with a phone of their own and a shift today, its key registered as the phone does it).
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { joinTime, mockTime, resetMockAt } from '../../../scripts/pinned-time.mjs';
import { hasPhone, phoneCode, registerPhone } from '../../console/e2e/support/gate-phones';
import { MOCK_URL, PHONE } from './support/env';
import { launchWithCamera, writeQrVideo } from './support/fake-camera';
import { expect, localPhone, persona } from './support/fixtures';

export interface Sub {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
}

export async function supervisorToken(request: APIRequestContext): Promise<string> {
  const who = await persona(request, 'supervisor');
  const answer = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  const body = (await answer.json()) as { data: { loginToken: { authToken: string }[] } };
  return body.data.loginToken[0]?.authToken ?? '';
}

/** A gate persona of the supervisor's team, its phone key registered with the mock. */
export async function gateSubordinate(request: APIRequestContext, token: string): Promise<Sub> {
  const team = (await (
    await request.get(`${MOCK_URL}/employee/profile/subordinate/direct`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json()) as { data: { subordinates: Sub[] } };
  const sub = team.data.subordinates.find((s) => s.scheduleId !== null && hasPhone(s));
  if (!sub || sub.scheduleId === null)
    throw new Error('the supervisor persona needs a subordinate with a phone and a shift today');
  await registerPhone(request, MOCK_URL, sub);
  return sub;
}

/**
 * Today's QR presences the supervisor's history holds for `name` (the mock seeds the team's earlier days, QR
 * scans among them: only today's can be the scan under test). Today is the mock's, pinned or not.
 */
export async function qrPresencesFor(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<number> {
  const today = new Date(await mockTime(request, MOCK_URL)).toLocaleDateString('sv-SE', {
    timeZone: 'Asia/Jakarta',
  });
  const history = (await (
    await request.get(
      `${MOCK_URL}/attendance/presence/history/direct-subordinate?presenceTypes=qr&page=1&size=100`,
      { headers: { authorization: `Bearer ${token}` } },
    )
  ).json()) as { data: { presences: { employeeName: string; scheduleDate: string }[] } };
  return history.data.presences.filter((p) => p.employeeName === name && p.scheduleDate === today).length;
}

export interface Scanner {
  page: Page;
  close(): Promise<void>;
}

/**
 * The supervisor signed in (through the form, as at the gate) on /attendance/scan-qr, the camera playing `videoText`.
 * `beforeFirstPage` prepares the context first (its clock: scripts/pinned-time.mjs `joinTime`).
 */
export async function openScanner(
  videoText: string,
  request: APIRequestContext,
  options: { beforeFirstPage?: (context: BrowserContext) => Promise<void> } = {},
): Promise<Scanner> {
  const browser: Browser = await launchWithCamera(writeQrVideo(videoText));
  const context: BrowserContext = await browser.newContext({ ...PHONE, permissions: ['camera'] });
  await options.beforeFirstPage?.(context);
  const page = await context.newPage();
  const who = await persona(request, 'supervisor');
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(localPhone(who.phoneNumber));
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/\d/);
  await page.goto('/attendance/scan-qr');
  await expect(page.getByRole('heading', { name: 'Scan QR' })).toBeVisible();
  return {
    page,
    async close() {
      await context.close();
      await browser.close();
    },
  };
}

/**
 * The scan under test at a pinned instant `at` (a scan must not straddle midnight: a code carries the schedule of
 * its day): the mock reseeded at `at`, the gate persona's code signed at the mock's time, and the supervisor's
 * scanner on the mock's clock playing it.
 */
export async function gateScanAt(
  request: APIRequestContext,
  at: string,
): Promise<{ token: string; sub: Sub; scanner: Scanner }> {
  await resetMockAt(request, MOCK_URL, at);
  const token = await supervisorToken(request);
  const sub = await gateSubordinate(request, token);
  const code = await phoneCode(sub, 'clock-in', { now: await mockTime(request, MOCK_URL) });
  const scanner = await openScanner(code, request, {
    beforeFirstPage: (context) => joinTime(context, request, MOCK_URL),
  });
  return { token, sub, scanner };
}
