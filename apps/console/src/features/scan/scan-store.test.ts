import { DEV_QR_PASSPHRASE, encryptQrPayload } from '@upah/core/qr';
import { beforeEach, describe, expect, it } from 'vitest';
import { handleScan, resetScan, SAME_TEXT_QUIET_MS, scanState } from './scan-store';

const budi = { id: 1, name: 'Budi Santoso', scheduleId: 86, shiftName: 'Shift Kantor' };
const NOW = Date.parse('2026-11-23T08:00:00+07:00');

function code(type: 'clock-in' | 'clock-out', issuedAt = NOW, passphrase = DEV_QR_PASSPHRASE) {
  return encryptQrPayload(
    {
      scheduleId: 86,
      subOrdinateId: 1,
      latitude: -6.2,
      longitude: 106.8,
      employeeName: 'Budi Santoso',
      shiftName: 'Shift Kantor',
      type,
    },
    { passphrase, now: issuedAt },
  );
}

const env = (now: number) => ({ passphrase: DEV_QR_PASSPHRASE, subordinates: [budi], now });

beforeEach(() => {
  localStorage.clear();
  resetScan();
  scanState.todayCount = 0;
});

describe('§2 scan-qr: the console scan loop', () => {
  it('a valid code is accepted with name, shift, type and the scan time, and counted', () => {
    const outcome = handleScan(code('clock-in'), env(NOW));
    expect(outcome.kind).toBe('accepted');
    expect(scanState.card).toMatchObject({
      kind: 'accepted',
      name: 'Budi Santoso',
      shiftName: 'Shift Kantor',
      type: 'clock-in',
      time: '08:00',
    });
    expect(scanState.todayCount).toBe(1);
  });

  it('the same text still in view is one event; a new code of the same person and type is "sudah tercatat"', () => {
    const text = code('clock-in');
    handleScan(text, env(NOW));
    expect(handleScan(text, env(NOW + 100)).kind).toBe('ignored');
    expect(handleScan(code('clock-in', NOW + 5000), env(NOW + 5000)).kind).toBe('duplicate');
    expect(handleScan(text, env(NOW + 100 + SAME_TEXT_QUIET_MS + 1)).kind).toBe('duplicate');
    expect(scanState.todayCount).toBe(1);
    expect(handleScan(code('clock-out', NOW + 6000), env(NOW + 6000)).kind).toBe('accepted');
    expect(scanState.todayCount).toBe(2);
  });

  it('§5 expired and foreign codes give a red card and count nothing', () => {
    expect(handleScan(code('clock-in', NOW - 5 * 60_000), env(NOW))).toMatchObject({
      kind: 'refused',
      card: { message: 'qrExpired' },
    });
    expect(handleScan(code('clock-in', NOW, 'other'), env(NOW))).toMatchObject({
      kind: 'refused',
      card: { message: 'qrInvalid' },
    });
    expect(scanState.todayCount).toBe(0);
  });

  it("today's count starts again on a new Jakarta day", () => {
    handleScan(code('clock-in'), env(NOW));
    resetScan();
    const tomorrow = NOW + 24 * 3600_000;
    handleScan(code('clock-in', tomorrow), env(tomorrow));
    expect(scanState.todayCount).toBe(1);
  });
});
