import { describe, expect, it } from 'vitest';
import { callJson, loginAs, personaCaller, testApp, uploadAs } from '../test-support';

async function setup() {
  const server = testApp();
  const call = personaCaller(server.app);
  return { server, call };
}

const KINDS = [
  {
    name: 'permission',
    sub: '/permission/history/subordinate',
    list: 'permissions',
    approve: (id: number) => `/permission/request/${id}/approve`,
    reject: (id: number) => `/permission/request/${id}/reject`,
    bulk: '/permission/request/bulk/approve',
    bulkKey: 'id',
    cancel: (id: number) => `/permission/request/${id}/cancel`,
  },
  {
    name: 'leave',
    sub: '/leave/history/subordinate',
    list: 'leaveRequests',
    approve: (id: number) => `/leave/request/approve/${id}`,
    reject: (id: number) => `/leave/request/reject/${id}`,
    bulk: '/leave/request/approve-bulk',
    bulkKey: 'requestIds',
    cancel: (id: number) => `/leave/request/cancel/${id}`,
  },
  {
    name: 'overtime',
    sub: '/overtime/history/subordinate',
    list: 'overtimeRequests',
    approve: (id: number) => `/overtime/request/approve/${id}`,
    reject: (id: number) => `/overtime/request/reject/${id}`,
    bulk: '/overtime/request/approve-bulk',
    bulkKey: 'requestIds',
    cancel: (id: number) => `/overtime/request/cancel/${id}`,
  },
] as const;

type Item = { id: number; status: string };

describe.each(KINDS)('$name requests', (kind) => {
  it(`§4 §6 ${kind.name}: supervisor has ≥3 pending from direct subordinates; only the direct supervisor approves, rejects, bulk approves`, async () => {
    const { call } = await setup();
    const answer = await call('supervisor', 'GET', `${kind.sub}?status=pending`);
    const items = (answer.data as Record<string, Item[]>)[kind.list] ?? [];
    expect(items.length).toBeGreaterThanOrEqual(3);
    const [a, b, c, d] = items as [Item, Item, Item, Item];
    // not the caller's subordinate: answered as an unknown request
    expect((await call('employee', 'POST', kind.approve(a.id))).status).toBe(404);
    expect((await call('manager', 'POST', kind.approve(a.id))).status).toBe(404);
    expect((await call('supervisor', 'POST', kind.approve(a.id))).status).toBe(200);
    expect((await call('supervisor', 'POST', kind.approve(a.id))).status).toBe(409);
    expect(
      (await call('supervisor', 'POST', kind.reject(b.id), { rejectReason: 'Kuota penuh' })).status,
    ).toBe(200);
    expect((await call('supervisor', 'POST', kind.reject(b.id), { rejectReason: 'Lagi' })).status).toBe(409);
    expect((await call('manager', 'POST', kind.bulk, { [kind.bulkKey]: [c.id] })).status).toBe(404);
    const bulk = await call('supervisor', 'POST', kind.bulk, { [kind.bulkKey]: [a.id, c.id, d.id] });
    expect((bulk.data as { approvedIds: number[] }).approvedIds.sort()).toEqual([c.id, d.id].sort());
  });

  it(`§4 ${kind.name}: only the owner cancels, only while pending`, async () => {
    const { call } = await setup();
    const mine = await call('employee', 'GET', `${kind.sub.replace('subordinate', 'my')}?page=1&size=100`);
    const items = (mine.data as Record<string, Item[]>)[kind.list] ?? [];
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'canceled']),
    );
    const pending = items.find((i) => i.status === 'pending');
    const approved = items.find((i) => i.status === 'approved');
    expect((await call('supervisor', 'POST', kind.cancel(pending?.id ?? 0))).status).toBe(404);
    expect((await call('employee', 'POST', kind.cancel(approved?.id ?? 0))).status).toBe(409);
    expect((await call('employee', 'POST', kind.cancel(pending?.id ?? 0))).status).toBe(200);
    expect((await call('employee', 'POST', kind.cancel(pending?.id ?? 0))).status).toBe(409);
    expect((await call('employee', 'POST', kind.cancel(999_999))).status).toBe(404);
  });
});

