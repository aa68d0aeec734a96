/**
 * No console screen jumps while it loads: every route of the console's route table (src/config/paths.ts, read
 * here, so a route added there is measured too) loaded cold at 4× CPU on slow 4G with the supervisor's session,
 * its Cumulative Layout Shift at most 0.02 (the PWA's e2e/support/cold-cls.ts: new context, HTTP cache cleared,
 * DevTools throttling, the Layout Instability API). A screen behind the PIN opens, after a reload, on the PIN
 * screen (the unlock lives in memory only): it is measured the way the supervisor opens it every day, the kiosk's
 * PIN already set, from the PIN's submit on (the screen's own chunk and data still cold). Each load ends on its
 * address with its heading shown.
 */
import type { Page } from '@playwright/test';
import { hashPin } from '@upah/core/rules/kiosk-pin';
import {
  CLS_BUDGET,
  CONCURRENT_LOADS,
  type ColdLoad,
  clsLine,
  coldLoadCls,
  inTurns,
} from '../../pwa/e2e/support/cold-cls';
import { PIN_PROTECTED, paths } from '../src/config/paths';
import { CONSOLE_URL } from './support/env';
import { expect, test } from './support/fixtures';
import { apiToken } from './support/mock-api';

const KIOSK = {
  baseURL: CONSOLE_URL,
  viewport: { width: 1280, height: 800 },
  locale: 'id-ID',
  timezoneId: 'Asia/Jakarta',
};
const APPROVAL_TABS = 4;

/** Every route: the plain paths and each approval tab. */
function routes(): string[] {
  const all = new Set<string>();
  for (const value of Object.values(paths))
    if (typeof value === 'string' && !value.includes(':')) all.add(value);
  for (let tab = 0; tab < APPROVAL_TABS; tab++) all.add(paths.approvals(tab));
  return [...all];
}

/** Each screen's heading (SPEC's copy), by the route's first segment. A route added without one fails here. */
const HEADINGS: Record<string, string> = {
  '/': 'Mode Scan',
  '/login': 'Upah Konsol',
  '/unlock': 'Buat PIN supervisor',
  '/manual': 'Presensi Bawahan',
  '/approvals': 'Approval',
  '/settings': 'Pengaturan',
  '/team/today': 'Tim hari ini',
  '/team/recap': 'Rekap bulanan',
};
function headingOf(path: string): string {
  const key = Object.keys(HEADINGS)
    .filter((k) => path === k || path.startsWith(`${k}/`))
    .sort((a, b) => b.length - a.length)[0];
  if (!key) throw new Error(`no heading known for ${path}: add it to HEADINGS`);
  return HEADINGS[key] as string;
}

const PIN = '246810';
/** The kiosk's PIN as it keeps it (src/lib/kiosk-lock.ts: its PBKDF2 record in localStorage), set before the load. */
async function kioskWithPin() {
  const record = JSON.stringify(await hashPin(PIN));
  return {
    ...KIOSK,
    storageState: {
      cookies: [],
      origins: [{ origin: CONSOLE_URL, localStorage: [{ name: 'upah.console.pin', value: record }] }],
    },
  };
}
/** The PIN screen the reload landed on: the supervisor types the PIN and the screen asked for opens. */
async function unlock(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Masukkan PIN supervisor' })).toBeVisible();
  await page.getByLabel('PIN', { exact: true }).fill(PIN);
  await page.getByRole('button', { name: 'Buka' }).click();
}

const isProtected = (path: string) =>
  PIN_PROTECTED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

test('§2 every route of the console, cold at 4× CPU on slow 4G: CLS ≤ 0.02 each', async ({
  browser,
  request,
}) => {
  const ROUTES = routes();
  expect(ROUTES.length).toBeGreaterThan(5);
  expect(ROUTES).toContain(paths.scan);
  test.setTimeout(ROUTES.length * 20_000);
  const started = Date.now();
  const cookies = [{ name: 'upah_token', value: await apiToken(request, 'supervisor'), url: CONSOLE_URL }];
  // the team screens are among them, and so is every screen behind the PIN
  expect(ROUTES).toEqual(expect.arrayContaining([paths.teamToday, paths.teamRecap]));
  expect(ROUTES.filter(isProtected)).toHaveLength(8);
  const withPin = await kioskWithPin();
  const loads = await inTurns(ROUTES, CONCURRENT_LOADS, (path) =>
    coldLoadCls(browser, {
      context: isProtected(path) ? withPin : KIOSK,
      ...(path === paths.login ? {} : { cookies }),
      path,
      landmark: (page) => page.getByRole('heading', { level: 1, name: headingOf(path), exact: true }),
      ...(isProtected(path) ? { open: unlock } : {}),
    }),
  );
  const lines = ROUTES.map((path, i) => clsLine(path, loads[i] as ColdLoad));
  console.log(
    `${lines.join('\n')}\n${ROUTES.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  expect(lines.filter((_, i) => (loads[i] as ColdLoad).cls > CLS_BUDGET)).toEqual([]);
});
