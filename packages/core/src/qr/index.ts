/**
 * The attendance QR code (SPEC §3 "QR payload (encrypted JSON)", §5 "the code must decrypt and contain
 * scheduleId, else 'QR code is not valid!'", §9 "encrypted with a symmetric cipher using a fixed
 * passphrase").
 *
 * The employee's screen shows `encryptQrPayload(...)` as a QR code; the supervisor's scanner passes what
 * it read to `decryptQrPayload(...)`. The cipher is crypto-js AES with a passphrase (OpenSSL-compatible
 * `U2FsdGVkX1…` base64 text). Only `crypto-js/aes` and `crypto-js/enc-utf8` are imported (~6 KB gzip),
 * never the whole `crypto-js` package, and there is no zod here: the payload is checked by hand.
 *
 * Our addition to the spec: `issuedAt` (epoch ms), set by `encryptQrPayload`, so a screenshot of a code
 * stops working after `maxAgeMs` (60 s by default; the screen re-renders the code well within that).
 * AES-CBC carries no MAC: a flipped bit garbles the decrypted JSON, which then fails the checks below, and the
 * padding is checked whole (crypto-js's own unpadding trusts the last byte alone).
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import type { MessageKey } from '../catalogue/messages';

export type QrClockType = 'clock-in' | 'clock-out';

/** What the employee's QR code carries (SPEC §3). */
export interface QrPayload {
  scheduleId: string | number;
  subOrdinateId: string | number;
  latitude: number;
  longitude: number;
  employeeName: string;
  shiftName: string;
  type: QrClockType;
}

/** A payload as it comes out of a code: with the time it was made. */
export interface IssuedQrPayload extends QrPayload {
  /** Epoch milliseconds when `encryptQrPayload` made the code. */
  issuedAt: number;
  /** Our extension (qr/gate-code.ts): id of the phone's signing key. Absent from a SPEC-only code. */
  kid?: string;
  /** Our extension (qr/gate-code.ts): ECDSA P-256 signature (base64url) over the canonical payload. */
  sig?: string;
}

export type QrDecryptResult =
  | { ok: true; payload: IssuedQrPayload }
  | { ok: false; reason: 'invalid'; message: Extract<MessageKey, 'qrInvalid'> }
  | { ok: false; reason: 'expired'; message: Extract<MessageKey, 'qrExpired'> };

/** A code older than this is refused as expired (default of `maxAgeMs`). */
export const QR_MAX_AGE_MS = 60_000;

/** How far in the future `issuedAt` may be (clock drift between the two phones) before the code is invalid. */
export const QR_CLOCK_SKEW_MS = 30_000;

export { DEV_QR_PASSPHRASE } from './passphrase';

/** Longest text we try to decrypt: a QR code holds at most ~4.3k characters. */
const MAX_CODE_LENGTH = 8192;
/** base64 of 'Salted__': every passphrase-encrypted crypto-js text starts with it. */
const SALTED_PREFIX = 'U2FsdGVkX1';
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

const INVALID = { ok: false, reason: 'invalid', message: 'qrInvalid' } as const satisfies QrDecryptResult;
const EXPIRED = { ok: false, reason: 'expired', message: 'qrExpired' } as const satisfies QrDecryptResult;

const isId = (v: unknown): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * Type guard for a decrypted payload: scheduleId and subOrdinateId are a non-blank string or a finite
 * number, latitude within ±90 and longitude within ±180, names are strings, type is 'clock-in' or
 * 'clock-out', and issuedAt is a non-negative safe integer.
 */
export function isIssuedQrPayload(value: unknown): value is IssuedQrPayload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  return (
    isId(v.scheduleId) &&
    isId(v.subOrdinateId) &&
    isCoordinate(v.latitude, 90) &&
    isCoordinate(v.longitude, 180) &&
    typeof v.employeeName === 'string' &&
    typeof v.shiftName === 'string' &&
    (v.type === 'clock-in' || v.type === 'clock-out') &&
    Number.isSafeInteger(v.issuedAt) &&
    (v.issuedAt as number) >= 0 &&
    (v.kid === undefined || typeof v.kid === 'string') &&
    (v.sig === undefined || typeof v.sig === 'string')
  );
}

/** Only the known fields, in a fixed order (drops anything else an object happens to carry). */
function pick(p: IssuedQrPayload): IssuedQrPayload {
  return {
    scheduleId: p.scheduleId,
    subOrdinateId: p.subOrdinateId,
    latitude: p.latitude,
    longitude: p.longitude,
    employeeName: p.employeeName,
    shiftName: p.shiftName,
    type: p.type,
    issuedAt: p.issuedAt,
    ...(p.kid === undefined ? {} : { kid: p.kid }),
    ...(p.sig === undefined ? {} : { sig: p.sig }),
  };
}

