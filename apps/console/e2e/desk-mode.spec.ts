/**
 * Mode meja (DESIGN "Where HR works"; core rules/console-mode.ts): hr signs in to Tim hari ini with no camera
 * started, a sidebar leads between the team screens, the PIN is asked once per browser session, and the board's
 * address holds its day, status and search (core rules/team-query.ts): a deep link reloaded opens where it points,
 * and one opened signed out comes back after the sign-in. A supervisor switches the tablet between the gate and
 * the desk in Pengaturan, and the sign-in screen says which mode it opens. Pinned at a Wednesday 10:00;
 * expectations counted from the API's answer for the day.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { pinTime } from '../../../scripts/pinned-time.mjs';
import { MOCK_URL } from './support/env';
import { expect, test, unlockWith } from './support/fixtures';
import { hrGet } from './support/hr-console';
import { PASSWORD, PERSONA_PHONE, phoneOf } from './support/mock-api';

const WEDNESDAY_10 = '2026-12-09T10:00:00+07:00';
const TUESDAY = '2026-12-08';

interface TeamDay {
  date: string;
  members: { name: string; employeeNumber: string; status: string }[];
}

/** Counts every camera the page asks for (getUserMedia), from before its first script. */
async function countCameraCalls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { cameraCalls: number };
    w.cameraCalls = 0;
    const media = navigator.mediaDevices;
    if (!media) return;
    const ask = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) => {
      w.cameraCalls++;
      return ask(constraints);
    };
  });
}

/** The sign-in screen at the pinned Wednesday, every camera call counted. */
async function arrive(page: Page, context: BrowserContext, request: APIRequestContext): Promise<void> {
  await countCameraCalls(page);
  await pinTime(context, request, MOCK_URL, WEDNESDAY_10);
  await page.goto('/login');
}

const cameraCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { cameraCalls: number }).cameraCalls);

async function signIn(page: Page, phone: string, en = false): Promise<void> {
  await page.getByLabel(en ? 'Phone number' : 'Nomor HP').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: en ? 'Log in' : 'Masuk' }).click();
}

