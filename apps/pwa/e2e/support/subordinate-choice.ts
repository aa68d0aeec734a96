/**
 * Supervisor Absen's "Karyawan" list (SPEC §2): the first direct subordinate with a shift today. The screen's
 * heading shows before the area gate has the profile, so the list is waited for, not read at once (CI read an
 * empty list there: the select was not on the page yet).
 */
import type { Page } from '@playwright/test';
import { expect, login } from './fixtures';

export async function scheduledSubordinate(page: Page): Promise<{ choice: string; name: string }> {
  const scheduled = page
    .getByLabel('Karyawan')
    .locator('option', { hasText: ' · ' })
    .filter({ hasNotText: 'tidak ada shift' })
    .first();
  await expect(scheduled, 'a direct subordinate with a shift today').toBeAttached();
  const choice = ((await scheduled.textContent()) ?? '').trim();
  return { choice, name: choice.split(' · ')[0] ?? '' };
}

/** Supervisor Absen opened by the supervisor persona, its Karyawan select and the first subordinate with a shift. */
export async function openSupervisorAbsen(page: Page) {
  await login(page, 'supervisor');
  await page.goto('/attendance/employee-presence');
  await expect(page.getByRole('heading', { name: 'Supervisor Absen' })).toBeVisible();
  return { select: page.getByLabel('Karyawan'), ...(await scheduledSubordinate(page)) };
}
