/**
 * Shared steps of the offline clock e2e specs (DESIGN "Offline on the phone"): the presences as the mock stores
 * them (the employee's own, and Budi's as his supervisor lists them), the service worker in control, and the
 * clock-in form with a selfie from the fake camera.
 */
import type { Page } from '@playwright/test';
import { MOCK_URL } from './support/env';
import { expect, persona } from './support/fixtures';

export interface Presence {
  id: number;
  scheduleDate: string;
  clockIn: string | null;
  clockOut?: string | null;
  employeeName: string;
  presenceType: string;
  presenceFlags?: string[];
  locationFlags?: string[];
}

export async function tokenOf(page: Page, key: string): Promise<string> {
  const who = await persona(page.request, key);
  const login = await page.request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  return (await login.json()).data.loginToken[0].authToken as string;
}

/**
 * The presences as the mock stores them: the employee's own, and Budi's as his supervisor lists them. Every list
 * is paged (at most 100 a page): each page is read.
 */
export async function presences(page: Page, who: 'employee' | 'supervisor'): Promise<Presence[]> {
  const path =
    who === 'employee'
      ? '/attendance/presence/history/my'
      : '/attendance/presence/history/direct-subordinate';
  const headers = { authorization: `Bearer ${await tokenOf(page, who)}` };
  const all: Presence[] = [];
  for (let n = 1; ; n++) {
    const res = await page.request.get(`${MOCK_URL}${path}?page=${n}&size=100`, { headers });
    const data = (await res.json()).data as { presences: Presence[]; pagination: { totalPages: number } };
    all.push(...data.presences);
    if (n >= data.pagination.totalPages) break;
  }
  return all.filter(
    (p) => p.presenceType === 'self' && (who === 'employee' || p.employeeName === 'Budi Santoso'),
  );
}

export async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect(page.getByTestId('shift')).toBeVisible();
}

export async function toClockInWithSelfie(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(4);
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(page).toHaveURL(/\/attendance\/clockIn$/);
  await page.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  const take = page.getByRole('button', { name: 'Ambil foto' });
  await expect(take).toBeEnabled();
  await take.click();
  await expect(page.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
}
