/**
 * The supervisor's QR scan session (SPEC §2 /attendance/scan-qr, §3 "QR payload", §5 QR, §6 supervisor,
 * §9 clock types). Pure: no clock, no storage, no network.
 *
 * Two callers:
 * - the PWA scan screen: `checkScan` → confirmation (name, shift, type) → `scanSubmitRule` →
 *   `scanPresenceRequest` → call → `markRecorded`;
 * - the gate kiosk that scans continuously and records offline: `checkScan` on every decoded frame, and on
 *   `accepted` at once `markRecorded` (so the next frames of the same code are duplicates) and queue
 *   `scanPresenceRequest(presence, scanTime)`: the clock time is the scan time, not the sync time.
 *
 * A session is an immutable value (`ScanSession`): `markRecorded` returns a new one and forgets entries
 * older than the duplicate window, so it stays small (the people scanned in the last minute).
 *
 * Verdicts, each with a catalogue message:
 * - `invalid`: not a code of ours (malformed, truncated, altered, other passphrase): 'QR code is not valid!';
 * - `expired`: a code older than the QR module's max age (a screenshot): 'QR code sudah kedaluwarsa…';
 * - `not-subordinate`: a valid code of someone who is not a direct subordinate of this supervisor;
 * - `wrong-schedule`: the code's schedule is not that subordinate's schedule of today;
 * - `duplicate`: the same employee and clock type recorded within 60 s: "sudah tercatat", never a second call;
 * - `accepted`: record it ('Absen karyawan success' once recorded).
 */
import type { SubordinateClockInBody, SubordinateClockOutBody } from '../contract/attendance';
import { toJakartaTimestamp } from '../format';
import { decryptQrPayload, type QrClockType } from '../qr';
import { fail, OK, type RuleResult } from './result';
import type { MessageKey } from '../catalogue/messages';

/** The same employee and clock type scanned again within this window is "already recorded". */
export const DUPLICATE_WINDOW_MS = 60_000;

/** SPEC §9: the scanner waits this long between two reads (the PWA's camera, apps/pwa qr-camera.tsx, hands on at most one read per this long). */
export const QR_SCAN_DELAY_MS = 1000;

/** A direct subordinate as GET /employee/profile/subordinate/direct gives it (today's schedule). */
export interface ScanSubordinate {
  readonly id: number;
  readonly name: string;
  readonly scheduleId: number | null;
  readonly shiftName: string | null;
}

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
  /** `subordinateId|type` → epoch ms when it was recorded. */
  readonly recent: ReadonlyMap<string, number>;
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
  return { recent: new Map() };
}

/** Indexes the direct subordinates by id, so each scan is one lookup. */
export function indexSubordinates(list: readonly ScanSubordinate[]): SubordinateIndex {
  return new Map(list.map((s) => [String(s.id), s]));
}

const keyOf = (subordinateId: number, type: QrClockType): string => `${subordinateId}|${type}`;

/** True when `subordinateId` was recorded with `type` less than `windowMs` before `now` (or after it). */
export function isRecentlyRecorded(
  session: ScanSession,
  subordinateId: number,
  type: QrClockType,
  now: number,
  windowMs: number = DUPLICATE_WINDOW_MS,
): boolean {
  const at = session.recent.get(keyOf(subordinateId, type));
  return at !== undefined && now - at < windowMs;
}

/**
 * Checks one scanned text (never throws). Order: decrypt (invalid, expired) → direct subordinate →
 * today's schedule of that subordinate → duplicate within the window → accepted. The clock type comes
 * from the payload.
 */
export function checkScan(session: ScanSession, text: unknown, options: ScanCheckOptions): ScanVerdict {
  const decrypted = decryptQrPayload(text, {
    passphrase: options.passphrase,
    now: options.now,
    ...(options.maxAgeMs === undefined ? {} : { maxAgeMs: options.maxAgeMs }),
  });
  if (!decrypted.ok) return { ok: false, status: decrypted.reason, message: decrypted.message };
  const payload = decrypted.payload;
  const subordinate = options.subordinates.get(String(payload.subOrdinateId).trim());
  if (!subordinate) return { ok: false, status: 'not-subordinate', message: 'scanNotSubordinate' };
  const presence: ScannedPresence = {
    subordinateId: subordinate.id,
    name: subordinate.name,
    scheduleId: subordinate.scheduleId ?? 0,
    shiftName: subordinate.shiftName ?? payload.shiftName,
    type: payload.type,
    latitude: payload.latitude,
    longitude: payload.longitude,
    issuedAt: payload.issuedAt,
  };
  const vars = { name: subordinate.name };
  if (
    subordinate.scheduleId === null ||
    String(subordinate.scheduleId) !== String(payload.scheduleId).trim()
  ) {
    return { ok: false, status: 'wrong-schedule', presence, message: 'scanWrongSchedule', vars };
  }
  if (
    isRecentlyRecorded(session, presence.subordinateId, presence.type, options.now, options.duplicateWindowMs)
  ) {
    return { ok: false, status: 'duplicate', presence, message: 'scanAlreadyRecorded', vars };
  }
  return { ok: true, status: 'accepted', presence, message: 'subordinatePresenceSuccess' };
}

/**
 * The session after `presence` was recorded (or queued) at `at`: later scans of the same employee and
 * type within the window are duplicates. Entries older than the window are dropped.
 */
export function markRecorded(
  session: ScanSession,
  presence: Pick<ScannedPresence, 'subordinateId' | 'type'>,
  at: number,
  windowMs: number = DUPLICATE_WINDOW_MS,
): ScanSession {
  const recent = new Map<string, number>();
  for (const [key, time] of session.recent) {
    if (at - time < windowMs) recent.set(key, time);
  }
  recent.set(keyOf(presence.subordinateId, presence.type), at);
  return { recent };
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
    ...(photo ? { photo } : {}),
  };
  const stamp = toJakartaTimestamp(scannedAt);
  return presence.type === 'clock-in'
    ? { type: 'clock-in', body: { ...common, clockIn: stamp } }
    : { type: 'clock-out', body: { ...common, clockOut: stamp } };
}
