import { describe, expect, it } from 'vitest';
import { jakartaDate } from '../format';
import {
  clockInDisabledReasons,
  clockOutRule,
  greeting,
  hasScheduleId,
  leaveSubmitRule,
  manualPresenceRule,
  overtimeDefaults,
  overtimeSubmitRule,
  permissionSubmitRule,
  qrScanRule,
  qrSubmitRule,
  rejectReasonRule,
  remoteSubmitRule,
  requestActions,
  selfClockOptionRule,
} from './attendance';

/** The instant at which Jakarta (UTC+7) shows `hh:mm` on 2024-05-01. */
const jakarta = (hh: number, mm: number): Date => new Date(Date.UTC(2024, 4, 1, hh - 7, mm));

const allowed = { location: true, camera: true, file: true };

describe('attendance rules', () => {
  it.each([
    [0, 0, 'Good Morning'],
    [11, 59, 'Good Morning'],
    [12, 0, 'Good Afternoon'],
    [17, 59, 'Good Afternoon'],
    [18, 0, 'Good Evening'],
    [23, 59, 'Good Evening'],
  ])('§2 greeting at %i:%i Jakarta time is %s', (hh, mm, expected) => {
    expect(greeting(jakarta(hh, mm))).toBe(expected);
    expect(greeting(jakarta(hh, mm).getTime())).toBe(expected);
  });

  it('§2 §9 greeting follows Asia/Jakarta whatever the process time zone', () => {
    const saved = process.env.TZ;
    try {
      const answers = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Jakarta'].map((tz) => {
        process.env.TZ = tz;
        return [
          greeting(jakarta(11, 59)),
          greeting(jakarta(12, 0)),
          greeting(jakarta(17, 59)),
          greeting(jakarta(18, 0)),
        ];
      });
      // The process zone really changed: local hours now differ from Jakarta's, the greeting does not.
      process.env.TZ = 'America/Los_Angeles';
      expect(jakarta(11, 59).getHours()).not.toBe(11);
      for (const a of answers)
        expect(a).toEqual(['Good Morning', 'Good Afternoon', 'Good Afternoon', 'Good Evening']);
      // 23:30 UTC is 06:30 next day in Jakarta: morning, and the Jakarta date is the next day.
      process.env.TZ = 'America/New_York';
      const lateUtc = new Date('2024-05-01T23:30:00Z');
      expect(greeting(lateUtc)).toBe('Good Morning');
      expect(jakartaDate(lateUtc)).toBe('2024-05-02');
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("§5 clock-in: no location permission gives 'Izinkan lokasi untuk melanjutkan absen'", () => {
    const reasons = clockInDisabledReasons({ permissions: { ...allowed, location: false }, hasSelfie: true });
    expect(reasons).toEqual([{ code: 'location', message: 'clockLocationPermission' }]);
  });

  it("§5 clock-in: no camera permission gives 'Izinkan kamera untuk melanjutkan absen'", () => {
    const reasons = clockInDisabledReasons({ permissions: { ...allowed, camera: false }, hasSelfie: true });
    expect(reasons).toEqual([{ code: 'camera', message: 'clockCameraPermission' }]);
  });

  it('§5 clock-in: submit disabled without a selfie, enabled with selfie and permissions', () => {
    expect(clockInDisabledReasons({ permissions: allowed, hasSelfie: false }).map((r) => r.code)).toEqual([
      'selfie',
    ]);
    expect(clockInDisabledReasons({ permissions: allowed, hasSelfie: true })).toEqual([]);
  });

  it('§2 clock-out needs location permission', () => {
    expect(clockOutRule({ location: false })).toEqual({ ok: false, message: 'clockLocationPermission' });
    expect(clockOutRule({ location: true })).toEqual({ ok: true });
  });

  it("§5 self clock option: clock-in needs every reminder checked ('Silahkan check kesiapan terlebih dahulu')", () => {
    expect(selfClockOptionRule('clock-in', [true, false, true])).toEqual({
      ok: false,
      message: 'readinessRequired',
    });
    expect(selfClockOptionRule('clock-in', [true, true])).toEqual({ ok: true });
  });

  it('§5 self clock option: clock-out needs no reminder', () => {
    expect(selfClockOptionRule('clock-out', [false, false])).toEqual({ ok: true });
  });

  const remote = { description: 'Kunjungan klien', permissions: allowed, date: '2024-05-01' };

  it('§5 remote: description required', () => {
    expect(remoteSubmitRule({ ...remote, description: ' ' })).toEqual({
      ok: false,
      message: 'descriptionRequired',
    });
  });

  it("§5 remote: file and location permission ('Izinkan lokasi & file untuk melanjutkan')", () => {
    expect(remoteSubmitRule({ ...remote, permissions: { ...allowed, file: false } })).toEqual({
      ok: false,
      message: 'remotePermissions',
    });
    expect(remoteSubmitRule({ ...remote, permissions: { ...allowed, location: false } })).toEqual({
      ok: false,
      message: 'remotePermissions',
    });
  });

  it('§5 remote: date required', () => {
    expect(remoteSubmitRule({ ...remote, date: '' })).toEqual({ ok: false, message: 'dateRequired' });
    expect(remoteSubmitRule({ ...remote, date: null })).toEqual({ ok: false, message: 'dateRequired' });
  });

  it("§5 remote: no shift on the date gives 'Tidak ada shift di tanggal {date}'", () => {
    expect(remoteSubmitRule({ ...remote, hasShiftOnDate: false })).toEqual({
      ok: false,
      message: 'noShiftOnDate',
      vars: { date: '2024-05-01' },
    });
    expect(remoteSubmitRule({ ...remote, hasShiftOnDate: true })).toEqual({ ok: true });
  });

  it('§5 permission: description required', () => {
    expect(permissionSubmitRule({ description: '' })).toEqual({ ok: false, message: 'descriptionRequired' });
    expect(permissionSubmitRule({ description: 'Sakit' })).toEqual({ ok: true });
  });

  it("§5 leave: description and file permission ('Izinkan akses file untuk melanjutkan')", () => {
    expect(leaveSubmitRule({ description: '', permissions: allowed })).toEqual({
      ok: false,
      message: 'descriptionRequired',
    });
    expect(leaveSubmitRule({ description: 'Cuti', permissions: { file: false } })).toEqual({
      ok: false,
      message: 'filePermission',
    });
    expect(leaveSubmitRule({ description: 'Cuti', permissions: allowed })).toEqual({ ok: true });
  });

  it('§5 overtime: defaults today (Jakarta) 15:00 to 16:00', () => {
    expect(overtimeDefaults(new Date('2024-05-01T18:00:00Z'))).toEqual({
      date: '2024-05-02',
      start: '15:00',
      end: '16:00',
    });
    expect(overtimeDefaults(jakarta(9, 0))).toEqual({ date: '2024-05-01', start: '15:00', end: '16:00' });
  });

  const overtime = { description: 'Closing', permissions: allowed, start: '15:00', end: '16:00' };

  it('§5 overtime: description and file permission', () => {
    expect(overtimeSubmitRule({ ...overtime, description: '' })).toEqual({
      ok: false,
      message: 'descriptionRequired',
    });
    expect(overtimeSubmitRule({ ...overtime, permissions: { file: false } })).toEqual({
      ok: false,
      message: 'filePermission',
    });
  });

  it('§5 overtime: end cannot be before start', () => {
    expect(overtimeSubmitRule(overtime)).toEqual({ ok: true });
    expect(overtimeSubmitRule({ ...overtime, end: '15:00' })).toEqual({ ok: true });
    expect(overtimeSubmitRule({ ...overtime, end: '14:59' })).toEqual({
      ok: false,
      message: 'endBeforeStart',
    });
    expect(
      overtimeSubmitRule({ ...overtime, start: '2024-05-01T23:00', end: '2024-05-02T01:00:00+07:00' }),
    ).toEqual({ ok: true });
    expect(overtimeSubmitRule({ ...overtime, start: '2024-05-02 08:00', end: '2024-05-01 09:00' })).toEqual({
      ok: false,
      message: 'endBeforeStart',
    });
    expect(overtimeSubmitRule({ ...overtime, end: '' })).toEqual({ ok: false, message: 'timeRequired' });
  });

  it('§5 supervisor manual presence: submit needs a time', () => {
    expect(manualPresenceRule({ time: '' })).toEqual({ ok: false, message: 'timeRequired' });
    expect(manualPresenceRule({ time: undefined })).toEqual({ ok: false, message: 'timeRequired' });
    expect(manualPresenceRule({ time: '08:05' })).toEqual({ ok: true });
  });

  it('§4 reject needs a reason', () => {
    expect(rejectReasonRule('  ')).toEqual({ ok: false, message: 'rejectReasonRequired' });
    expect(rejectReasonRule('Tidak sesuai jadwal')).toEqual({ ok: true });
  });

  it("§5 QR: scanned data must contain scheduleId, else 'QR code is not valid!'", () => {
    expect(qrScanRule({ scheduleId: 12, subOrdinateId: 3 })).toEqual({ ok: true });
    expect(qrScanRule({ scheduleId: 'sch-1' })).toEqual({ ok: true });
    for (const bad of [null, 'text', {}, { scheduleId: '' }, { scheduleId: Number.NaN }]) {
      expect(hasScheduleId(bad)).toBe(false);
      expect(qrScanRule(bad)).toEqual({ ok: false, message: 'qrInvalid' });
    }
  });

  it("§5 QR: submit without valid data gives 'QR Data not valid'", () => {
    expect(qrSubmitRule(undefined)).toEqual({ ok: false, message: 'qrDataInvalid' });
    expect(qrSubmitRule({ scheduleId: 7 })).toEqual({ ok: true });
  });

  it('§4 requests: only pending items offer Cancel, and only to the owner', () => {
    expect(requestActions({ status: 'pending', isOwner: true, isApprover: false }).cancel).toBe(true);
    expect(requestActions({ status: 'PENDING', isOwner: false, isApprover: true }).cancel).toBe(false);
    for (const status of ['approved', 'rejected', 'canceled', 'cancelled']) {
      expect(requestActions({ status, isOwner: true, isApprover: true })).toEqual({
        cancel: false,
        approve: false,
        reject: false,
      });
    }
  });

  it('§4 requests: approvers see Approve and Reject on pending items of others', () => {
    expect(requestActions({ status: 'pending', isOwner: false, isApprover: true })).toEqual({
      cancel: false,
      approve: true,
      reject: true,
    });
    expect(requestActions({ status: 'pending', isOwner: false, isApprover: false })).toEqual({
      cancel: false,
      approve: false,
      reject: false,
    });
  });
});
