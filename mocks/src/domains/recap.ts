/**
 * The month recap (documented extensions, contract/recap.ts): GET /attendance/recap (the caller's direct
 * subordinates, paged), /attendance/recap/self (the caller's own row) and /attendance/recap/member (one
 * subordinate's month with times and requests). Computed from the mock's own state with core's rules: the
 * team-day rule per day (rules/team-day.ts) summed by rules/month-recap.ts, through the one adapter that reads the
 * state for the rule (./team-day/day-input.ts), as the team board does.
 *
 * Seeds overtime for the months the recap shows: approved and pending, on workdays (after the shift) and on
 * rest days, for the supervisor's team and hr's 300, deterministic by MOCK_SEED (the domain's own faker).
 */
import {
  RECAP_MAX_PAGE_SIZE,
  type RecapMemberDay,
  type RecapRow,
  recapEndpoints,
} from '@upah/core/contract/recap';
import { addMonths, daysOfMonth, monthRange } from '@upah/core/format/jakarta-time';
import { isWeeklyRestDay } from '@upah/core/rules/calendar-day';
import type { MonthRecap } from '@upah/core/rules/month-recap';
import type { WorkWeek } from '@upah/core/rules/overtime-pay';
import { httpError } from '../http-error';
import { route } from '../route';
import {
  directSubordinates,
  requireDirectSupervisor,
  requireModule,
  teamMemberOf,
  workPolicyOf,
} from '../state/queries';
import type { Employee, MockState } from '../state/types';
import { toJakartaDate, toJakartaTimestamp } from '../time';
import { shiftInstants } from './attendance/model';
import { recapCloseOf } from './month-close';
import { paginate } from './paging';
import {
  type CompanyRules,
  companyRulesOf,
  dayOutcome,
  type EmployeeIndex,
  employeeMonth,
  indexEmployees,
  leaveNamesOf,
  requestView,
  shiftView,
} from './team-day/day-input';
import { defineDomain } from './types';

const byName = new Intl.Collator('id');
const OVERTIME_TEXTS = ['Stock opname gudang', 'Menyelesaikan laporan bulanan', 'Lembur produksi pesanan'];
const HOUR_MS = 3_600_000;

function monthDays(month: string, today: string): { from: string; to: string } {
  const range = monthRange(month);
  if (!range) throw httpError(400, 'month: Bulan harus berformat YYYY-MM');
  return { from: range.first, to: range.last < today ? range.last : today };
}

function rowsFor(state: MockState, employees: readonly Employee[], month: string, now: Date) {
  const today = toJakartaDate(now);
  const { from, to } = monthDays(month, today);
  const index = indexEmployees(state, employees, from, to);
  return employees.map((e) => {
    const own = index.get(e.id);
    if (!own) throw new Error('mock bug: employee missing from the recap index');
    return recapRowOf(state, e, own, employeeMonth(own, month, today, now, companyRulesOf(state, e)));
  });
}

/** The shift scheduled on most days of the indexed month (the later on a tie; contract `recapRowShift`). */
export function monthShiftOf(own: EmployeeIndex): { name: string } | null {
  const days = new Map<string, number>();
  const last = new Map<string, string>();
  for (const [date, s] of own.schedules) {
    days.set(s.shiftName, (days.get(s.shiftName) ?? 0) + 1);
    if ((last.get(s.shiftName) ?? '') < date) last.set(s.shiftName, date);
  }
  let best: string | null = null;
  for (const [name, n] of days) {
    const b = best === null ? 0 : (days.get(best) ?? 0);
    if (best === null || n > b || (n === b && (last.get(name) ?? '') > (last.get(best) ?? ''))) best = name;
  }
  return best === null ? null : { name: best };
}

function recapRowOf(state: MockState, e: Employee, own: EmployeeIndex, recap: MonthRecap): RecapRow {
  return {
    ...teamMemberOf(state, e),
    shift: monthShiftOf(own),
    days: recap.days,
    totals: recap.totals,
  };
}

/** One day of the member's month with what decided it. */
function memberDay(
  own: EmployeeIndex,
  date: string,
  code: string,
  now: Date,
  rules: CompanyRules,
  leaveNames: ReadonlyMap<string, string>,
): RecapMemberDay {
  const { outcome, schedule } = dayOutcome(own, date, now, rules);
  return {
    date,
    code,
    shift: shiftView(schedule),
    clockIn: outcome.presence?.clockIn ?? null,
    clockOut: outcome.presence?.clockOut ?? null,
    lateMinutes: outcome.lateMinutes,
    earlyLeaveMinutes: outcome.earlyLeaveMinutes,
    workedMinutes: outcome.workedMinutes,
    holiday: outcome.holiday,
    request: outcome.request ? requestView(outcome.request, leaveNames) : null,
    overtime: own.overtime
      .filter((o) => o.date === date)
      .map((o) => ({ id: o.id, hours: o.hours, overtimeType: o.overtimeType, status: o.status })),
    correction: outcome.presence?.record.correction ?? null,
  };
}

/** Every leave category of the caller's company, annual leave (the work policy's category) first. */
function leaveCategoriesOf(state: MockState, user: Employee): { code: string; name: string }[] {
  const annual = workPolicyOf(state, user).annualLeaveCategory;
  const all = state.domains.leave.categories.get(user.companyId) ?? [];
  return [...all.filter((c) => c.code === annual), ...all.filter((c) => c.code !== annual)].map((c) => ({
    code: c.code,
    name: c.name,
  }));
}

