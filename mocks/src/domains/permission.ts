/**
 * Permission (izin) endpoints (SPEC §3 "Permission request", §4, §6, §7 Permission). Part of attendance:
 * the company flag and attendanceAllowed apply (403). A permission is for one of the user's schedules;
 * a second active (pending/approved) permission on the same schedule → 409.
 */
import { type PermissionItem, permissionEndpoints } from '@upah/core/contract/permission';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import type { MockState } from '../state/types';
import { addDays } from '../time';
import { ownOpenSchedule } from './attendance';
import { optionalOwnEvidence } from './evidence';
import {
  type ApprovalRecord,
  addPendingRequest,
  decisionAndOwner,
  type RequestsState,
} from './requests/approval';
import { requestRoutes } from './requests/routes';
import { plannedDecision, requestPlans } from './requests/seed-helpers';
import { defineDomain } from './types';

export interface PermissionRecord extends ApprovalRecord {
  scheduleId: number;
  scheduleDate: string;
  startTime: string;
  endTime: string;
  description: string;
  photo: string | null;
  latitude: number;
  longitude: number;
}

export type PermissionState = RequestsState<PermissionRecord>;

declare module '../state/types' {
  interface DomainStates {
    permission: PermissionState;
  }
}

function item(state: MockState, r: PermissionRecord): PermissionItem {
  return {
    id: r.id,
    clockIn: r.startTime,
    clockOut: r.endTime,
    scheduleDate: r.scheduleDate,
    description: r.description,
    ...decisionAndOwner(state, r),
    photo: r.photo,
  };
}

export const permissionDomain = defineDomain({
  name: 'permission',
  seed({ faker, state, personas, today, nextId: next }) {
    const db: PermissionState = { requests: new Map() };
    state.domains.permission = db;
    const schedules = [...state.domains.attendance.schedules.values()];
    for (const plan of requestPlans(state, personas, (v) => faker.helpers.arrayElement(v))) {
      const date = addDays(today, plan.offset);
      const schedule = schedules.find((s) => s.employeeId === plan.employee.id && s.date >= date);
      if (!schedule) continue;
      const hour = faker.number.int({ min: 9, max: 14 });
      const id = next('permission');
      db.requests.set(id, {
        id,
        employeeId: plan.employee.id,
        scheduleId: schedule.id,
        scheduleDate: schedule.date,
        startTime: `${String(hour).padStart(2, '0')}:00:00`,
        endTime: `${String(hour + faker.number.int({ min: 1, max: 3 })).padStart(2, '0')}:00:00`,
        description: faker.helpers.arrayElement([
          'Mengantar anak ke dokter',
          'Mengurus dokumen di kelurahan',
          'Keperluan keluarga mendesak',
          'Perbaikan kendaraan',
        ]),
        photo: null,
        latitude: -6.2,
        longitude: 106.84,
        ...plannedDecision(plan, (v) => faker.helpers.arrayElement(v)),
      });
    }
  },
  register(app) {
    const e = permissionEndpoints;

    route(app, e.create, (args) => {
      const { state, user, input } = args;
      const schedule = ownOpenSchedule(state, user, input.body.scheduleId);
      const db = state.domains.permission;
      for (const r of db.requests.values()) {
        if (r.scheduleId === schedule.id && (r.status === 'pending' || r.status === 'approved')) {
          throw httpError(409, 'Sudah ada izin untuk jadwal ini');
        }
      }
      const record = addPendingRequest<PermissionRecord>(state, 'permission', db.requests, {
        employeeId: user.id,
        scheduleId: schedule.id,
        scheduleDate: schedule.date,
        startTime: input.body.startTime,
        endTime: input.body.endTime,
        description: input.body.description,
        photo: optionalOwnEvidence(args, input.body.photo, { field: 'photo' }),
        latitude: input.body.latitude,
        longitude: input.body.longitude,
      });
      return reply(item(state, record), 'Create permission success');
    });

    requestRoutes(app, {
      calls: e,
      what: 'Izin',
      records: (state) => state.domains.permission.requests,
      dateOf: (r) => r.scheduleDate,
      list: 'permissions',
      item,
      cancelMessage: 'Izin berhasil di cancel',
      hooks: { days: (_state, r) => ({ from: r.scheduleDate }) },
    });
  },
});
