/**
 * The HTTP side every employee request shares, registered once per domain from a small description of it
 * (SPEC §4 "Attendance and other requests", §6 "Supervisor", §7):
 * - `requestRoutes`: the owner's two histories and cancel plus the supervisor's approve, reject and bulk approve
 *   (permission, leave, overtime);
 * - `approvalRoutes`: the supervisor's three calls alone, for presence, whose histories filter by presence type
 *   and whose cancel applies to remote presences only (attendance.ts).
 * The rules themselves (who may move a request, from which status) are requests/approval.ts; the history
 * order and paging requests/history.ts.
 */
import type {
  bulkApproveResponse,
  bulkIdBody,
  bulkRequestIdsBody,
  emptyData,
  idParams,
  optionalPaginationQuery,
  Pagination,
  rejectBody,
  subordinateHistoryQuery,
} from '@upah/core/contract/common';
import type { Endpoint, Schema } from '@upah/core/contract/endpoint';
import type * as z from 'zod/mini';
import { reply, route } from '../../route';
import { requireModule } from '../../state/queries';
import type { Employee, MockState } from '../../state/types';
import { unwrap } from '../outcome';
import type { MockApp } from '../types';
import { type ApprovalRecord, approveRecords, cancelRecord, reviewRecord } from './approval';
import { myHistory, teamHistory } from './history';

type IdCall = Endpoint<typeof idParams, undefined, undefined, typeof emptyData>;
type RejectCall = Endpoint<typeof idParams, undefined, typeof rejectBody, typeof emptyData>;
/** Attendance and permission send `{ id }`, leave and overtime `{ requestIds }` (SPEC §7). */
type BulkCall = Endpoint<
  undefined,
  undefined,
  typeof bulkIdBody | typeof bulkRequestIdsBody,
  typeof bulkApproveResponse
>;

export interface ApprovalCalls {
  approve: IdCall;
  reject: RejectCall;
  approveBulk: BulkCall;
}

/** The contract's calls of one request domain; both histories answer the same response schema H. */
export interface RequestCalls<H extends Schema> extends ApprovalCalls {
  historyMy: Endpoint<undefined, typeof optionalPaginationQuery, undefined, H>;
  historySubordinate: Endpoint<undefined, typeof subordinateHistoryQuery, undefined, H>;
  cancel: IdCall;
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
    unwrap(reviewRecord(records(state, user).get(input.params.id), user.id, state, what, { approve: true }));
    return reply(null, 'Success approve');
  });

  route(app, calls.reject, ({ state, user, input }) => {
    const record = records(state, user).get(input.params.id);
    unwrap(reviewRecord(record, user.id, state, what, { reject: input.body.rejectReason }));
    return reply(null, 'Success reject');
  });
}

/** What differs between the request domains; everything else `requestRoutes` does the same way for each. */
export interface RequestDomain<R extends ApprovalRecord, H extends Schema> {
  calls: RequestCalls<H>;
  /** Names the request in a 404 ('Izin' → 'Izin tidak ditemukan'). */
  what: string;
  /** The domain's requests (requestRoutes checks the attendance module first). */
  records: (state: MockState) => ReadonlyMap<number, R>;
  /** The date a history orders by, newest first. */
  dateOf: (record: R) => string;
  /** One history page in the domain's response shape (SPEC §7 names the list: leaveRequests, …). */
  page: (state: MockState, records: R[], pagination: Pagination) => z.input<H>;
  /** SPEC §8 message of a successful cancel. */
  cancelMessage: string;
}

export function requestRoutes<R extends ApprovalRecord, H extends Schema>(
  app: MockApp,
  domain: RequestDomain<R, H>,
): void {
  const { calls, what, dateOf, page } = domain;
  // Every request domain belongs to attendance: 403 when the user's company has it off.
  const records = (state: MockState, user: Employee) => {
    requireModule(state, user, 'attendance');
    return domain.records(state);
  };

  route(app, calls.historyMy, ({ state, user, input }) => {
    const found = myHistory(records(state, user).values(), user.id, dateOf, input.query);
    return page(state, found.items, found.pagination);
  });

  route(app, calls.historySubordinate, ({ state, user, input }) => {
    const found = teamHistory(state, records(state, user).values(), user.id, dateOf, input.query);
    return page(state, found.items, found.pagination);
  });

  route(app, calls.cancel, ({ state, user, input }) => {
    unwrap(cancelRecord(records(state, user).get(input.params.id), user.id, what));
    return reply(null, domain.cancelMessage);
  });

  approvalRoutes(app, calls, what, records);
}
