/**
 * An employee's phone at the gate, in the console's e2e across the apps (docs/ARCHITECTURE.md "The gate code"):
 * the PWA's build (served by this project on E2E_PWA_PORT, playwright.config.ts) at 360×740, signed in as a
 * persona, drawing its signed code on /attendance/choose-option; the code read off its screen as a camera would;
 * and the scanner's side of the key (its cached team holding the phone's public key) and of the record (the
 * presences the mock holds). Used by gate-cross-app.spec.ts and team-today-gate.spec.ts. (./gate-phones.ts is the
 * other way in: codes signed by the test with a persona's key, without a phone's screen.)
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { SUBORDINATES_CACHE_KEY } from '@upah/core/stores/subordinates';
import { PERSONA_PASSWORD, PERSONAS } from '../../../../mocks/src/personas';
import { PWA_URL } from './env';
import { expect } from './fixtures';
import { presencesOf } from './mock-api';
import { readQrPng } from './read-qr';

/** 300 m from the mock's head office: the phone's location fix (the code carries it). */
const NEAR = { latitude: -6.2115, longitude: 106.8456, accuracy: 20 };

/** Persona `key` of the mock, with the phone number as its user types it (0812…). */
export function personaOf(key: string) {
  const found = PERSONAS.find((p) => p.key === key);
  if (!found) throw new Error(`no persona ${key}`);
  return { ...found, localPhone: found.phoneNumber.replace(/^\+62/, '0') };
}

/** Signs in to the PWA as persona `key`, as its user types it, and waits for the dashboard. */
export async function pwaLogin(page: Page, key: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(personaOf(key).localPhone);
  await page.getByLabel('Password', { exact: true }).fill(PERSONA_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/dashboard\/\d/, { timeout: 30_000 });
}

/**
 * The employee's phone: logs in to the PWA and opens /attendance/choose-option (the first visit makes the key pair
 * and registers it with the server), until its signed code is drawn. `beforeFirstPage` prepares the context first
 * (e.g. its clock: scripts/pinned-time.mjs `joinTime`).
 */
export async function openPhone(
  browser: Browser,
  key: string,
  options: { beforeFirstPage?: (context: BrowserContext) => Promise<void> } = {},
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: PWA_URL,
    viewport: { width: 360, height: 740 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    geolocation: NEAR,
    permissions: ['geolocation'],
  });
  await options.beforeFirstPage?.(context);
  const phone = await context.newPage();
  await pwaLogin(phone, key);
  await phone.goto('/attendance/choose-option');
  await expect(phone.getByTestId('qr')).toHaveAttribute('data-ready', 'true', { timeout: 20_000 });
  return phone;
}

/** The code the phone shows now, read off its screen (a screenshot decoded as a camera would). */
export async function codeOnScreen(phone: Page): Promise<{ text: string; version: number }> {
  const qr = phone.getByTestId('qr');
  await expect(qr).toHaveAttribute('data-ready', 'true');
  const read = await readQrPng(await qr.locator('svg').screenshot());
  expect(read.text).toMatch(/^U2FsdGVkX1/);
  return read;
}

/** Waits until the scanner's cached team holds `name` with a registered phone key (offline verification). */
export async function keyCached(page: Page, name: string): Promise<void> {
  await page.waitForFunction(
    ([cacheKey, who]) =>
      (
        JSON.parse(localStorage.getItem(cacheKey) ?? '[]') as { name: string; publicKey?: string | null }[]
      ).some((s) => s.name === who && s.publicKey),
    [SUBORDINATES_CACHE_KEY, name] as const,
  );
}

/** Every qr presence of today the supervisor sees, by employee name. */
export async function recordedNames(request: APIRequestContext): Promise<string[]> {
  return (await presencesOf(request)).map((r) => r.employeeName).sort();
}
