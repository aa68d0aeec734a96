/**
 * What the mock holds of the evidence e2e (DESIGN "Evidence"), read over its API as a backend's own check would:
 * a persona's presences of today, and a file fetched with or without a session; and the phone's steps to a clock-in.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { MOCK_URL } from './env';
import { expect } from './fixtures';
import { apiToken } from './mock-api';

const jakartaToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Jakarta' });

/** The ids of `key`'s own presences of today (their own history, every page of 100). */
export async function presencesToday(request: APIRequestContext, key: string): Promise<number[]> {
  const token = await apiToken(request, key);
  const res = await request.get(`${MOCK_URL}/attendance/presence/history/my?page=1&size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const today = jakartaToday();
  return (
    (await res.json()) as { data: { presences: { id: number; scheduleDate: string }[] } }
  ).data.presences
    .filter((p) => p.scheduleDate === today)
    .map((p) => p.id);
}

/** The status of GET `path` on the mock (a `/files/…` URL), as `key` (bearer) or with no session at all. */
export async function fileStatus(request: APIRequestContext, path: string, key?: string): Promise<number> {
  const headers = key ? { authorization: `Bearer ${await apiToken(request, key)}` } : undefined;
  return (await request.get(`${MOCK_URL}${path}`, headers ? { headers } : {})).status();
}

/** /attendance/clockIn of the PWA with a selfie taken, ready to send. */
export async function readyToClockIn(phone: Page): Promise<void> {
  await phone.goto('/attendance/');
  await phone.getByRole('link', { name: 'Absen Masuk' }).click();
  await expect(phone.getByRole('checkbox')).toHaveCount(4);
  for (const box of await phone.getByRole('checkbox').all()) await box.check();
  await phone.getByRole('button', { name: /Absen sendiri/ }).click();
  await expect(phone).toHaveURL(/\/attendance\/clockIn$/);
  await phone.getByRole('link', { name: 'Ambil Foto Selfie' }).click();
  const take = phone.getByRole('button', { name: 'Ambil foto' });
  await expect(take).toBeEnabled({ timeout: 20_000 });
  await take.click();
  await expect(phone.getByRole('img', { name: 'Foto selfie Anda' })).toBeVisible();
}
