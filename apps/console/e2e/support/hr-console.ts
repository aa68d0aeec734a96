/**
 * HR at the console in the e2e: both clocks pinned (scripts/pinned-time.mjs), hr signed in through the login form
 * in Indonesian or English (hr opens Mode meja), a screen behind the kiosk PIN opened (the PIN 4821 set on first use,
 * not asked again in the session), and hr's own calls to the mock for the figures a test counts.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { pinTime } from '../../../../scripts/pinned-time.mjs';
import { MOCK_URL } from './env';
import { expect } from './fixtures';
import { apiToken, PASSWORD, phoneOf } from './mock-api';

/** Pins both clocks at `at`, signs hr (or `who`) in (in `lang`) and opens `path` behind the PIN, setting it. */
export async function openAsHr(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  at: string,
  path: string,
  lang: 'id' | 'en' = 'id',
  who = 'hr',
): Promise<void> {
  await pinTime(context, request, MOCK_URL, at);
  const en = lang === 'en';
  if (en) await page.addInitScript(() => localStorage.setItem('upah.console.lang', 'en'));
  const phone = (await phoneOf(request, who)).replace(/^\+62/, '0');
  await page.goto('/login');
  await page.getByLabel(en ? 'Phone number' : 'Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en ? 'Log in' : 'Masuk' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(path);
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel(en ? 'Repeat the PIN' : 'Ulangi PIN').fill('4821');
  await page.getByRole('button', { name: en ? 'Save PIN' : 'Simpan PIN' }).click();
}

/** hr works at a desk (Mode meja): a full load of a screen behind the PIN opens it without asking again. */
export async function reopen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** hr's GET of `path` on the mock: the answer's `data` (the status must be 200). */
export async function hrGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const bearer = token ?? (await apiToken(request, 'hr'));
  const res = await request.get(`${MOCK_URL}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { data: T }).data;
}
