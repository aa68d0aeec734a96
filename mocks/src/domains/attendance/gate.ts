/**
 * The gate code on the server side (docs/ARCHITECTURE.md "The gate code"): what a backend stores and checks.
 *
 * - One approved phone key per employee (`keys`), every change logged with its time (`log`): the first key is
 *   approved at once, another phone's waits in `requests` for the direct supervisor (DESIGN "Evidence"). The
 *   supervisor's subordinate list carries keyId, publicKey, keyChangedAt of the approved key.
 * - A self clock-in/out is signed by the approved key over the tap (core qr/clock-proof.ts), checked here.
 * - A subordinate clock-in/out that sends the scanned code (`qrCode`) is checked again: SPEC §9's cipher, the
 *   signature by the subordinate's active key, and the code's subject, schedule and clock type against the
 *   body. A forged one is 403 'QR code is not valid!' with the reason; nothing is recorded.
 * - A code once recorded (its kid and issuedAt) is refused for good (409), whatever the Idempotency-Key.
 */

import type { DeviceRequestStatus } from '@upah/core/contract/device';
import { DEV_QR_PASSPHRASE, decryptQrPayload, type QrClockType } from '@upah/core/qr';
import { type ClockProofFields, type DeviceSignature, verifyClockSignature } from '@upah/core/qr/clock-proof';
import { keyIdOf, verifyGateSignature } from '@upah/core/qr/gate-code';
import { httpError } from '../../http-error';
import { toJakartaTimestamp } from '../../time';

export interface DeviceKeyRecord {
  keyId: string;
  publicKey: string;
  /** +07:00 timestamp of the registration (an approved second phone: of its approval). */
  registeredAt: string;
  /** The phone's name from its user agent (rules/device-name.ts). */
  deviceName: string;
}

/** A second phone's ask to become the employee's device (DESIGN "Evidence"). */
export interface DeviceRequestRecord {
  id: number;
  employeeId: number;
  keyId: string;
  publicKey: string;
  deviceName: string;
  requestedAt: string;
  status: DeviceRequestStatus;
  rejectReason: string | null;
}

export interface GateState {
  /** Each employee's approved phone key. */
  keys: Map<number, DeviceKeyRecord>;
  log: (DeviceKeyRecord & { employeeId: number })[];
  /** Second phones' asks, by id. */
  requests: Map<number, DeviceRequestRecord>;
  /** `kid|issuedAt` of every code recorded. */
  usedCodes: Set<string>;
}

export function emptyGateState(): GateState {
  return { keys: new Map(), log: [], requests: new Map(), usedCodes: new Set() };
}

export const GATE_MESSAGES = {
  badKey: 'publicKey: bukan kunci publik ECDSA P-256 yang valid',
  forged:
    'QR code is not valid! Tanda tangan QR tidak cocok dengan ponsel terdaftar karyawan ini; presensi tidak dicatat.',
  mismatch:
    'QR code is not valid! Isi QR tidak sesuai dengan karyawan, jadwal atau jenis absen yang dikirim.',
  replayed: 'QR code ini sudah pernah dipakai untuk absen; minta karyawan menampilkan kode baru.',
} as const;

/** What a registration answers: the key's state for this employee. */
export type Registration =
  | { status: 'approved'; record: DeviceKeyRecord }
  | { status: 'pending'; request: DeviceRequestRecord };

/** Makes `record` the employee's approved key and logs the change. */
export function approveKey(gate: GateState, employeeId: number, record: DeviceKeyRecord): void {
  gate.keys.set(employeeId, record);
  gate.log.push({ ...record, employeeId });
}

/**
 * Registers `publicKey` for the employee: their first key is approved at once; the approved key again answers
 * its record; another phone's key becomes (or stays) a pending ask for the direct supervisor, replacing an
 * older ask still waiting.
 */
