import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../catalogue/messages';
import {
  DEV_QR_PASSPHRASE,
  decryptQrPayload,
  encryptQrPayload,
  isIssuedQrPayload,
  QR_CLOCK_SKEW_MS,
  QR_MAX_AGE_MS,
  type QrPayload,
} from './index';

const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const passphrase = DEV_QR_PASSPHRASE;

const sample: QrPayload = {
  scheduleId: 4021,
  subOrdinateId: 17,
  latitude: -6.2,
  longitude: 106.816666,
  employeeName: 'Siti Rahayu',
  shiftName: 'Pagi',
  type: 'clock-in',
};

const code = (p: QrPayload = sample, now = NOW) => encryptQrPayload(p, { passphrase, now });

/** Any text (unicode, lone surrogates included) that is not blank. */
const text = fc.string({ unit: 'binary', maxLength: 40 });
const id = fc.oneof(
  fc.integer({ min: -1e9, max: 1e12 }),
  text.filter((s) => s.trim() !== ''),
);
const noNegativeZero = (x: number) => (Object.is(x, -0) ? 0 : x);
const payloadArb: fc.Arbitrary<QrPayload> = fc.record({
  scheduleId: id,
  subOrdinateId: id,
  latitude: fc.double({ min: -90, max: 90, noNaN: true }).map(noNegativeZero),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }).map(noNegativeZero),
  employeeName: text,
  shiftName: text,
  type: fc.constantFrom('clock-in' as const, 'clock-out' as const),
});

function base64ToBytes(b64: string): Uint8Array {
  return Uint8Array.from(Buffer.from(b64, 'base64'));
}
function bytesToBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}

