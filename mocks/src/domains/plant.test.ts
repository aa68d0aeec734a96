/**
 * The hr-plant persona (domains/plant.ts): a garment plant of 5,000 direct subordinates, laid on the first call
 * signed in as hr-plant, the same data whichever call that is; three shifts with nights, departments and work
 * locations, a month and a half of days; the team views answer for all 5,000.
 */
import { createHash } from 'node:crypto';
import type { RecapResponse } from '@upah/core/contract/recap';
import type { LeaveBalanceResponse, TeamDayResponse, TeamOffResponse } from '@upah/core/contract/team';
import { describe, expect, it } from 'vitest';
import { PLANT_TEAM_SIZE, personaByKey } from '../personas';
import type { MockState } from '../state/types';
import { callJson, loginAs, personaCaller, testApp } from '../test-support';

/** Thursday 15 October 2026, 10:00 in Jakarta: the 14th is a working day, September a whole month. */
const NOW = '2026-10-15T10:00:00+07:00';
const PLANT_HR = personaByKey('hr-plant').employeeId;
const FIRST_MEMBER = 100_001;

function plantApp() {
  const server = testApp();
  server.clock.set(NOW);
  server.ctx.reset();
  return server;
}

/** A digest of everything the plant laid: its people and every record of theirs. */
function plantDigest(state: MockState): string {
  const hash = createHash('sha256');
  const team = new Set<number>();
  for (const e of state.employees.values()) {
    if (e.supervisorId !== PLANT_HR) continue;
    team.add(e.id);
    hash.update(JSON.stringify(e));
  }
  const { attendance, leave, permission, overtime } = state.domains;
  for (const map of [
    attendance.schedules,
    attendance.presences,
    leave.requests,
    permission.requests,
    overtime.requests,
  ])
    for (const r of map.values()) if (team.has(r.employeeId)) hash.update(JSON.stringify(r));
  return `${team.size}:${hash.digest('hex')}`;
}

/** One laid plant for the tests that only read (laying it and checking 5,000 members' answers takes seconds). */
let laid: ReturnType<typeof plantApp> | undefined;
function readOnlyPlant() {
  laid ??= plantApp();
  return laid;
}

