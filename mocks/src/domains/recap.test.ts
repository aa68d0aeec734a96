/**
 * The month recap in the mock (documented extension, contract/recap.ts): computed from the mock's state with core's
 * team-day rule and month-recap rule, the caller's direct subordinates only, paged, 400 for a bad month; hr's 300
 * within the time the screen promises.
 */
import type { RecapMemberResponse, RecapResponse, RecapSelfResponse } from '@upah/core/contract/recap';
import { monthRecap } from '@upah/core/rules/month-recap';
import { describe, expect, it } from 'vitest';
import { HR_TEAM_SIZE, personaByKey } from '../personas';
import { directSubordinates } from '../state/queries';
import { personaCaller, testApp } from '../test-support';
import { dayOutcome, indexEmployees } from './recap-days';

const MONTH = '2024-05';

describe('month recap in the mock (team-day rule summed over a month)', { timeout: 60_000 }, () => {
  it("the supervisor's rows are their direct subordinates, codes up to today, totals as the rule gives", async () => {
    const server = testApp();
    const call = personaCaller(server.app);
    const answer = await call('supervisor', 'GET', `/attendance/recap?month=${MONTH}&page=1&size=100`);
    expect(answer.status).toBe(200);
    const data = answer.data as RecapResponse;
    const subs = directSubordinates(server.state, personaByKey('supervisor').employeeId);
    expect(subs.length).toBeGreaterThan(0);
    expect(data.rows.map((r) => r.subordinateId).sort()).toEqual(subs.map((s) => s.id).sort());
    expect(data.pagination.totalItems).toBe(subs.length);
    for (const row of data.rows) {
      const dates = Object.keys(row.days);
      expect(dates.length).toBe(15); // 1–15 May, today the 15th
      expect(dates.every((d) => d <= '2024-05-15')).toBe(true);
      expect(row.totals.present).toBe(Object.values(row.days).filter((c) => c === 'H' || c === 'T').length);
    }
    // the same numbers as calling the rules directly on the state
    const first = subs[0];
    if (!first) throw new Error('no subordinate');
    const own = indexEmployees(server.state, [first], '2024-05-01', '2024-05-15').get(first.id);
    if (!own) throw new Error('not indexed');
    const direct = monthRecap({
      month: MONTH,
      today: '2024-05-15',
      workWeek: 5,
      dayOf: (d) =>
        dayOutcome(own, d, server.clock.now(), { toleranceMinutes: 5, workWeek: 5, holidayOf: () => null })
          .outcome,
      overtime: own.overtime,
    });
    expect(data.rows.find((r) => r.subordinateId === first.id)?.totals).toEqual(direct.totals);
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

  it("member: a subordinate's month with shifts and times; 403 for someone else's", async () => {
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
    expect(denied.status).toBe(403);
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
