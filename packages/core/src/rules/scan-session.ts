/**
 * The supervisor's QR scan session (SPEC §2 /attendance/scan-qr, §3 "QR payload", §5 QR, §6 supervisor,
 * §9 clock types). No clock, no storage, no network: the only outside call is WebCrypto's signature check.
 *
 * Two callers:
 * - the PWA scan screen: `checkScan` → confirmation (name, shift, type) → `scanSubmitRule` →
 *   `scanPresenceRequest` → call → `markRecorded`;
 * - the gate kiosk that scans continuously and records offline: `checkScan` on every decoded frame, and on
 *   `accepted` at once `markRecorded` (so the next frames of the same code are duplicates) and queue
 *   `scanPresenceRequest(presence, scanTime)`: the clock time is the scan time, not the sync time.
 *
 * A session is an immutable value (`ScanSession`): `markRecorded` returns a new one and forgets entries
 * older than the duplicate window, so it stays small (the people scanned in the last day).
 *
 * Every code must be a signed gate code (qr/gate-code.ts, docs/ARCHITECTURE.md "The gate code"), checked
 * locally against the subordinate's registered key from the subordinate list, so it works offline.
 *
 * Verdicts, each with a catalogue message:
 * - `invalid`: not a code of ours (malformed, truncated, altered, other passphrase, unsigned, wrongly signed,
 *   signed by a key that is not the subordinate's registered one): 'QR code is not valid!';
 * - `expired`: a code older than the QR module's max age (a screenshot): 'QR code sudah kedaluwarsa…';
 * - `not-subordinate`: a valid code of someone who is not a direct subordinate of this supervisor;
 * - `wrong-schedule`: the code's schedule is not that subordinate's schedule of today;
 * - `duplicate`: the same employee, clock type and schedule recorded before (a schedule has one clock-in and one
 *   clock-out: the server would refuse a second one), or the very same code (kid, issuedAt) recorded before at any
 *   time of its life: "sudah tercatat", never a second call;
 * - `accepted`: record it ('Absen karyawan success' once recorded).
 */

import type { MessageKey } from '../catalogue/messages';
import type { SubordinateClockInBody, SubordinateClockOutBody } from '../contract/attendance';
import { toJakartaTimestamp } from '../format';
import { decryptQrPayload, QR_CLOCK_SKEW_MS, QR_MAX_AGE_MS, type QrClockType } from '../qr';
import { verifyGateSignature } from '../qr/gate-code';
import { fail, OK, type RuleResult } from './result';

