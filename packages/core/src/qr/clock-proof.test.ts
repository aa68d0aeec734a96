/**
 * DESIGN "Evidence": the phone's own clock-in is signed by its device key over the tap's fields; any change of a
 * field, another phone's key or a malformed signature fails verification.
 */
import { describe, expect, it } from 'vitest';
import {
  type ClockProofFields,
  canonicalClockBytes,
  photoDigestOf,
  signClock,
  verifyClockSignature,
} from './clock-proof';
import { createGateKeyPair } from './gate-code';

const FIELDS: ClockProofFields = {
  type: 'clock-in',
  scheduleId: 501,
  latitude: -6.2,
  longitude: 106.816666,
  clientTime: '2026-11-23T07:58:00+07:00',
  photoDigest: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
};

describe('clock proof', () => {
  it('signs the fields in a fixed order', () => {
    const text = new TextDecoder().decode(canonicalClockBytes({ ...FIELDS, kid: 'k' }));
    expect(text).toBe(
      '{"type":"clock-in","scheduleId":501,"latitude":-6.2,"longitude":106.816666,"clientTime":"2026-11-23T07:58:00+07:00","photoDigest":"n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg","kid":"k"}',
    );
  });

  it('verifies its own signature and refuses every change', async () => {
    const phone = await createGateKeyPair();
    const other = await createGateKeyPair();
    const signature = await signClock(FIELDS, phone);
    expect(
      await verifyClockSignature(FIELDS, signature, { keyId: phone.kid, publicKey: phone.publicKey }),
    ).toBe(true);
    const changed: Partial<ClockProofFields>[] = [
      { type: 'clock-out' },
      { scheduleId: 502 },
      { latitude: -6.21 },
      { longitude: 106.8 },
      { clientTime: '2026-11-23T07:59:00+07:00' },
      { photoDigest: null },
    ];
    for (const change of changed) {
      expect(
        await verifyClockSignature({ ...FIELDS, ...change }, signature, {
          keyId: phone.kid,
          publicKey: phone.publicKey,
        }),
      ).toBe(false);
    }
    expect(
      await verifyClockSignature(FIELDS, signature, { keyId: other.kid, publicKey: other.publicKey }),
    ).toBe(false);
    expect(
      await verifyClockSignature(
        FIELDS,
        { ...signature, kid: other.kid },
        { keyId: other.kid, publicKey: other.publicKey },
      ),
    ).toBe(false);
    expect(
      await verifyClockSignature(
        FIELDS,
        { kid: phone.kid, sig: 'AAAA' },
        { keyId: phone.kid, publicKey: phone.publicKey },
      ),
    ).toBe(false);
    expect(
      await verifyClockSignature(FIELDS, { kid: phone.kid, sig: '!!' }, { keyId: phone.kid, publicKey: 'x' }),
    ).toBe(false);
  });

  it('digests a photo the same from a Blob and from its bytes', async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]);
    expect(await photoDigestOf(new Blob([bytes]))).toBe(await photoDigestOf(bytes));
    expect(await photoDigestOf(bytes)).toHaveLength(43);
  });
});
