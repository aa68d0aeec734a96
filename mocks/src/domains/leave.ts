/**
 * Leave (cuti) endpoints (SPEC §3 "Leave request", §4, §6, §7 Leave). Part of attendance: the company flag
 * and attendanceAllowed apply (403). Categories are per company; an unknown category → 400; a leave that
 * overlaps an active (pending/approved) leave of the same employee → 409.
 */

import { t } from '@upah/core/catalogue';
import { type LeaveRequestItem, leaveEndpoints } from '@upah/core/contract/leave';
import { leaveRangeCheck } from '@upah/core/rules/leave-range';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import type { MockState } from '../state/types';
import { addDays, toJakartaDate } from '../time';
import { attendanceDb } from './attendance';
import { requireOwnEvidenceList } from './evidence';
import { requireOpenMonth } from './month-close';
import {
  type ApprovalRecord,
  addPendingRequest,
  decisionAndOwner,
  type RequestsState,
} from './requests/approval';
import { requestRoutes } from './requests/routes';
import { plannedDecision, requestPlans } from './requests/seed-helpers';
import { defineDomain } from './types';

/** Leave categories (code, name) every seeded company offers. */
export const LEAVE_CATEGORIES = [
  { code: 'CT', name: 'Cuti Tahunan' },
  { code: 'CS', name: 'Cuti Sakit' },
  { code: 'CM', name: 'Cuti Melahirkan' },
  { code: 'CN', name: 'Cuti Menikah' },
  { code: 'CD', name: 'Cuti Duka' },
  { code: 'CB', name: 'Cuti Besar' },
  { code: 'CLT', name: 'Cuti di Luar Tanggungan' },
] as const;

export interface LeaveRecord extends ApprovalRecord {
  leaveCategory: string;
  startAt: string;
  endAt: string;
  description: string;
  photos: string[];
}

export interface LeaveState extends RequestsState<LeaveRecord> {
  categories: Map<number, { code: string; name: string }[]>;
}

declare module '../state/types' {
  interface DomainStates {
    leave: LeaveState;
  }
}

function item(state: MockState, r: LeaveRecord): LeaveRequestItem {
  const company = state.employees.get(r.employeeId)?.companyId ?? 0;
  const category = state.domains.leave.categories.get(company)?.find((c) => c.code === r.leaveCategory);
  return {
    id: r.id,
    leaveCategoryName: category?.name ?? r.leaveCategory,
    startAt: r.startAt,
    endAt: r.endAt,
    description: r.description,
    ...decisionAndOwner(state, r),
    leaveCategory: r.leaveCategory,
    photos: r.photos,
  };
}

const active = (r: LeaveRecord) => r.status === 'pending' || r.status === 'approved';

export const leaveDomain = defineDomain({
  name: 'leave',
  seed({ faker, state, personas, today, nextId: next }) {
    const db: LeaveState = { requests: new Map(), categories: new Map() };
    state.domains.leave = db;
    for (const company of state.companies.values())
      db.categories.set(
        company.id,
        LEAVE_CATEGORIES.map((c) => ({ ...c })),
      );
    for (const plan of requestPlans(state, personas, (v) => faker.helpers.arrayElement(v))) {
      const startAt = addDays(today, plan.offset + 1);
      const id = next('leave');
      db.requests.set(id, {
        id,
        employeeId: plan.employee.id,
        leaveCategory: faker.helpers.arrayElement(['CT', 'CT', 'CS', 'CD']),
        startAt,
        endAt: addDays(startAt, faker.number.int({ min: 0, max: 2 })),
        description: faker.helpers.arrayElement([
          'Pulang kampung',
          'Demam dan flu',
          'Acara keluarga',
          'Istirahat',
        ]),
        photos: [],
        ...plannedDecision(plan, (v) => faker.helpers.arrayElement(v)),
      });
    }
  },
  register(app) {
    const e = leaveEndpoints;

    route(app, e.categories, ({ state, user }) => {
      attendanceDb(state, user);
      return { categories: state.domains.leave.categories.get(user.companyId) ?? [] };
    });

    route(app, e.create, (args) => {
      const { state, user, input } = args;
      attendanceDb(state, user);
      const db = state.domains.leave;
      const { leaveCategory, startAt, endAt } = input.body;
      if (!db.categories.get(user.companyId)?.some((c) => c.code === leaveCategory)) {
        throw httpError(400, `leaveCategory: kategori cuti ${leaveCategory} tidak dikenal`);
      }
      const range = leaveRangeCheck({ startAt, endAt }, toJakartaDate(args.now));
      if (!range.ok) throw httpError(400, `endAt: ${t(range.message, 'id', range.vars)}`);
      requireOpenMonth(state, user.companyId, startAt, endAt);
      const photos = requireOwnEvidenceList(args, input.body.photos, { field: 'photos' });
      for (const r of db.requests.values()) {
        if (r.employeeId === user.id && active(r) && r.startAt <= endAt && startAt <= r.endAt) {
          throw httpError(409, 'Sudah ada pengajuan cuti pada tanggal tersebut');
        }
      }
      const record = addPendingRequest<LeaveRecord>(state, 'leave', db.requests, {
        employeeId: user.id,
        leaveCategory,
        startAt,
        endAt,
        description: input.body.description,
        photos,
      });
      return reply(item(state, record), 'Pengajuan cuti berhasil');
    });

    requestRoutes(app, {
      calls: e,
      what: 'Cuti',
      records: (state) => state.domains.leave.requests,
      dateOf: (r) => r.startAt,
      list: 'leaveRequests',
      item,
      cancelMessage: 'Success',
      hooks: { days: (_state, r) => ({ from: r.startAt, to: r.endAt }) },
    });
  },
});
