/**
 * SPEC §8 fetch error, §3 request state: every screen whose data fails to load says so the same way
 * (@upah/ui/load-failure): the server's message as an alert, never an empty list or a false "nothing here",
 * and one "Coba lagi" below it that loads again. Each case answers its GET 500 until the test lets it
 * through, then taps Coba lagi and waits for the real content.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, screenshot, test } from './support/fixtures';

const DOWN = 'Server sedang gangguan';

interface Case {
  name: string;
  persona: string;
  /** the GET that fails (a glob on the mock's path) */
  call: string;
  open: string;
  /** taps from `open` to the screen whose load fails */
  reach?: (page: Page) => Promise<void>;
  loaded: (page: Page) => Locator;
  /** what must not show while the load has failed */
  absent?: (page: Page) => Locator;
}

const CASES: Case[] = [
  {
    name: 'the dashboard (area gate: the profile)',
    persona: 'employee',
    call: '**/employee/profile/current',
    open: '/dashboard/1',
    loaded: (page) => page.getByTestId('balance-salary'),
  },
  {
    name: 'attendance: today’s shift',
    persona: 'employee',
    call: '**/attendance/schedule/employee/today*',
    open: '/attendance/',
    // the shift itself (the card also holds a hidden copy of its lines that keeps its height from the first paint)
    loaded: (page) => page.getByTestId('shift'),
  },
  {
    name: 'attendance: the Cuti list',
    persona: 'employee',
    call: '**/leave/history/my*',
    open: '/attendance/cuti',
    loaded: (page) => page.getByTestId('request-item').first(),
    absent: (page) => page.getByText('Belum ada data'),
  },
  {
    name: 'attendance: the leave categories of Pengajuan Cuti',
    persona: 'employee',
    call: '**/leave/categories*',
    open: '/attendance/cuti-request',
    // the select, once it holds a category besides "Pilih kategori" (an option itself is never "visible")
    loaded: (page) => page.getByLabel('Kategori cuti').filter({ has: page.locator('option:nth-child(2)') }),
  },
  {
    name: 'cooperative: the loan history',
    persona: 'employee',
    call: '**/loan/request/history*',
    open: '/loan/',
    loaded: (page) => page.getByRole('button', { name: /Lihat detail pinjaman/ }).first(),
  },
  {
    name: 'dashboard: the withdrawal history',
    persona: 'employee',
    call: '**/ewa/wage-request/history*',
    open: '/dashboard/1',
    loaded: (page) => page.getByTestId('wage-item').first(),
  },
  {
    name: 'cooperative: a loan’s detail',
    persona: 'employee',
    call: '**/loan/request/*/view*',
    open: '/loan/',
    reach: (page) =>
      page
        .getByRole('button', { name: /Lihat detail pinjaman/ })
        .first()
        .click(),
    loaded: (page) => page.locator('.loan-tabs'),
  },
  {
    name: 'production: the projects of the list',
    persona: 'operator',
    call: '**/production-tracking/project/my*',
    open: '/production-tracking/',
    loaded: (page) => page.getByRole('link', { name: 'Isi Data: Kemeja Batik Lengan Panjang, Grup A' }),
  },
  {
    name: 'production: the list of the day',
    persona: 'operator',
    call: '**/production-log/group/*/*',
    open: '/production-tracking/',
    loaded: (page) => page.getByRole('link', { name: 'Isi Data: Kemeja Batik Lengan Panjang, Grup A' }),
  },
  {
    name: 'production: the day’s log of an item and group',
    persona: 'operator',
    call: '**/production-log/group/*/*/*/*',
    open: '/production-tracking/',
    reach: (page) =>
      page.getByRole('link', { name: 'Isi Data: Kemeja Batik Lengan Panjang, Grup A' }).click(),
    loaded: (page) => page.getByText('Belum ada data input'),
  },
  {
    name: 'production: the status history of a log',
    persona: 'operator',
    call: '**/production-log/*/history*',
    open: '/production-tracking/',
    reach: (page) => page.getByRole('button', { name: 'Status History' }).first().click(),
    loaded: (page) =>
      page
        .getByRole('dialog')
        .getByRole('listitem')
        .first()
        .or(page.getByRole('dialog').getByText('Belum ada riwayat status')),
    absent: (page) => page.getByRole('dialog').getByText('Belum ada riwayat status'),
  },
  {
    name: 'supervisor: the team’s latest presences under Supervisor Absen',
    persona: 'supervisor',
    call: '**/attendance/presence/history/direct-subordinate*',
    open: '/attendance/employee-presence',
    loaded: (page) => page.getByTestId('team-presence').first(),
    absent: (page) => page.getByText('Belum ada presensi bawahan'),
  },
  {
    name: 'supervisor: the Presensi approvals',
    persona: 'supervisor',
    call: '**/attendance/presence/history/direct-subordinate*',
    open: '/attendance/approval',
    loaded: (page) => page.getByRole('tabpanel').getByRole('listitem').first(),
    absent: (page) => page.getByText('Tidak ada pengajuan yang menunggu'),
  },
];

for (const c of CASES) {
  test(`§8 a failed load says so and Coba lagi loads it: ${c.name}`, async ({ page }) => {
    await login(page, c.persona);
    await page.route(c.call, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: DOWN }),
          })
        : route.fallback(),
    );
    await page.goto(c.open);
    await c.reach?.(page);
    const failure = page.getByRole('alert').filter({ hasText: DOWN });
    await expect(failure).toBeVisible({ timeout: 15_000 });
    // the alert holds the message alone; the retry is beside it, not read out with it
    await expect(failure).toHaveText(DOWN);
    await expect(c.loaded(page)).toHaveCount(0);
    if (c.absent) await expect(c.absent(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await screenshot(page, `load-failure-${c.name.replace(/\W+/g, '-')}`);

    await page.unroute(c.call);
    await page.getByRole('button', { name: 'Coba lagi' }).click();
    await expect(c.loaded(page)).toBeVisible({ timeout: 15_000 });
    await expect(failure).toHaveCount(0);
  });
}
