import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { leaveEndpoints } from './leave';
import { overtimeEndpoints } from './overtime';
import { permissionEndpoints } from './permission';
import { shiftEndpoints } from './shift';

const position = { latitude: -6.2, longitude: 106.8 };

describe('permission, leave, overtime and shift contract (SPEC §3, §5, §7)', () => {
  it('§3 permission request: startTime and endTime HH:MM:SS; §5 needs a description', () => {
    const body = permissionEndpoints.create.body;
    const ok = {
      scheduleId: 1,
      startTime: '10:00:00',
      endTime: '12:00:00',
      description: 'Ke dokter',
      ...position,
      photo: null,
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, description: '' })).toEqual(['description']);
    expect(failedFields(body, { ...ok, startTime: '10:00' })).toEqual(['startTime']);
    expect(failedFields(body, { ...ok, startTime: '13:00:00' })).toEqual(['endTime']);
  });

  it('§3 listed permission items: id, clockIn, clockOut, scheduleDate, description, status, reject_reason, employeeName', () => {
    const item = {
      id: 1,
      clockIn: '10:00:00',
      clockOut: '12:00:00',
      scheduleDate: '2024-05-01',
      description: 'Ke dokter',
      status: 'rejected',
      reject_reason: 'Tidak ada surat',
      employeeName: 'Siti',
    };
    const data = { permissions: [item], pagination: { page: 1, size: 1, totalItems: 1, totalPages: 1 } };
    expect(permissionEndpoints.historyMy.response.parse(data)).toEqual(data);
    expect(permissionEndpoints.approveBulk.body.parse({ id: [1, 2] })).toEqual({ id: [1, 2] });
  });

  it('§3 leave request: category code, description, start and end dates, photos', () => {
    const body = leaveEndpoints.create.body;
    const ok = {
      leaveCategory: 'ANNUAL',
      description: 'Mudik',
      startAt: '2024-04-08',
      endAt: '2024-04-12',
      photos: [],
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, endAt: '2024-04-07' })).toEqual(['endAt']);
    expect(failedFields(body, { ...ok, leaveCategory: '' })).toEqual(['leaveCategory']);
    expect(failedFields(body, { ...ok, startAt: '2024-04-08T00:00:00+07:00' })).toEqual(['startAt']);
  });

  it('§7 leave: categories and histories read categories and leaveRequests', () => {
    expect(
      leaveEndpoints.categories.response.parse({ categories: [{ code: 'SICK', name: 'Cuti Sakit' }] }),
    ).toEqual({
      categories: [{ code: 'SICK', name: 'Cuti Sakit' }],
    });
    expect(
      failedFields(leaveEndpoints.historySubordinate.response, { leaveRequests: [{ id: 1 }] }),
    ).toContain('leaveRequests.0.status');
    expect(leaveEndpoints.historySubordinate.query.parse({ status: 'pending' })).toEqual({
      status: 'pending',
    });
  });

  it('§9 overtime types workday and offday travel in the path', () => {
    expect(overtimeEndpoints.create.params.parse({ overtimeType: 'offday' })).toEqual({
      overtimeType: 'offday',
    });
    expect(failedFields(overtimeEndpoints.create.params, { overtimeType: 'holiday' })).toEqual([
      'overtimeType',
    ]);
  });

  it('§5/§9 overtime: +07:00 timestamps only, end not before start', () => {
    const body = overtimeEndpoints.create.body;
    const ok = {
      startAt: '2024-05-01T15:00:00+07:00',
      endAt: '2024-05-01T16:00:00+07:00',
      description: 'Stok opname',
      photos: ['http://x/files/a.jpg'],
      scheduleId: 10,
    };
    expect(body.safeParse(ok).success).toBe(true);
    expect(failedFields(body, { ...ok, endAt: '2024-05-01T14:59:59+07:00' })).toEqual(['endAt']);
    expect(failedFields(body, { ...ok, startAt: '2024-05-01T08:00:00Z' })).toEqual(['startAt']);
    expect(failedFields(body, { ...ok, description: '' })).toEqual(['description']);
  });

  it('§7 leave and overtime bulk approval send {requestIds}', () => {
    expect(overtimeEndpoints.approveBulk.body.parse({ requestIds: [5] })).toEqual({ requestIds: [5] });
    expect(failedFields(leaveEndpoints.approveBulk.body, { requestIds: ['a'] })).toEqual(['requestIds.0']);
  });

  it('§3 shift request {masterShiftId, desc, approvalId, date}; master shifts have detail.timeRange', () => {
    const ok = { masterShiftId: 2, desc: 'Tukar shift', approvalId: 7, date: '2024-05-06' };
    expect(shiftEndpoints.request.body.parse(ok)).toEqual(ok);
    expect(failedFields(shiftEndpoints.request.body, { ...ok, approvalId: undefined })).toEqual([
      'approvalId',
    ]);
    const master = {
      masterShifts: [
        {
          id: 2,
          shiftName: 'Shift Siang',
          detail: { timeRange: [{ days: [1, 2, 3, 4, 5], startTime: '13:00:00', endTime: '21:00:00' }] },
        },
      ],
    };
    expect(shiftEndpoints.masterShifts.response.parse(master)).toEqual(master);
    const badDay = {
      masterShifts: [
        {
          ...master.masterShifts[0],
          detail: { timeRange: [{ days: [7], startTime: '13:00:00', endTime: '21:00:00' }] },
        },
      ],
    };
    expect(failedFields(shiftEndpoints.masterShifts.response, badDay)).toEqual([
      'masterShifts.0.detail.timeRange.0.days.0',
    ]);
  });
});
