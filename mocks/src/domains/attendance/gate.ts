/**
 * The gate code on the server side (docs/ARCHITECTURE.md "The gate code"): what a backend stores and checks.
 *
 * - One active phone key per employee (`keys`); a new registration replaces the old one and every registration
 *   is logged with its time (`log`). The supervisor's subordinate list carries keyId, publicKey, keyChangedAt.
 * - A subordinate clock-in/out that sends the scanned code (`qrCode`) is checked again: SPEC §9's cipher, the
 *   signature by the subordinate's active key, and the code's subject, schedule and clock type against the
 *   body. A forged one is 403 'QR code is not valid!' with the reason; nothing is recorded.
 * - A code once recorded (its kid and issuedAt) is refused for good (409), whatever the Idempotency-Key.
 */
import { DEV_QR_PASSPHRASE, decryptQrPayload, type QrClockType } from '@upah/core/qr';
import { keyIdOf, verifyGateSignature } from '@upah/core/qr/gate-code';
import { httpError } from '../../http-error';
import { toJakartaTimestamp } from '../../time';

export interface DeviceKeyRecord {
  keyId: string;
  publicKey: string;
  /** +07:00 timestamp of the registration. */
  registeredAt: string;
}

export interface GateState {
  keys: Map<number, DeviceKeyRecord>;
  log: (DeviceKeyRecord & { employeeId: number })[];
  /** `kid|issuedAt` of every code recorded. */
  usedCodes: Set<string>;
}

export function emptyGateState(): GateState {
  return { keys: new Map(), log: [], usedCodes: new Set() };
}

export const GATE_MESSAGES = {
  badKey: 'publicKey: bukan kunci publik ECDSA P-256 yang valid',
  forged:
    'QR code is not valid! Tanda tangan QR tidak cocok dengan ponsel terdaftar karyawan ini; presensi tidak dicatat.',
  mismatch:
    'QR code is not valid! Isi QR tidak sesuai dengan karyawan, jadwal atau jenis absen yang dikirim.',
  replayed: 'QR code ini sudah pernah dipakai untuk absen; minta karyawan menampilkan kode baru.',
} as const;

/** Registers `publicKey` as the employee's active key (the same key again keeps its first registration). */
export async function registerDeviceKey(
  gate: GateState,
  employeeId: number,
  publicKey: string,
  now: Date,
): Promise<DeviceKeyRecord> {
  const keyId = await keyIdOf(publicKey);
  if (!keyId) throw httpError(400, GATE_MESSAGES.badKey);
  const current = gate.keys.get(employeeId);
  if (current && current.keyId === keyId) return current;
  const record = { keyId, publicKey, registeredAt: toJakartaTimestamp(now) };
  gate.keys.set(employeeId, record);
  gate.log.push({ ...record, employeeId });
  return record;
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
