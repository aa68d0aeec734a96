/**
 * The phone's gate key pair (DESIGN "The gate code", "Evidence"): made once with WebCrypto (ECDSA P-256, the private
 * half non-extractable), its public half as a base64url raw point and its id. Apart from gate-code.ts so that a screen
 * that only makes or registers the key (Profil's Perangkat absen, the clock screen) loads no QR cipher.
 */
import { fromBase64Url, toBase64Url } from './base64url';

export const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
/** A P-256 public key as an uncompressed point (0x04 ‖ x ‖ y). */
export const RAW_PUBLIC_KEY_BYTES = 65;
/** The key id: base64url of the first 12 bytes of SHA-256 over the raw public key (16 characters). */
const KEY_ID_BYTES = 12;

/** The id the employee's code carries: the profile's pkID, the id of the supervisor's subordinate list. */
export function gateSubjectId(profile: { readonly pkID: number }): number {
  return profile.pkID;
}

/** The private half that signs on the phone, with the id of its public half. */
export interface GateSigningKey {
  readonly kid: string;
  readonly privateKey: CryptoKey;
}

/** A freshly made key pair: the private key (non-extractable), the public key (base64url raw point) and its id. */
export interface GateKeyPair extends GateSigningKey {
  readonly publicKey: string;
}

/** What the verifying side knows of a subordinate's registered key (from the subordinate list). */
export interface GateVerifyingKey {
  readonly keyId?: string | null;
  readonly publicKey?: string | null;
}

export function subtle(): SubtleCrypto | null {
  return globalThis.crypto?.subtle ?? null;
}

/** The id of a public key (base64url raw point): 16 base64url characters of its SHA-256. */
export async function keyIdOf(publicKey: string): Promise<string | null> {
  const raw = fromBase64Url(publicKey);
  const s = subtle();
  if (!raw || raw.length !== RAW_PUBLIC_KEY_BYTES || !s) return null;
  const digest = new Uint8Array(await s.digest('SHA-256', raw));
  return toBase64Url(digest.slice(0, KEY_ID_BYTES));
}

/** Makes the phone's key pair; the private key cannot be exported. Throws when WebCrypto is missing. */
export async function createGateKeyPair(): Promise<GateKeyPair> {
  const s = subtle();
  if (!s) throw new Error('WebCrypto is not available');
  const pair = await s.generateKey(ALGORITHM, false, ['sign', 'verify']);
  const publicKey = toBase64Url(new Uint8Array(await s.exportKey('raw', pair.publicKey)));
  const kid = await keyIdOf(publicKey);
  if (!kid) throw new Error('Unexpected public key');
  return { kid, publicKey, privateKey: pair.privateKey };
}