/**
 * How long a recorded employee, clock type and schedule is remembered as "already recorded": a day, the life of a
 * schedule (its clock-in and clock-out happen once each; a worker who scans again an hour later is told "sudah
 * tercatat" at once, instead of a green card that the server then refuses).
 */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** SPEC §9: the scanner waits this long between two reads (the PWA's camera, apps/pwa qr-camera.tsx, hands on at most one read per this long). */
export const QR_SCAN_DELAY_MS = 1000;

/** A direct subordinate as GET /employee/profile/subordinate/direct gives it (today's schedule). */
export interface ScanSubordinate {
  readonly id: number;
  readonly name: string;
  readonly scheduleId: number | null;
  readonly shiftName: string | null;
  /** The subordinate's registered phone key (gate code extension); codes are refused without one. */
  readonly keyId?: string | null;
  readonly publicKey?: string | null;
  /** When that key was registered (ISO 8601): within {@link NEW_DEVICE_WINDOW_MS} the card hints "perangkat baru". */
  readonly keyChangedAt?: string | null;
}

/** A key registered less than this long before the scan shows "perangkat baru" (a hint, never a block). */
export const NEW_DEVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Direct subordinates by id (as text), built once per list with `indexSubordinates`. */
export type SubordinateIndex = ReadonlyMap<string, ScanSubordinate>;

/** What a checked code says: who, which schedule and shift, clock in or out, and where. */
export interface ScannedPresence {
  readonly subordinateId: number;
  readonly name: string;
  readonly scheduleId: number;
  readonly shiftName: string;
  readonly type: QrClockType;
  readonly latitude: number;
  readonly longitude: number;
  /** When the employee's phone made the code (epoch ms). */
  readonly issuedAt: number;
  /** The id of the key that signed the code: with issuedAt, what makes one code unique. */
  readonly kid: string;
  /** The code as scanned, sent along so the server checks the signature again. */
  readonly code: string;
  /** The subordinate's key was registered within the last 24 hours ("perangkat baru"). */
  readonly newDevice: boolean;
}

export type ScanRejection = 'invalid' | 'expired' | 'not-subordinate' | 'wrong-schedule' | 'duplicate';

export type ScanVerdict =
  | {
      readonly ok: true;
      readonly status: 'accepted';
      readonly presence: ScannedPresence;
      readonly message: Extract<MessageKey, 'subordinatePresenceSuccess'>;
    }
  | {
      readonly ok: false;
      readonly status: 'invalid' | 'expired' | 'not-subordinate';
      readonly message: MessageKey;
    }
  | {
      readonly ok: false;
      readonly status: 'wrong-schedule' | 'duplicate';
      readonly presence: ScannedPresence;
      readonly message: MessageKey;
      readonly vars: { readonly name: string };
    };

export interface ScanSession {
  /** `subordinateId|type|scheduleId` → epoch ms when it was recorded. */
  readonly recent: ReadonlyMap<string, number>;
  /** `kid|issuedAt` of every code recorded → epoch ms until which that code could still be presented. */
  readonly codes: ReadonlyMap<string, number>;
}

export interface ScanCheckOptions {
  /** The QR passphrase from the app's configuration. */
  readonly passphrase: string;
  readonly subordinates: SubordinateIndex;
  /** Epoch ms of the scan. */
  readonly now: number;
  /** Oldest code accepted (the QR module's default, 60 s, when absent). */
  readonly maxAgeMs?: number;
  readonly duplicateWindowMs?: number;
}

export function createScanSession(): ScanSession {
  return { recent: new Map(), codes: new Map() };
}

/** The replay key of a code: the signing key and the moment it was made. */
export const codeKeyOf = (code: { readonly kid: string; readonly issuedAt: number }): string =>
  `${code.kid}|${code.issuedAt}`;

/** Indexes the direct subordinates by id, so each scan is one lookup. */
export function indexSubordinates(list: readonly ScanSubordinate[]): SubordinateIndex {
  return new Map(list.map((s) => [String(s.id), s]));
}

type RecordedKey = Pick<ScannedPresence, 'subordinateId' | 'type' | 'scheduleId'>;

const keyOf = (p: RecordedKey): string => `${p.subordinateId}|${p.type}|${p.scheduleId}`;

/** True when `presence`'s employee, type and schedule were recorded less than `windowMs` before `now` (or after it). */
export function isRecentlyRecorded(
  session: ScanSession,
  presence: RecordedKey,
  now: number,
  windowMs: number = DUPLICATE_WINDOW_MS,
): boolean {
  const at = session.recent.get(keyOf(presence));
  return at !== undefined && now - at < windowMs;
}

/**
 * Checks one scanned text (never throws, resolves). Order: decrypt (invalid, expired) → direct subordinate →
 * signature by the subordinate's registered key (invalid) → the same code recorded before (duplicate) →
 * today's schedule of that subordinate → same employee and type within the window (duplicate) → accepted.
 * The clock type comes from the payload.
 */
export async function checkScan(
  session: ScanSession,
  text: unknown,
  options: ScanCheckOptions,
): Promise<ScanVerdict> {
  const decrypted = decryptQrPayload(text, {
    passphrase: options.passphrase,
    now: options.now,
    ...(options.maxAgeMs === undefined ? {} : { maxAgeMs: options.maxAgeMs }),
  });
  if (!decrypted.ok) return { ok: false, status: decrypted.reason, message: decrypted.message };
  const payload = decrypted.payload;
  const subordinate = options.subordinates.get(String(payload.subOrdinateId).trim());
  if (!subordinate) return { ok: false, status: 'not-subordinate', message: 'scanNotSubordinate' };
  if (!payload.kid || !(await verifyGateSignature(payload, subordinate))) {
    return { ok: false, status: 'invalid', message: 'qrInvalid' };
  }
  const changedAt = subordinate.keyChangedAt ? Date.parse(subordinate.keyChangedAt) : Number.NaN;
  const presence: ScannedPresence = {
    subordinateId: subordinate.id,
    name: subordinate.name,
    scheduleId: subordinate.scheduleId ?? 0,
    shiftName: subordinate.shiftName ?? payload.shiftName,
    type: payload.type,
    latitude: payload.latitude,
    longitude: payload.longitude,
    issuedAt: payload.issuedAt,
    kid: payload.kid,
    code: String(text).trim(),
    newDevice: Number.isFinite(changedAt) && options.now - changedAt < NEW_DEVICE_WINDOW_MS,
  };
  const vars = { name: subordinate.name };
  if (session.codes.has(codeKeyOf(presence))) {
    return { ok: false, status: 'duplicate', presence, message: 'scanAlreadyRecorded', vars };
  }
  if (
    subordinate.scheduleId === null ||
    String(subordinate.scheduleId) !== String(payload.scheduleId).trim()
  ) {
    return { ok: false, status: 'wrong-schedule', presence, message: 'scanWrongSchedule', vars };
  }
  if (isRecentlyRecorded(session, presence, options.now, options.duplicateWindowMs)) {
    return { ok: false, status: 'duplicate', presence, message: 'scanAlreadyRecorded', vars };
  }
  return { ok: true, status: 'accepted', presence, message: 'subordinatePresenceSuccess' };
}

/**
 * The session after `presence` was recorded (or queued) at `at`: later scans of the same employee, type and
 * schedule within the window are duplicates. Entries older than the window are dropped.
 */
export function markRecorded(
  session: ScanSession,
  presence: Pick<ScannedPresence, 'subordinateId' | 'type' | 'scheduleId' | 'kid' | 'issuedAt'>,
  at: number,
  windowMs: number = DUPLICATE_WINDOW_MS,
): ScanSession {
  const recent = new Map<string, number>();
  for (const [key, time] of session.recent) {
    if (at - time < windowMs) recent.set(key, time);
  }
  recent.set(keyOf(presence), at);
  const codes = new Map<string, number>();
  for (const [key, until] of session.codes) {
    if (until > at) codes.set(key, until);
  }
  codes.set(codeKeyOf(presence), codeLifetimeEnd(presence.issuedAt));
  return { recent, codes };
}

/**
 * Until when a recorded code is remembered: its max age after `issuedAt`, plus the clock skew as a margin for a
 * scanner whose clock is set back.
 */
export function codeLifetimeEnd(issuedAt: number): number {
  return issuedAt + QR_MAX_AGE_MS + QR_CLOCK_SKEW_MS;
}

/** §5 'QR Data not valid': submitting without an accepted scan. */
export function scanSubmitRule(presence: ScannedPresence | null | undefined): RuleResult {
  return presence && presence.scheduleId > 0 && presence.subordinateId > 0 ? OK : fail('qrDataInvalid');
}

export type ScanPresenceRequest =
  | { readonly type: 'clock-in'; readonly body: SubordinateClockInBody }
  | { readonly type: 'clock-out'; readonly body: SubordinateClockOutBody };

/**
 * The body of POST attendance/presence/clock-in/subordinate or clock-out/subordinate (SPEC §7) for a
 * scanned presence, stamped with `scannedAt` (+07:00, §9) and presenceType 'qr'. `photo` is the frame
 * the code was read in, when the caller uploaded one.
 */
export function scanPresenceRequest(
  presence: ScannedPresence,
  scannedAt: number | Date,
  photo?: string | null,
): ScanPresenceRequest {
  const common = {
    subordinateId: presence.subordinateId,
    scheduleId: presence.scheduleId,
    latitude: presence.latitude,
    longitude: presence.longitude,
    presenceType: 'qr' as const,
    qrCode: presence.code,
    ...(photo ? { photo } : {}),
  };
  const stamp = toJakartaTimestamp(scannedAt);
  return presence.type === 'clock-in'
    ? { type: 'clock-in', body: { ...common, clockIn: stamp } }
    : { type: 'clock-out', body: { ...common, clockOut: stamp } };
}
