/**
 * The company calendar on the phone (DESIGN "Time and calendar"), time pinned at 25 December 2026, 10:00 in
 * Jakarta (scripts/pinned-time.mjs): the employee's attendance home says "Hari ini libur nasional: Natal", and the
 * supervisor's team board names the day, counts those not in as on holiday and shows nobody Alpa. Both languages
 * at 360×740; the day before Christmas Eve says nothing.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TeamDayResponse } from '@upah/core/contract/team';
import { chooseEnglish } from './attendance-support';
import { MOCK_URL } from './support/env';
import { expect, expectNoAxeViolations, login, persona, test } from './support/fixtures';

const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), 'upah-shots');
const CHRISTMAS = '2026-12-25T10:00:00+07:00';

async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

async function teamDayOf(request: APIRequestContext, key: string, date: string): Promise<TeamDayResponse> {
  const who = await persona(request, key);
  const signIn = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  const token = ((await signIn.json()) as { data: { loginToken: { authToken: string }[] } }).data
    .loginToken[0]?.authToken;
  const res = await request.get(`${MOCK_URL}/attendance/team/day?date=${date}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: TeamDayResponse }).data;
}

/** The attendance home's holiday line at a pinned moment: its text, its kind, and a look (axe, a screenshot). */
const homeLines: {
  name: string;
  at: string;
  english?: true;
  text: string;
  kind?: string;
  shot?: string;
}[] = [
  {
    name: '25 Dec: the attendance home says "Hari ini libur nasional: Natal"',
    at: CHRISTMAS,
    text: 'Hari ini libur nasional: Natal',
    kind: 'national',
    shot: 'pwa-home-natal-id',
  },
  { name: '24 Dec says cuti bersama', at: '2026-12-24T09:00:00+07:00', text: 'Hari ini cuti bersama: Natal' },
  {
    name: 'English: "Today is a national holiday: Christmas"',
    at: CHRISTMAS,
    english: true,
    text: 'Today is a national holiday: Christmas',
    shot: 'pwa-home-natal-en',
  },
];

for (const line of homeLines) {
  test(line.name, async ({ page, clock }) => {
    await clock.pin(line.at);
    if (line.english) await chooseEnglish(page, 'employee');
    else await login(page, 'employee');
    await page.goto('/attendance/');
    await expect(page.getByTestId('holiday-today')).toHaveText(line.text);
    if (line.kind) await expect(page.getByTestId('holiday-today')).toHaveAttribute('data-kind', line.kind);
    if (line.shot) {
      await expectNoAxeViolations(page);
      await shot(page, line.shot);
    }
  });
}

test('23 Dec, an ordinary Wednesday, says nothing', async ({ page, clock }) => {
  await clock.pin('2026-12-23T09:00:00+07:00');
  await login(page, 'employee');
  const calendar = page.waitForResponse((r) => r.url().includes('/company/calendar?year=2026'));
  await page.goto('/attendance/');
  // the calendar has answered and named no day
  expect((await calendar).status()).toBe(200);
  await expect(page.getByTestId('shift')).toBeVisible();
  await expect(page.getByTestId('holiday-today')).toHaveCount(0);
});

test("25 Dec: the supervisor's team board names Natal, counts the day's holiday, nobody Alpa", async ({
  page,
  request,
  clock,
}) => {
  await clock.pin(CHRISTMAS);
  const api = await teamDayOf(request, 'supervisor', '2026-12-25');
  const notIn = api.members.filter((m) => m.clockIn === null).length;
  expect(notIn).toBeGreaterThan(0);
  await login(page, 'supervisor');
  await page.goto('/attendance/team');
  await expect(page.getByTestId('team-row').first()).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('team-holiday')).toHaveText('Libur nasional: Natal');
  await expect(
    page.locator('[data-testid="team-count"][data-status="holiday"] .team-count__value'),
  ).toHaveText(String(notIn));
  await expect(page.locator('[data-testid="team-count"][data-status="absent"]')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'pwa-board-natal-id');

  await chooseEnglish(page, 'supervisor');
  await page.goto('/attendance/team');
  await expect(page.getByTestId('team-holiday')).toHaveText('National holiday: Christmas');
  await expectNoAxeViolations(page);
  await shot(page, 'pwa-board-natal-en');
});
