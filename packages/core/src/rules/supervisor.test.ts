import { describe, expect, it } from 'vitest';
import { t } from '../catalogue';
import { subordinateClockInBody, subordinateClockOutBody } from '../contract/attendance';
import { manualPresenceRequest, supervisorAreaBlock } from './supervisor';

const on = { attendance_enabled: true };

describe('§2 §6 supervisor screens gate', () => {
  it('attendance off, not allowed or not a supervisor → the forbidden dialog message', () => {
    const sup = { attendanceAllowed: true, isSupervisor: true };
    expect(supervisorAreaBlock(sup, on)).toBeNull();
    expect(supervisorAreaBlock(sup, { attendance_enabled: false })).toBe('forbidden');
    expect(supervisorAreaBlock(sup, null)).toBe('forbidden');
    expect(supervisorAreaBlock({ ...sup, attendanceAllowed: false }, on)).toBe('attendanceNotRegistered');
    expect(t('attendanceNotRegistered')).toBe('contact the provider to register for Attendance');
    expect(supervisorAreaBlock({ ...sup, isSupervisor: false }, on)).toBe('forbidden');
  });
});

describe('§5 supervisor manual presence', () => {
  const form = {
    subordinate: { id: 7, scheduleId: 70 },
    type: 'clock-in' as const,
    date: '2026-11-23',
    time: '08:15',
    latitude: -6.2,
    longitude: 106.8,
    photo: null,
  };

  it('builds a manual clock-in or clock-out at the entered time (+07:00)', () => {
    const inReq = manualPresenceRequest(form);
    expect(inReq).toEqual({
      ok: true,
      type: 'clock-in',
      body: {
        subordinateId: 7,
        scheduleId: 70,
        latitude: -6.2,
        longitude: 106.8,
        presenceType: 'manual',
        clockIn: '2026-11-23T08:15:00+07:00',
      },
    });
    if (inReq.ok) expect(subordinateClockInBody.safeParse(inReq.body).success).toBe(true);
    const out = manualPresenceRequest({
      ...form,
      type: 'clock-out',
      time: '17:05:30',
      photo: '/files/a.jpg',
    });
    expect(out).toMatchObject({
      ok: true,
      type: 'clock-out',
      body: { clockOut: '2026-11-23T17:05:30+07:00', photo: '/files/a.jpg' },
    });
    if (out.ok) expect(subordinateClockOutBody.safeParse(out.body).success).toBe(true);
  });

  it('§5 submit needs a time', () => {
    for (const time of ['', '  ', '25:00', '8:00']) {
      expect(manualPresenceRequest({ ...form, time })).toEqual({
        ok: false,
        message: 'timeRequired',
        field: 'time',
      });
    }
    expect(t('timeRequired')).toBe('Waktu wajib diisi');
  });

  it('needs a subordinate with a shift today', () => {
    expect(manualPresenceRequest({ ...form, subordinate: null })).toMatchObject({
      ok: false,
      field: 'subordinate',
      message: 'subordinateRequired',
    });
    expect(manualPresenceRequest({ ...form, subordinate: { id: 7, scheduleId: null } })).toMatchObject({
      ok: false,
      message: 'subordinateNoShift',
    });
  });
});
