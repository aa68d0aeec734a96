/**
 * Overtime (lembur) endpoints (SPEC §3 "Overtime request", §5, §6, §7 Overtime, §9 types workday/offday).
 * Part of attendance: the company flag and attendanceAllowed apply (403).
 * workday: scheduleId required (400 without), one of the user's schedules, and the overtime starts on that
 * schedule's date (400 otherwise). offday: no schedule needed. End before start → 400 (contract refine).
 */
import { type OvertimeRequestItem, type OvertimeType, overtimeEndpoints } from '@upah/core/contract/overtime';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import type { MockState } from '../state/types';
import { addDays, fromJakarta, toJakartaDate, toJakartaTimestamp } from '../time';
import { attendanceDb, ownSchedule } from './attendance';
import { shiftInstants } from './attendance/model';
import { requireOwnEvidenceList } from './evidence';
import { requireOpenMonth } from './month-close';
import { type ApprovalRecord, addPendingRequest, type RequestsState } from './requests/approval';
import { requestRoutes } from './requests/routes';
import { plannedDecision, requestPlans } from './requests/seed-helpers';
import { defineDomain } from './types';

export interface OvertimeRecord extends ApprovalRecord {
  overtimeType: OvertimeType;
  scheduleId: number | null;
  startAt: string;
  endAt: string;
  description: string;
  photos: string[];
}

export type OvertimeState = RequestsState<OvertimeRecord>;

declare module '../state/types' {
  interface DomainStates {
    overtime: OvertimeState;
  }
}

/** The day an overtime counts on (as the recap counts it): its schedule's date, else the Jakarta day it starts. */
function overtimeDay(state: MockState, scheduleId: number | null, startAt: string): string {
  const schedule = scheduleId === null ? undefined : state.domains.attendance.schedules.get(scheduleId);
  return schedule?.date ?? toJakartaDate(new Date(startAt));
}

function item(state: MockState, r: OvertimeRecord): OvertimeRequestItem {
  return {
    id: r.id,
    startAt: r.startAt,
    endAt: r.endAt,
    description: r.description,
    status: r.status,
    reject_reason: r.rejectReason,
    overtimeType: r.overtimeType,
    name: state.employees.get(r.employeeId)?.name ?? '',
    photo: r.photos[0] ?? null,
    employeeId: r.employeeId,
    photos: r.photos,
  };
}

export const overtimeDomain = defineDomain({
  name: 'overtime',
  seed({ faker, state, personas, today, nextId: next }) {
    const db: OvertimeState = { requests: new Map() };
    state.domains.overtime = db;
    const schedules = [...state.domains.attendance.schedules.values()];
    for (const plan of requestPlans(state, personas, (v) => faker.helpers.arrayElement(v))) {
      const date = addDays(today, plan.offset);
      const schedule = schedules.find((s) => s.employeeId === plan.employee.id && s.date === date);
      const type: OvertimeType = schedule ? 'workday' : 'offday';
      const start = schedule ? new Date(shiftInstants(schedule).end) : fromJakarta(date, '09:00:00');
      const hours = faker.number.int({ min: 1, max: 3 });
      const id = next('overtime');
      db.requests.set(id, {
        id,
        employeeId: plan.employee.id,
        overtimeType: type,
        scheduleId: schedule?.id ?? null,
        startAt: toJakartaTimestamp(start),
        endAt: toJakartaTimestamp(new Date(start.getTime() + hours * 3_600_000)),
        description: faker.helpers.arrayElement([
          'Stock opname gudang',
          'Menyelesaikan laporan bulanan',
          'Lembur produksi pesanan',
        ]),
        photos: [],
        ...plannedDecision(plan, (v) => faker.helpers.arrayElement(v)),
      });
    }
  },
  register(app) {
    const e = overtimeEndpoints;

    route(app, e.create, (args) => {
      const { state, user, input } = args;
      const adb = attendanceDb(state, user);
      const { overtimeType } = input.params;
      const body = input.body;
      let scheduleId: number | null = null;
      if (overtimeType === 'workday') {
        if (body.scheduleId === undefined) throw httpError(400, 'scheduleId: wajib untuk lembur hari kerja');
        const schedule = ownSchedule(adb, user, body.scheduleId);
        if (toJakartaDate(new Date(body.startAt)) !== schedule.date) {
          throw httpError(400, 'startAt: lembur hari kerja harus pada tanggal jadwal');
        }
        scheduleId = schedule.id;
      }
      requireOpenMonth(state, user.companyId, overtimeDay(state, scheduleId, body.startAt));
      const photos = requireOwnEvidenceList(args, body.photos, { field: 'photos' });
      const record = addPendingRequest<OvertimeRecord>(state, 'overtime', state.domains.overtime.requests, {
        employeeId: user.id,
        overtimeType,
        scheduleId,
        startAt: toJakartaTimestamp(new Date(body.startAt)),
        endAt: toJakartaTimestamp(new Date(body.endAt)),
        description: body.description,
        photos,
      });
      return reply(item(state, record), 'Berhasil mengajukan lembur');
    });

    requestRoutes(app, {
      calls: e,
      what: 'Lembur',
      records: (state) => state.domains.overtime.requests,
      dateOf: (r) => r.startAt,
      list: 'overtimeRequests',
      item,
      cancelMessage: 'Cancel overtime success',
      hooks: { days: (state, r) => ({ from: overtimeDay(state, r.scheduleId, r.startAt) }) },
    });
  },
});
