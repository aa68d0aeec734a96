/**
 * "Juga tidak masuk" with the day's staffing (GET /attendance/team/off, extension): for each day of the period, the
 * caller's direct subordinates with a shift and those of them on approved or pending leave, and the company's share
 * that must stay at work (work policy minShareAtWork); and the employee's working days of the year on
 * GET /leave/balance, which the leave form counts a request's days over.
 */
import type { LeaveBalanceResponse, TeamOffResponse } from '@upah/core/contract/team';
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { personaCaller, testApp } from '../test-support';

/** A Wednesday a week after the test clock's day (2024-05-15), inside the seeded schedules. */
const DAY = '2024-05-22';

describe('team off: staffing of each day, the share that must stay', { timeout: 60_000 }, () => {
  it("counts the supervisor's subordinates with a shift and lists those of them on leave, by request", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const asked = await call('gate-1', 'POST', '/leave/request/create', {
      leaveCategory: 'CT',
      startAt: DAY,
      endAt: DAY,
      description: 'Acara keluarga di kampung',
      photos: [],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const answer = await call('supervisor', 'GET', `/attendance/team/off?from=${DAY}&to=${DAY}`);
    expect(answer.status).toBe(200);
    const { days, minShareAtWork, off } = answer.data as TeamOffResponse;
    expect(minShareAtWork).toBe(0.5);

    // counted here from the mock's own records
    const supervisor = personaByKey('supervisor').employeeId;
    const team = new Set(
      [...server.state.employees.values()].filter((e) => e.supervisorId === supervisor).map((e) => e.id),
    );
    expect(team.size).toBe(8);
    const working = new Set(
      [...server.state.domains.attendance.schedules.values()]
        .filter((s) => s.date === DAY && team.has(s.employeeId))
        .map((s) => s.employeeId),
    );
    const leaves = [...server.state.domains.leave.requests.values()].filter(
      (r) =>
        working.has(r.employeeId) &&
        r.startAt <= DAY &&
        DAY <= r.endAt &&
        (r.status === 'approved' || r.status === 'pending'),
    );
    expect(days).toEqual([
      {
        date: DAY,
        scheduled: working.size,
        off: expect.arrayContaining(
          leaves.map((r) => ({ subordinateId: r.employeeId, requestId: r.id, status: r.status })),
        ),
      },
    ]);
    expect(days[0]?.off).toHaveLength(leaves.length);
    const gate1 = personaByKey('gate-1').employeeId;
    expect(days[0]?.off).toContainEqual(expect.objectContaining({ subordinateId: gate1, status: 'pending' }));
    expect(off.some((o) => o.subordinateId === gate1 && o.startAt === DAY)).toBe(true);
  });

  it('a Sunday and a Monday: each counts those with a shift, and only they are among those off', async () => {
    const server = testApp();
    // Sunday 19 May: shifts only for those with a weekend shift; counted here from the records
    const answer = await personaCaller(server.app)(
      'supervisor',
      'GET',
      '/attendance/team/off?from=2024-05-19&to=2024-05-20',
    );
    const { days } = answer.data as TeamOffResponse;
    expect(days.map((d) => d.date)).toEqual(['2024-05-19', '2024-05-20']);
    const supervisor = personaByKey('supervisor').employeeId;
    for (const d of days) {
      const working = [...server.state.domains.attendance.schedules.values()].filter(
        (s) => s.date === d.date && server.state.employees.get(s.employeeId)?.supervisorId === supervisor,
      );
      expect(d.scheduled).toBe(new Set(working.map((s) => s.employeeId)).size);
      for (const o of d.off) expect(working.some((s) => s.employeeId === o.subordinateId)).toBe(true);
    }
  });
});

describe('leave balance: the working days of the year', { timeout: 60_000 }, () => {
  it("lists the employee's days with a shift, the held schedules' days exactly", async () => {
    const server = testApp();
    const answer = await personaCaller(server.app)('employee', 'GET', '/leave/balance');
    const { workdays, year } = answer.data as LeaveBalanceResponse;
    expect(year).toBe(2024);
    expect(workdays.every((d) => d.startsWith('2024-'))).toBe(true);
    expect([...workdays].sort()).toEqual(workdays);
    const employee = personaByKey('employee').employeeId;
    const held = [...server.state.domains.attendance.schedules.values()]
      .filter((s) => s.employeeId === employee)
      .map((s) => s.date)
      .sort();
    const first = held[0] ?? '';
    const last = held[held.length - 1] ?? '';
    expect(workdays.filter((d) => d >= first && d <= last)).toEqual([...new Set(held)]);
  });
});
