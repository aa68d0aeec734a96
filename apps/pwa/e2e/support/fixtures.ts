/**
 * Shared e2e fixtures (brief: `login(page, personaKey)`, `expectNoAxeViolations(page)`, `resetMock(request)`,
 * the persona table from GET /__mock/personas). Import `test` and `expect` from here: every test starts with
 * POST /__mock/reset so tests never see each other's data.
 */
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import { axeViolations } from '../../../../scripts/axe-wcag.mjs';
import { watchCspViolations } from '../../../../scripts/csp-violations.mjs';
import { type TestClock, testClock } from '../../../../scripts/persona-api.mjs';
import { MOCK_URL, PHONE, PWA_URL } from './env';

export { expect };

export interface Persona {
  key: string;
  name: string;
  phoneNumber: string;
  password: string;
  description: string;
}

export async function resetMock(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/reset`);
  expect(response.ok(), 'POST /__mock/reset').toBe(true);
}

let personaCache: Persona[] | null = null;

export async function personas(request: APIRequestContext): Promise<Persona[]> {
  if (!personaCache) {
    const response = await request.get(`${MOCK_URL}/__mock/personas`);
    expect(response.ok(), 'GET /__mock/personas').toBe(true);
    personaCache = (await response.json()) as Persona[];
  }
  return personaCache;
}

export async function persona(request: APIRequestContext, key: string): Promise<Persona> {
  const found = (await personas(request)).find((p) => p.key === key);
  if (!found) throw new Error(`No mock persona "${key}"`);
  return found;
}

/** The phone as a user types it on /login: the national number with its trunk zero, e.g. 081100000001. */
export function localPhone(phoneNumber: string): string {
  return phoneNumber.replace(/^\+62/, '0');
}

/** The last OTP the mock sent to `phoneNumber` (+62…). */
export async function readOtp(request: APIRequestContext, phoneNumber: string): Promise<string> {
  const response = await request.get(`${MOCK_URL}/__mock/otp?phoneNumber=${encodeURIComponent(phoneNumber)}`);
  expect(response.ok(), `GET /__mock/otp for ${phoneNumber}`).toBe(true);
  const body = (await response.json()) as { code: string };
  return body.code;
}

export async function expireSessions(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${MOCK_URL}/__mock/expire-sessions`);
  expect(response.ok(), 'POST /__mock/expire-sessions').toBe(true);
}

/** Fills and submits the /login form. Does not wait for the outcome. */
export async function submitLogin(page: Page, phone: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

/** Logs in as a mock persona through the /login form and waits for the dashboard (what auth-*.spec.ts test). */
export async function loginWithForm(
  page: Page,
  personaKey: string,
  request?: APIRequestContext,
): Promise<Persona> {
  const ctx = request ?? page.request;
  const who = await persona(ctx, personaKey);
  await submitLogin(page, localPhone(who.phoneNumber), who.password);
  await page.waitForURL(/\/dashboard\/\d/);
  return who;
}

/**
 * Signs in as a mock persona the quick way, for tests about what comes after: the login call straight to the mock,
 * its token in the `upah_token` cookie where the app keeps it (core stores/session.ts), then the dashboard. The form
 * itself is tested in auth-*.spec.ts (loginWithForm); this saves its ~2 s of typing and navigation per test.
 */
export async function login(page: Page, personaKey: string, request?: APIRequestContext): Promise<Persona> {
  const ctx = request ?? page.request;
  const who = await persona(ctx, personaKey);
  const response = await ctx.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  expect(response.ok(), `login of ${personaKey}`).toBe(true);
  const body = (await response.json()) as { data: { loginToken: { authToken: string }[] } };
  const token = body.data.loginToken[0]?.authToken;
  expect(token, `token of ${personaKey}`).toBeTruthy();
  await page
    .context()
    .addCookies([{ name: 'upah_token', value: token ?? '', url: PWA_URL, sameSite: 'Strict' }]);
  await page.goto('/dashboard');
  await page.waitForURL(/\/dashboard\/\d/);
  return who;
}

/** The session cookie of a mock persona (the login call straight to the mock), for a context of its own. */
export async function sessionCookies(
  request: APIRequestContext,
  personaKey: string,
): Promise<{ name: string; value: string; url: string }[]> {
  const who = await persona(request, personaKey);
  const response = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  expect(response.ok(), `login of ${personaKey}`).toBe(true);
  const body = (await response.json()) as { data: { loginToken: { authToken: string }[] } };
  return [{ name: 'upah_token', value: body.data.loginToken[0]?.authToken ?? '', url: PWA_URL }];
}

/** Another phone for another persona in the same test: a context of its own at 360×740, signed in (login). */
export async function phoneOf(browser: Browser, personaKey: string): Promise<Page> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await login(page, personaKey);
  return page;
}

