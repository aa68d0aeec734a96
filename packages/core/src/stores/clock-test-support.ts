/** Helpers of the clock queue's tests (jsdom + fake-indexeddb): the phone's network flag, and waiting for the queue. */
import { afterEach } from 'vitest';
import type { Endpoint } from '../contract/endpoint';
import { clockQueueStore, type KeepClockInput, resetClockQueue } from './clock-queue';

export function setOnline(value: boolean): void {
  Object.defineProperty(globalThis.navigator, 'onLine', { value, configurable: true });
}

/** Registers, in the calling test file, an after-each that stops the queue and puts the phone back online. */
export function resetQueueAfterEach(): void {
  afterEach(() => {
    resetClockQueue();
    setOnline(true);
  });
}

/** The queue works through IndexedDB and promises: waits until nothing is pending nor flushing. */
export async function queueSettled(): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    await new Promise((r) => setTimeout(r, 5));
    const q = clockQueueStore.queue;
    if (q && !q.flushing && q.pending.length === 0) return;
  }
}

interface Sent {
  what: string;
  key?: string;
  body?: Record<string, unknown>;
}

/** A client that records what it was asked and answers like the server (or fails as told). */
export function fakeClient(fail: (what: string, attempt: number) => unknown = () => null) {
  const sent: Sent[] = [];
  const attempts = new Map<string, number>();
  const attempt = (what: string) => {
    const n = (attempts.get(what) ?? 0) + 1;
    attempts.set(what, n);
    const error = fail(what, n);
    if (error) throw error;
  };
  let nextId = 100;
  const client = {
    async upload() {
      sent.push({ what: 'upload' });
      attempt('upload');
      return { url: '/files/selfie.jpg' };
    },
    async call(
      endpoint: Endpoint,
      input?: { body?: Record<string, unknown> },
      options?: { idempotencyKey?: string },
    ) {
      sent.push({ what: endpoint.id, key: options?.idempotencyKey, body: input?.body });
      attempt(endpoint.id);
      return { id: nextId++ };
    },
  };
  return { sent, client: client as never };
}

export const TAP = Date.parse('2024-05-15T08:00:00+07:00');
export const entry = (type: 'clock-in' | 'clock-out', tappedAt: number): KeepClockInput => ({
  type,
  scheduleId: 7,
  presenceId: null,
  photo: type === 'clock-in' ? new Blob(['jpeg'], { type: 'image/jpeg' }) : null,
  fix: { lat: -6.2, long: 106.8, accuracy: 12, timestamp: tappedAt - 2000 },
  previousFixes: [],
  clockOffsetMs: 1500,
  tappedAt,
});
