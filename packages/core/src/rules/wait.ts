/**
 * A wait a throttled call imposed (RFC 6585 §4 Retry-After), as the sign-in screens count it down. Kept apart from
 * the API client so a screen that only shows the countdown does not load the client (zod, the contract) at first render.
 */

/** `m:ss`, rounded up: 61 → '1:01', 0.2 → '0:01'. */
export function minutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A throttled answer of the API client (its error kind 'throttled' with the server's Retry-After in seconds). */
export interface ThrottledError {
  kind: 'throttled';
  retryAfterSeconds: number;
}

/** Structural check of an API error, so it needs no import of the client. */
export function isThrottledError(value: unknown): value is ThrottledError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { kind?: unknown; retryAfterSeconds?: unknown };
  return v.kind === 'throttled' && typeof v.retryAfterSeconds === 'number';
}