/** axe-core with the WCAG 2 A and AA rules: no violations allowed; and no sideways scroll (expectNoSideScroll). */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  expect(await axeViolations(page, options.exclude), `axe violations on ${page.url()}`).toEqual([]);
  await expectNoSideScroll(page);
  await expectLabelsFit(page);
}

/**
 * Every visible text fits its box at the test's viewport (360 px): no text's box is wider inside than it shows
 * (scrollWidth > clientWidth: the label is cut off), and no word wraps across two lines (its Range has rects on two
 * lines: 'Withdra / w'). Words split at spaces, hyphens and slashes, where a break is a normal line break.
 */
export async function expectLabelsFit(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const skip = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'INPUT', 'TEXTAREA', 'SELECT', 'OPTION', 'svg']);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const seenBoxes = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim() === '' || skip.has(parent.tagName)) continue;
      // Leaflet sizes and moves its own panes (the map's tooltip is measured before its font is in): not ours to fit
      if (parent.closest('.leaflet-container')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = parent.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (sr-only) text
      let box: Element | null = parent;
      while (box && ['inline', 'contents'].includes(getComputedStyle(box).display)) box = box.parentElement;
      if (box && !seenBoxes.has(box)) {
        seenBoxes.add(box);
        if (box.scrollWidth > box.clientWidth + 1 && box.clientWidth > 0)
          found.push(
            `clipped: "${(box.textContent ?? '').trim().slice(0, 60)}" (${box.scrollWidth} > ${box.clientWidth})`,
          );
      }
      for (const match of text.matchAll(/[^\s\-–—/]{2,}/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
        const first = rects[0];
        // a rect whose top is below the first's middle is on a later line
        if (first && rects.some((r) => r.top >= first.top + first.height / 2))
          found.push(`word broken across lines: "${match[0]}" in "${text.trim().slice(0, 60)}"`);
      }
    }
    return found;
  });
  expect(problems, `labels that do not fit on ${page.url()}`).toEqual([]);
}

/** WCAG 2.1 1.4.10 Reflow, which axe does not test: the page does not scroll sideways at the test's viewport. */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(width);
}

/** Full-page screenshot at the test's viewport into test-results/screens/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

/**
 * For the specs of the service worker itself (offline start, the kept clock-ins, Background Sync):
 * `test.use(WITH_SERVICE_WORKER)`. Every other spec runs with service workers blocked (playwright.config.ts): the
 * worker's install precaches the whole build (~160 files) in every new context, which cost the three spec files
 * dashboard-employee, loan-area and attendance-requests 217 s against 161 s blocked on this 2-core machine.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: 'allow' } as const;

// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types an auto fixture that yields nothing as void
export const test = base.extend<{ resetBeforeEach: void; clock: TestClock }>({
  // the mock's clock and the browser's, pinned and moved together (scripts/pinned-time.mjs)
  clock: async ({ context, request }, use) => {
    await use(testClock(context, request, MOCK_URL));
  },
  resetBeforeEach: [
    async ({ request }, use) => {
      await resetMock(request);
      await use();
    },
    { auto: true },
  ],
  // Every screen runs under the built Content-Security-Policy: any violation fails the test (scripts/csp.mjs).
  page: async ({ page }, use) => {
    const violations = await watchCspViolations(page);
    await use(page);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  },
});