describe('request creation', () => {
  it('§5 overtime: workday needs scheduleId (400), offday does not, end before start is 400', async () => {
    const { call, server } = await setup();
    const schedule = (await call('employee', 'GET', '/attendance/schedule/employee/today')).data as {
      id: number;
    };
    const photo = await uploadAs(server.app, await loginAs(server.app, 'employee'));
    const body = {
      startAt: '2024-05-15T18:00:00+07:00',
      endAt: '2024-05-15T20:00:00+07:00',
      description: 'Stock opname',
      photos: [photo],
    };
    expect((await call('employee', 'POST', '/overtime/request/create/workday', body)).status).toBe(400);
    const workday = await call('employee', 'POST', '/overtime/request/create/workday', {
      ...body,
      scheduleId: schedule.id,
    });
    expect(workday.status).toBe(200);
    expect(workday.message).toBe('Berhasil mengajukan lembur');
    expect(workday.data).toMatchObject({ overtimeType: 'workday', status: 'pending' });
    expect((workday.data as { photo: string }).photo.startsWith(`${photo}?exp=`)).toBe(true);
    expect((await call('employee', 'POST', '/overtime/request/create/offday', body)).status).toBe(200);
    const backwards = await call('employee', 'POST', '/overtime/request/create/offday', {
      ...body,
      endAt: '2024-05-15T17:00:00+07:00',
    });
    expect(backwards.status).toBe(400);
    const otherSchedule = await call('supervisor', 'POST', '/overtime/request/create/workday', {
      ...body,
      scheduleId: schedule.id,
    });
    expect(otherSchedule.status).toBe(404);
  });

  it('§3 leave: categories carry Cuti Tahunan and Cuti Sakit; unknown category 400; overlap 409', async () => {
    const { call } = await setup();
    const cats = (await call('employee', 'GET', '/leave/categories')).data as {
      categories: { code: string; name: string }[];
    };
    expect(cats.categories.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Cuti Tahunan', 'Cuti Sakit', 'Cuti Melahirkan']),
    );
    const body = {
      leaveCategory: 'CT',
      description: 'Pulang kampung',
      startAt: '2024-06-10',
      endAt: '2024-06-12',
      photos: [],
    };
    expect(
      (await call('employee', 'POST', '/leave/request/create', { ...body, leaveCategory: 'XX' })).status,
    ).toBe(400);
    const created = await call('employee', 'POST', '/leave/request/create', body);
    expect(created.message).toBe('Pengajuan cuti berhasil');
    expect(created.data).toMatchObject({ leaveCategoryName: 'Cuti Tahunan', status: 'pending' });
    expect(
      (
        await call('employee', 'POST', '/leave/request/create', {
          ...body,
          startAt: '2024-06-12',
          endAt: '2024-06-13',
        })
      ).status,
    ).toBe(409);
  });

  it('§3 permission: created on an own schedule, shown on the day schedule as pending', async () => {
    const { call } = await setup();
    const schedule = (
      await call('employee', 'GET', '/attendance/schedule/employee/date?requestedDate=2024-05-16')
    ).data as { id: number };
    const body = {
      scheduleId: schedule.id,
      startTime: '10:00:00',
      endTime: '12:00:00',
      description: 'Ke bank',
      ...{ latitude: -6.2, longitude: 106.8 },
      photo: null,
    };
    expect((await call('supervisor', 'POST', '/permission/request', body)).status).toBe(404);
    const created = await call('employee', 'POST', '/permission/request', body);
    expect(created.message).toBe('Create permission success');
    expect(created.data).toMatchObject({ clockIn: '10:00:00', clockOut: '12:00:00', status: 'pending' });
    const day = (await call('employee', 'GET', '/attendance/schedule/employee/date?requestedDate=2024-05-16'))
      .data;
    expect(day).toMatchObject({
      hasPermission: true,
      permissionStartTime: '10:00:00',
      permissionApproved: null,
    });
    expect((await call('employee', 'POST', '/permission/request', body)).status).toBe(409);
  });

  it('§5 shift request needs the pending approval entry of the caller', async () => {
    const { call } = await setup();
    const masters = (await call('employee', 'GET', '/shift/master')).data as {
      masterShifts: { id: number; detail: { timeRange: unknown[] } }[];
    };
    expect(masters.masterShifts.length).toBeGreaterThan(0);
    const byDate = (await call('employee', 'GET', '/shift/date?date=2024-05-15')).data as {
      current: { shiftName: string } | null;
      approvalId: number | null;
    };
    expect(byDate.current?.shiftName).toBe('Shift Kantor');
    expect(byDate.approvalId).not.toBeNull();
    const other = (await call('supervisor', 'GET', '/shift/date?date=2024-05-15')).data as {
      approvalId: number;
    };
    const body = {
      masterShiftId: masters.masterShifts[1]?.id,
      desc: 'Tukar shift',
      approvalId: byDate.approvalId,
      date: '2024-05-20',
    };
    expect(
      (await call('employee', 'POST', '/shift_request', { ...body, approvalId: other.approvalId })).status,
    ).toBe(404);
    const ok = await call('employee', 'POST', '/shift_request', body);
    expect(ok.message).toBe('Pengajuan Shift berhasil');
    expect(ok.data).toMatchObject({ status: 'pending', date: '2024-05-20' });
  });

  it('§5 a shift request sent twice with one Idempotency-Key is recorded once (read back at GET /__mock/shift-requests)', async () => {
    const { server, call } = await setup();
    const byDate = (await call('employee', 'GET', '/shift/date?date=2024-05-15')).data as {
      approvalId: number;
    };
    const masters = (await call('employee', 'GET', '/shift/master')).data as {
      masterShifts: { id: number }[];
    };
    const desc = 'Tukar shift sekali';
    const body = {
      masterShiftId: masters.masterShifts[1]?.id,
      desc,
      approvalId: byDate.approvalId,
      date: '2024-05-21',
    };
    const count = async () =>
      (
        (await callJson(server.app, 'GET', `/__mock/shift-requests?desc=${encodeURIComponent(desc)}`))
          .body as {
          count: number;
        }
      ).count;
    expect(await count()).toBe(0);
    const key = { 'Idempotency-Key': 'shift-once' };
    const first = await call('employee', 'POST', '/shift_request', body, key);
    const again = await call('employee', 'POST', '/shift_request', body, key);
    expect(again.status).toBe(200);
    expect(again.data).toEqual(first.data);
    expect(await count()).toBe(1);
    await call('employee', 'POST', '/shift_request', body, { 'Idempotency-Key': 'shift-another' });
    expect(await count()).toBe(2);
  });
});
