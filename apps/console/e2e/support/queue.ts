/**
 * The console's offline queue as the tablet holds it (core/stores/offline-queue keeps every action in IndexedDB,
 * store `actions` of `upah-queue-<name>`, until the server has answered it). An "exactly once" check waits for
 * this to reach 0 first: while an action is held, its retry can still add a record.
 */
import { expect, type Page } from '@playwright/test';

export function queuedActions(page: Page, name = 'presence'): Promise<number> {
  return page.evaluate(
    (db) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(`upah-queue-${db}`);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const conn = open.result;
          if (!conn.objectStoreNames.contains('actions')) {
            conn.close();
            resolve(0);
            return;
          }
          const count = conn.transaction('actions', 'readonly').objectStore('actions').count();
          count.onsuccess = () => {
            conn.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
    name,
  );
}

/** Waits until the queue holds nothing: every action answered, no retry left to send. */
export async function queueDrained(page: Page, timeout = 30_000): Promise<void> {
  await expect.poll(() => queuedActions(page), { timeout }).toBe(0);
}
