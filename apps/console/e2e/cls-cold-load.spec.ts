/**
 * No console screen jumps while it loads: every route of the console's route table (src/config/paths.ts, read
 * here, so a route added there is measured too) loaded cold at 4× CPU on slow 4G with the supervisor's session,
 * its Cumulative Layout Shift at most 0.02 (the PWA's e2e/support/cold-cls.ts: new context, HTTP cache cleared,
 * DevTools throttling, the Layout Instability API). A screen behind the PIN opens, after a reload, on the PIN
 * screen (the unlock lives in memory only): that is what is measured at its address.
 */
import {
  CLS_BUDGET,
  CONCURRENT_LOADS,
  type ColdLoad,
  clsLine,
  coldLoadCls,
  inTurns,
} from '../../pwa/e2e/support/cold-cls';
import { paths } from '../src/config/paths';
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

test('§2 every route of the console, cold at 4× CPU on slow 4G: CLS ≤ 0.02 each', async ({
  browser,
  request,
}) => {
  const ROUTES = routes();
  expect(ROUTES.length).toBeGreaterThan(5);
  expect(ROUTES).toContain(paths.scan);
  test.setTimeout(ROUTES.length * 15_000);
  const started = Date.now();
  const cookies = [{ name: 'upah_token', value: await apiToken(request, 'supervisor'), url: CONSOLE_URL }];
  const loads = await inTurns(ROUTES, CONCURRENT_LOADS, (path) =>
    coldLoadCls(browser, { context: KIOSK, ...(path === paths.login ? {} : { cookies }), path }),
  );
  const lines = ROUTES.map((path, i) => clsLine(path, loads[i] as ColdLoad));
  console.log(
    `${lines.join('\n')}\n${ROUTES.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  expect(lines.filter((_, i) => (loads[i] as ColdLoad).cls > CLS_BUDGET)).toEqual([]);
});