export const recapDomain = defineDomain({
  name: 'recap',
  seed({ faker, state, personas, today, nextId }) {
    const att = state.domains.attendance;
    const overtime = state.domains.overtime.requests;
    const team = [
      ...directSubordinates(state, personas.supervisor.id),
      ...directSubordinates(state, personas.hr.id),
      personas.employee,
    ];
    const first = `${addMonths(today.slice(0, 7), -1)}-01`;
    const ids = new Set(team.map((e) => e.id));
    const schedulesOf = new Map<number, { id: number; date: string; start: string; end: string }[]>();
    for (const s of att.schedules.values()) {
      if (!ids.has(s.employeeId) || s.date < first || s.date >= today) continue;
      const { start, end } = shiftInstants(s);
      const list = schedulesOf.get(s.employeeId) ?? [];
      list.push({ id: s.id, date: s.date, start, end });
      schedulesOf.set(s.employeeId, list);
    }
    const pastDays = [...daysOfMonth(first.slice(0, 7)), ...daysOfMonth(today.slice(0, 7))].filter(
      (d) => d < today,
    );
    const restDaysOf = (week: WorkWeek) => pastDays.filter((d) => isWeeklyRestDay(d, week));
    const restDaysByWeek = { 5: restDaysOf(5), 6: restDaysOf(6) };
    for (const e of team) {
      const restDays = restDaysByWeek[workPolicyOf(state, e).workWeek];
      // hr's pending overtime is its seeded queue of 1,250 (hr-team, workdays and rest days): decided ones here
      const ownQueue = (status: 'approved' | 'pending' | 'rejected') =>
        status === 'pending' && e.supervisorId === personas.hr.id ? 'approved' : status;
      const own = (schedulesOf.get(e.id) ?? []).sort((a, b) => a.date.localeCompare(b.date));
      // Workday overtime after the shift: 0–4 a month, 0.5–3 h, mostly approved.
      const count = faker.number.int({ min: 0, max: 4 });
      for (let i = 0; i < count && own.length > 0; i++) {
        const s = faker.helpers.arrayElement(own);
        const hours = faker.helpers.arrayElement([0.5, 1, 1.5, 2, 3]);
        const start = new Date(s.end);
        const id = nextId('overtime');
        overtime.set(id, {
          id,
          employeeId: e.id,
          overtimeType: 'workday',
          scheduleId: s.id,
          startAt: toJakartaTimestamp(start),
          endAt: toJakartaTimestamp(new Date(start.getTime() + hours * HOUR_MS)),
          description: faker.helpers.arrayElement(OVERTIME_TEXTS),
          photos: [],
          status: ownQueue(
            faker.helpers.weightedArrayElement([
              { value: 'approved' as const, weight: 7 },
              { value: 'pending' as const, weight: 2 },
              { value: 'rejected' as const, weight: 1 },
            ]),
          ),
          rejectReason: null,
        });
      }
      // Rest-day overtime on a weekly rest day (no shift that day) for about one in five: 4–9 h from 08:00.
      if (restDays.length > 0 && faker.number.int({ min: 1, max: 5 }) === 1) {
        const date = faker.helpers.arrayElement(restDays);
        const hours = faker.number.int({ min: 4, max: 9 });
        const start = new Date(`${date}T08:00:00+07:00`);
        const id = nextId('overtime');
        const status = ownQueue(faker.helpers.arrayElement(['approved', 'approved', 'pending'] as const));
        overtime.set(id, {
          id,
          employeeId: e.id,
          overtimeType: 'offday',
          scheduleId: null,
          startAt: toJakartaTimestamp(start),
          endAt: toJakartaTimestamp(new Date(start.getTime() + hours * HOUR_MS)),
          description: faker.helpers.arrayElement(OVERTIME_TEXTS),
          photos: [],
          status,
          rejectReason: null,
        });
      }
    }
  },
  register(app) {
    const e = recapEndpoints;

    route(app, e.team, ({ state, user, input, now }) => {
      requireModule(state, user, 'attendance');
      const { month, page = 1, size = RECAP_MAX_PAGE_SIZE } = input.query;
      const team = directSubordinates(state, user.id).sort(
        (a, b) => byName.compare(a.name, b.name) || a.id - b.id,
      );
      const paged = paginate(team, { page, size });
      return {
        month,
        workWeek: companyRulesOf(state, user).workWeek,
        leaveCategories: leaveCategoriesOf(state, user),
        rows: rowsFor(state, paged.items, month, now),
        pagination: paged.pagination,
        close: recapCloseOf(state, user.companyId, month),
      };
    });

    route(app, e.self, ({ state, user, input, now }) => {
      requireModule(state, user, 'attendance');
      const { month } = input.query;
      const [row] = rowsFor(state, [user], month, now);
      if (!row) throw new Error('mock bug: no own recap row');
      return {
        month,
        workWeek: companyRulesOf(state, user).workWeek,
        row,
        close: recapCloseOf(state, user.companyId, month),
      };
    });

    route(app, e.member, ({ state, user, input, now }) => {
      requireModule(state, user, 'attendance');
      const { month, subordinateId } = input.query;
      const member = requireDirectSupervisor(state, user, subordinateId);
      const today = toJakartaDate(now);
      const { from, to } = monthDays(month, today);
      const own = indexEmployees(state, [member], from, to).get(member.id);
      if (!own) throw new Error('mock bug: member missing from the recap index');
      const rules = companyRulesOf(state, member);
      const recap = employeeMonth(own, month, today, now, rules);
      const leaveNames = leaveNamesOf(state, member.companyId);
      return {
        month,
        row: recapRowOf(state, member, own, recap),
        days: Object.entries(recap.days).map(([date, code]) =>
          memberDay(own, date, code, now, rules, leaveNames),
        ),
        close: recapCloseOf(state, member.companyId, month),
      };
    });
  },
});
