/**
 * The request state shared by the data stores (SPEC §3 "request status, loading and failure"):
 * 'idle' → 'request' → 'success' | 'failure', with the text to show on failure.
 *
 * The stores of a screen's first data (profile, company, attendance, loan history, production list; the list is in
 * docs/ARCHITECTURE.md) hold what they load by valtio's `ref()`: the answer is replaced as a whole, never changed in
 * place, so valtio need not wrap every nested object of it in a proxy as it is stored (storing a page of ten loans
 * took about 70 ms of the main thread at Lighthouse's 4x CPU slowdown) nor copy it into each snapshot.
 */
import { errorText } from '../api/errors';
import { isThrottledError } from '../rules/wait';

export type LoadStatus = 'idle' | 'request' | 'success' | 'failure';

export interface LoadState {
  status: LoadStatus;
  error: string | null;
}

/** What a load shows: its value, the failure with its text, or a wait (never loaded, or loading). */
export type LoadView<T> =
  | { kind: 'loading' }
  | { kind: 'failure'; error: string | null }
  | { kind: 'ready'; value: T };

/**
 * The one rule of what a load shows (the area gate's too, ./area-data.ts): the value once there is one (a reload
 * that fails later keeps it shown), the failure while there is none, else a wait.
 */
export function loadView<T>(state: Pick<LoadState, 'status' | 'error'>, value: T | null): LoadView<T> {
  if (value !== null) return { kind: 'ready', value };
  if (state.status === 'failure') return { kind: 'failure', error: state.error };
  return { kind: 'loading' };
}

const latest = new WeakMap<object, number>();

/**
 * Runs `fetch`, moving `state` through the statuses. Only the latest load of a store may write it,
 * so a slow stale answer never overwrites a newer one. Resolves to the value, or null on failure.
 */
export async function trackLoad<T>(
  state: LoadState,
  fetch: () => Promise<T>,
  apply: (value: T) => void,
): Promise<T | null> {
  const ticket = (latest.get(state) ?? 0) + 1;
  latest.set(state, ticket);
  state.status = 'request';
  state.error = null;
  try {
    const value = await fetch();
    if (latest.get(state) === ticket) {
      apply(value);
      state.status = 'success';
    }
    return value;
  } catch (error) {
    if (latest.get(state) === ticket) {
      state.status = 'failure';
      state.error = errorText(error);
    }
    noteReadWait(error);
    return null;
  }
}

/** Forgets in-flight loads of a store (its reset), so their answers are dropped. */
export function cancelLoads(state: LoadState): void {
  latest.set(state, (latest.get(state) ?? 0) + 1);
}

/*
 * The wait after a throttled read (OWASP ASVS 5.0 V2.4.1; the team and recap reads answer 429 with Retry-After): one
 * moment until which a screen shows its load failure as a live countdown, as sign-in does (./sign-in-wait.ts), and
 * "Coba lagi" waits. Set by every tracked load that meets a 429. Plain module state here, beside trackLoad: it is on
 * every page, so it stays a few bytes.
 */
let readWait = 0;
const readWaitListeners = new Set<() => void>();

function setReadWait(until: number): void {
  readWait = until;
  for (const listener of readWaitListeners) listener();
}

/** After a failed load: starts the wait when the answer was a 429. True when it was. */
export function noteReadWait(error: unknown, now = Date.now()): boolean {
  if (!isThrottledError(error)) return false;
  setReadWait(Math.max(readWait, now + error.retryAfterSeconds * 1000));
  return true;
}

/** For React's useSyncExternalStore (packages/ui load-failure.tsx). */
export function subscribeReadWait(listener: () => void): () => void {
  readWaitListeners.add(listener);
  return () => readWaitListeners.delete(listener);
}

/** Until when (epoch ms) reads wait; 0 or past when they do not. */
export function readWaitUntil(): number {
  return readWait;
}

export function resetReadWait(): void {
  setReadWait(0);
}
