/**
 * The gate console's supervisor PIN: set on first use, hashed with PBKDF2
 * (SHA-256, 210 000 iterations, 16-byte random salt) through WebCrypto, never the password; 5 wrong tries lock
 * it out for a while. Pure rules plus the two async hash functions; the console keeps the record and the
 * failure count in its own store.
 */

export const PIN_MIN_LENGTH = 4;
export const PIN_MAX_LENGTH = 8;
/** Wrong tries allowed before a lockout. */
export const PIN_MAX_FAILURES = 5;
/** First lockout; each further failure while at the limit doubles it, up to PIN_LOCKOUT_MAX_MS. */
export const PIN_LOCKOUT_MS = 60_000;
export const PIN_LOCKOUT_MAX_MS = 15 * 60_000;
/** OWASP's 2023 figure for PBKDF2-HMAC-SHA256. */
export const PIN_PBKDF2_ITERATIONS = 210_000;
/** The console goes back to scan mode (and locks) after this long without a touch. */
export const KIOSK_IDLE_MS = 60_000;

export interface PinRecord {
  /** base64 of the 16-byte salt. */
  salt: string;
  /** base64 of the 32-byte PBKDF2-SHA-256 output. */
  hash: string;
  iterations: number;
}

export type PinFormatResult = { ok: true } | { ok: false; reason: 'format' | 'mismatch' };

/** A new PIN: 4 to 8 digits, typed twice the same. */
export function newPinRule(pin: string, repeat: string): PinFormatResult {
  if (!/^\d+$/.test(pin) || pin.length < PIN_MIN_LENGTH || pin.length > PIN_MAX_LENGTH)
    return { ok: false, reason: 'format' };
  if (pin !== repeat) return { ok: false, reason: 'mismatch' };
  return { ok: true };
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function derive(pin: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey('raw', new TextEncoder().encode(pin), 'PBKDF2', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return new Uint8Array(bits);
}

export async function hashPin(pin: string, iterations: number = PIN_PBKDF2_ITERATIONS): Promise<PinRecord> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return { salt: toBase64(salt), hash: toBase64(await derive(pin, salt, iterations)), iterations };
}

/** Constant-time comparison of the derived key with the stored one. */
export async function verifyPin(pin: string, record: PinRecord): Promise<boolean> {
  const expected = fromBase64(record.hash);
  const actual = await derive(pin, fromBase64(record.salt), record.iterations);
  if (actual.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < actual.length; i++) diff |= (actual[i] ?? 0) ^ (expected[i] ?? 0);
  return diff === 0;
}

export interface PinAttempts {
  failures: number;
  /** Epoch ms until which no try is accepted; 0 when not locked out. */
  lockedUntil: number;
}

export const NO_ATTEMPTS: PinAttempts = { failures: 0, lockedUntil: 0 };

/** Milliseconds left of a lockout at `now` (0 when a try is allowed). */
export function lockoutLeftMs(attempts: PinAttempts, now: number): number {
  return Math.max(0, attempts.lockedUntil - now);
}

/** The attempts after a wrong PIN at `now`: the 5th failure locks out, each later one doubles the lockout. */
export function afterWrongPin(attempts: PinAttempts, now: number): PinAttempts {
  const failures = attempts.failures + 1;
  if (failures < PIN_MAX_FAILURES) return { failures, lockedUntil: 0 };
  const lockMs = Math.min(PIN_LOCKOUT_MAX_MS, PIN_LOCKOUT_MS * 2 ** (failures - PIN_MAX_FAILURES));
  return { failures, lockedUntil: now + lockMs };
}

/** Tries left before the lockout (0 once locked). */
export function triesLeft(attempts: PinAttempts): number {
  return Math.max(0, PIN_MAX_FAILURES - attempts.failures);
}
