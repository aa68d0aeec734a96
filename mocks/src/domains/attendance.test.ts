import { describe, expect, it } from 'vitest';
import { directSubordinates } from '../state/queries';
import { personaCaller, personaPhone, testApp } from '../test-support';

async function setup() {
  const server = testApp();
  const call = personaCaller(server.app);
  const phone = await personaPhone(server, 'employee');
  return { server, call, phone, db: () => server.state.domains.attendance };
}

const POS = { latitude: -6.208763, longitude: 106.845599 };

describe('attendance', () => {
  it('§6 attendanceAllowed false and a company with attendance off answer 403', async () => {
    const { call } = await setup();
    expect((await call('no-attendance', 'GET', '/attendance/schedule/employee/today')).status).toBe(403);
    expect((await call('modules-off', 'GET', '/attendance/schedule/employee/today')).status).toBe(403);
    expect((await call('modules-off', 'GET', '/leave/categories')).status).toBe(403);
  });

  it('§3 §4 clock-in then clock-out with state: no double clock-in, no clock-out twice', async () => {
    const { call, phone } = await setup();
    const today = await call('employee', 'GET', '/attendance/schedule/employee/today');
    expect(today.status).toBe(200);
    const schedule = today.data as { id: number; hasClockIn: boolean; scheduleDate: string };
    expect(schedule.scheduleDate).toBe('2024-05-15');
    expect(schedule.hasClockIn).toBe(false);
    const first = await phone.clockIn({ scheduleId: schedule.id, ...POS });
    expect(first.status).toBe(200);
    expect(first.message).toBe('Absen masuk berhasil');
    const presence = first.data as { id: number; clockIn: string };
    expect(presence.clockIn).toBe('2024-05-15T09:00:00+07:00');
    const twice = await phone.clockIn({ scheduleId: schedule.id, ...POS });
    expect(twice.status).toBe(409);
    const stranger = await call('supervisor', 'POST', '/attendance/presence/clock-out', {
      presenceId: presence.id,
      ...POS,
    });
    // someone else's presence answers as an unknown one
    expect(stranger.status).toBe(404);
    const out = await phone.clockOut({ presenceId: presence.id, ...POS });
    expect(out.status).toBe(200);
    expect(out.message).toBe('Absen keluar berhasil');
    expect((await phone.clockOut({ presenceId: presence.id, ...POS })).status).toBe(409);
    const after = (await call('employee', 'GET', '/attendance/schedule/employee/today')).data as {
      hasClockIn: boolean;
      hasClockOut: boolean;
      presenceId: number;
    };
    expect(after).toMatchObject({ hasClockIn: true, hasClockOut: true, presenceId: presence.id });
  });

  it('§4 no clock-out before clock-in: a remote presence without clock times answers 409', async () => {
    const { phone, db, server } = await setup();
    const pendingRemote = [...db().presences.values()].find(
      (p) => p.employeeId === 1 && p.presenceType === 'remote' && p.status === 'pending',
    );
    expect(pendingRemote).toBeDefined();
    const answer = await phone.clockOut({ presenceId: pendingRemote?.id ?? 0, ...POS });
    expect(answer.status).toBe(409);
    expect(server.state.domains.attendance.presences.get(pendingRemote?.id ?? 0)?.clockOut).toBeNull();
  });

  it('§9 extension: location flags sent with a clock-in are stored, never block, and reach the supervisor', async () => {
    const { call, phone, server } = await setup();
    expect(directSubordinates(server.state, 2).some((e) => e.id === 1)).toBe(true);
    const schedule = (await call('employee', 'GET', '/attendance/schedule/employee/today')).data as {
      id: number;
    };
    const flagged = await phone.clockIn({
      scheduleId: schedule.id,
      ...POS,
      locationSignals: { accuracyMeters: 1500, fixAgeMs: 12_000, flags: ['low-accuracy', 'stale-fix'] },
    });
    expect(flagged.status).toBe(200);
    const presenceId = (flagged.data as { id: number }).id;
    expect(flagged.data).toMatchObject({ locationFlags: ['low-accuracy', 'stale-fix'] });
    const team = await call(
      'supervisor',
      'GET',
      '/attendance/presence/history/direct-subordinate?presenceTypes=self&page=1&size=100',
    );
    const seen = (team.data as { presences: { id: number; locationFlags?: string[] }[] }).presences.find(
      (p) => p.id === presenceId,
    );
    expect(seen?.locationFlags).toEqual(['low-accuracy', 'stale-fix']);
    const unknownFlag = await phone.clockIn({
      scheduleId: schedule.id,
      ...POS,
      locationSignals: { accuracyMeters: 5, fixAgeMs: 0, flags: ['teleported'] },
    });
    expect(unknownFlag.status).toBe(400);
  });

  it('§6 subordinate clock-in/out only by the direct supervisor (404 for anyone else, as for an unknown employee)', async () => {
    const { call, db, server } = await setup();
    const sub = directSubordinates(server.state, 2).find((e) => e.id !== 1);
    const schedule = [...db().schedules.values()].find(
      (s) => s.employeeId === sub?.id && s.date === '2024-05-15',
    );
    expect(schedule).toBeDefined();
    const body = {
      subordinateId: sub?.id,
      scheduleId: schedule?.id,
      ...POS,
      clockIn: '2024-05-15T08:05:00+07:00',
    };
    expect((await call('employee', 'POST', '/attendance/presence/clock-in/subordinate', body)).status).toBe(
      404,
    );
    // not the manager's direct subordinate: answered as an unknown employee
    expect((await call('manager', 'POST', '/attendance/presence/clock-in/subordinate', body)).status).toBe(
      404,
    );
    const done = await call('supervisor', 'POST', '/attendance/presence/clock-in/subordinate', body);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({ presenceType: 'manual', status: 'pending' });
    expect((await call('supervisor', 'POST', '/attendance/presence/clock-in/subordinate', body)).status).toBe(
      409,
    );
    const outBody = {
      subordinateId: sub?.id,
      scheduleId: schedule?.id,
      ...POS,
      clockOut: '2024-05-15T07:00:00+07:00',
    };
    expect(
      (await call('supervisor', 'POST', '/attendance/presence/clock-out/subordinate', outBody)).status,
    ).toBe(400);
    const out = await call('supervisor', 'POST', '/attendance/presence/clock-out/subordinate', {
      ...outBody,
      clockOut: '2024-05-15T17:00:00+07:00',
    });
    expect(out.status).toBe(200);
  });

  it('§4 §6 supervisor sees pending manual presences of ≥3 direct subordinates and approves, rejects, bulk approves', async () => {
    const { call } = await setup();
    const list = await call(
      'supervisor',
      'GET',
      '/attendance/presence/history/direct-subordinate?presenceTypes=manual&status=pending',
    );
    const items = (list.data as { presences: { id: number; employeeName: string; presenceType: string }[] })
      .presences;
    expect(new Set(items.map((p) => p.employeeName)).size).toBeGreaterThanOrEqual(3);
    expect(items.every((p) => p.presenceType === 'manual')).toBe(true);
    const [a, b, c, d] = items;
    expect((await call('employee', 'POST', `/attendance/presence/${a?.id}/approve`)).status).toBe(404);
    expect((await call('manager', 'POST', `/attendance/presence/${a?.id}/approve`)).status).toBe(404);
    expect((await call('supervisor', 'POST', `/attendance/presence/${a?.id}/approve`)).message).toBe(
      'Success approve',
    );
    expect((await call('supervisor', 'POST', `/attendance/presence/${a?.id}/approve`)).status).toBe(409);
    expect(
      (await call('supervisor', 'POST', `/attendance/presence/${b?.id}/reject`, { rejectReason: '' })).status,
    ).toBe(400);
    expect(
      (
        await call('supervisor', 'POST', `/attendance/presence/${b?.id}/reject`, {
          rejectReason: 'Tidak sesuai',
        })
      ).status,
    ).toBe(200);
    const bulk = await call('supervisor', 'POST', '/attendance/presence/approve-bulk', {
      id: [a?.id, c?.id, d?.id],
    });
    expect(bulk.status).toBe(200);
    expect((bulk.data as { approvedIds: number[] }).approvedIds.sort()).toEqual([c?.id, d?.id].sort());
  });

  it('§4 remote request lifecycle: create pending, cancel by owner only while pending', async () => {
    const { call, db, phone } = await setup();
    const date = '2024-05-20';
    const schedule = (
      await call('employee', 'GET', `/attendance/schedule/employee/date?requestedDate=${date}`)
    ).data as { id: number } | null;
    expect(schedule).not.toBeNull();
    const existing = [...db().presences.values()].find((p) => p.scheduleId === schedule?.id);
    if (existing) existing.status = 'canceled';
    const body = {
      scheduleId: schedule?.id,
      requestedDate: date,
      description: 'Kunjungan klien',
      ...POS,
      photo: await phone.upload(),
    };
    expect(
      (
        await call('employee', 'POST', '/attendance/presence/remote/request', {
          ...body,
          requestedDate: '2024-05-21',
        })
      ).status,
    ).toBe(400);
    const created = await call('employee', 'POST', '/attendance/presence/remote/request', body);
    expect(created.status).toBe(200);
    const id = (created.data as { id: number; status: string; presenceType: string }).id;
    expect(created.data).toMatchObject({ status: 'pending', presenceType: 'remote' });
    expect(
      (await call('supervisor', 'POST', `/attendance/presence/remote/request/${id}/cancel`)).status,
    ).toBe(404);
    expect((await call('employee', 'POST', `/attendance/presence/remote/request/${id}/cancel`)).message).toBe(
      'Cancel remote success',
    );
    expect((await call('employee', 'POST', `/attendance/presence/remote/request/${id}/cancel`)).status).toBe(
      409,
    );
  });

  it('§4 remote cancel: a presence that is not a remote request is 404 in Indonesian', async () => {
    const { call, server, db } = await setup();
    const self = [...db().presences.values()].find(
      (p) =>
        p.presenceType !== 'remote' && server.state.employees.get(p.employeeId)?.personaKey === 'employee',
    );
    expect(self).toBeDefined();
    const answer = await call('employee', 'POST', `/attendance/presence/remote/request/${self?.id}/cancel`);
    expect(answer.status).toBe(404);
    expect(answer.message).toBe('Pengajuan remote tidak ditemukan');
  });

  it('§3 check-list, offices and own presence history answer the contract', async () => {
    const { call } = await setup();
    expect(
      ((await call('employee', 'GET', '/attendance/presence/check-list')).data as { checkList: unknown[] })
        .checkList.length,
    ).toBeGreaterThan(0);
    const offices = (await call('employee', 'GET', '/attendance/office/list')).data as {
      offices: { name: string }[];
    };
    expect(offices.offices.map((o) => o.name)).toContain('Kantor Pusat Sudirman');
    const page = await call('employee', 'GET', '/attendance/presence/history/my?page=1&size=10');
    const data = page.data as { presences: { status: string }[]; pagination: { totalItems: number } };
    expect(data.presences).toHaveLength(10);
    expect(data.pagination.totalItems).toBeGreaterThan(10);
    const statuses = new Set(
      (
        (await call('employee', 'GET', '/attendance/presence/history/my?page=1&size=100')).data as typeof data
      ).presences.map((p) => p.status),
    );
    expect([...statuses].sort()).toEqual(['approved', 'canceled', 'pending', 'rejected']);
  });
});
