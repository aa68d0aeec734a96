/**
 * The sign-in limits of the API (DESIGN.md "Security and exactly-once"; OWASP ASVS 5.0 V6.1.1, V6.3.1, V6.6.3).
 * A call past a limit answers 429 with `Retry-After` (RFC 6585 §4) and `retryAfterSeconds` in the error body.
 * These are the documented defaults; the mock reads overrides from its environment (mocks/src/config.ts).
 *
 * Why these numbers:
 * - 5 wrong passwords in a row lock the account for 60 s, doubling with each further wrong password up to 1 h:
 *   a real user who mistypes a few times waits a minute, a guesser gets about a dozen tries an hour (Indonesian
 *   wallets lock about an hour after 3 wrong PINs; a password is a far larger space than a 6-digit PIN);
 * - 30 failed logins per client address in 10 minutes, across any numbers (unknown ones included): an office
 *   behind one NAT still has room, one address walking through many accounts does not;
 * - 5 OTP sends per number and 20 per client address in 15 minutes: a code lives 5 minutes, so 5 sends cover
 *   two resends on each of two tries, and every WhatsApp message costs money.
 * - The team and recap reads (OWASP ASVS 5.0 V2.4.1), per signed-in caller: a token bucket of 60 calls that
 *   refills at 120 a minute. hr's recap of 300 is 3 pages, a team of 5,000 pages its recap in 50 calls of 100
 *   and the board reloads once a minute: all well inside; a script looping on them waits.
 */
export interface RateLimits {
  accountMaxFailures: number;
  accountLockSeconds: number;
  accountLockMaxSeconds: number;
  clientMaxFailures: number;
  clientWindowSeconds: number;
  otpSendMax: number;
  otpClientMax: number;
  otpWindowSeconds: number;
  /** Team and recap reads: calls a caller may make at once (the bucket's size). */
  readBurst: number;
  /** Team and recap reads: calls a minute the bucket refills. */
  readPerMinute: number;
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  accountMaxFailures: 5,
  accountLockSeconds: 60,
  accountLockMaxSeconds: 60 * 60,
  clientMaxFailures: 30,
  clientWindowSeconds: 10 * 60,
  otpSendMax: 5,
  otpClientMax: 20,
  otpWindowSeconds: 15 * 60,
  readBurst: 60,
  readPerMinute: 120,
};

/** Which limit guards an endpoint (`Endpoint.rateLimit`). */
export type RateLimitKind = 'login' | 'otpSend' | 'read';

/** The limit of each kind in words, for the OpenAPI document. */
export function describeRateLimit(kind: RateLimitKind, l: RateLimits = DEFAULT_RATE_LIMITS): string {
  if (kind === 'login') {
    return `429 when throttled: after ${l.accountMaxFailures} wrong passwords in a row the account locks for ${l.accountLockSeconds} s, doubling with each further wrong password up to ${l.accountLockMaxSeconds} s (even the right password answers 429 while locked); at most ${l.clientMaxFailures} failed logins per client address in ${l.clientWindowSeconds} s. Retry-After and body.retryAfterSeconds give the wait; the client never retries it.`;
  }
  if (kind === 'read') {
    return `429 when throttled: per signed-in caller, bursts of ${l.readBurst} calls, refilled at ${l.readPerMinute} a minute (shared by the team and recap reads). Retry-After and body.retryAfterSeconds give the wait; the client never retries it.`;
  }
  return `429 when throttled: at most ${l.otpSendMax} codes per number and ${l.otpClientMax} per client address in ${l.otpWindowSeconds} s. Retry-After and body.retryAfterSeconds give the wait; the client never retries it.`;
}
