/**
 * Shift endpoints (SPEC §3 "Shift request", §5 "Shift request: no validation beyond requiring a pending
 * approval entry", §7 Shift). Part of attendance: the company flag and attendanceAllowed apply (403).
 *
 * approvalId: every employee with a direct supervisor has one open approval entry (status pending, approver =
 * that supervisor) that collects their shift requests; GET /shift/date answers its id. POST /shift_request must
 * quote it: an unknown id or a closed one → 400; another employee's entry → 403 (SPEC §6: one's own requests only). Without a supervisor there is no
 * entry (approvalId null) and a request is not possible.
 */
import type { RequestStatus } from '@upah/core/contract/common';
import { type ShiftOnDate, shiftEndpoints } from '@upah/core/contract/shift';
import { httpError } from '../http-error';
import { reply, route } from '../route';
import { nextId } from '../state/queries';
import { attendanceDb } from './attendance';
import type { ScheduleRecord } from './attendance/model';
import { scheduleOn } from './attendance/model';
import type { RequestsState } from './requests/approval';
import { defineDomain } from './types';

export interface ApprovalEntry {
  id: number;
  employeeId: number;
  approverId: number;
  status: 'pending' | 'closed';
}

export interface ShiftRequestRecord {
  id: number;
  employeeId: number;
  masterShiftId: number;
  desc: string;
  approvalId: number;
  date: string;
  status: RequestStatus;
}

export interface ShiftState extends RequestsState<ShiftRequestRecord> {
  approvals: Map<number, ApprovalEntry>;
}

declare module '../state/types' {
  interface DomainStates {
    shift: ShiftState;
  }
}

const onDate = (s: ScheduleRecord): ShiftOnDate => ({
  masterShiftId: s.masterShiftId,
  shiftName: s.shiftName,
  date: s.date,
  startTime: s.startTime,
  endTime: s.endTime,
});

export const shiftDomain = defineDomain({
  name: 'shift',
  seed({ state, employees, nextId: next }) {
    const db: ShiftState = { approvals: new Map(), requests: new Map() };
    state.domains.shift = db;
    for (const e of employees) {
      if (e.supervisorId === null) continue;
      const id = next('approval');
      db.approvals.set(id, { id, employeeId: e.id, approverId: e.supervisorId, status: 'pending' });
    }
  },
  register(app) {
    const e = shiftEndpoints;

    route(app, e.masterShifts, ({ state, user }) => {
      const db = attendanceDb(state, user);
      return {
        masterShifts: db.masterShifts
          .filter((s) => s.companyId === user.companyId)
          .map(({ id, shiftName, detail }) => ({ id, shiftName, detail })),
      };
    });

    route(app, e.shiftByDate, ({ state, user, input }) => {
      const db = attendanceDb(state, user);
      const current = scheduleOn(db, user.id, input.query.date);
      const later = [...db.schedules.values()]
        .filter((s) => s.employeeId === user.id && s.date > input.query.date)
        .sort((a, b) => a.date.localeCompare(b.date));
      const incoming = later.find((s) => !current || s.masterShiftId !== current.masterShiftId);
      const approval = [...state.domains.shift.approvals.values()].find(
        (a) => a.employeeId === user.id && a.status === 'pending',
      );
      return {
        current: current ? onDate(current) : null,
        incoming: incoming ? onDate(incoming) : null,
        approvalId: approval?.id ?? null,
      };
    });

    route(app, e.request, ({ state, user, input }) => {
      const db = attendanceDb(state, user);
      const { masterShiftId, approvalId, date, desc } = input.body;
      const shift = db.masterShifts.find((s) => s.id === masterShiftId && s.companyId === user.companyId);
      if (!shift) throw httpError(400, 'masterShiftId: shift tidak dikenal');
      const approval = state.domains.shift.approvals.get(approvalId);
      // someone else's entry answers as an unknown one
      if (!approval || approval.employeeId !== user.id) {
        throw httpError(404, 'approvalId: entri persetujuan tidak ditemukan');
      }
      if (approval.status !== 'pending') {
        throw httpError(400, 'approvalId: tidak ada entri persetujuan yang menunggu');
      }
      const id = nextId(state, 'shiftRequest');
      const record: ShiftRequestRecord = {
        id,
        employeeId: user.id,
        masterShiftId,
        desc,
        approvalId,
        date,
        status: 'pending',
      };
      state.domains.shift.requests.set(id, record);
      const { employeeId: _owner, ...item } = record;
      return reply(item, 'Pengajuan Shift berhasil');
    });
  },
});