/** Encrypts a payload that already carries its `issuedAt` (and, for a signed code, `kid` and `sig`). */
export function sealQrPayload(payload: IssuedQrPayload, passphrase: string): string {
  return AES.encrypt(JSON.stringify(pick(payload)), passphrase).toString();
}

/**
 * Encrypts `payload` (plus `issuedAt = now`, default `Date.now()`) into the text to render as a QR code.
 * `passphrase` is configuration: the app passes its own; see {@link DEV_QR_PASSPHRASE}.
 */
export function encryptQrPayload(payload: QrPayload, options: { passphrase: string; now?: number }): string {
  const issuedAt = Math.floor(options.now ?? Date.now());
  return sealQrPayload({ ...payload, issuedAt }, options.passphrase);
}

/** AES's block: PKCS#7 pads the plaintext with 1 to this many bytes. */
const AES_BLOCK_BYTES = 16;

/** The byte at `index` of crypto-js's big-endian words. */
function byteAt(words: readonly number[], index: number): number {
  return ((words[index >>> 2] ?? 0) >>> (24 - (index % 4) * 8)) & 0xff;
}

/**
 * PKCS#7 unpadding that checks the padding whole: the last byte n is 1 to 16 and the last n bytes are all n, else
 * it throws (the caller reads that as an invalid code). crypto-js's own unpadding reads the last byte alone, so when
 * the plaintext is whole blocks (its last block all padding) a bit flipped in that block decrypts to garbage that
 * ends in 16 about once in 256 flips, and the garbage block is dropped: the damaged code read as the genuine one
 * (found by qr/gate-code.property.test.ts). A code cut inside its last block decrypts that partial block as garbage
 * too, and is refused the same way. Decrypting only: codes are padded by crypto-js's default.
 */
const STRICT_PKCS7 = {
  pad() {},
  unpad(data: { words: number[]; sigBytes: number }) {
    const length = data.sigBytes;
    const pad = length > 0 ? byteAt(data.words, length - 1) : 0;
    if (pad < 1 || pad > AES_BLOCK_BYTES || pad > length) throw new Error('bad padding');
    for (let i = length - pad; i < length; i++)
      if (byteAt(data.words, i) !== pad) throw new Error('bad padding');
    data.sigBytes = length - pad;
  },
};

function decryptToPayload(text: string, passphrase: string): IssuedQrPayload | null {
  try {
    const plain = AES.decrypt(text, passphrase, { padding: STRICT_PKCS7 }).toString(Utf8);
    if (plain === '') return null;
    const value: unknown = JSON.parse(plain);
    return isIssuedQrPayload(value) ? pick(value) : null;
  } catch {
    // crypto-js throws 'Malformed UTF-8 data' for a wrong passphrase or damaged text, STRICT_PKCS7 for damaged
    // padding; JSON.parse throws too.
    return null;
  }
}

/**
 * Reads a scanned code. Never throws: anything that is not a code made by {@link encryptQrPayload} with
 * this passphrase (wrong passphrase, truncated, altered, empty, not a string) gives
 * `{ ok: false, reason: 'invalid', message: 'qrInvalid' }` ('QR code is not valid!', SPEC §5), as does an
 * `issuedAt` more than {@link QR_CLOCK_SKEW_MS} ahead of `now`. A code older than `maxAgeMs` (default
 * 60 s, also used for NaN; pass Infinity to accept any age) gives
 * `{ ok: false, reason: 'expired', message: 'qrExpired' }`. Surrounding whitespace from the scanner is
 * ignored.
 */
export function decryptQrPayload(
  text: unknown,
  options: { passphrase: string; now?: number; maxAgeMs?: number },
): QrDecryptResult {
  if (typeof text !== 'string') return INVALID;
  const code = text.trim();
  // crypto-js always writes padded base64, so a length that is not a multiple of 4 is a truncated code.
  if (
    code.length > MAX_CODE_LENGTH ||
    code.length % 4 !== 0 ||
    !code.startsWith(SALTED_PREFIX) ||
    !BASE64.test(code)
  ) {
    return INVALID;
  }
  const payload = decryptToPayload(code, options.passphrase);
  if (payload === null) return INVALID;
  const now = typeof options.now === 'number' && Number.isFinite(options.now) ? options.now : Date.now();
  // NaN would make every age pass the comparison below: it falls back to the default instead.
  const maxAgeMs = Number.isNaN(options.maxAgeMs) ? QR_MAX_AGE_MS : (options.maxAgeMs ?? QR_MAX_AGE_MS);
  if (payload.issuedAt - now > QR_CLOCK_SKEW_MS) return INVALID;
  if (now - payload.issuedAt > maxAgeMs) return EXPIRED;
  return { ok: true, payload };
}