export async function registerDeviceKey(
  gate: GateState,
  employeeId: number,
  key: { publicKey: string; deviceName: string },
  now: Date,
  nextRequestId: () => number,
): Promise<Registration> {
  const keyId = await keyIdOf(key.publicKey);
  if (!keyId) throw httpError(400, GATE_MESSAGES.badKey);
  const current = gate.keys.get(employeeId);
  if (current && current.keyId === keyId) return { status: 'approved', record: current };
  if (!current) {
    const record = { keyId, ...key, registeredAt: toJakartaTimestamp(now) };
    approveKey(gate, employeeId, record);
    return { status: 'approved', record };
  }
  let asked: DeviceRequestRecord | undefined;
  for (const r of gate.requests.values()) {
    if (r.employeeId !== employeeId || r.status !== 'pending') continue;
    if (r.keyId === keyId) asked = r;
    else r.status = 'canceled';
  }
  if (asked) return { status: 'pending', request: asked };
  const request: DeviceRequestRecord = {
    id: nextRequestId(),
    employeeId,
    keyId,
    ...key,
    requestedAt: toJakartaTimestamp(now),
    status: 'pending',
    rejectReason: null,
  };
  gate.requests.set(request.id, request);
  return { status: 'pending', request };
}

/** The refusals of a self clock (DESIGN "Evidence"). */
export const DEVICE_MESSAGES = {
  notApproved: 'Perangkat ini belum disetujui atasan Anda',
  unsigned: 'deviceSignature: presensi harus ditandatangani ponsel Anda; perbarui aplikasi lalu coba lagi',
  badSignature: 'deviceSignature: tanda tangan ponsel tidak cocok; presensi tidak dicatat',
} as const;

/**
 * Checks a self clock-in/out's device signature before anything is recorded: 400 unsigned (or without the tap's
 * clientTime), 409 when the signing phone is not the employee's approved one, 400 when the signature does not
 * verify over the fields.
 */
export async function requireSignedClock(
  gate: GateState,
  employeeId: number,
  body: { deviceSignature?: DeviceSignature | undefined; clientTime?: string | undefined },
  fields: Omit<ClockProofFields, 'clientTime'>,
): Promise<void> {
  const signature = body.deviceSignature;
  if (!signature || body.clientTime === undefined) throw httpError(400, DEVICE_MESSAGES.unsigned);
  const key = gate.keys.get(employeeId);
  if (!key || key.keyId !== signature.kid) throw httpError(409, DEVICE_MESSAGES.notApproved);
  if (!(await verifyClockSignature({ ...fields, clientTime: body.clientTime }, signature, key))) {
    throw httpError(400, DEVICE_MESSAGES.badSignature);
  }
}

export interface QrPresenceClaim {
  subordinateId: number;
  scheduleId: number;
  type: QrClockType;
  qrCode: string;
}

/**
 * Checks a scanned code sent with a subordinate clock-in/out (403 forged or not matching the body, 409 already
 * recorded) and returns its replay key, to be marked used once the presence is recorded. Age is not checked:
 * a console may send a scan hours later from its offline queue; the scan time is the body's clock time.
 */
export async function checkQrClaim(gate: GateState, claim: QrPresenceClaim): Promise<string> {
  const decrypted = decryptQrPayload(claim.qrCode, {
    passphrase: DEV_QR_PASSPHRASE,
    maxAgeMs: Number.POSITIVE_INFINITY,
    now: Number.MAX_SAFE_INTEGER,
  });
  if (!decrypted.ok) throw httpError(403, GATE_MESSAGES.forged);
  const payload = decrypted.payload;
  const key = gate.keys.get(claim.subordinateId);
  if (!payload.kid || !key || !(await verifyGateSignature(payload, key))) {
    throw httpError(403, GATE_MESSAGES.forged);
  }
  if (
    String(payload.subOrdinateId) !== String(claim.subordinateId) ||
    String(payload.scheduleId) !== String(claim.scheduleId) ||
    payload.type !== claim.type
  ) {
    throw httpError(403, GATE_MESSAGES.mismatch);
  }
  const replayKey = `${payload.kid}|${payload.issuedAt}`;
  if (gate.usedCodes.has(replayKey)) throw httpError(409, GATE_MESSAGES.replayed);
  return replayKey;
}
