/**
 * The seeded past months of hr's and the supervisor's teams (DESIGN "Team views and payroll"): what a payroll
 * clerk would see. The company's weekly rest days (PP 35/2021 art. 31: Sunday, and Saturday for a 5-day week) are
 * off on past days, clock-outs are at the shift end so only a handful of early leaves and missed clock-outs show
 * per team a month, and today's shifts stay for everyone, whatever the weekday (the e2e acts on them).
 */
import type { RecapResponse, RecapRow } from '@upah/core/contract/recap';
import type { TeamDayResponse } from '@upah/core/contract/team';
import { isWeeklyRestDay } from '@upah/core/rules/calendar-day';
import { describe, expect, it } from 'vitest';
import { HR_TEAM_SIZE, personaByKey } from '../../personas';
import { directSubordinates } from '../../state/queries';
import type { MockState } from '../../state/types';
import { personaCaller, testApp } from '../../test-support';
import { weekday } from '../../time';

/** testApp's clock: Wednesday 15 May 2024; the previous month is April. */
const PREVIOUS_MONTH = '2024-04';

async function recapRows(call: ReturnType<typeof personaCaller>, who: 'hr' | 'supervisor', month: string) {
  const rows: RecapRow[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(who, 'GET', `/attendance/recap?month=${month}&page=${page}&size=100`);
    expect(answer.status).toBe(200);
    const data = answer.data as RecapResponse;
    rows.push(...data.rows);
    if (page >= data.pagination.totalPages) return rows;
  }
}

/**
 * The team's past presences of PREVIOUS_MONTH as the mock holds them (not through the recap): the minutes each early
 * clock-out left before its schedule's end, and the clock-ins with no clock-out.
 */
function rawClockOuts(state: MockState, who: 'hr' | 'supervisor') {
  const team = new Set(directSubordinates(state, personaByKey(who).employeeId).map((e) => e.id));
  const early: number[] = [];
  let missed = 0;
  for (const p of state.domains.attendance.presences.values()) {
    if (!team.has(p.employeeId) || !p.scheduleDate.startsWith(`${PREVIOUS_MONTH}-`)) continue;
    if (p.status !== 'approved' || p.presenceType === 'remote' || p.clockIn === null) continue;
    if (p.clockOut === null) {
      missed++;
      continue;
    }
    const schedule = state.domains.attendance.schedules.get(p.scheduleId);
    if (!schedule) continue;
    const start = Date.parse(`${schedule.date}T${schedule.startTime}+07:00`);
    let end = Date.parse(`${schedule.date}T${schedule.endTime}+07:00`);
    if (end <= start) end += 86_400_000;
    const minutesEarly = Math.floor((end - Date.parse(p.clockOut)) / 60_000);
    if (minutesEarly > 0) early.push(minutesEarly);
  }
  return { early, missed };
}

const sum = (rows: readonly RecapRow[], key: 'earlyLeave' | 'noClockOut' | 'off' | 'workdays') =>
  rows.reduce((n, r) => n + r.totals[key], 0);

describe('seeded past days of the teams (realistic months, MOCK_SEED)', { timeout: 60_000 }, () => {
  it.each([
    ['2024-05-12', 5, true],
    ['2024-05-12', 6, true],
    ['2024-05-11', 5, true],
    ['2024-05-11', 6, false],
    ['2024-05-13', 5, false],
    ['2024-05-10', 6, false],
  ] as const)('PP 35/2021 art. 31 week: %s in a %i-day week is a rest day: %s', (date, week, rest) => {
    expect(isWeeklyRestDay(date, week)).toBe(rest);
  });

  it.each([
    ['hr', HR_TEAM_SIZE],
    ['supervisor', 8],
  ] as const)(
    "%s's previous month: rest days off, weekdays worked, a handful of early leaves and missed clock-outs",
    async (who, size) => {
      const server = testApp();
      const call = personaCaller(server.app);
      const rows = await recapRows(call, who, PREVIOUS_MONTH);
      expect(rows).toHaveLength(size);
      for (const row of rows) {
        const days = Object.entries(row.days);
        expect(days).toHaveLength(30);
        for (const [date, code] of days) {
          // the mock's companies work a 5-day week: Saturday and Sunday are L, every other day has a shift
          if (isWeeklyRestDay(date, 5)) expect(code, `${row.name} ${date}`).toBe('L');
          else expect(code, `${row.name} ${date}`).not.toBe('L');
        }
        expect(row.totals.off).toBe(8); // April 2024: four Saturdays and four Sundays
      }
      // a handful a month per team (the seed aims at five early leaves and four missed clock-outs), never one each:
      // counted here from the mock's own presences, each clock-out against its schedule's end
      const raw = rawClockOuts(server.state, who);
      expect(raw.early.length).toBeGreaterThanOrEqual(1);
      expect(raw.early.length).toBeLessThanOrEqual(12);
      expect(raw.missed).toBeGreaterThanOrEqual(1);
      expect(raw.missed).toBeLessThanOrEqual(12);
      expect(sum(rows, 'earlyLeave')).toBe(raw.early.length);
      expect(sum(rows, 'noClockOut')).toBe(raw.missed);
      expect(rows.reduce((n, r) => n + r.totals.earlyLeaveMinutes, 0)).toBe(
        raw.early.reduce((n, minutes) => n + minutes, 0),
      );
      // 1 to 60 minutes each
      expect(raw.early.filter((minutes) => minutes < 1 || minutes > 60)).toEqual([]);
    },
  );

  it("rest-day overtime is seeded on the rest days, with no shift that day, for hr's team", async () => {
    const call = personaCaller(testApp().app);
    const rows = await recapRows(call, 'hr', PREVIOUS_MONTH);
    expect(rows.reduce((n, r) => n + r.totals.overtimeOffdayHours, 0)).toBeGreaterThan(0);
  });

  it("today keeps the shifts on a weekend day: hr's 300 and the supervisor's personas (the e2e acts on them)", async () => {
    const sunday = new Date('2024-05-19T09:00:00+07:00');
    expect(weekday('2024-05-19')).toBe(0);
    const call = personaCaller(testApp({ now: () => sunday }).app);
    const board = async (who: 'hr' | 'supervisor') => {
      const answer = await call(who, 'GET', '/attendance/team/day');
      expect(answer.status).toBe(200);
      return (answer.data as TeamDayResponse).members;
    };
    const hr = await board('hr');
    expect(hr).toHaveLength(HR_TEAM_SIZE);
    expect(hr.filter((m) => m.shift === null).map((m) => m.name)).toEqual([]);
    // the supervisor's other members work Shift Malam, Monday to Friday, as the attendance seed assigns them
    const personas = (['employee', 'gate-1', 'gate-2', 'gate-3'] as const).map((k) => personaByKey(k).name);
    const supervisor = (await board('supervisor')).filter((m) => personas.includes(m.name));
    expect(supervisor).toHaveLength(personas.length);
    expect(supervisor.filter((m) => m.shift === null).map((m) => m.name)).toEqual([]);
  });
});
