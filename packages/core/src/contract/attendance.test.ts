import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { attendanceEndpoints, presenceHistoryItem, schedule } from './attendance';

const todaySchedule = {
  id: 10,
  scheduleDate: '2024-05-01',
  shiftName: 'Shift Pagi',
  startTime: '2024-05-01T08:00:00+07:00',
  endTime: '2024-05-01T17:00:00+07:00',
  hasClockIn: true,
  hasClockOut: false,
  hasPermission: true,
  permissionStartTime: '10:00:00',
  permissionEndTime: '11:00:00',
  permissionApproved: null,
  presenceClockIn: '2024-05-01T07:55:12+07:00',
  presenceClockOut: null,
  presenceType: 'self',
  presenceApproved: true,
  presenceId: 99,
};

const position = { latitude: -6.2, longitude: 106.816666 };

describe('attendance contract (SPEC §3 Attendance entities, §7 Attendance)', () => {
  it("§3 today's schedule carries every listed field; no shift today is null", () => {
    expect(schedule.parse(todaySchedule)).toEqual(todaySchedule);
    expect(attendanceEndpoints.scheduleToday.response.parse(null)).toBeNull();
    expect(failedFields(schedule, { ...todaySchedule, permissionStartTime: '10:00' })).toEqual([
      'permissionStartTime',
    ]);
  });

  it('§7 schedule by date reads requestedDate as YYYY-MM-DD', () => {
    expect(attendanceEndpoints.scheduleByDate.query.parse({ requestedDate: '2024-05-02' })).toEqual({
      requestedDate: '2024-05-02',
    });
    expect(failedFields(attendanceEndpoints.scheduleByDate.query, { requestedDate: '02/05/2024' })).toEqual([
      'requestedDate',
    ]);
  });

  it('§3 clock-in payload: scheduleId, latitude, longitude, photo', () => {
    const body = attendanceEndpoints.clockIn.body;
    expect(body.safeParse({ scheduleId: 10, ...position, photo: 'http://x/files/selfie.jpg' }).success).toBe(
      true,
    );
    expect(failedFields(body, { scheduleId: 10, ...position })).toEqual(['photo']);
    expect(failedFields(body, { scheduleId: 10, latitude: 95, longitude: 106, photo: 'p' })).toEqual([
      'latitude',
    ]);
  });

  it('§3 clock-out payload: presenceId, latitude, longitude', () => {
    expect(attendanceEndpoints.clockOut.body.safeParse({ presenceId: 99, ...position }).success).toBe(true);
    expect(failedFields(attendanceEndpoints.clockOut.body, { scheduleId: 10, ...position })).toEqual([
      'presenceId',
    ]);
  });

  it('§7/§9 supervisor clock-in of a subordinate carries a +07:00 clockIn', () => {
    const body = attendanceEndpoints.subordinateClockIn.body;
    const ok = { subordinateId: 3, scheduleId: 10, ...position, clockIn: '2024-05-01T08:01:00+07:00' };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, clockIn: '2024-05-01T01:01:00Z' })).toEqual(['clockIn']);
    expect(
      failedFields(attendanceEndpoints.subordinateClockOut.body, { ...ok, clockOut: '2024-05-01T17:00:00' }),
    ).toContain('clockOut');
  });

  it('§3 remote request payload: scheduleId, description, position, photo and a requested date', () => {
    const body = attendanceEndpoints.remoteRequest.body;
    const ok = {
      scheduleId: 10,
      requestedDate: '2024-05-03',
      description: 'Kunjungan klien',
      ...position,
      photo: 'p',
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, description: '  ' })).toEqual(['description']);
    expect(failedFields(body, { ...ok, requestedDate: undefined })).toEqual(['requestedDate']);
  });

  it('§3 presence history item and §7 subordinate filter presenceTypes=manual', () => {
    const item = {
      id: 1,
      scheduleDate: '2024-05-01',
      clockIn: '2024-05-01T08:00:00+07:00',
      clockOut: null,
      photo: null,
      status: 'pending',
      presenceType: 'manual',
      description: null,
      employeeName: 'Siti',
      reject_reason: null,
    };
    expect(presenceHistoryItem.parse(item)).toEqual(item);
    expect(attendanceEndpoints.presenceHistorySubordinate.query.parse({ presenceTypes: 'manual' })).toEqual({
      presenceTypes: ['manual'],
    });
    expect(
      failedFields(attendanceEndpoints.presenceHistorySubordinate.query, { presenceTypes: 'robot' }),
    ).toEqual(['presenceTypes']);
  });

  it('§4 reject needs a reason; §7 approve-bulk sends {id}', () => {
    expect(failedFields(attendanceEndpoints.presenceReject.body, {})).toEqual(['rejectReason']);
    expect(attendanceEndpoints.presenceReject.params.parse({ id: '12' })).toEqual({ id: 12 });
    expect(failedFields(attendanceEndpoints.presenceApproveBulk.body, { id: [] })).toEqual(['id']);
  });

  it('§3 office location: lat and long for the 1 km rule', () => {
    const data = { offices: [{ id: 1, name: 'Kantor Pusat', lat: -6.2, long: 106.8 }] };
    expect(attendanceEndpoints.offices.response.parse(data)).toEqual(data);
    expect(
      failedFields(attendanceEndpoints.offices.response, { offices: [{ id: 1, name: 'x', lat: -6.2 }] }),
    ).toEqual(['offices.0.long']);
  });
});
