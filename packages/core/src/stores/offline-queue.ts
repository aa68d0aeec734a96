/**
 * Offline action queue (DESIGN "The gate console": "The offline queue lives in IndexedDB
 * through a small, well-kept wrapper. Don't use Workbox background sync").
 *
 * - Every action is written to IndexedDB (idb-keyval) BEFORE it is sent, with its Idempotency-Key and the
 *   moment it happened (`happenedAt`, epoch ms). The key is also the record's id.
 * - `flush()` sends the oldest due actions one by one through the app's `perform(action)`; an action leaves
 *   the store only after `perform` resolved. A replay after a crash between "server answered" and "deleted"
 *   resends the SAME Idempotency-Key, so the server answers its stored outcome: each action lands exactly once.
 * - One flush at a time (in this tab by a promise, across tabs by the Web Locks API where it exists).
 * - It replays on `online`, on `start()`, and after a failure with exponential backoff (1 s doubling to 60 s).
 * - A failure that retrying cannot fix (`isPermanent(error)`, e.g. a 409 or 403) drops the action into
 *   `state.failed` so the screen can say so; a network error, timeout or 5xx keeps it for the next try.
 * - `start()` asks for `navigator.storage.persist()` so the browser does not evict the queue.
 *
 * Payloads may hold Blobs (a scan's photo): IndexedDB stores them by structured clone.
 */
import { clear, createStore, del, entries, set, type UseStore } from 'idb-keyval';
import { proxy } from 'valtio/vanilla';
import { isApiError } from '../api/errors';
import { newIdempotencyKey } from '../api/idempotency';

export interface QueuedAction<P = unknown> {
  /** Also the record key. Sent as the Idempotency-Key of every attempt. */
  idempotencyKey: string;
  kind: string;
  /** A short text for the screen (e.g. the employee's name). */
  label: string;
  payload: P;
  /** Epoch ms when the user did it (the scan time), not when it is sent. */
  happenedAt: number;
  /**
   * Increases with every action the queue takes (at least the epoch ms it was queued), so two actions of the same
   * millisecond replay in the order they were made, not in the order of their random keys in IndexedDB.
   */
  order: number;
  attempts: number;
  /** Epoch ms before which no retry is made (backoff). */
  nextAttemptAt: number;
  lastError: string | null;
}

/** What the state shows of an action: everything but the payload (which may hold a Blob). */
export type QueuedSummary = Omit<QueuedAction, 'payload'> & { label: string };

export interface FailedAction extends QueuedSummary {
  failedAt: number;
}

export interface OfflineQueueState {
  /** Actions waiting to be sent, oldest first. */
  pending: QueuedSummary[];
  /** Actions the server refused for good (shown to the user, never retried). */
  failed: FailedAction[];
  flushing: boolean;
  /** Whether the browser granted persistent storage (null before `start()` asked). */
  persisted: boolean | null;
}

export interface OfflineQueueOptions<P> {
  /** IndexedDB database name; one queue per name. */
  name: string;
  /** Sends one action; resolves when the server accepted it (or answered its stored outcome). */
  perform: (action: QueuedAction<P>) => Promise<void>;
  /** True when retrying cannot help. Default: an ApiError of kind validation, conflict, forbidden or not_found. */
  isPermanent?: (error: unknown) => boolean;
  now?: () => number;
  /** Backoff before attempt n+1 after n failures. Default 1 s × 2^(n-1), at most 60 s. */
  backoffMs?: (attempts: number) => number;
  /** Called after an action left the queue: sent (`ok: true`) or failed for good. */
  onSettled?: (action: QueuedAction<P>, outcome: { ok: true } | { ok: false; error: unknown }) => void;
}

export interface OfflineQueue<P> {
  readonly state: OfflineQueueState;
  /** Stores the action and tries to send it at once (when online). Resolves with the stored action. */
  enqueue(
    kind: string,
    payload: P,
    options?: { happenedAt?: number; idempotencyKey?: string; label?: string },
  ): Promise<QueuedAction<P>>;
  /** Sends every due action. Concurrent calls share one run. */
  flush(): Promise<void>;
  /** Sends every action now, ignoring the backoff (a retry button; what `online` does). */
  retryNow(): Promise<void>;
  /** Loads what an earlier session left, asks for persistent storage, listens for `online`, flushes. */
  start(): Promise<void>;
  /** Removes the listeners and the backoff timer. */
  stop(): void;
  /** Forgets a failed action (the user saw it). */
  dismissFailed(idempotencyKey: string): void;
  /** Empties the store (tests, logout). */
  clear(): Promise<void>;
}

const PERMANENT_KINDS = new Set(['validation', 'conflict', 'forbidden', 'not_found', 'unauthorized']);

export function defaultIsPermanent(error: unknown): boolean {
  return isApiError(error) && PERMANENT_KINDS.has(error.kind);
}

export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

export function defaultBackoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