describe('hr-plant: a plant of 5,000', { timeout: 120_000 }, () => {
  it('is not laid by a reset; the first call signed in as hr-plant lays 5,000 direct subordinates', async () => {
    const server = plantApp();
    expect([...server.state.employees.values()].filter((e) => e.supervisorId === PLANT_HR)).toHaveLength(0);
    const token = await loginAs(server.app, 'hr-plant');
    const profile = await callJson(server.app, 'GET', '/employee/profile/current', { token });
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({
      isHr: true,
      isSupervisor: true,
      companyName: 'PT Garmen Sentosa Jaya',
    });
    expect([...server.state.employees.values()].filter((e) => e.supervisorId === PLANT_HR)).toHaveLength(
      PLANT_TEAM_SIZE,
    );
  });

  it('lays the same data whichever call comes first, after other writes and a moved clock too', async () => {
    const a = plantApp();
    await personaCaller(a.app)('hr-plant', 'GET', '/attendance/team/day?date=2026-10-14');
    const first = plantDigest(a.state);
    expect(first.startsWith(`${PLANT_TEAM_SIZE}:`)).toBe(true);

    const b = plantApp();
    const call = personaCaller(b.app);
    // someone else writes first (a leave request takes ids), and the clock moves on a day
    const leave = await call('employee', 'POST', '/leave/request/create', {
      leaveCategory: 'CT',
      startAt: '2026-11-20',
      endAt: '2026-11-20',
      description: 'Acara keluarga di kampung',
      photos: [],
    });
    expect(leave.status, JSON.stringify(leave.body)).toBe(200);
    b.clock.set('2026-10-16T09:00:00+07:00');
    await call('hr-plant', 'GET', '/attendance/recap?month=2026-09&page=3&size=100');
    expect(plantDigest(b.state)).toBe(first);
  });

  it('three shifts with nights, nine departments, three work locations, on the board of a working day', async () => {
    const server = readOnlyPlant();
    const answer = await personaCaller(server.app)('hr-plant', 'GET', '/attendance/team/day?date=2026-10-14');
    expect(answer.status).toBe(200);
    const { members, counts } = answer.data as TeamDayResponse;
    expect(members).toHaveLength(PLANT_TEAM_SIZE);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(PLANT_TEAM_SIZE);
    const shifts = new Set(members.map((m) => m.shift && `${m.shift.name} ${m.shift.start}–${m.shift.end}`));
    expect([...shifts].sort()).toEqual([
      'Shift Malam 23:00–07:00',
      'Shift Pagi 07:00–15:00',
      'Shift Siang 15:00–23:00',
    ]);
    expect(members.some((m) => m.shift?.overnight)).toBe(true);
    expect(new Set(members.map((m) => m.department)).size).toBe(9);
    expect([...new Set(members.map((m) => m.workLocation?.name))].sort()).toEqual([
      'Gudang Bekasi',
      'Pabrik Cikarang',
      'Pabrik Karawang',
    ]);
    expect(members.every((m) => /^\d+$/.test(m.employeeNumber))).toBe(true);
    // a realistic day: most in, some late past the 5-minute tolerance, a few absent, on leave or permission
    expect(counts.present).toBeGreaterThan(PLANT_TEAM_SIZE / 2);
    for (const status of ['late', 'absent', 'leave', 'permission'] as const)
      expect(counts[status]).toBeGreaterThan(0);
    for (const m of members.filter((x) => x.status === 'late')) expect(m.lateMinutes).toBeGreaterThan(5);
  });

  it('a past month: pages of 100 of the recap, with overtime, leave, late and absent days', async () => {
    const server = readOnlyPlant();
    const call = personaCaller(server.app);
    const first = await call('hr-plant', 'GET', '/attendance/recap?month=2026-09&page=1&size=100');
    expect(first.status).toBe(200);
    const page = first.data as RecapResponse;
    expect(page.workWeek).toBe(6);
    expect(page.pagination).toMatchObject({ totalPages: 50 });
    expect(page.rows).toHaveLength(100);
    const sum = (f: (t: RecapResponse['rows'][number]['totals']) => number) =>
      page.rows.reduce((n, r) => n + f(r.totals), 0);
    expect(sum((t) => t.late)).toBeGreaterThan(0);
    expect(sum((t) => t.absent)).toBeGreaterThan(0);
    expect(sum((t) => t.overtimeWorkdayHours)).toBeGreaterThan(0);
    // September 2026 has 30 days, four of them Sundays (6, 13, 20, 27): the plant's weekly rest day
    for (const row of page.rows) {
      expect(Object.keys(row.days)).toHaveLength(30);
      expect(['2026-09-06', '2026-09-13', '2026-09-20', '2026-09-27'].map((d) => row.days[d])).toEqual([
        'L',
        'L',
        'L',
        'L',
      ]);
      expect(row.department).not.toBeNull();
    }
  });

  it('leave ahead for "Juga tidak masuk" and a member’s balance', async () => {
    const server = readOnlyPlant();
    const call = personaCaller(server.app);
    const off = await call('hr-plant', 'GET', '/attendance/team/off?from=2026-10-16&to=2026-10-28');
    expect(off.status).toBe(200);
    const rows = (off.data as TeamOffResponse).off;
    expect(rows.some((r) => r.status === 'pending')).toBe(true);
    expect(rows.some((r) => r.status === 'approved')).toBe(true);
    const balance = await call('hr-plant', 'GET', `/leave/balance?subordinateId=${FIRST_MEMBER}`);
    expect(balance.status).toBe(200);
    expect((balance.data as LeaveBalanceResponse).categories.find((c) => c.annual)?.allowanceDays).toBe(12);
  });

  it('§6 nobody else sees the plant: another supervisor or HR gets 404 for one of its people, before and after it is laid (an id they may not see answers as an unknown one)', async () => {
    const server = plantApp();
    const call = personaCaller(server.app);
    expect((await call('supervisor', 'GET', `/leave/balance?subordinateId=${FIRST_MEMBER}`)).status).toBe(
      404,
    );
    await call('hr-plant', 'GET', '/employee/profile/current');
    expect((await call('hr', 'GET', `/leave/balance?subordinateId=${FIRST_MEMBER}`)).status).toBe(404);
    expect((await call('hr', 'GET', '/attendance/team/day')).data).toMatchObject({
      members: expect.any(Array),
    });
    const hrTeam = (await call('hr', 'GET', '/attendance/team/day')).data as TeamDayResponse;
    expect(hrTeam.members.some((m) => m.subordinateId >= FIRST_MEMBER)).toBe(false);
  });
});
