import { describe, expect, it } from 'vitest';
import {
  leaveFormRule,
  overtimeFormRule,
  permissionFormRule,
  remoteFormRule,
  shiftFormRule,
  withSeconds,
} from './request-forms';

const leave = {
  category: 'ANNUAL',
  start: '2026-05-04',
  end: '2026-05-04',
  description: 'Mudik',
  fileAllowed: true,
};

describe('request form rules (SPEC §5)', () => {
  it('§5 leave: description, then file permission, then category, then date order', () => {
    expect(leaveFormRule({ ...leave, description: ' ' })).toEqual({
      ok: false,
      message: 'descriptionRequired',
    });
    expect(leaveFormRule({ ...leave, fileAllowed: false })).toEqual({ ok: false, message: 'filePermission' });
    expect(leaveFormRule({ ...leave, category: '' })).toEqual({
      ok: false,
      message: 'leaveCategoryRequired',
    });
    expect(leaveFormRule({ ...leave, end: '2026-05-03' })).toEqual({
      ok: false,
      message: 'endDateBeforeStart',
    });
    expect(leaveFormRule(leave)).toEqual({ ok: true });
  });

  it('§5 permission: description, time order, a shift today, a location', () => {
    const base = {
      start: '09:00:00',
      end: '10:00:00',
      description: 'Dokter',
      today: '4 Mei 2026',
      hasShift: true,
      hasLocation: true,
    };
    expect(permissionFormRule({ ...base, description: '' })).toEqual({
      ok: false,
      message: 'descriptionRequired',
    });
    expect(permissionFormRule({ ...base, end: '08:00:00' })).toEqual({
      ok: false,
      message: 'endBeforeStart',
    });
    expect(permissionFormRule({ ...base, hasShift: false })).toEqual({
      ok: false,
      message: 'noShiftOnDate',
      vars: { date: '4 Mei 2026' },
    });
    expect(permissionFormRule({ ...base, hasLocation: false })).toEqual({
      ok: false,
      message: 'clockLocationPermission',
    });
    expect(permissionFormRule(base)).toEqual({ ok: true });
  });

  it('§5 remote: location & file, the date, then a photo', () => {
    const base = { date: '2026-05-04', description: 'Kunjungan', hasLocation: true, photoCount: 1 };
    expect(remoteFormRule({ ...base, hasLocation: false })).toEqual({
      ok: false,
      message: 'remotePermissions',
    });
    expect(remoteFormRule({ ...base, date: '' })).toEqual({ ok: false, message: 'dateRequired' });
    expect(remoteFormRule({ ...base, photoCount: 0 })).toEqual({ ok: false, message: 'photoRequired' });
    expect(remoteFormRule(base)).toEqual({ ok: true });
  });

  it('§5 overtime: end cannot be before start', () => {
    const base = { start: '15:00', end: '16:00', description: 'Lembur', fileAllowed: true };
    expect(overtimeFormRule({ ...base, end: '14:00' })).toEqual({ ok: false, message: 'endBeforeStart' });
    expect(overtimeFormRule(base)).toEqual({ ok: true });
  });

  it('§5 shift request: a shift, and a pending approval entry', () => {
    expect(shiftFormRule({ shiftId: '', approvalId: 1 })).toEqual({ ok: false, message: 'shiftRequired' });
    expect(shiftFormRule({ shiftId: '2', approvalId: null })).toEqual({
      ok: false,
      message: 'shiftNoApproval',
    });
    expect(shiftFormRule({ shiftId: '2', approvalId: 1 })).toEqual({ ok: true });
  });

  it('§3 permission times: HH:mm becomes HH:mm:ss, HH:mm:ss stays', () => {
    expect(withSeconds('09:30')).toBe('09:30:00');
    expect(withSeconds('09:30:15')).toBe('09:30:15');
  });
});
