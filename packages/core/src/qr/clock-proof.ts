/**
 * The phone's own clock-in and clock-out, signed by its device key (DESIGN "Evidence": one approved phone per
 * employee; the key is the gate code's, qr/gate-code.ts). A documented extension of SPEC §3's clock payloads:
 * the body carries `deviceSignature: { kid, sig }`, an ECDSA P-256 signature (SHA-256, IEEE P1363 r‖s, base64url)
 * over the canonical bytes of the tap, made AT THE TAP, so an entry kept offline still verifies when sent.
 *
 * What is signed ({@link canonicalClockBytes}): the UTF-8 bytes of the JSON of these fields in this fixed order:
 * type, scheduleId, latitude, longitude, clientTime, photoDigest, kid.
 * - `clientTime` is the tap on the phone's clock as the body sends it (+07:00);
 * - `photoDigest` is the base64url SHA-256 of the selfie's bytes (null for a clock-out): the server hashes the
 *   uploaded file the body names, so the signature binds the very photo taken at the tap, wherever it is stored;
 * - a clock-out's `scheduleId` is the schedule of the presence it closes (the server reads it from its record).
 */
import { fromBase64Url, toBase64Url } from './base64url';
import type { GateSigningKey, GateVerifyingKey } from './gate-key-pair';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
const SIGNATURE_BYTES = 64;

/** The signed fields, in the order they are serialised. */
export const CLOCK_SIGNED_FIELDS = [
  'type',
  'scheduleId',
  'latitude',
  'longitude',
  'clientTime',
  'photoDigest',
  'kid',
] as const;

export interface ClockProofFields {
  readonly type: 'clock-in' | 'clock-out';
  readonly scheduleId: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly clientTime: string;
  /** base64url SHA-256 of the selfie (clock-in); null for a clock-out. */
  readonly photoDigest: string | null;
}

/** What the body carries. */
export interface DeviceSignature {
  readonly kid: string;
  readonly sig: string;
}

function subtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/** The bytes that are signed: JSON of {@link CLOCK_SIGNED_FIELDS} in that order, UTF-8. */
export function canonicalClockBytes(
  fields: ClockProofFields & { readonly kid: string },
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    JSON.stringify(Object.fromEntries(CLOCK_SIGNED_FIELDS.map((f) => [f, fields[f]]))),
  );
}

/** base64url SHA-256 of a photo's bytes (a Blob on the phone, the stored bytes on the server). */
export async function photoDigestOf(photo: Blob | Uint8Array): Promise<string> {
  const s = subtle();
  if (!s) throw new Error('WebCrypto is not available');
  const bytes = photo instanceof Uint8Array ? photo : new Uint8Array(await photo.arrayBuffer());
  return toBase64Url(new Uint8Array(await s.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)));
}

/** Signs the tap's fields with the phone's key. Throws when WebCrypto is missing. */
export async function signClock(fields: ClockProofFields, key: GateSigningKey): Promise<DeviceSignature> {
  const s = subtle();
  if (!s) throw new Error('WebCrypto is not available');
  const sig = new Uint8Array(
    await s.sign(SIGN, key.privateKey, canonicalClockBytes({ ...fields, kid: key.kid })),
  );
  return { kid: key.kid, sig: toBase64Url(sig) };
}

/**
 * True only when `signature.kid` is the signer's key id and `sig` verifies over the fields' canonical bytes with
 * its public key. Never throws.
 */
export async function verifyClockSignature(
  fields: ClockProofFields,
  signature: DeviceSignature,
  signer: GateVerifyingKey,
): Promise<boolean> {
  if (!signer.publicKey || !signer.keyId || signature.kid !== signer.keyId) return false;
  const raw = fromBase64Url(signer.publicKey);
  const sig = fromBase64Url(signature.sig);
  const s = subtle();
  if (!raw || !sig || sig.length !== SIGNATURE_BYTES || !s) return false;
  try {
    const key = await s.importKey('raw', raw, ALGORITHM, false, ['verify']);
    return await s.verify(SIGN, key, sig, canonicalClockBytes({ ...fields, kid: signature.kid }));
  } catch {
    return false;
  }
}