test('hr signs in to Tim hari ini with no camera, moves to Rekap and back, reloads a deep link with its filters', async ({
  page,
  context,
  request,
}) => {
  await arrive(page, context, request);
  await expect(page.getByTestId('login-mode')).toHaveText(
    'Tablet ini membuka Mode meja untuk HR dan Mode Scan untuk supervisor.',
  );
  await signIn(page, (await phoneOf(request, 'hr')).replace(/^\+62/, '0'));
  // the desk's home, behind the PIN set on first use
  await expect(page).toHaveURL(/\/unlock\?next=%2Fteam%2Ftoday$/);
  await unlockWith(page, '4821', true);
  await expect(page).toHaveURL(/\/team\/today$/);
  const nav = page.getByRole('navigation', { name: 'Menu meja' });
  await expect(nav.getByRole('link')).toHaveText([
    'Tim hari ini',
    'Rekap bulanan',
    'Approval',
    'Koreksi',
    'Pengaturan',
  ]);
  await expect(nav.getByRole('link', { name: 'Tim hari ini' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim hari ini');
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  // no way "back to scan" at a desk: the sidebar is the way around
  await expect(page.getByRole('link', { name: /Kembali ke scan/ })).toHaveCount(0);

  // to Rekap and back through the navigation
  await nav.getByRole('link', { name: 'Rekap bulanan' }).click();
  await expect(page).toHaveURL(/\/team\/recap/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rekap bulanan');
  await expect(nav.getByRole('link', { name: 'Rekap bulanan' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Tim hari ini' }).click();
  await expect(page).toHaveURL(/\/team\/today$/);
  await expect(page.getByTestId('team-row').first()).toBeVisible();

  // a deep link: Tuesday, the late ones, one name among them (counted from the API's answer of that day)
  const day = await hrGet<TeamDay>(request, `/attendance/team/day?date=${TUESDAY}`);
  const late = day.members.filter((m) => m.status === 'late');
  expect(late.length).toBeGreaterThan(0);
  const word = (late[0]?.name.split(' ')[0] ?? '').toLowerCase();
  const found = day.members.filter((m) => `${m.name} ${m.employeeNumber}`.toLowerCase().includes(word));
  const lateFound = found.filter((m) => m.status === 'late');
  const deepLink = `/team/today?date=${TUESDAY}&status=late&q=${word}`;
  const expectDeepLink = async () => {
    await expect(page).toHaveURL(new RegExp(`/team/today\\?date=${TUESDAY}&status=late&q=${word}$`));
    await expect(page.getByLabel('Tanggal')).toHaveValue(TUESDAY);
    await expect(page.getByLabel('Cari nama atau no. karyawan')).toHaveValue(word);
    await expect(page.getByTestId('team-list')).toHaveAttribute('data-filter', 'late');
    await expect(page.getByTestId('team-shown')).toHaveText(
      `${lateFound.length} dari ${day.members.length} orang`,
    );
    await expect(page.getByTestId('team-count-all').locator('.team-count__value')).toHaveText(
      String(found.length),
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tim pada Selasa, 8 Desember 2026');
  };
  // a full load of the link: no PIN again in this session
  await page.goto(deepLink);
  await expectDeepLink();
  await page.reload();
  await expectDeepLink();

  // what hr changes goes into the address: the order, then everyone of the day again
  await page.getByLabel('Urutkan').selectOption('late');
  await expect(page).toHaveURL(/&sort=late$/);
  await page.getByTestId('team-count-all').click();
  await expect(page).toHaveURL(new RegExp(`/team/today\\?date=${TUESDAY}&q=${word}&sort=late$`));
  await expect(page.getByTestId('team-shown')).toHaveText(`${found.length} dari ${day.members.length} orang`);
  // the status was a step of its own: back returns to the late ones
  await page.goBack();
  await expect(page.getByTestId('team-list')).toHaveAttribute('data-filter', 'late');
  await expect(page.getByTestId('team-shown')).toHaveText(
    `${lateFound.length} dari ${day.members.length} orang`,
  );

  await page.screenshot({ path: '/tmp/shots/desk-team-today-1280-id.png' });
  expect(await cameraCalls(page)).toBe(0);
  await expect(page.locator('video')).toHaveCount(0);
});

test('a deep link opened signed out opens after the sign-in, with its filters', async ({
  page,
  context,
  request,
}) => {
  await pinTime(context, request, MOCK_URL, WEDNESDAY_10);
  await page.goto('/team/today?status=late&sort=late');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, (await phoneOf(request, 'hr')).replace(/^\+62/, '0'));
  await unlockWith(page, '4821', true);
  await expect(page).toHaveURL(/\/team\/today\?status=late&sort=late$/);
  const day = await hrGet<TeamDay>(request, '/attendance/team/day');
  const late = day.members.filter((m) => m.status === 'late').length;
  expect(late).toBeGreaterThan(0);
  await expect(page.getByTestId('team-list')).toHaveAttribute('data-filter', 'late');
  await expect(page.locator('[data-testid="team-count"][data-status="late"] .team-count__value')).toHaveText(
    String(late),
  );
});

test('a supervisor switches the tablet to the desk and back in Pengaturan; the sign-in says which mode it opens', async ({
  page,
  context,
  request,
}) => {
  await arrive(page, context, request);
  await signIn(page, PERSONA_PHONE.supervisor ?? '');
  // a supervisor on an 'auto' tablet: the gate, camera on
  await expect(page.getByRole('heading', { level: 1, name: 'Mode Scan' })).toBeVisible();
  await expect.poll(() => cameraCalls(page)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await unlockWith(page, '4821', true);
  await page.getByRole('radio', { name: 'Meja: tanpa kamera' }).check();
  // at once: the desk's menu, no scan settings (no camera asked for a torch), no way back to scan
  const nav = page.getByRole('navigation', { name: 'Menu meja' });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kamera' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Tim hari ini' }).click();
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  // a reload stays at the desk, unlocked, and starts no camera
  await page.reload();
  await expect(page).toHaveURL(/\/team\/today$/);
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  expect(await cameraCalls(page)).toBe(0);

  // signed out, the sign-in screen says where this tablet opens now
  await nav.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  await page.getByRole('button', { name: 'Keluar', exact: true }).click();
  await expect(page.getByTestId('login-mode')).toHaveText(
    'Tablet ini membuka Mode meja: tanpa kamera, dengan Tim hari ini, Rekap bulanan dan Approval.',
  );
  await signIn(page, PERSONA_PHONE.supervisor ?? '');
  await unlockWith(page, '4821', true);
  await expect(page).toHaveURL(/\/team\/today$/);
  expect(await cameraCalls(page)).toBe(0);

  // "Mode Scan" from the desk: the camera starts only now
  await nav.getByRole('button', { name: 'Mode Scan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mode Scan' })).toBeVisible();
  await expect.poll(() => cameraCalls(page)).toBeGreaterThan(0);
  await expect(nav).toHaveCount(0);
  // back to the gate for good in Pengaturan: a reload locks the menus again
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByRole('radio', { name: 'Gerbang: Mode Scan dengan kamera' }).check();
  await page.reload();
  await expect(page).toHaveURL(/\/unlock\?next=%2Fsettings$/);
  await page.screenshot({ path: '/tmp/shots/desk-gate-unlock-1280-id.png' });
});

test('the desk in English: the sign-in line, the menu and the board', async ({ page, context, request }) => {
  await page.addInitScript(() => localStorage.setItem('upah.console.lang', 'en'));
  await pinTime(context, request, MOCK_URL, WEDNESDAY_10);
  await page.goto('/login');
  await expect(page.getByTestId('login-mode')).toHaveText(
    'This tablet opens desk mode for HR and scan mode for supervisors.',
  );
  await signIn(page, (await phoneOf(request, 'hr')).replace(/^\+62/, '0'), true);
  await page.getByLabel('PIN', { exact: true }).fill('4821');
  await page.getByLabel('Repeat the PIN').fill('4821');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  const nav = page.getByRole('navigation', { name: 'Desk menu' });
  await expect(nav.getByRole('link')).toHaveText([
    'Team today',
    'Monthly recap',
    'Approvals',
    'Corrections',
    'Settings',
  ]);
  await expect(page.getByTestId('team-row').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/desk-team-today-1280-en.png' });
});
