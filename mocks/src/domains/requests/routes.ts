/**
 * The supervisor's side of every employee request (presence, permission, leave, overtime): approve, reject with
 * a reason and bulk approve, registered once over requests/approval.ts (SPEC §4 "Attendance and other requests",
 * §6 "Supervisor", §8 'Success approve' / 'Success reject'). The owner's cancel stays in each domain: its
 * message and which records it accepts differ.
 */
import type {
  bulkApproveResponse,
  bulkIdBody,
  bulkRequestIdsBody,
  emptyData,
  idParams,
  rejectBody,
} from '@upah/core/contract/common';
import type { Endpoint } from '@upah/core/contract/endpoint';
import { reply, route } from '../../route';
import type { Employee, MockState } from '../../state/types';
import { unwrap } from '../outcome';
import type { MockApp } from '../types';
import { type ApprovalRecord, approveRecord, approveRecords, rejectRecord } from './approval';

type ApproveCall = Endpoint<typeof idParams, undefined, undefined, typeof emptyData>;
type RejectCall = Endpoint<typeof idParams, undefined, typeof rejectBody, typeof emptyData>;
/** Attendance and permission send `{ id }`, leave and overtime `{ requestIds }` (SPEC §7). */
type BulkCall = Endpoint<
  undefined,
  undefined,
  typeof bulkIdBody | typeof bulkRequestIdsBody,
  typeof bulkApproveResponse
>;

export interface ApprovalCalls {
  approve: ApproveCall;
  reject: RejectCall;
  approveBulk: BulkCall;
}

/**
 * `records(state, user)` answers the domain's requests after its module check (403 when attendance is off);
 * `what` names them in a 404 ('Cuti' → 'Cuti tidak ditemukan').
 */
export function approvalRoutes<R extends ApprovalRecord>(
  app: MockApp,
  calls: ApprovalCalls,
  what: string,
  records: (state: MockState, user: Employee) => ReadonlyMap<number, R>,
): void {
  // Bulk first: /permission/request/bulk/approve would otherwise match /permission/request/:id/approve.
  route(app, calls.approveBulk, ({ state, user, input }) => {
    const db = records(state, user);
    const ids = 'id' in input.body ? input.body.id : input.body.requestIds;
    const approved = unwrap(approveRecords((id) => db.get(id), ids, user.id, state, what));
    return reply({ approvedIds: approved.map((r) => r.id) }, 'Success approve');
  });

  route(app, calls.approve, ({ state, user, input }) => {
    unwrap(approveRecord(records(state, user).get(input.params.id), user.id, state, what));
    return reply(null, 'Success approve');
  });

  route(app, calls.reject, ({ state, user, input }) => {
    const record = records(state, user).get(input.params.id);
    unwrap(rejectRecord(record, user.id, state, input.body.rejectReason, what));
    return reply(null, 'Success reject');
  });
}
