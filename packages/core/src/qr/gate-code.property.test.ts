/**
 * The gate code against forgery (docs/ARCHITECTURE.md "The gate code"; SPEC §5 'QR code is not valid!'):
 * over 10,000 generated codes, every genuine one is accepted and none of the rest is: passphrase-only,
 * bit-flipped, truncated, field-changed and re-sealed, signed by another employee's key, expired, from the
 * future, replayed.
 */
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  checkScan,
  createScanSession,
  indexSubordinates,
  markRecorded,
  type ScanSession,
  type SubordinateIndex,
} from '../rules/scan-session';
import { SIGNED_FIELDS } from './gate-code';
import { gateKeyring } from './gate-keyring';
import {
  DEV_QR_PASSPHRASE,
  encryptQrPayload,
  QR_CLOCK_SKEW_MS,
  QR_MAX_AGE_MS,
  type QrPayload,
  sealQrPayload,
} from './index';

const NOW = Date.UTC(2026, 10, 23, 1, 0, 0);
const passphrase = DEV_QR_PASSPHRASE;
const keys = gateKeyring();
const TEAM = [
  { id: 1, name: 'Budi Santoso', scheduleId: 501, shiftName: 'Shift Kantor' },
  { id: 17, name: 'Wahyu Nugroho', scheduleId: 502, shiftName: 'Shift Kantor' },
  { id: 18, name: 'Lestari Putri', scheduleId: 503, shiftName: 'Shift Kantor' },
] as const;
let index: SubordinateIndex;

beforeAll(async () => {
  index = indexSubordinates(await Promise.all(TEAM.map((s) => keys.withKey({ ...s }))));
});

const VARIANTS = [
  'genuine',
  'passphrase-only',
  'bit-flipped',
  'truncated',
  'field-changed',
  'other-key',
  'expired',
  'future',
  'replayed',
] as const;
type Variant = (typeof VARIANTS)[number];

const arbitraryCase = fc.record({
  variant: fc.constantFrom(...VARIANTS),
  who: fc.integer({ min: 0, max: TEAM.length - 1 }),
  type: fc.constantFrom('clock-in' as const, 'clock-out' as const),
  latitude: fc.double({ min: -11, max: 6, noNaN: true }),
  longitude: fc.double({ min: 95, max: 141, noNaN: true }),
  ageMs: fc.integer({ min: -QR_CLOCK_SKEW_MS, max: QR_MAX_AGE_MS }),
  flipAt: fc.nat(),
  flipBit: fc.integer({ min: 0, max: 7 }),
  cut: fc.integer({ min: 1, max: 200 }),
  // every signed field but kid (a changed kid is an unknown key)
  field: fc.constantFrom(...SIGNED_FIELDS.filter((f) => f !== 'kid')),
});
type Case = typeof arbitraryCase extends fc.Arbitrary<infer T> ? T : never;

function changed(value: Record<string, unknown>, field: Case['field']): Record<string, unknown> {
  const v = value[field];
  const next =
    field === 'type'
      ? v === 'clock-in'
        ? 'clock-out'
        : 'clock-in'
      : field === 'subOrdinateId'
        ? (TEAM.find((s) => s.id !== v)?.id ?? 99)
        : typeof v === 'number'
          ? v + (Number.isInteger(v) ? 1 : 0.001)
          : `${String(v)}x`;
  return { ...value, [field]: next };
}

async function make(c: Case): Promise<{ text: string; session: ScanSession; genuine: boolean }> {
  const s = TEAM[c.who] ?? TEAM[0];
  const payload: QrPayload = {
    scheduleId: s.scheduleId,
    subOrdinateId: s.id,
    latitude: c.latitude,
    longitude: c.longitude,
    employeeName: s.name,
    shiftName: s.shiftName,
    type: c.type,
  };
  const issued = NOW - c.ageMs;
  const session = createScanSession();
  const genuine = await keys.sign(payload, { now: issued });
  const variant: Variant = c.variant;
  switch (variant) {
    case 'genuine':
      return { text: genuine, session, genuine: true };
    case 'passphrase-only':
      return { text: encryptQrPayload(payload, { passphrase, now: issued }), session, genuine: false };
    case 'bit-flipped': {
      // one bit of the sealed bytes (header, salt or ciphertext), written back as canonical base64
      const bytes = Buffer.from(genuine, 'base64');
      const i = c.flipAt % bytes.length;
      bytes[i] = (bytes[i] ?? 0) ^ (1 << c.flipBit);
      return { text: bytes.toString('base64'), session, genuine: false };
    }
    case 'truncated':
      return { text: genuine.slice(0, Math.max(0, genuine.length - c.cut)), session, genuine: false };
    case 'field-changed': {
      const value = JSON.parse(AES.decrypt(genuine, passphrase).toString(Utf8)) as Record<string, unknown>;
      const altered = changed(value, c.field) as unknown as Parameters<typeof sealQrPayload>[0];
      return { text: sealQrPayload(altered, passphrase), session, genuine: false };
    }
    case 'other-key': {
      const other = TEAM[(c.who + 1) % TEAM.length]?.id ?? 99;
      return { text: await keys.sign(payload, { now: issued, signer: other }), session, genuine: false };
    }
    case 'expired':
      return {
        text: await keys.sign(payload, { now: NOW - QR_MAX_AGE_MS - 1 - c.cut }),
        session,
        genuine: false,
      };
    case 'future':
      return {
        text: await keys.sign(payload, { now: NOW + QR_CLOCK_SKEW_MS + 1 + c.cut }),
        session,
        genuine: false,
      };
    case 'replayed': {
      // the same code was recorded earlier, at the start of its life
      const first = await checkScan(session, genuine, { passphrase, subordinates: index, now: issued });
      if (!first.ok) throw new Error('a genuine code was refused');
      const recorded = markRecorded(session, first.presence, issued);
      // scanned again later, for another clock type's window to be free: only the code itself is a replay
      return { text: genuine, session: recorded, genuine: false };
    }
  }
}

describe('gate code: forged codes never pass, genuine ones always do', () => {
  it('10,000 generated codes: accepted exactly when genuine', async () => {
    const seen = new Map<Variant, number>();
    await fc.assert(
      fc.asyncProperty(arbitraryCase, async (c) => {
        const { text, session, genuine } = await make(c);
        const verdict = await checkScan(session, text, { passphrase, subordinates: index, now: NOW });
        seen.set(c.variant, (seen.get(c.variant) ?? 0) + 1);
        expect(verdict.ok).toBe(genuine);
      }),
      { numRuns: 10_000 },
    );
    for (const v of VARIANTS) expect(seen.get(v) ?? 0).toBeGreaterThan(500);
  }, 120_000);
});
