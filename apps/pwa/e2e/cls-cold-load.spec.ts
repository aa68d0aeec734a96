/**
 * No screen jumps while it loads, on a phone: every route of the PWA's route tables (src/config/paths.ts and
 * attendance-paths.ts, read here, so a route added there is measured too) loaded cold at 4× CPU on slow 4G, its
 * Cumulative Layout Shift at most 0.02 (support/cold-cls.ts). And the tap that comes while /attendance is still
 * loading lands on what the user saw under their finger.
 */
import { attendancePaths } from '../src/config/attendance-paths';
import { DASHBOARD_TABS, FORGET_PASSWORD_STEPS, paths, REGISTER_STEPS } from '../src/config/paths';
import {
  CLS_BUDGET,
  CONCURRENT_LOADS,
  type ColdLoad,
  clsLine,
  coldLoadCls,
  coldPage,
  inTurns,
  shiftsSoFar,
} from './support/cold-cls';
import { PHONE } from './support/env';
import { expect, sessionCookies, test } from './support/fixtures';

/** Who opens a route: nobody on the login area, the operator in production, the supervisor on their screens. */
function personaOf(path: string): string | null {
  if (path.startsWith('/login')) return null;
  if (path.startsWith('/production-tracking')) return 'operator';
  const supervisorOnly = Object.entries(paths)
    .filter(
      ([key, value]) => key.startsWith('attendance') && key !== 'attendance' && typeof value === 'string',
    )
    .map(([, value]) => value as string);
  return supervisorOnly.includes(path) ? 'supervisor' : 'employee';
}

const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/**
 * Every route of both tables: the plain paths, each step and tab of the numbered ones, an overtime day (today).
 * The production form (its query names a project's item) is reached from the production list's first link.
 */
function routes(): string[] {
  const all = new Set<string>();
  for (const value of [...Object.values(paths), ...Object.values(attendancePaths)])
    if (typeof value === 'string' && !value.includes(':')) all.add(value);
  for (let step = 1; step <= REGISTER_STEPS; step++) all.add(paths.register(step));
  for (let step = 1; step <= FORGET_PASSWORD_STEPS; step++) all.add(paths.forgetPassword(step));
  for (let tab = 0; tab < DASHBOARD_TABS; tab++) all.add(paths.dashboardTab(tab as 0));
  all.add(attendancePaths.overtimeRequest(today));
  return [...all];
}

const ROUTES = routes();

/**
 * Where a cold load of `path` ends: on `path`, but for the dashboard's bare path (its first tab) and the later steps
 * of registration and password reset, which start at their first step without the flow's earlier answers.
 */
function finalUrlOf(path: string): string {
  if (path === paths.dashboard) return paths.dashboardTab(0);
  for (const [flow, steps] of [
    [paths.register, REGISTER_STEPS],
    [paths.forgetPassword, FORGET_PASSWORD_STEPS],
  ] as const)
    for (let step = 2; step <= steps; step++) if (path === flow(step)) return flow(1);
  return path;
}

test('§2 every route of the tables, cold at 4× CPU on slow 4G: CLS ≤ 0.02 each', async ({
  browser,
  request,
}) => {
  expect(ROUTES.length).toBeGreaterThan(20);
  expect(ROUTES).toContain(attendancePaths.home);
  expect(ROUTES).toContain(attendancePaths.chooseOption);
  test.setTimeout(ROUTES.length * 12_000);
  const started = Date.now();
  const sessions = new Map<string, Awaited<ReturnType<typeof sessionCookies>>>();
  const cookiesOf = async (key: string | null) => {
    if (!key) return undefined;
    if (!sessions.has(key)) sessions.set(key, await sessionCookies(request, key));
    return sessions.get(key);
  };
  // The production form's query names a project's item: the one the production list links first.
  const operator = await browser.newContext(PHONE);
  await operator.addCookies((await cookiesOf('operator')) ?? []);
  const list = await operator.newPage();
  await list.goto(paths.productionTracking);
  const form = await list
    .getByRole('link', { name: /^Isi Data: / })
    .first()
    .getAttribute('href');
  await operator.close();
  expect(form).toMatch(/^\/production-tracking\/form\?/);
  const all = [...ROUTES, form ?? ''];
  const loads = await inTurns(all, CONCURRENT_LOADS, async (path) => {
    const cookies = await cookiesOf(personaOf(path));
    return coldLoadCls(browser, {
      context: PHONE,
      ...(cookies ? { cookies } : {}),
      path,
      finalUrl: finalUrlOf(path),
    });
  });
  const lines = all.map((path, i) => clsLine(path, loads[i] as ColdLoad));
  console.log(`${lines.join('\n')}\n${all.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  expect(lines.filter((_, i) => (loads[i] as ColdLoad).cls > CLS_BUDGET)).toEqual([]);
});

test('§2 /attendance: a tap where Remote was first painted lands on Remote after the shift has loaded in', async ({
  browser,
  request,
}) => {
  const cookies = await sessionCookies(request, 'employee');
  const { context, page } = await coldPage(browser, { context: PHONE, cookies });
  try {
    // Today's shift held back until Remote has been painted and the finger is on its way.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/attendance/schedule/employee/today*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(attendancePaths.home);
    const remote = page.getByRole('link', { name: 'Remote', exact: true });
    await expect(remote).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('shift')).toHaveCount(0);
    const box = await remote.boundingBox();
    expect(box).not.toBeNull();
    release();
    // The shift, its button and the summary fill in; then the finger lands where Remote was seen.
    await expect(page.getByTestId('shift')).toBeVisible({ timeout: 30_000 });
    const after = await shiftsSoFar(page);
    await page.mouse.click((box?.x ?? 0) + (box?.width ?? 0) / 2, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await expect(page).toHaveURL(/\/attendance\/outstation$/);
    expect(after.cls, clsLine(attendancePaths.home, { ...after, ms: 0 })).toBeLessThanOrEqual(CLS_BUDGET);
  } finally {
    await context.close();
  }
});
