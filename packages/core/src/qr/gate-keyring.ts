/**
 * A keyring of phone keys by employee id, as the phones of a team would hold them: a key per employee, a
 * subordinate entry with that key registered, and a code as that phone signs it. For tests and the e2e fake
 * phones; the PWA keeps its one real key in IndexedDB (stores/gate-key.ts).
 */

import type { ScanSubordinate } from '../rules/scan-session';
import { createGateKeyPair, type GateKeyPair, signGateCode } from './gate-code';
import { DEV_QR_PASSPHRASE, type QrPayload } from './index';

/** One key pair per employee id, made on first use. */
export function gateKeyring(): {
  keyOf(employeeId: number): Promise<GateKeyPair>;
  /** `subordinate` with its employee's key registered at `keyChangedAt` (ISO; long ago by default). */
  withKey(subordinate: ScanSubordinate, keyChangedAt?: string): Promise<ScanSubordinate>;
  /** A code as the employee's phone makes it (the signing key is `subOrdinateId`'s unless `signer` is given). */
  sign(payload: QrPayload, options?: { now?: number; passphrase?: string; signer?: number }): Promise<string>;
} {
  const keys = new Map<number, Promise<GateKeyPair>>();
  const keyOf = (employeeId: number) => {
    let key = keys.get(employeeId);
    if (!key) {
      key = createGateKeyPair();
      keys.set(employeeId, key);
    }
    return key;
  };
  return {
    keyOf,
    async withKey(subordinate, keyChangedAt = '2020-01-01T08:00:00+07:00') {
      const key = await keyOf(subordinate.id);
      return { ...subordinate, keyId: key.kid, publicKey: key.publicKey, keyChangedAt };
    },
    async sign(payload, options = {}) {
      const key = await keyOf(options.signer ?? Number(payload.subOrdinateId));
      return signGateCode(payload, key, {
        passphrase: options.passphrase ?? DEV_QR_PASSPHRASE,
        ...(options.now === undefined ? {} : { now: options.now }),
      });
    },
  };
}
