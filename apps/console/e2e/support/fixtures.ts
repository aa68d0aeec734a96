/**
 * Console e2e helpers: the test (a reset mock and a CSP watch for every page), the login and PIN steps, and axe
 * (WCAG 2 A/AA) on every screen. The mock's own data (personas, subordinates, presences): ./mock-api.ts; the camera
 * and the scan screen's cards: ./camera.ts.
 */
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../../../scripts/axe-wcag.mjs';
import { watchCspViolations } from '../../../../scripts/csp-violations.mjs';
import { type TestClock, testClock } from '../../../../scripts/persona-api.mjs';
import { controlsUnder } from '../../../../scripts/touch-targets.mjs';
import { MOCK_URL } from './env';
import { PASSWORD, PERSONA_PHONE, resetMock, type Sub, subordinatesOf } from './mock-api';

export { expect };

export const test = base.extend<{ clock: TestClock }>({
  // Every screen runs under the built Content-Security-Policy: any violation fails the test (scripts/csp.mjs).
  page: async ({ page, request }, use) => {
    await resetMock(request);
    const violations = await watchCspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
  // the mock's clock and the browser's, pinned and moved together (scripts/pinned-time.mjs)
  clock: async ({ context, request }, use) => {
    await use(testClock(context, request, MOCK_URL));
  },
});

export async function login(page: Page, key = 'supervisor'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(PERSONA_PHONE[key] ?? '');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** Signs in, opens Presensi Bawahan (setting the PIN 4821 on first use); resolves with the first subordinate. */
export async function openManualPresence(page: Page, request: APIRequestContext): Promise<Sub> {
  const [first] = await subordinatesOf(request);
  if (!first) throw new Error('no subordinate');
  await login(page);
  await page.getByRole('link', { name: 'Presensi Bawahan' }).click();
  await unlockWith(page, '4821', true);
  return first;
}

/** Signs in and opens Approval (setting the PIN 4821 on first use). */
export async function openApprovals(page: Page): Promise<void> {
  await login(page);
  await page.getByRole('link', { name: 'Approval' }).click();
  await unlockWith(page, '4821', true);
}

/** Opens a PIN-protected screen through its link on the scan screen, setting or entering `pin`. */
export async function unlockWith(page: Page, pin: string, firstUse: boolean): Promise<void> {
  await page.getByLabel('PIN', { exact: true }).fill(pin);
  if (firstUse) {
    await page.getByLabel('Ulangi PIN').fill(pin);
    await page.getByRole('button', { name: 'Simpan PIN' }).click();
  } else {
    await page.getByRole('button', { name: 'Buka' }).click();
  }
}

export async function expectNoAxeViolations(page: Page, exclude: string[] = []): Promise<void> {
  expect(await axeViolations(page, exclude), `axe violations on ${page.url()}`).toEqual([]);
  await expectTouchTargets(page);
}

/** Tablet-first kiosk (DESIGN "The gate console"): every control a finger can reach is at least 48 × 48 px. */
export async function expectTouchTargets(page: Page): Promise<void> {
  expect(await controlsUnder(page, 48), `controls under 48 px on ${page.url()}`).toEqual([]);
}
