/**
 * Calls straight to the mock with a page's session (the `upah_token` cookie where the app keeps it, core
 * stores/session.ts): how the e2e tests count records the way the server holds them. Not routed through the
 * page, so free of the faults a chaos test puts on the page's own requests.
 */
import type { Page } from '@playwright/test';
import { MOCK_URL } from './env';
import { expect } from './fixtures';

/** The Authorization header of the page's signed-in user. */
export async function sessionHeaders(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'upah_token')?.value;
  expect(token, 'the page is signed in').toBeTruthy();
  return { authorization: `Bearer ${token}` };
}

/** GET `path` as the page's user: the answer's `data`. */
export async function dataAs<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${MOCK_URL}${path}`, { headers: await sessionHeaders(page) });
  expect(response.ok(), `GET ${path}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** How many items a paginated history (`path`, e.g. /loan/request/history) holds for the page's user. */
export async function historyTotal(page: Page, path: string): Promise<number> {
  const data = await dataAs<{ pagination: { totalItems: number } }>(page, `${path}?page=1&size=10`);
  return data.pagination.totalItems;
}
