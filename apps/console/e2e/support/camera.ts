/**
 * The gate's camera in the console e2e: fresh QR codes as the subordinates' phones sign them (./gate-phones.ts), a
 * Chromium whose fake camera plays a .y4m of those codes (./y4m.ts), and what the scan screen shows of them (its
 * cards and header figures).
 */
import { mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  chromium,
  type Locator,
  type Page,
} from '@playwright/test';
import { fakeCameraArgs } from '../../../../scripts/chromium-flags.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, CONSOLE_URL, MOCK_URL } from './env';
import { expect, login } from './fixtures';
import { phoneCode } from './gate-phones';
import { pinGate, subordinatesOf } from './mock-api';
import { type Segment, writeQrVideo } from './y4m';

/**
 * A code as the employee's phone shows it (signed with its registered key), issued `ageMs` before the mock's time
 * now (the host's unless a test pinned it): the scanning console runs on that clock too (./mock-api.ts `pinGate`).
 */
export async function codeFor(...[sub, type, options = {}]: Parameters<typeof phoneCode>): Promise<string> {
  const { now } = (await (await fetch(`${MOCK_URL}/__mock/clock`)).json()) as { now: string };
  return phoneCode(sub, type, { now: Date.parse(now), ...options });
}

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
  options: {
    baseURL?: string;
    viewport?: { width: number; height: number };
    /** Prepares the context before its page (e.g. its clock: scripts/pinned-time.mjs `joinTime`). */
    beforeFirstPage?: (context: BrowserContext) => Promise<void>;
  } = {},
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
  await options.beforeFirstPage?.(context);
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

/**
 * A supervisor signed in on a console at the gate whose camera loops one fresh clock-in code of their first
 * subordinate with a schedule: 2 s before it, 3 s of the code, 2 s after. The blank between two showings (4 s) is
 * longer than the scan loop's quiet time for the same text (SAME_TEXT_QUIET_MS, 3 s: a code held up is one event
 * while it is seen), so each pass of the loop is read anew, as a code shown again would be; with a shorter blank the
 * loop is one code held up all along. `beforeLogin` prepares the browser first (a fault script).
 */
export async function scanningOneCode(
  request: APIRequestContext,
  beforeLogin?: (cam: CameraBrowser) => Promise<void>,
) {
  const atGate = await pinGate(request);
  const [a] = await subordinatesOf(request);
  if (!a) throw new Error('no subordinate with a schedule');
  const cam = await browserWithCamera(
    async () => codeSegments([await codeFor(a, 'clock-in')], { leadSeconds: 2, seconds: 3, gapSeconds: 2 }),
    atGate,
  );
  await beforeLogin?.(cam);
  await login(cam.page);
  await expect(cam.page.getByRole('heading', { name: 'Mode Scan' })).toBeVisible();
  return { a, cam };
}
