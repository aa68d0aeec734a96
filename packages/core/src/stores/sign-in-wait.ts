/**
 * The wait a sign-in limit imposed (DESIGN.md "Security and exactly-once"; RFC 6585 §4 Retry-After): login,
 * registration, password reset and the console's login disable their submit and count down until it ends.
 * It is kept in localStorage as the moment it ends, so a reload keeps the countdown (and the submit disabled).
 *
 * States: idle (no wait) → waiting (until > now, after a throttled answer) → idle (the moment passes or a
 * sign-in succeeds).
 */
import { proxy, subscribe } from 'valtio/vanilla';
import { isThrottledError } from '../rules/wait';

export const SIGN_IN_WAIT_KEY = 'upah:sign-in-wait';

export interface SignInWaitState {
  /** epoch ms the wait ends; 0 when there is none */
  until: number;
}

function storage(): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null;
  }
}

function stored(): number {
  const value = Number(storage()?.getItem(SIGN_IN_WAIT_KEY) ?? 0);
  return Number.isFinite(value) && value > Date.now() ? value : 0;
}

export const signInWaitStore = proxy<SignInWaitState>({ until: stored() });

function save(until: number): void {
  signInWaitStore.until = until;
  try {
    if (until > 0) storage()?.setItem(SIGN_IN_WAIT_KEY, String(until));
    else storage()?.removeItem(SIGN_IN_WAIT_KEY);
  } catch {
    // Private mode without storage: the wait still holds until a reload.
  }
}

/** After a failed sign-in call: starts the wait when the answer was a 429. True when it was. */
export function noteSignInFailure(error: unknown, now = Date.now()): boolean {
  if (!isThrottledError(error)) return false;
  save(now + error.retryAfterSeconds * 1000);
  return true;
}

/** After a successful sign-in. */
export function clearSignInWait(): void {
  save(0);
}

/** Whole seconds left (0 when none), rounded up so the countdown reads 0:01 until the very end. */
export function signInSecondsLeft(until: number, now = Date.now()): number {
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/** For React's useSyncExternalStore in the screens (packages/ui sign-in-wait.tsx). */
export function subscribeSignInWait(listener: () => void): () => void {
  return subscribe(signInWaitStore, listener);
}

export function signInWaitUntil(): number {
  return signInWaitStore.until;
}

/** Tests: forget the wait and re-read storage. */
export function resetSignInWait(): void {
  signInWaitStore.until = stored();
}
