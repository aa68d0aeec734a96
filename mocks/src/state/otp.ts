/**
 * One-time codes "sent by WhatsApp" (SPEC §5 OTP): single use, 5-minute expiry, 5 wrong attempts then locked.
 * The last code per phone is readable at GET /__mock/otp?phoneNumber= (the stand-in for WhatsApp).
 */
import { randomBytes, randomInt } from 'node:crypto';
import { HttpError } from '../http-error';
import type { MockState, OtpPurpose, OtpRecord } from './types';

export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LENGTH = 6;

export const OTP_MESSAGES = {
  notRequested: 'Kode OTP belum dikirim, silakan kirim ulang',
  wrong: 'Kode OTP salah',
  expired: 'Kode OTP sudah kedaluwarsa, silakan kirim ulang',
  used: 'Kode OTP sudah digunakan, silakan kirim ulang',
  locked: 'Terlalu banyak percobaan, silakan kirim ulang kode OTP',
} as const;

const keyOf = (purpose: OtpPurpose, phoneNumber: string) => `${purpose}:${phoneNumber}`;

/** Issues a fresh code (replacing any earlier one for the same purpose and phone). */
export function issueOtp(
  state: MockState,
  purpose: OtpPurpose,
  phoneNumber: string,
  nowMs: number,
): OtpRecord {
  const record: OtpRecord = {
    purpose,
    phoneNumber,
    code: String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),
    sessionToken: `otp.${randomBytes(16).toString('hex')}`,
    createdAt: nowMs,
    expiresAt: nowMs + OTP_TTL_MS,
    attempts: 0,
    used: false,
  };
  state.otps.set(keyOf(purpose, phoneNumber), record);
  return record;
}

export function findOtp(state: MockState, purpose: OtpPurpose, phoneNumber: string): OtpRecord | undefined {
  return state.otps.get(keyOf(purpose, phoneNumber));
}

export function findOtpBySessionToken(state: MockState, sessionToken: string): OtpRecord | undefined {
  for (const r of state.otps.values()) if (r.sessionToken === sessionToken) return r;
  return undefined;
}

/** The most recent code sent to a phone, whatever the purpose. */
export function latestOtp(state: MockState, phoneNumber: string): OtpRecord | undefined {
  let latest: OtpRecord | undefined;
  for (const r of state.otps.values()) {
    if (r.phoneNumber === phoneNumber && (!latest || r.createdAt >= latest.createdAt)) latest = r;
  }
  return latest;
}

/** Checks a code; consumes it on success. Throws 400/409 HttpError otherwise. */
export function consumeOtp(record: OtpRecord | undefined, code: string, nowMs: number): OtpRecord {
  if (!record) throw new HttpError(400, OTP_MESSAGES.notRequested);
  if (record.used) throw new HttpError(409, OTP_MESSAGES.used);
  if (record.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(409, OTP_MESSAGES.locked);
  if (record.expiresAt <= nowMs) throw new HttpError(400, OTP_MESSAGES.expired);
  if (record.code !== code.trim()) {
    record.attempts += 1;
    if (record.attempts >= OTP_MAX_ATTEMPTS) throw new HttpError(409, OTP_MESSAGES.locked);
    throw new HttpError(400, OTP_MESSAGES.wrong);
  }
  record.used = true;
  return record;
}
