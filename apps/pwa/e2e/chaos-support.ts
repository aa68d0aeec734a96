/**
 * The PWA chaos specs' user (DESIGN.md "Security and exactly-once"; the faults are scripts/chaos-faults.mjs):
 * taps a submit until its success shows, as a user does after a failure ("try again" with the same content),
 * checking after each failed tap that the failure is said in plain Indonesian and nothing typed is lost; and
 * counts the records a reloaded list shows.
 */
import type { Locator, Page } from '@playwright/test';
import { dismissNotice, type Tally } from '../../../scripts/chaos-faults.mjs';
import { expect } from './support/fixtures';

/** What a failure must never show the user: a browser's or a program's words instead of the catalogue's. */
export const RAW_ERROR = /fetch|TypeError|undefined|null|\[object|NetworkError|status \d/i;

export interface Kept {
  label: string;
  value: string;
}

/**
 * One user action: taps `button` until `success` shows (at most 5 taps). After each failed tap the danger alert
 * says what happened (never a raw error) and every field in `kept` still holds what was typed. With `loseFirstTap`
 * (a path part of the action's create call) the first tap's create loses every answer, retries included, so the
 * second tap must resend the same content under the same key.
 */
export async function submitUntil(
  page: Page,
  tally: Tally,
  button: string,
  success: string,
  kept: Kept | Kept[],
  loseFirstTap?: string,
): Promise<void> {
  tally.actions += 1;
  const fields = Array.isArray(kept) ? kept : [kept];
  const done = page.getByText(success).first();
  for (let tap = 1; tap <= 5; tap++) {
    tally.taps += 1;
    tally.loseAll = tap === 1 && loseFirstTap ? loseFirstTap : null;
    // a failure counts only when it speaks words, never a raw error (else the wait fails): read as it shows,
    // since a toast may go before a second look
    const failed = page
      .locator('.alert--danger')
      .filter({ hasText: /\p{L}{3}/u })
      .filter({ hasNotText: RAW_ERROR })
      .first();
    // a form's own failure alert stays until the next tap clears it: wait for that before reading the outcome
    const stale = await failed.isVisible();
    await page.getByRole('button', { name: button, exact: true }).click();
    if (stale) await failed.waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
    await expect(tally.loseAll ? failed : done.or(failed)).toBeVisible({ timeout: 45_000 });
    tally.loseAll = null;
    if (await done.isVisible()) return;
    for (const field of fields) await expect(page.getByLabel(field.label)).toHaveValue(field.value);
    await dismiss(failed);
  }
  throw new Error(`${success} never showed after 5 taps`);
}

/** Closes a failure toast (its × button) so that the next tap's outcome is not read from it; a form's own alert has none and goes with the next tap. */
export const dismiss = (alert: Locator): Promise<void> =>
  dismissNotice(alert, alert.locator('.alert__close'));

/** Asserts one record for the action and counts it in the tally. */
export function oneRecord(tally: Tally, count: number): void {
  expect(count, 'records for one user action').toBe(1);
  tally.records += count;
}

/** The list reloaded (its GETs under the same faults): how many items carry `text`. */
export async function listCount(page: Page, text: string): Promise<number> {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const items = page.getByTestId('request-item');
  await expect(items.first()).toBeVisible({ timeout: 20_000 });
  return items.filter({ hasText: text }).count();
}
