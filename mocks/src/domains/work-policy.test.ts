/**
 * The company's work policy (contract/work-policy.ts, core rules/work-policy.ts): ONE record per company that the
 * team day, the month recap and the leave balance read. HR changes it; anyone signed in reads it; nobody else
 * writes it (403). A change shows in every reader at once.
 */
import { describe, expect, it } from 'vitest';
import { personaByKey } from '../personas';
import { callJson, loginAs, testApp } from '../test-support';

const DAY = '2024-05-15'; // testClock's day: Wednesday 15 May 2024, 09:00 in Jakarta

describe('work policy: one record every pay rule reads', () => {
  it('anyone signed in reads the defaults; hr changes fields and gets the whole record', async () => {
    const { app } = testApp();
    const employee = await loginAs(app, 'employee');
    const read = await callJson(app, 'GET', '/company/work-policy', { token: employee });
    expect(read.status).toBe(200);
    expect(read.data).toEqual({
      lateToleranceMinutes: 5,
      workWeek: 5,
      annualLeaveDays: 12,
      annualLeaveCategory: 'CT',
      collectiveLeaveTakesAnnual: true,
      correctionMaxDays: 30,
      minShareAtWork: 0.5,
    });
    const hr = await loginAs(app, 'hr');
    const changed = await callJson(app, 'PUT', '/company/work-policy', {
      token: hr,
      body: { lateToleranceMinutes: 10, workWeek: 6 },
    });
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ lateToleranceMinutes: 10, workWeek: 6, annualLeaveDays: 12 });
    // the employee of the same company reads the same record
    expect((await callJson(app, 'GET', '/company/work-policy', { token: employee })).data).toMatchObject({
      lateToleranceMinutes: 10,
      workWeek: 6,
    });
  });

  it.each(['employee', 'supervisor', 'operator'] as const)(
    '%s may not change it (403, nothing changes)',
    async (key) => {
      const { app } = testApp();
      const token = await loginAs(app, key);
      const answer = await callJson(app, 'PUT', '/company/work-policy', {
        token,
        body: { lateToleranceMinutes: 60 },
      });
      expect(answer.status).toBe(403);
      const read = await callJson(app, 'GET', '/company/work-policy', { token });
      expect((read.data as { lateToleranceMinutes: number }).lateToleranceMinutes).toBe(5);
    },
  );

  it.each([
    [{ lateToleranceMinutes: -1 }],
    [{ lateToleranceMinutes: 121 }],
    [{ lateToleranceMinutes: 2.5 }],
    [{ workWeek: 4 }],
    [{ correctionMaxDays: 0 }],
    [{ minShareAtWork: 1.5 }],
    [{ annualLeaveDays: '12' }],
  ])('hr: %j is refused with 400 and nothing changes', async (body) => {
    const { app } = testApp();
    const hr = await loginAs(app, 'hr');
    expect((await callJson(app, 'PUT', '/company/work-policy', { token: hr, body })).status).toBe(400);
    const read = await callJson(app, 'GET', '/company/work-policy', { token: hr });
    expect(read.data).toMatchObject({ lateToleranceMinutes: 5, workWeek: 5, correctionMaxDays: 30 });
  });

  it('the board, the recap and the member month follow the tolerance alike; the recap names the week; the balance its allowance', async () => {
    const { app, state } = testApp();
    const supervisor = await loginAs(app, 'supervisor');
    const member = personaByKey('gate-1').employeeId;
    const schedule = [...state.domains.attendance.schedules.values()].find(
      (s) => s.employeeId === member && s.date === DAY,
    );
    if (!schedule) throw new Error('gate-1 has no shift on the day');
    // a clock-in 7 minutes after the shift's start: late with a tolerance of 5, on time with 10
    const [h, m] = schedule.startTime.split(':').map(Number) as [number, number];
    const clockIn = `${DAY}T${String(h).padStart(2, '0')}:${String(m + 7).padStart(2, '0')}:00+07:00`;
    state.domains.attendance.presences.set(990_001, {
      id: 990_001,
      employeeId: member,
      scheduleId: schedule.id,
      scheduleDate: DAY,
      clockIn,
      clockOut: null,
      photo: null,
      status: 'approved',
      presenceType: 'manual',
      description: null,
      rejectReason: null,
      latitude: null,
      longitude: null,
    });
    const statusOf = async () => {
      const day = (await callJson(app, 'GET', `/attendance/team/day?date=${DAY}`, { token: supervisor }))
        .data as {
        toleranceMinutes: number;
        members: { subordinateId: number; status: string; lateMinutes: number }[];
      };
      const row = day.members.find((x) => x.subordinateId === member);
      const recap = (
        await callJson(app, 'GET', '/attendance/recap?month=2024-05&page=1&size=100', { token: supervisor })
      ).data as { workWeek: number; rows: { subordinateId: number; days: Record<string, string> }[] };
      const code = recap.rows.find((x) => x.subordinateId === member)?.days[DAY];
      const month = (
        await callJson(app, 'GET', `/attendance/recap/member?month=2024-05&subordinateId=${member}`, {
          token: supervisor,
        })
      ).data as { days: { date: string; code: string; lateMinutes: number }[] };
      const memberDay = month.days.find((d) => d.date === DAY);
      return {
        tolerance: day.toleranceMinutes,
        status: row?.status,
        late: row?.lateMinutes,
        code,
        week: recap.workWeek,
        memberCode: memberDay?.code,
        memberLate: memberDay?.lateMinutes,
      };
    };
    expect(await statusOf()).toEqual({
      tolerance: 5,
      status: 'late',
      late: 7,
      code: 'T',
      week: 5,
      memberCode: 'T',
      memberLate: 7,
    });

    const hr = await loginAs(app, 'hr');
    await callJson(app, 'PUT', '/company/work-policy', {
      token: hr,
      body: { lateToleranceMinutes: 10, workWeek: 6, annualLeaveDays: 14 },
    });
    expect(await statusOf()).toEqual({
      tolerance: 10,
      status: 'present',
      late: 0,
      code: 'H',
      week: 6,
      memberCode: 'H',
      memberLate: 0,
    });
    // back to 7: the clock-in 7 minutes after the start is on time in all three at once
    await callJson(app, 'PUT', '/company/work-policy', { token: hr, body: { lateToleranceMinutes: 7 } });
    expect(await statusOf()).toMatchObject({ tolerance: 7, status: 'present', code: 'H', memberCode: 'H' });
    await callJson(app, 'PUT', '/company/work-policy', { token: hr, body: { lateToleranceMinutes: 6 } });
    expect(await statusOf()).toMatchObject({
      tolerance: 6,
      status: 'late',
      late: 7,
      code: 'T',
      memberCode: 'T',
      memberLate: 7,
    });

    const balance = (await callJson(app, 'GET', '/leave/balance', { token: supervisor })).data as {
      categories: { code: string; allowanceDays: number | null }[];
    };
    expect(balance.categories.find((c) => c.code === 'CT')?.allowanceDays).toBe(14);
  });
});