describe('QR payload', () => {
  it('§5 QR: a code made with the passphrase decrypts to the payload plus issuedAt', () => {
    const result = decryptQrPayload(code(), { passphrase, now: NOW + 1000 });
    expect(result).toEqual({ ok: true, payload: { ...sample, issuedAt: NOW } });
  });

  it('§9 QR: the code is crypto-js AES passphrase text (OpenSSL "Salted__" base64), different every time', () => {
    const a = code();
    const b = code();
    expect(a).toMatch(/^U2FsdGVkX1[A-Za-z0-9+/]+={0,2}$/);
    expect(a).not.toBe(b);
    expect(decryptQrPayload(b, { passphrase, now: NOW })).toMatchObject({ ok: true });
  });

  it('§5 QR: the message keys are the catalogue entries for "QR code is not valid!" and expiry', () => {
    expect(messages.qrInvalid).toBe('QR code is not valid!');
    expect(decryptQrPayload('', { passphrase })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'qrInvalid',
    });
    const expired = decryptQrPayload(code(), { passphrase, now: NOW + QR_MAX_AGE_MS + 1 });
    expect(expired.ok ? null : messages[expired.message]).toBe(messages.qrExpired);
  });

  it('§5 QR: a wrong passphrase is invalid, not a throw', () => {
    expect(decryptQrPayload(code(), { passphrase: 'not-the-passphrase', now: NOW })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'qrInvalid',
    });
    expect(decryptQrPayload(code(), { passphrase: '', now: NOW })).toMatchObject({
      ok: false,
      reason: 'invalid',
    });
  });

  it('§5 QR: a code cut inside its last AES block is invalid, even when the garbage block would unpad to the whole payload', () => {
    // A plaintext of whole blocks: its last block is all padding. Cut 8 characters (6 bytes) and crypto-js decrypts
    // the partial block as garbage and unpads by its last byte; when that byte is 16 (1 in 256) what is left is the
    // whole genuine payload. Over 2,000 codes that happens about 8 times unless the padding is checked whole.
    let name = sample.employeeName;
    const plainLength = (p: QrPayload) => JSON.stringify({ ...p, issuedAt: NOW }).length;
    while (plainLength({ ...sample, employeeName: name }) % 16 !== 0) name += 'a';
    const payload = { ...sample, employeeName: name };
    let accepted = 0;
    for (let i = 0; i < 2000; i++) {
      if (decryptQrPayload(code(payload).slice(0, -8), { passphrase, now: NOW }).ok) accepted += 1;
    }
    expect(accepted).toBe(0);
    expect(decryptQrPayload(code(payload), { passphrase, now: NOW }).ok).toBe(true);
  });

  it('§5 QR: a bit flipped in an all-padding last block is invalid, even when crypto-js would unpad it to the whole payload', () => {
    // The same plaintext of whole blocks. Flip one bit of the last block: it decrypts to garbage, and crypto-js's
    // own unpadding reads only the last byte; when that is 16 (1 in 256) the garbage block is dropped and the
    // genuine payload is left. The fresh-clone suite met it once in the gate code's property (10,000 codes).
    let name = sample.employeeName;
    const plainLength = (p: QrPayload) => JSON.stringify({ ...p, issuedAt: NOW }).length;
    while (plainLength({ ...sample, employeeName: name }) % 16 !== 0) name += 'a';
    const payload = { ...sample, employeeName: name };
    const genuine = JSON.stringify({ ...payload, issuedAt: NOW });
    let unpaddedToGenuine = 0;
    let accepted = 0;
    for (let i = 0; i < 40; i++) {
      const bytes = base64ToBytes(code(payload));
      for (let bit = 0; bit < 128; bit++) {
        const flipped = Uint8Array.from(bytes);
        const at = flipped.length - 16 + (bit >> 3);
        flipped[at] = (flipped[at] ?? 0) ^ (1 << (bit & 7));
        const text = bytesToBase64(flipped);
        let plain = '';
        try {
          plain = AES.decrypt(text, passphrase).toString(Utf8);
        } catch {
          // garbage that is not UTF-8
        }
        if (plain === genuine) unpaddedToGenuine += 1;
        if (decryptQrPayload(text, { passphrase, now: NOW }).ok) accepted += 1;
      }
    }
    // 5,120 flips: crypto-js alone reads about 20 of them as the genuine payload (none in 40 runs would be 1 in 10^9)
    expect(unpaddedToGenuine).toBeGreaterThan(0);
    expect(accepted).toBe(0);
  });

  it('§5 QR: empty, blank, garbage, non-string, truncated and oversized input is invalid', () => {
    const real = code();
    const bad: unknown[] = [
      '',
      '   ',
      'hello',
      '{"scheduleId":1}',
      'U2FsdGVkX1',
      real.slice(0, -4),
      real.slice(0, -1),
      real.slice(0, -2),
      real.slice(0, 40),
      real.slice(10),
      `${real}AAAA`,
      `${real}!`,
      `U2FsdGVkX1${'A'.repeat(9000)}`,
      null,
      undefined,
      42,
      {},
    ];
    for (const input of bad) {
      expect(decryptQrPayload(input, { passphrase, now: NOW })).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('§5 QR: surrounding whitespace from the scanner is ignored', () => {
    expect(decryptQrPayload(`\n ${code()} \n`, { passphrase, now: NOW })).toMatchObject({ ok: true });
  });

  it('§5 QR: decrypted JSON without scheduleId (or with a wrong shape) is invalid', () => {
    const encryptRaw = (value: unknown) =>
      // Same cipher as encryptQrPayload, but skipping its typing to build malformed payloads.
      encryptQrPayload(value as QrPayload, { passphrase, now: NOW });
    const { scheduleId: _omit, ...withoutSchedule } = sample;
    const cases: unknown[] = [
      withoutSchedule,
      { ...sample, scheduleId: '' },
      { ...sample, scheduleId: '  ' },
      { ...sample, scheduleId: null },
      { ...sample, subOrdinateId: undefined },
      { ...sample, latitude: '24' },
      { ...sample, latitude: 91 },
      { ...sample, longitude: -181 },
      { ...sample, type: 'clock' },
      { ...sample, employeeName: 5 },
    ];
    for (const value of cases) {
      expect(decryptQrPayload(encryptRaw(value), { passphrase, now: NOW })).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
    // The guard itself: arrays, strings and bad issuedAt values are refused.
    expect(isIssuedQrPayload([sample])).toBe(false);
    expect(isIssuedQrPayload('x')).toBe(false);
    expect(isIssuedQrPayload({ ...sample, issuedAt: -1 })).toBe(false);
    expect(isIssuedQrPayload({ ...sample, issuedAt: 1.5 })).toBe(false);
    expect(isIssuedQrPayload({ ...sample, issuedAt: NOW })).toBe(true);
  });

  it('§5 QR: extra fields in a payload are dropped on the way in and out', () => {
    const withExtra = { ...sample, secret: 'x' } as QrPayload;
    const result = decryptQrPayload(code(withExtra), { passphrase, now: NOW });
    expect(result.ok && Object.keys(result.payload).sort()).toEqual([
      'employeeName',
      'issuedAt',
      'latitude',
      'longitude',
      'scheduleId',
      'shiftName',
      'subOrdinateId',
      'type',
    ]);
  });

  it('§5 QR: a code older than 60 s is expired; exactly 60 s is still accepted', () => {
    expect(QR_MAX_AGE_MS).toBe(60_000);
    expect(decryptQrPayload(code(), { passphrase, now: NOW + QR_MAX_AGE_MS })).toMatchObject({ ok: true });
    expect(decryptQrPayload(code(), { passphrase, now: NOW + QR_MAX_AGE_MS + 1 })).toEqual({
      ok: false,
      reason: 'expired',
      message: 'qrExpired',
    });
  });

  it('§5 QR: maxAgeMs can be narrowed or switched off', () => {
    expect(decryptQrPayload(code(), { passphrase, now: NOW + 5001, maxAgeMs: 5000 })).toMatchObject({
      reason: 'expired',
    });
    expect(
      decryptQrPayload(code(), { passphrase, now: NOW + 86_400_000, maxAgeMs: Number.POSITIVE_INFINITY }),
    ).toMatchObject({ ok: true });
  });

  it('§5 QR: a NaN maxAgeMs falls back to 60 s instead of accepting a code of any age', () => {
    expect(
      decryptQrPayload(code(), { passphrase, now: NOW + QR_MAX_AGE_MS + 1, maxAgeMs: Number.NaN }),
    ).toEqual({
      ok: false,
      reason: 'expired',
      message: 'qrExpired',
    });
    expect(decryptQrPayload(code(), { passphrase, now: NOW + 1000, maxAgeMs: Number.NaN })).toMatchObject({
      ok: true,
    });
  });

  it('§5 QR: issuedAt up to 30 s in the future is clock skew; further ahead is invalid', () => {
    expect(decryptQrPayload(code(), { passphrase, now: NOW - QR_CLOCK_SKEW_MS })).toMatchObject({ ok: true });
    expect(decryptQrPayload(code(), { passphrase, now: NOW - QR_CLOCK_SKEW_MS - 1 })).toEqual({
      ok: false,
      reason: 'invalid',
      message: 'qrInvalid',
    });
  });

  it('§9 QR (property): any payload round-trips, unicode names, string or number ids, both types', () => {
    fc.assert(
      fc.property(payloadArb, fc.string({ minLength: 1, maxLength: 30 }), (payload, secret) => {
        const result = decryptQrPayload(encryptQrPayload(payload, { passphrase: secret, now: NOW }), {
          passphrase: secret,
          now: NOW,
        });
        expect(result).toEqual({ ok: true, payload: { ...payload, issuedAt: NOW } });
      }),
      { numRuns: 200 },
    );
  });

  it('§5 QR (property): decrypting any string never throws and is not ok', () => {
    const base64ish = fc
      .uint8Array({ minLength: 0, maxLength: 200 })
      .map((bytes) => `U2FsdGVkX1${bytesToBase64(bytes)}`);
    const salted = fc
      .uint8Array({ minLength: 0, maxLength: 200 })
      .map((bytes) => bytesToBase64(new Uint8Array([...Buffer.from('Salted__'), ...bytes])));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), base64ish, salted), (input) => {
        const result = decryptQrPayload(input, { passphrase, now: NOW });
        expect(result).toMatchObject({ ok: false, reason: 'invalid', message: 'qrInvalid' });
      }),
      { numRuns: 500 },
    );
  });

  it('§5 QR (property): bit flips of a real code never throw, and anything accepted is well-formed', () => {
    const real = code();
    const bytes = base64ToBytes(real);
    let refused = 0;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bytes.length * 8 - 1 }), (bit) => {
        const flipped = Uint8Array.from(bytes);
        flipped[bit >> 3] = (flipped[bit >> 3] ?? 0) ^ (1 << (bit & 7));
        const result = decryptQrPayload(bytesToBase64(flipped), { passphrase, now: NOW });
        if (result.ok) expect(isIssuedQrPayload(result.payload)).toBe(true);
        else refused++;
      }),
      { numRuns: 300 },
    );
    // AES-CBC garbles a whole block around a flipped bit, so (almost) every flip is refused.
    expect(refused).toBeGreaterThanOrEqual(295);
  });

  it('§5 QR (property): character edits of a real code (replace, drop, truncate) never throw', () => {
    const real = code();
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: real.length - 1 }),
        fc.constantFrom(...'ABCxyz019+/='.split('')),
        fc.constantFrom('replace', 'drop', 'truncate'),
        (at, ch, edit) => {
          const edited =
            edit === 'replace'
              ? real.slice(0, at) + ch + real.slice(at + 1)
              : edit === 'drop'
                ? real.slice(0, at) + real.slice(at + 1)
                : real.slice(0, at);
          const result = decryptQrPayload(edited, { passphrase, now: NOW });
          if (edited === real) expect(result.ok).toBe(true);
          else if (result.ok) expect(isIssuedQrPayload(result.payload)).toBe(true);
          if (edit === 'truncate') expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 300 },
    );
  });
});
