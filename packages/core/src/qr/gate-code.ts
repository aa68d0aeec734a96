/**
 * The gate code: SPEC §3's QR payload, sealed with SPEC §9's cipher and passphrase, with our signature inside
 * (a documented extension, docs/ARCHITECTURE.md "The gate code"; DESIGN "The gate code").
 *
 * SPEC's passphrase ships in the PWA's JavaScript, so it proves nothing. What proves a code came from the
 * employee's phone is an ECDSA P-256 signature (WebCrypto, SHA-256, IEEE P1363 r‖s, base64url) by a private
 * key that never leaves the phone (`extractable: false`, kept in IndexedDB). The payload keeps every SPEC field;
 * `kid` (the key's id) and `sig` ride beside them, so a SPEC-only backend still reads the fields.
 *
 * What is signed ({@link canonicalGateBytes}): the UTF-8 bytes of the JSON of the payload fields in this fixed
 * order: scheduleId, subOrdinateId, latitude, longitude, employeeName, shiftName, type, issuedAt, kid.
 * Coordinates are rounded to 6 decimals (about 0.1 m) before signing, so the code stays short.
 *
 * The id in `subOrdinateId` is {@link gateSubjectId}: the profile's pkID, the id the supervisor's subordinate
 * list and the subordinate clock-in use.
 */
import { fromBase64Url, toBase64Url } from './base64url';
import {
  ALGORITHM,
  type GateSigningKey,
  type GateVerifyingKey,
  RAW_PUBLIC_KEY_BYTES,
  subtle,
} from './gate-key-pair';
import { type IssuedQrPayload, type QrPayload, sealQrPayload } from './index';

export {
  createGateKeyPair,
  type GateKeyPair,
  type GateSigningKey,
  type GateVerifyingKey,
  gateSubjectId,
  keyIdOf,
} from './gate-key-pair';

const SIGN = { name: 'ECDSA', hash: 'SHA-256' } as const;
/** r ‖ s of a P-256 signature. */
const SIGNATURE_BYTES = 64;

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;

/** The signed fields, in the order they are serialised. */
export const SIGNED_FIELDS = [
  'scheduleId',
  'subOrdinateId',
  'latitude',
  'longitude',
  'employeeName',
  'shiftName',
  'type',
  'issuedAt',
  'kid',
] as const;

/** The bytes that are signed: JSON of {@link SIGNED_FIELDS} in that order, UTF-8. */
export function canonicalGateBytes(p: IssuedQrPayload & { readonly kid: string }): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(Object.fromEntries(SIGNED_FIELDS.map((f) => [f, p[f]]))));
}

/**
 * Signs `payload` (stamped `issuedAt = now`, coordinates rounded to 6 decimals) with the phone's key and seals
 * it with SPEC's cipher: the text to draw as the QR code.
 */
export async function signGateCode(
  payload: QrPayload,
  key: GateSigningKey,
  options: { passphrase: string; now?: number },
): Promise<string> {
  const s = subtle();
  if (!s) throw new Error('WebCrypto is not available');
  const issued = {
    scheduleId: payload.scheduleId,
    subOrdinateId: payload.subOrdinateId,
    latitude: round6(payload.latitude),
    longitude: round6(payload.longitude),
    employeeName: payload.employeeName,
    shiftName: payload.shiftName,
    type: payload.type,
    issuedAt: Math.floor(options.now ?? Date.now()),
    kid: key.kid,
  };
  const signature = new Uint8Array(await s.sign(SIGN, key.privateKey, canonicalGateBytes(issued)));
  return sealQrPayload({ ...issued, sig: toBase64Url(signature) }, options.passphrase);
}

const imported = new Map<string, Promise<CryptoKey | null>>();

function importPublicKey(publicKey: string): Promise<CryptoKey | null> {
  let key = imported.get(publicKey);
  if (!key) {
    const raw = fromBase64Url(publicKey);
    const s = subtle();
    key =
      raw && raw.length === RAW_PUBLIC_KEY_BYTES && s
        ? s.importKey('raw', raw, ALGORITHM, true, ['verify']).catch(() => null)
        : Promise.resolve(null);
    if (imported.size > 1000) imported.clear();
    imported.set(publicKey, key);
  }
  return key;
}

/**
 * True only when the decrypted payload carries `kid` and `sig`, its `kid` is the registered key's id, and `sig`
 * verifies over its canonical bytes with that public key. Never throws: an unsigned code, an unknown key, a
 * malformed signature or an altered field all give false.
 */
export async function verifyGateSignature(
  payload: IssuedQrPayload,
  signer: GateVerifyingKey,
): Promise<boolean> {
  const { kid, sig } = payload;
  if (!kid || !sig || !signer.publicKey || !signer.keyId || kid !== signer.keyId) return false;
  const signature = fromBase64Url(sig);
  if (!signature || signature.length !== SIGNATURE_BYTES) return false;
  const key = await importPublicKey(signer.publicKey);
  const s = subtle();
  if (!key || !s) return false;
  try {
    return await s.verify(SIGN, key, signature, canonicalGateBytes({ ...payload, kid }));
  } catch {
    return false;
  }
}
