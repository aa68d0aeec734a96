/**
 * SPEC §6 Supervisor: the supervisor's gate and queues in the mock — Idempotency-Key on subordinate clock-in
 * and clock-out, a schedule that is not the subordinate's is refused, and the hr persona's 300 direct
 * subordinates with 5,000 pending items.
 */
import { describe, expect, it } from 'vitest';
import { HR_PENDING_PER_QUEUE, HR_TEAM_SIZE, personaByKey } from '../personas';
import { directSubordinates } from '../state/queries';
import { callJson, personaCaller, testApp } from '../test-support';
import { SUBORDINATE_SCHEDULE_MESSAGES } from './attendance';

async function setup() {
  const server = testApp();
  const call = personaCaller(server.app);
  const scheduleOf = (employeeId: number, date = '2024-05-15') =>
    [...server.state.domains.attendance.schedules.values()].find(
      (s) => s.employeeId === employeeId && s.date === date,
    );
  return { server, call, scheduleOf };
}

const POS = { latitude: -6.208763, longitude: 106.845599 };
const IN = '/attendance/presence/clock-in/subordinate';
const OUT = '/attendance/presence/clock-out/subordinate';

describe('§6 mock: subordinate presence', () => {
  it('§7 Idempotency-Key: the same key and body clock a subordinate in once and answer the same; another body is 409', async () => {
    const { server, call, scheduleOf } = await setup();
    const sub = directSubordinates(server.state, 2).find((e) => e.id !== 1);
    const schedule = scheduleOf(sub?.id ?? 0);
    const body = {
      subordinateId: sub?.id,
      scheduleId: schedule?.id,
      ...POS,
      presenceType: 'qr',
      clockIn: '2024-05-15T08:01:00+07:00',
    };
    const key = { 'Idempotency-Key': 'scan-1' };
    const [first, second] = await Promise.all([
      call('supervisor', 'POST', IN, body, key),
      call('supervisor', 'POST', IN, body, key),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const replay = await call('supervisor', 'POST', IN, body, key);
    expect(replay.data).toEqual(first.data);
    const presences = [...server.state.domains.attendance.presences.values()].filter(
      (p) => p.scheduleId === schedule?.id,
    );
    expect(presences).toHaveLength(1);
    expect(presences[0]).toMatchObject({
      presenceType: 'qr',
      status: 'approved',
      clockIn: '2024-05-15T08:01:00+07:00',
    });
    const other = await call(
      'supervisor',
      'POST',
      IN,
      { ...body, clockIn: '2024-05-15T08:02:00+07:00' },
      key,
    );
    expect(other.status).toBe(409);
    // Without a key a second clock-in is the ordinary 409 "already clocked in".
    expect((await call('supervisor', 'POST', IN, body)).status).toBe(409);

    const outBody = {
      subordinateId: sub?.id,
      scheduleId: schedule?.id,
      ...POS,
      presenceType: 'qr',
      clockOut: '2024-05-15T17:00:00+07:00',
    };
    const outKey = { 'Idempotency-Key': 'scan-2' };
    const out1 = await call('supervisor', 'POST', OUT, outBody, outKey);
    const out2 = await call('supervisor', 'POST', OUT, outBody, outKey);
    expect(out1.status).toBe(200);
    expect(out2).toEqual(out1);
  });

  it("refuses a presence whose schedule is not the subordinate's (400), and records nothing", async () => {
    const { server, call, scheduleOf } = await setup();
    const [a, b] = directSubordinates(server.state, 2).filter((e) => e.id !== 1);
    const foreign = scheduleOf(b?.id ?? 0);
    const before = server.state.domains.attendance.presences.size;
    const answer = await call('supervisor', 'POST', IN, {
      subordinateId: a?.id,
      scheduleId: foreign?.id,
      ...POS,
      clockIn: '2024-05-15T08:05:00+07:00',
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toBe(SUBORDINATE_SCHEDULE_MESSAGES.notTheirs);
    const out = await call('supervisor', 'POST', OUT, {
      subordinateId: a?.id,
      scheduleId: foreign?.id,
      ...POS,
      clockOut: '2024-05-15T17:05:00+07:00',
    });
    expect(out.status).toBe(400);
    expect(server.state.domains.attendance.presences.size).toBe(before);
    expect(
      (
        await call('supervisor', 'POST', IN, {
          subordinateId: a?.id,
          scheduleId: 999_999,
          ...POS,
          clockIn: '2024-05-15T08:05:00+07:00',
        })
      ).status,
    ).toBe(404);
  });
});

describe('§6 mock: hr persona', () => {
  it('is listed by GET /__mock/personas and is the direct supervisor of 300 employees with a schedule today', async () => {
    const { server, call } = await setup();
    const rows = (await callJson(server.app, 'GET', '/__mock/personas')).body as {
      key: string;
      phoneNumber: string;
    }[];
    expect(rows.find((r) => r.key === 'hr')?.phoneNumber).toBe(personaByKey('hr').phoneNumber);
    const profile = await call('hr', 'GET', '/employee/profile/current');
    expect(profile.data).toMatchObject({ isSupervisor: true, name: personaByKey('hr').name });
    const team = (await call('hr', 'GET', '/employee/profile/subordinate/direct')).data as {
      subordinates: { id: number; scheduleId: number | null }[];
    };
    expect(team.subordinates).toHaveLength(HR_TEAM_SIZE);
    expect(team.subordinates.every((s) => s.scheduleId !== null)).toBe(true);
  });

  it('has 5,000 pending items: 1,250 in each of the four queues, and bulk approves a whole queue', async () => {
    const { call } = await setup();
    const lists = [
      ['/attendance/presence/history/direct-subordinate?status=pending', 'presences'],
      ['/leave/history/subordinate?status=pending', 'leaveRequests'],
      ['/overtime/history/subordinate?status=pending', 'overtimeRequests'],
      ['/permission/history/subordinate?status=pending', 'permissions'],
    ] as const;
    let total = 0;
    // every list is paged (at most 100 a page): read each queue page by page
    const all = async (path: string, field: string) => {
      const items: { id: number }[] = [];
      for (let page = 1; ; page++) {
        const answer = await call('hr', 'GET', `${path}&page=${page}&size=100`);
        expect(answer.status).toBe(200);
        const data = answer.data as Record<string, { id: number }[]> & { pagination: { totalPages: number } };
        items.push(...(data[field] ?? []));
        if (page >= data.pagination.totalPages) return items;
      }
    };
    for (const [path, field] of lists) {
      const items = await all(path, field);
      expect(items).toHaveLength(HR_PENDING_PER_QUEUE);
      total += items.length;
    }
    expect(total).toBe(5000);
    expect(
      ((await call('hr', 'GET', lists[0][0])).data as { presences: unknown[] }).presences,
      'without size: the default page of 20',
    ).toHaveLength(20);

    const requestIds = (await all('/leave/history/subordinate?status=pending', 'leaveRequests')).map(
      (l) => l.id,
    );
    const bulk = await call('hr', 'POST', '/leave/request/approve-bulk', { requestIds });
    expect(bulk.status).toBe(200);
    expect((bulk.data as { approvedIds: number[] }).approvedIds).toHaveLength(HR_PENDING_PER_QUEUE);
    const after = (await call('hr', 'GET', '/leave/history/subordinate?status=pending')).data as {
      leaveRequests: unknown[];
    };
    expect(after.leaveRequests).toHaveLength(0);
  });

  it('hr subordinates are not the supervisor persona’s (each approver sees only their own team)', async () => {
    const { call } = await setup();
    const team = (await call('supervisor', 'GET', '/employee/profile/subordinate/direct')).data as {
      subordinates: unknown[];
    };
    expect(team.subordinates.length).toBeLessThan(10);
  });
});
