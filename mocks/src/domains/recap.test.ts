/**
 * The month recap in the mock (documented extension, contract/recap.ts): computed from the mock's state with core's
 * team-day rule and month-recap rule, the caller's direct subordinates only, paged, 400 for a bad month; hr's 300
 * within the time the screen promises.
 */
import type { RecapMemberResponse, RecapResponse, RecapSelfResponse } from '@upah/core/contract/recap';
import { describe, expect, it } from 'vitest';
import { HR_TEAM_SIZE, personaByKey } from '../personas';
import { directSubordinates } from '../state/queries';
import { personaCaller, testApp } from '../test-support';

const MONTH = '2024-05';

describe('month recap in the mock (team-day rule summed over a month)', { timeout: 60_000 }, () => {
  it("the supervisor's rows are their direct subordinates; each day's code and the totals counted here from the raw state", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const answer = await call('supervisor', 'GET', `/attendance/recap?month=${MONTH}&page=1&size=100`);
    expect(answer.status).toBe(200);
    const data = answer.data as RecapResponse;
    const subs = directSubordinates(server.state, personaByKey('supervisor').employeeId);
    expect(subs.length).toBeGreaterThan(0);
    expect(data.rows.map((r) => r.subordinateId).sort()).toEqual(subs.map((s) => s.id).sort());
    expect(data.pagination.totalItems).toBe(subs.length);

    // The raw state, read here without the rules: schedules, presences with a clock-in, approved requests.
    const { state } = server;
    const nowMs = server.clock.now().getTime();
    const at = (date: string, time: string) => Date.parse(`${date}T${time}+07:00`);
    const dates = Array.from({ length: 15 }, (_, i) => `2024-05-${String(i + 1).padStart(2, '0')}`);
    const fixed = ['H', 'T', 'A', 'I', 'R', 'L', 'B', 'LN', 'CB', 'LP'];
    let checkedDays = 0;
    // the row's shift: the shift name scheduled on most of its days (the later one on a tie), counted here
    for (const row of data.rows) {
      const days = new Map<string, { n: number; last: string }>();
      for (const s of state.domains.attendance.schedules.values()) {
        if (s.employeeId !== row.subordinateId || !dates.includes(s.date)) continue;
        const d = days.get(s.shiftName) ?? { n: 0, last: '' };
        days.set(s.shiftName, { n: d.n + 1, last: d.last > s.date ? d.last : s.date });
      }
      const most = [...days].sort(([, a], [, b]) => b.n - a.n || b.last.localeCompare(a.last))[0];
      expect(row.shift, row.name).toEqual(most ? { name: most[0] } : null);
    }
    for (const row of data.rows) {
      expect(Object.keys(row.days)).toEqual(dates); // 1–15 May, today the 15th
      let lateMinutes = 0;
      let noClockOut = 0;
      for (const date of dates) {
        const schedule = [...state.domains.attendance.schedules.values()].find(
          (s) => s.employeeId === row.subordinateId && s.date === date,
        );
        const active = (status: string) => status === 'approved' || status === 'pending';
        const clockedIn = schedule
          ? [...state.domains.attendance.presences.values()].find(
              (p) => p.scheduleId === schedule.id && p.clockIn !== null && active(p.status),
            )
          : undefined;
        const leave = [...state.domains.leave.requests.values()].find(
          (l) =>
            l.employeeId === row.subordinateId &&
            l.status === 'approved' &&
            l.startAt <= date &&
            date <= l.endAt,
        );
        const remote = [...state.domains.attendance.presences.values()].find(
          (p) =>
            p.employeeId === row.subordinateId &&
            p.presenceType === 'remote' &&
            p.status === 'approved' &&
            p.scheduleDate === date,
        );
        const permission = [...state.domains.permission.requests.values()].find(
          (p) => p.employeeId === row.subordinateId && p.status === 'approved' && p.scheduleDate === date,
        );
        const code = row.days[date];
        if (!schedule) {
          expect(code, `${row.name} ${date}`).toBe('L');
          continue;
        }
        checkedDays++;
        const start = at(date, schedule.startTime);
        let end = at(date, schedule.endTime);
        if (end <= start) end += 86_400_000;
        if (clockedIn?.clockIn) {
          const late = Math.floor((Date.parse(clockedIn.clockIn) - start) / 60_000);
          if (permission) expect(['H', 'T'], `${row.name} ${date}`).toContain(code);
          else expect(code, `${row.name} ${date}`).toBe(late > 5 ? 'T' : 'H');
          if (code === 'T' && !permission) lateMinutes += late;
          if (clockedIn.clockOut === null && nowMs >= end) noClockOut++;
        } else if (leave) {
          const category = leave.leaveCategory;
          expect(code, `${row.name} ${date}`).toBe(fixed.includes(category) ? `C${category}` : category);
        } else if (remote) {
          expect(code, `${row.name} ${date}`).toBe('R');
        } else if (permission) {
          expect(['I', 'A', 'B'], `${row.name} ${date}`).toContain(code);
        } else {
          expect(code, `${row.name} ${date}`).toBe(nowMs < end ? 'B' : 'A');
        }
      }
      // totals: counts of the codes, and the raw minutes and clock-outs where no permission moved the start
      const codes = Object.values(row.days);
      const count = (c: string) => codes.filter((x) => x === c).length;
      expect(row.totals).toMatchObject({
        workdays: codes.length - count('L'),
        present: count('H') + count('T'),
        late: count('T'),
        absent: count('A'),
        permission: count('I'),
        remote: count('R'),
        off: count('L'),
        open: count('B'),
        noClockOut,
      });
      const permissionLate = [...state.domains.permission.requests.values()].some(
        (p) =>
          p.employeeId === row.subordinateId && p.status === 'approved' && p.scheduleDate <= '2024-05-15',
      );
      if (!permissionLate) expect(row.totals.lateMinutes, row.name).toBe(lateMinutes);
      // approved overtime of the month up to today: its hours from start and end, by the request's kind
      const overtime = [...state.domains.overtime.requests.values()].filter(
        (o) =>
          o.employeeId === row.subordinateId &&
          o.status === 'approved' &&
          o.startAt.slice(0, 10) <= '2024-05-15' &&
          o.startAt.startsWith('2024-05'),
      );
      const hours = (kind: string) =>
        Math.round(
          overtime
            .filter((o) => o.overtimeType === kind)
            .reduce((h, o) => h + (Date.parse(o.endAt) - Date.parse(o.startAt)) / 3_600_000, 0) * 100,
        ) / 100;
      expect(row.totals.overtimeWorkdayHours, row.name).toBe(hours('workday'));
      expect(row.totals.overtimeOffdayHours, row.name).toBe(hours('offday'));
    }
    expect(checkedDays).toBeGreaterThan(50);
  });

  it('400 for a bad month; an employee without subordinates gets no rows; own row from /self', async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    for (const bad of ['2024-13', '2024-5', 'mei', '']) {
      const answer = await call('supervisor', 'GET', `/attendance/recap?month=${bad}`);
      expect(answer.status).toBe(400);
    }
    const none = await call('employee', 'GET', `/attendance/recap?month=${MONTH}`);
    expect(none.status).toBe(200);
    expect((none.data as RecapResponse).rows).toEqual([]);
    const self = await call('employee', 'GET', `/attendance/recap/self?month=${MONTH}`);
    expect(self.status).toBe(200);
    const row = (self.data as RecapSelfResponse).row;
    expect(row.employeeId).toBe(personaByKey('employee').employeeId);
    expect(Object.keys(row.days).length).toBe(15);
  });

  it("member: a subordinate's month with shifts and times; 404 for someone else's, as for an unknown id", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const sub = directSubordinates(server.state, personaByKey('supervisor').employeeId)[0];
    const ok = await call(
      'supervisor',
      'GET',
      `/attendance/recap/member?month=${MONTH}&subordinateId=${sub?.id}`,
    );
    expect(ok.status).toBe(200);
    const data = ok.data as RecapMemberResponse;
    expect(data.days.length).toBe(15);
    expect(data.days.map((d) => d.code)).toEqual(Object.values(data.row.days));
    const hrSub = directSubordinates(server.state, personaByKey('hr').employeeId)[0];
    const denied = await call(
      'supervisor',
      'GET',
      `/attendance/recap/member?month=${MONTH}&subordinateId=${hrSub?.id}`,
    );
    expect(denied.status).toBe(404);
    const unknown = await call(
      'supervisor',
      'GET',
      `/attendance/recap/member?month=${MONTH}&subordinateId=999999`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(denied.body);
  });

  it("hr's 300 for a month come in three pages of 100, each once (timing: apps/console/bench/recap-bench.ts)", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => call('hr', 'GET', `/attendance/recap?month=${MONTH}&page=${page}&size=100`)),
    );
    const rows = pages.flatMap((p) => (p.data as RecapResponse).rows);
    expect(rows).toHaveLength(HR_TEAM_SIZE);
    expect(new Set(rows.map((r) => r.subordinateId)).size).toBe(HR_TEAM_SIZE);
    expect(pages.map((p) => (p.data as RecapResponse).pagination.totalPages)).toEqual([3, 3, 3]);
  });
});
