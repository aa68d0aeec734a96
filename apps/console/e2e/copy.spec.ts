/**
 * The console's copy, point by point, at a pinned instant (Wednesday 2 December 2026, 09:00 in Jakarta): the
 * Lembur and Izin queues in Indonesian say what each item is in words (never `workday` or `permission`); in English
 * their dates name English months (2 Dec 2026, never 2 Des 2026); the board's heading names the day it shows when
 * that is not today; Settings' language reads "Bahasa Indonesia" and its times are written as the board writes
 * them (08.00). The recap's month dialog naming its month: team-recap.spec.ts.
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, login, test, unlockWith } from './support/fixtures';

const AT = '2026-12-02T09:00:00+07:00';

async function metaOfTab(page: Page, tab: string): Promise<string[]> {
  const tabButton = page.getByRole('tab', { name: tab });
  await tabButton.click();
  // the rows of the tab shown before stay until the address has changed: read only the chosen tab's rows
  await expect(tabButton).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('approval-row');
  await expect(rows.first()).toBeVisible();
  return rows.locator('.approval-row__meta').allInnerTexts();
}

test('approval queues: overtime and permission in words in Indonesian, English months in English', async ({
  page,
  clock,
}) => {
  await clock.pin(AT);
  await login(page);
  await page.getByRole('link', { name: 'Approval' }).click();
  await unlockWith(page, '4821', true);
  const overtime = await metaOfTab(page, 'Lembur');
  for (const meta of overtime) {
    expect(meta).toMatch(/ · Lembur hari (kerja|libur)$/);
    expect(meta).not.toMatch(/workday|offday/);
  }
  const permission = await metaOfTab(page, 'Izin');
  for (const meta of permission) {
    expect(meta).toMatch(/ · Izin$/);
    expect(meta).not.toContain('permission');
  }
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /Kembali ke scan/ }).click();
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await page.getByRole('radio', { name: 'English' }).check();
  await page.getByRole('link', { name: /Back to scanning/ }).click();
  await page.getByRole('link', { name: 'Approvals' }).click();
  const english = [...(await metaOfTab(page, 'Overtime')), ...(await metaOfTab(page, 'Leave'))];
  for (const meta of english) {
    expect(meta).toMatch(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} · /);
    expect(meta).not.toMatch(/\b(Mei|Agu|Okt|Des)\b/);
  }
  expect(english.some((meta) => /\b(Nov|Dec) 2026\b/.test(meta))).toBe(true);
});

test('the board names the day it shows when it is not today; Settings: Bahasa Indonesia, times as 08.00', async ({
  page,
  clock,
}) => {
  await clock.pin(AT);
  await login(page);
  await page.getByRole('group', { name: 'Tim' }).getByRole('link', { name: 'Tim hari ini' }).click();
  await unlockWith(page, '4821', true);
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();
  await page.getByLabel('Tanggal', { exact: true }).fill('2026-12-01');
  await expect(page.getByRole('heading', { name: 'Tim pada Selasa, 1 Desember 2026' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Hari ini' }).click();
  await expect(page.getByRole('heading', { name: 'Tim hari ini' })).toBeVisible();

  await page.getByRole('link', { name: /Kembali ke scan/ }).click();
  await page.getByRole('link', { name: 'Pengaturan' }).click();
  await expect(page.getByRole('radio', { name: 'Bahasa Indonesia' })).toBeChecked();
  const health = (await page.getByTestId('kiosk-health').textContent()) ?? '';
  expect(health).toMatch(/\b\d{2}\.\d{2}\b/);
  expect(health).not.toMatch(/\b\d{2}:\d{2}\b/);
  await expectNoAxeViolations(page);
});
