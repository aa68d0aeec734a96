/**
 * Background sync of the clock entries kept on the phone (DESIGN "Offline on the phone": "When the network
 * returns (online event, app start, a background sync where the browser has it, and a retry button), the entry
 * is uploaded"). The page registers the sync tag when entries wait; the service worker, with no page open, sends
 * them through the same queue the page runs (./clock-queue.ts): the same perform, the same Idempotency-Keys, the
 * same order. The queue's flush holds a Web Lock named after the queue (./offline-queue.ts), which page and
 * service worker share, so the two never send at the same moment.
 */
import type { ApiClient } from '../api/client';
import { clockQueueStore, resetClockQueue, resumeClockQueue, retryClockQueue } from './clock-queue';

/** The one Background Sync tag of the clock queue (page registers it, the service worker answers it). */
export const CLOCK_SYNC_TAG = 'upah-clock-queue';

/**
 * - `sent`: nothing is left to send (every entry accepted or refused; a refusal is kept for the page to show).
 * - `kept`: entries still wait after a retryable failure (network, 5xx, 401, a clock-out behind its clock-in).
 * - `nobody`: no employee is remembered for this session token (signed out, another session): nothing sent.
 */
export type ClockSyncOutcome = 'sent' | 'kept' | 'nobody';

let running: Promise<ClockSyncOutcome> | null = null;

/**
 * The service worker's background sync: opens the queue of the employee remembered for this session token,
 * sends every kept entry now (whatever the back-off said) and closes the queue again. Concurrent calls share one
 * run. Not for the page, whose queue runs for the whole session (it would be closed here).
 */
export function sendKeptClockEntries(
  api: Pick<ApiClient, 'call' | 'upload'>,
  token: string,
): Promise<ClockSyncOutcome> {
  running ??= (async (): Promise<ClockSyncOutcome> => {
    try {
      if (!(await resumeClockQueue(api, token))) return 'nobody';
      await retryClockQueue();
      return (clockQueueStore.queue?.pending.length ?? 0) === 0 ? 'sent' : 'kept';
    } finally {
      resetClockQueue();
    }
  })().finally(() => {
    running = null;
  });
  return running;
}

/** What the service worker does with an outcome: true when the browser should try the sync again later. */
export function syncShouldRetry(outcome: ClockSyncOutcome, lastChance: boolean): boolean {
  return outcome === 'kept' && !lastChance;
}