function errorSummary(error: unknown): string {
  if (isApiError(error)) return `${error.kind}${error.status ? ` ${error.status}` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

// `order` is missing on actions queued before it existed: they sort first among their millisecond.
const byTime = (a: QueuedAction, b: QueuedAction) =>
  a.happenedAt - b.happenedAt || (a.order ?? 0) - (b.order ?? 0);

/** The state keeps copies without the payload: valtio would wrap it in a proxy, which IndexedDB cannot clone. */
function summary({ payload: _payload, ...rest }: QueuedAction): QueuedSummary {
  return rest;
}

interface WebLocks {
  request(name: string, callback: () => Promise<void>): Promise<void>;
}

function webLocks(): WebLocks | undefined {
  return (globalThis.navigator as { locks?: WebLocks } | undefined)?.locks;
}

export function createOfflineQueue<P>(options: OfflineQueueOptions<P>): OfflineQueue<P> {
  const store: UseStore = createStore(`upah-queue-${options.name}`, 'actions');
  const now = options.now ?? Date.now;
  const isPermanent = options.isPermanent ?? defaultIsPermanent;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const state = proxy<OfflineQueueState>({ pending: [], failed: [], flushing: false, persisted: null });
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;
  let lastOrder = 0;

  const online = () => (globalThis.navigator?.onLine ?? true) !== false;

  async function reload(): Promise<QueuedAction<P>[]> {
    const all = (await entries<string, QueuedAction<P>>(store)).map(([, action]) => action).sort(byTime);
    for (const action of all) lastOrder = Math.max(lastOrder, action.order ?? 0);
    state.pending = all.map((a) => summary(a as QueuedAction));
    return all;
  }

  function schedule(all: QueuedAction<P>[]): void {
    if (timer) clearTimeout(timer);
    timer = null;
    // Offline, the `online` event replays: a timer would only spin on a queue that cannot send.
    if (!started || all.length === 0 || !online()) return;
    const next = Math.min(...all.map((a) => a.nextAttemptAt));
    timer = setTimeout(() => void flush(), Math.max(0, next - now()));
  }

  async function runOnce(): Promise<void> {
    state.flushing = true;
    try {
      // Actions enqueued while this run sends are picked up by the next pass of the loop.
      const tried = new Set<string>();
      let fresh = true;
      while (fresh) {
        fresh = false;
        const all = await reload();
        if (await sendDue(all, tried)) fresh = all.length > 0;
        fresh =
          fresh && (await reload()).some((a) => !tried.has(a.idempotencyKey) && a.nextAttemptAt <= now());
      }
      schedule(await reload());
    } finally {
      state.flushing = false;
    }
  }

  /** Sends the due actions not tried yet in this run; false when it stopped (offline or a retryable failure). */
  async function sendDue(all: QueuedAction<P>[], tried: Set<string>): Promise<boolean> {
    for (const action of all) {
      if (!online()) return false;
      if (tried.has(action.idempotencyKey) || action.nextAttemptAt > now()) continue;
      tried.add(action.idempotencyKey);
      try {
        await options.perform(action);
        await del(action.idempotencyKey, store);
        options.onSettled?.(action, { ok: true });
      } catch (error) {
        if (isPermanent(error)) {
          await del(action.idempotencyKey, store);
          state.failed.push({
            ...summary(action as QueuedAction),
            lastError: errorSummary(error),
            failedAt: now(),
          });
          options.onSettled?.(action, { ok: false, error });
          continue;
        }
        const attempts = action.attempts + 1;
        await set(
          action.idempotencyKey,
          { ...action, attempts, nextAttemptAt: now() + backoffMs(attempts), lastError: errorSummary(error) },
          store,
        );
        // Keep the order: a later action of the same person must not overtake this one.
        return false;
      }
    }
    return true;
  }

  function flush(): Promise<void> {
    if (running) return running;
    const locks = webLocks();
    running = (locks ? locks.request(`upah-queue-${options.name}`, runOnce) : runOnce()).finally(() => {
      running = null;
    });
    return running;
  }

  /** Retries every action at once, whatever the backoff said (back online, or the user's retry button). */
  async function retryNow(): Promise<void> {
    const all = await reload();
    await Promise.all(all.map((a) => set(a.idempotencyKey, { ...a, nextAttemptAt: 0 }, store)));
    await flush();
  }

  const onOnline = () => {
    void retryNow();
  };

  return {
    state,
    async enqueue(kind, payload, extra = {}) {
      const at = extra.happenedAt ?? now();
      lastOrder = Math.max(lastOrder + 1, now());
      const action: QueuedAction<P> = {
        idempotencyKey: extra.idempotencyKey ?? newIdempotencyKey(),
        kind,
        label: extra.label ?? kind,
        payload,
        happenedAt: at,
        order: lastOrder,
        attempts: 0,
        nextAttemptAt: 0,
        lastError: null,
      };
      await set(action.idempotencyKey, action, store);
      state.pending.push(summary(action as QueuedAction));
      void flush();
      return action;
    },
    flush,
    retryNow,
    async start() {
      if (started) return;
      started = true;
      globalThis.addEventListener?.('online', onOnline);
      const storage = globalThis.navigator?.storage;
      if (storage && typeof storage.persist === 'function') {
        state.persisted = await storage.persist().catch(() => false);
      }
      await flush();
    },
    stop() {
      started = false;
      globalThis.removeEventListener?.('online', onOnline);
      if (timer) clearTimeout(timer);
      timer = null;
    },
    dismissFailed(idempotencyKey) {
      state.failed = state.failed.filter((a) => a.idempotencyKey !== idempotencyKey);
    },
    async clear() {
      await clear(store);
      state.pending = [];
      state.failed = [];
    },
  };
}
