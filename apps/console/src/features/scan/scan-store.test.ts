import { DEV_QR_PASSPHRASE, encryptQrPayload } from '@upah/core/qr';
import { gateKeyring } from '@upah/core/qr/gate-keyring';
import type { ScanSubordinate } from '@upah/core/rules/scan-session';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handleScan, resetScan, SAME_TEXT_QUIET_MS, scanState } from './scan-store';

const keys = gateKeyring();
const plain = { id: 1, name: 'Budi Santoso', scheduleId: 86, shiftName: 'Shift Kantor' };
let budi: ScanSubordinate;
const NOW = Date.parse('2026-11-23T08:00:00+07:00');
const payload = (type: 'clock-in' | 'clock-out') => ({
  scheduleId: 86,
  subOrdinateId: 1,
  latitude: -6.2,
  longitude: 106.8,
  employeeName: 'Budi Santoso',
  shiftName: 'Shift Kantor',
  type,
});

const code = (type: 'clock-in' | 'clock-out', issuedAt = NOW, passphrase = DEV_QR_PASSPHRASE) =>
  keys.sign(payload(type), { now: issuedAt, passphrase });

const env = (now: number, queuedCodes?: ReadonlySet<string>) => ({
  passphrase: DEV_QR_PASSPHRASE,
  subordinates: [budi] as never,
  now,
  ...(queuedCodes ? { queuedCodes } : {}),
});

beforeAll(async () => {
  budi = await keys.withKey(plain);
});

beforeEach(() => {
  localStorage.clear();
  resetScan();
  scanState.todayCount = 0;
});

describe('console scan loop (§5 QR, the gate code)', () => {
  it('a valid signed code is accepted with name, shift, type and the scan time, and counted', async () => {
    const outcome = await handleScan(await code('clock-in'), env(NOW));
    expect(outcome.kind).toBe('accepted');
    expect(scanState.card).toMatchObject({
      kind: 'accepted',
      name: 'Budi Santoso',
      shiftName: 'Shift Kantor',
      type: 'clock-in',
      time: '08:00',
      newDevice: false,
    });
    expect(scanState.todayCount).toBe(1);
  });

  it('the same text still in view is one event; a new code of the same person and type is "sudah tercatat"', async () => {
    const text = await code('clock-in');
    await handleScan(text, env(NOW));
    expect((await handleScan(text, env(NOW + 100))).kind).toBe('ignored');
    expect((await handleScan(await code('clock-in', NOW + 5000), env(NOW + 5000))).kind).toBe('duplicate');
    expect((await handleScan(text, env(NOW + 100 + SAME_TEXT_QUIET_MS + 1))).kind).toBe('duplicate');
    expect(scanState.todayCount).toBe(1);
    expect((await handleScan(await code('clock-out', NOW + 6000), env(NOW + 6000))).kind).toBe('accepted');
    expect(scanState.todayCount).toBe(2);
  });

  it('§5 expired, foreign, unsigned and other-key codes give a red card and count nothing', async () => {
    const refused = [
      await code('clock-in', NOW - 5 * 60_000),
      await code('clock-in', NOW, 'other'),
      encryptQrPayload(payload('clock-in'), { passphrase: DEV_QR_PASSPHRASE, now: NOW }),
      await keys.sign(payload('clock-in'), { now: NOW, signer: 2 }),
    ];
    const messages = [];
    for (const text of refused) {
      const outcome = await handleScan(text, env(NOW));
      expect(outcome.kind).toBe('refused');
      if (outcome.kind !== 'ignored') messages.push(outcome.card.message);
    }
    expect(messages).toEqual(['qrExpired', 'qrInvalid', 'qrInvalid', 'qrInvalid']);
    expect(scanState.todayCount).toBe(0);
  });

  it('a code still waiting in the offline queue is refused as already recorded (after a reload)', async () => {
    const text = await code('clock-in');
    const queued = new Set([`${budi.keyId}|${NOW}`]);
    expect(await handleScan(text, env(NOW + 1000, queued))).toMatchObject({
      kind: 'duplicate',
      card: { message: 'scanAlreadyRecorded' },
    });
    expect(scanState.todayCount).toBe(0);
  });

  it('a key registered in the last 24 hours shows "perangkat baru" on the accepted card', async () => {
    budi = await keys.withKey(plain, new Date(NOW - 60_000).toISOString());
    try {
      await handleScan(await code('clock-in'), env(NOW));
      expect(scanState.card).toMatchObject({ kind: 'accepted', newDevice: true });
    } finally {
      budi = await keys.withKey(plain);
    }
  });

  it("today's count starts again on a new Jakarta day", async () => {
    await handleScan(await code('clock-in'), env(NOW));
    resetScan();
    const tomorrow = NOW + 24 * 3600_000;
    await handleScan(await code('clock-in', tomorrow), env(tomorrow));
    expect(scanState.todayCount).toBe(1);
  });
});
