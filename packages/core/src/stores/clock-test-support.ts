/** Helpers of the clock queue's tests (jsdom + fake-indexeddb): the phone's network flag, and waiting for the queue. */
import { clockQueueStore } from './clock-queue';

export function setOnline(value: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { value, configurable: true });
}

/** The queue works through IndexedDB and promises: waits until nothing is pending nor flushing. */
export async function queueSettled(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    await new Promise((r) => setTimeout(r, 5));
    const q = clockQueueStore.queue;
    if (q && !q.flushing && q.pending.length === 0) return;
  }
}
