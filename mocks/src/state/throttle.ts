/**
 * Sign-in throttling, as a backend does it (RFC 6585 §4: 429 with Retry-After; OWASP ASVS 5.0 V6.1.1, V6.3.1,
 * V6.6.3). Three limits, each configuration with documented defaults (config.ts `ThrottleConfig`):
 *
 * - failed logins per account: after `accountMaxFailures` wrong passwords in a row the account locks for
 *   `accountLockSeconds`; every further wrong password after a lock doubles the lock (growing back-off) up to
 *   `accountLockMaxSeconds`. While locked even the right password answers 429. A success clears the count.
 * - failed logins per client address: at most `clientMaxFailures` in `clientWindowSeconds`, across any
 *   numbers, unknown ones included (stops one address walking through many accounts).
 * - OTP sends: at most `otpSendMax` per number and `otpClientMax` per client address in `otpWindowSeconds`.
 *
 * Verifying a code already locks after 5 wrong codes (otp.ts). `POST /__mock/reset` clears all of it.
 */
import type { ThrottleConfig } from '../config';
import { HttpError } from '../http-error';

export interface AccountFailures {
  /** wrong passwords in a row since the last success */
  failures: number;
  /** locks so far in this run of failures (the back-off doubles with each) */
  locks: number;
  lockedUntil: number;
}

export interface ThrottleState {
  accounts: Map<string, AccountFailures>;
  /** failed-login moments per client address */
  clientFailures: Map<string, number[]>;
  /** OTP send moments per phone number */
  otpSends: Map<string, number[]>;
  /** OTP send moments per client address */
  otpClientSends: Map<string, number[]>;
  /** Team and recap reads: each caller's token bucket */
  reads: Map<number, { tokens: number; atMs: number }>;
}

export function emptyThrottle(): ThrottleState {
  return {
    accounts: new Map(),
    clientFailures: new Map(),
    otpSends: new Map(),
    otpClientSends: new Map(),
    reads: new Map(),
  };
}

export const THROTTLE_CODE = 'THROTTLED';

/** "m:ss" of a wait in seconds (the apps show the same form). */
export function minutesSeconds(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A 429 whose body carries `retryAfterSeconds` and whose answer carries `Retry-After`. */
export class ThrottledError extends HttpError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, `Terlalu banyak percobaan. Coba lagi dalam ${minutesSeconds(seconds)}.`, THROTTLE_CODE);
    this.retryAfterSeconds = seconds;
  }
}

function recent(list: number[] | undefined, nowMs: number, windowMs: number): number[] {
  return (list ?? []).filter((t) => nowMs - t < windowMs);
}

/** Throws 429 when `list` already holds `max` moments inside the window; the wait ends when the oldest leaves it. */
function checkWindow(
  map: Map<string, number[]>,
  key: string,
  max: number,
  windowSeconds: number,
  nowMs: number,
): void {
  const windowMs = windowSeconds * 1000;
  const kept = recent(map.get(key), nowMs, windowMs);
  map.set(key, kept);
  if (kept.length >= max) {
    const oldest = kept[kept.length - max] ?? nowMs;
    throw new ThrottledError((oldest + windowMs - nowMs) / 1000);
  }
}

/** One throttled call: the limits' memory and settings, the calling client's address and the time of the call. */
export interface ThrottleCall {
  readonly t: ThrottleState;
  readonly config: ThrottleConfig;
  readonly client: string;
  readonly nowMs: number;
}

/** Before checking a password: 429 while the account is locked or the client has failed too often. */
export function checkLogin({ t, config, client, nowMs }: ThrottleCall, phoneNumber: string): void {
  const account = t.accounts.get(phoneNumber);
  if (account && account.lockedUntil > nowMs) throw new ThrottledError((account.lockedUntil - nowMs) / 1000);
  checkWindow(t.clientFailures, client, config.clientMaxFailures, config.clientWindowSeconds, nowMs);
}

/** A wrong password or an unknown number: counts for the client, and for the account when it exists. */
export function noteLoginFailure(
  { t, config, client, nowMs }: ThrottleCall,
  phoneNumber: string | undefined,
): void {
  const list = recent(t.clientFailures.get(client), nowMs, config.clientWindowSeconds * 1000);
  list.push(nowMs);
  t.clientFailures.set(client, list);
  if (phoneNumber === undefined) return;
  const account = t.accounts.get(phoneNumber) ?? { failures: 0, locks: 0, lockedUntil: 0 };
  account.failures += 1;
  if (account.failures >= config.accountMaxFailures) {
    const seconds = Math.min(config.accountLockMaxSeconds, config.accountLockSeconds * 2 ** account.locks);
    account.locks += 1;
    account.lockedUntil = nowMs + seconds * 1000;
  }
  t.accounts.set(phoneNumber, account);
}

export function noteLoginSuccess(t: ThrottleState, phoneNumber: string): void {
  t.accounts.delete(phoneNumber);
}

/** Before sending a code: 429 past the per-number or per-client limit; otherwise the send is counted. */
export function checkOtpSend({ t, config, client, nowMs }: ThrottleCall, phoneNumber: string): void {
  checkWindow(t.otpSends, phoneNumber, config.otpSendMax, config.otpWindowSeconds, nowMs);
  checkWindow(t.otpClientSends, client, config.otpClientMax, config.otpWindowSeconds, nowMs);
  t.otpSends.get(phoneNumber)?.push(nowMs);
  t.otpClientSends.get(client)?.push(nowMs);
}

/**
 * One team or recap read by `employeeId` (OWASP ASVS 5.0 V2.4.1): a token bucket of `readBurst` that refills at
 * `readPerMinute`; an empty bucket answers 429 with the wait until the next token.
 */
export function takeReadToken(
  t: ThrottleState,
  config: Pick<ThrottleConfig, 'readBurst' | 'readPerMinute'>,
  employeeId: number,
  nowMs: number,
): void {
  const perMs = config.readPerMinute / 60_000;
  const bucket = t.reads.get(employeeId) ?? { tokens: config.readBurst, atMs: nowMs };
  const tokens = Math.min(config.readBurst, bucket.tokens + Math.max(0, nowMs - bucket.atMs) * perMs);
  if (tokens < 1) {
    t.reads.set(employeeId, { tokens, atMs: nowMs });
    throw new ThrottledError((1 - tokens) / perMs / 1000);
  }
  t.reads.set(employeeId, { tokens: tokens - 1, atMs: nowMs });
}
