// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../api/errors';
import { createOfflineQueue, defaultBackoffMs, type QueuedAction } from './offline-queue';

let names = 0;
const queues: { stop(): void }[] = [];

function setOnline(value: boolean) {
  Object.defineProperty(globalThis.navigator, 'onLine', { value, configurable: true });
}

function makeQueue(perform: (a: QueuedAction<{ n: number }>) => Promise<void>, name = `q${++names}`) {
  const q = createOfflineQueue<{ n: number }>({ name, perform, backoffMs: () => 20 });
  queues.push(q);
  return q;
}

afterEach(() => {
  for (const q of queues.splice(0)) q.stop();
  setOnline(true);
});

describe('console offline action queue', () => {
  it('sends an action once, with its Idempotency-Key and the moment it happened', async () => {
    const sent: QueuedAction<{ n: number }>[] = [];
    const q = makeQueue(async (a) => {
      sent.push(a);
    });
    const action = await q.enqueue('scan', { n: 1 }, { happenedAt: 1_700_000_000_000 });
    await q.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(action.idempotencyKey);
    expect(sent[0]?.happenedAt).toBe(1_700_000_000_000);
    expect(q.state.pending).toHaveLength(0);
  });

  it('offline: keeps the action, replays it exactly once on `online`', async () => {
    setOnline(false);
    const perform = vi.fn(async (_action: QueuedAction<{ n: number }>) => {});
    const q = makeQueue(perform);
    await q.start();
    await q.enqueue('scan', { n: 1 });
    await q.enqueue('scan', { n: 2 });
    await q.flush();
    expect(perform).not.toHaveBeenCalled();
    expect(q.state.pending).toHaveLength(2);
    setOnline(true);
    globalThis.dispatchEvent(new Event('online'));
    globalThis.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(q.state.pending).toHaveLength(0));
    await q.flush();
    expect(perform.mock.calls.map(([a]) => a.payload.n)).toEqual([1, 2]);
  });

  it('replays actions of the same millisecond in the order they were made, whatever their keys', async () => {
    setOnline(false);
    const perform = vi.fn(async (_action: QueuedAction<{ n: number }>) => {});
    const q = makeQueue(perform, 'same-ms');
    await q.start();
    // One fixed moment, and keys whose IndexedDB order is the reverse of the enqueue order.
    for (const n of [1, 2, 3, 4])
      await q.enqueue('scan', { n }, { happenedAt: 1_000, idempotencyKey: `k-${9 - n}` });
    setOnline(true);
    globalThis.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(q.state.pending).toHaveLength(0));
    expect(perform.mock.calls.map(([a]) => a.payload.n)).toEqual([1, 2, 3, 4]);
  });

  it('survives a restart: a new queue of the same name replays what the old one left', async () => {
    setOnline(false);
    const first = makeQueue(async () => {}, 'restart');
    const stored = await first.enqueue('scan', { n: 7 });
    first.stop();
    setOnline(true);
    const keys: string[] = [];
    const second = makeQueue(async (a) => {
      keys.push(a.idempotencyKey);
    }, 'restart');
    await second.start();
    expect(keys).toEqual([stored.idempotencyKey]);
    expect(second.state.pending).toHaveLength(0);
  });

  it('retries with backoff after a network error, with the same key, until it succeeds', async () => {
    const keys: string[] = [];
    const q = makeQueue(async (a) => {
      keys.push(a.idempotencyKey);
      if (keys.length < 3) throw apiError({ kind: 'network', endpointId: 'x', message: null });
    });
    await q.start();
    await q.enqueue('scan', { n: 1 });
    await vi.waitFor(() => expect(q.state.pending).toHaveLength(0), { timeout: 2000 });
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
  });

  it('a permanent refusal (409) leaves the queue into `failed`, never retried', async () => {
    const perform = vi.fn(async () => {
      throw apiError({ kind: 'conflict', status: 409, endpointId: 'x', message: null });
    });
    const q = makeQueue(perform);
    await q.enqueue('scan', { n: 1 });
    await q.flush();
    await q.flush();
    expect(perform).toHaveBeenCalledTimes(1);
    expect(q.state.failed).toHaveLength(1);
    expect(q.state.pending).toHaveLength(0);
  });

  it('concurrent flushes share one run: nothing is sent twice', async () => {
    let calls = 0;
    const q = makeQueue(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
    });
    setOnline(false);
    for (let n = 0; n < 5; n++) await q.enqueue('scan', { n });
    setOnline(true);
    await Promise.all([q.flush(), q.flush(), q.flush()]);
    await q.flush();
    expect(calls).toBe(5);
  });

  it('a page and its service worker (two queues of one name) never send at once: one Web Lock, each action once', async () => {
    // The Web Locks API as page and service worker share it: one holder per name, the others wait in turn.
    const held = new Map<string, Promise<void>>();
    const locks = {
      request(name: string, callback: () => Promise<void>) {
        const run = (held.get(name) ?? Promise.resolve()).then(callback);
        held.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    };
    Object.defineProperty(globalThis.navigator, 'locks', { value: locks, configurable: true });
    try {
      const name = `shared${++names}`;
      let sending = 0;
      let overlapped = false;
      const sent: string[] = [];
      const perform = async (a: QueuedAction<{ n: number }>) => {
        sending += 1;
        overlapped ||= sending > 1;
        await new Promise((r) => setTimeout(r, 5));
        sent.push(a.idempotencyKey);
        sending -= 1;
      };
      const page = makeQueue(perform, name);
      const worker = makeQueue(perform, name);
      setOnline(false);
      for (let n = 0; n < 3; n++) await page.enqueue('clock-in', { n });
      setOnline(true);
      await Promise.all([page.retryNow(), worker.retryNow()]);
      expect(overlapped).toBe(false);
      expect(sent).toHaveLength(3);
      expect(new Set(sent).size).toBe(3);
    } finally {
      Reflect.deleteProperty(globalThis.navigator, 'locks');
    }
  });

  it('backoff doubles from 1 s and stops at 60 s', () => {
    expect([1, 2, 3, 7, 20].map(defaultBackoffMs)).toEqual([1000, 2000, 4000, 60_000, 60_000]);
  });
});
