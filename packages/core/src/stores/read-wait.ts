/**
 * The wait after a throttled read (OWASP ASVS 5.0 V2.4.1; the team and recap reads answer 429 with Retry-After):
 * one moment until which a screen shows its load failure as a live countdown, as sign-in does
 * (./sign-in-wait.ts), and "Coba lagi" waits. Set by every tracked load that meets a 429 (./load-state.ts).
 */
import { proxy, subscribe } from 'valtio/vanilla';
import { isThrottledError } from '../rules/wait';

export const readWaitStore = proxy<{ until: number }>({ until: 0 });

/** After a failed load: starts the wait when the answer was a 429. True when it was. */
export function noteReadWait(error: unknown, now = Date.now()): boolean {
  if (!isThrottledError(error)) return false;
  readWaitStore.until = Math.max(readWaitStore.until, now + error.retryAfterSeconds * 1000);
  return true;
}

/** For React's useSyncExternalStore (packages/ui load-failure.tsx). */
export function subscribeReadWait(listener: () => void): () => void {
  return subscribe(readWaitStore, listener);
}

export function readWaitUntil(): number {
  return readWaitStore.until;
}

export function resetReadWait(): void {
  readWaitStore.until = 0;
}
