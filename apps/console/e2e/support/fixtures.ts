/**
 * Console e2e helpers: mock reset, personas, the supervisor's subordinates and presences straight from the mock,
 * fresh QR codes as the subordinates' phones sign them (./gate-phones.ts), a Chromium whose camera plays a .y4m of those codes, the
 * login and PIN steps, and axe (WCAG 2 A/AA) on every screen.
 */
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  test as base,
  chromium,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { axeViolations } from '../../../../scripts/axe-wcag.mjs';
import { fakeCameraArgs } from '../../../../scripts/chromium-flags.mjs';
import { watchCspViolations } from '../../../../scripts/csp-violations.mjs';
import { controlsUnder } from '../../../../scripts/touch-targets.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONSOLE_URL, MOCK_URL } from './env';
import { hasPhone, phoneCode, registerPhone } from './gate-phones';
import { type Segment, writeQrVideo } from './y4m';

export { expect };

export const test = base.extend({
  // Every screen runs under the built Content-Security-Policy: any violation fails the test (scripts/csp.mjs).
  page: async ({ page, request }, use) => {
    await resetMock(request);
    const violations = await watchCspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export const PASSWORD = 'rahasia123';
export const PERSONA_PHONE: Record<string, string> = { supervisor: '081100000002', employee: '081100000001' };

export async function resetMock(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${MOCK_URL}/__mock/reset`)).ok()).toBe(true);
}

export async function phoneOf(request: APIRequestContext, key: string): Promise<string> {
  const rows = (await (await request.get(`${MOCK_URL}/__mock/personas`)).json()) as {
    key: string;
    phoneNumber: string;
  }[];
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`No persona ${key}`);
  return row.phoneNumber;
}

export async function apiToken(request: APIRequestContext, key: string): Promise<string> {
  const phoneNumber = await phoneOf(request, key);
  const res = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber, password: PASSWORD },
  });
  const body = (await res.json()) as { data: { loginToken: { authToken: string }[] } };
  return body.data.loginToken[0]?.authToken ?? '';
}

export interface Sub {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
}

/**
 * The supervisor's subordinates with a shift today. With `phones` (default), only those who have a phone of
 * their own (personas), each with its key registered, so their codes are signed as the PWA signs them.
 */
export async function subordinatesOf(
  request: APIRequestContext,
  key = 'supervisor',
  options: { phones?: boolean } = {},
): Promise<Sub[]> {
  const token = await apiToken(request, key);
  const load = async () => {
    const res = await request.get(`${MOCK_URL}/employee/profile/subordinate/direct`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { subordinates: Sub[] } }).data.subordinates.filter(
      (s) => s.scheduleId !== null,
    );
  };
  if (options.phones === false) return load();
  const withPhones = (await load()).filter(hasPhone);
  for (const sub of withPhones) await registerPhone(request, MOCK_URL, sub);
  return withPhones;
}

export interface PresenceRow {
  id: number;
  employeeName: string;
  clockIn: string | null;
  clockOut: string | null;
  photo: string | null;
  presenceType: string;
  status: string;
}

export async function presencesOf(
  request: APIRequestContext,
  types = 'qr',
  key = 'supervisor',
): Promise<PresenceRow[]> {
  const token = await apiToken(request, key);
  const all: PresenceRow[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `${MOCK_URL}/attendance/presence/history/direct-subordinate?presenceTypes=${types}&page=${page}&size=100`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const rows = ((await res.json()) as { data: { presences: PresenceRow[] } }).data.presences;
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}

/** A code as the employee's phone shows it (signed with its registered key), issued `ageMs` ago. */
export const codeFor = phoneCode;

/** Blank frames, then each code for `seconds`, with a blank gap between (fps 10). */
/** The pace of codes in the tests' videos: 3 s of blank, then each code 3 s with 1 s of blank after it. */
export const TEST_PACE = { leadSeconds: 3, seconds: 3, gapSeconds: 1 } as const;

export function codeSegments(
  codes: readonly string[],
  options: { leadSeconds?: number; seconds?: number; gapSeconds?: number } = {},
): Segment[] {
  const fps = 10;
  const segments: Segment[] = [{ text: null, frames: Math.round((options.leadSeconds ?? 2) * fps) }];
  for (const text of codes) {
    segments.push({ text, frames: Math.round((options.seconds ?? 1.5) * fps) });
    segments.push({ text: null, frames: Math.round((options.gapSeconds ?? 0.5) * fps) });
  }
  return segments;
}

export interface CameraBrowser {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /**
   * Puts `segments` in the camera's video: Chromium reads the file anew each time a page starts the camera
   * (reload the page). Written aside and renamed over, so a camera still playing the old file keeps it.
   */
  play(segments: readonly Segment[]): void;
  close(): Promise<void>;
}

/**
 * A Chromium whose camera plays `segments` in a loop, on the console at 1280×800 unless told. Chromium opens the video file only when a
 * page starts the camera, so `segments` may be a function, called once the browser is up: codes made then are
 * younger when they are scanned (a code lives 60 s; a launch on a busy machine takes seconds).
 */
export async function browserWithCamera(
  segments: readonly Segment[] | (() => Promise<readonly Segment[]>),
  options: { baseURL?: string; viewport?: { width: number; height: number } } = {},
): Promise<CameraBrowser> {
  const file = join(mkdtempSync(join(tmpdir(), 'upah-console-')), 'codes.y4m');
  if (typeof segments !== 'function') writeQrVideo(file, segments);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(file), '--autoplay-policy=no-user-gesture-required'],
  });
  if (typeof segments === 'function') writeQrVideo(file, await segments());
  const context = await browser.newContext({
    baseURL: options.baseURL ?? CONSOLE_URL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    permissions: ['camera'],
  });
  const page = await context.newPage();
  const play = (next: readonly Segment[]) => {
    const aside = `${file}.next`;
    writeQrVideo(aside, next);
    renameSync(aside, file);
  };
  return { browser, context, page, play, close: () => browser.close() };
}

/**
 * Records the text of every card shown (a card lives 4 s; the test may look later). A card that replaces
 * the one still showing keeps its element: React changes only its data-seq and its text nodes, so the
 * observer watches those too, not just added and removed nodes (a foreign code read 4 s after an expired
 * one, the card's lifetime, was missed that way in CI).
 */
export async function watchCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    let last = '';
    new MutationObserver(() => {
      const card = document.querySelector<HTMLElement>('[data-testid="scan-card"]');
      if (card && card.dataset.seq !== last) {
        last = card.dataset.seq ?? '';
        w.__seen.push(card.textContent ?? '');
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-seq'],
    });
  });
}

/**
 * A figure in the scan screen's header ('today-count', 'pending-count', 'failed-count'): its number alone, to be
 * matched exactly (a "contains 0" would also match 10).
 */
export function stat(page: Page, testId: 'today-count' | 'pending-count' | 'failed-count'): Locator {
  return page.getByTestId(testId).locator('.stat__value');
}

export async function seenCards(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

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
