/**
 * The HTTP side every employee request shares, registered once per domain from a small description of it
 * (SPEC §4 "Attendance and other requests", §6 "Supervisor", §7):
 * - `requestRoutes`: the owner's two histories and cancel plus the supervisor's approve, reject and bulk approve
 *   (permission, leave, overtime);
 * - `approvalRoutes`: the supervisor's three calls alone, for presence, whose histories filter by presence type
 *   and whose cancel applies to remote presences only (attendance.ts).
 * The rules themselves (who may move a request, from which status) are requests/approval.ts; the history
 * order and paging requests/history.ts. Every move (cancel, approve, reject, bulk approve) is refused with 409 on a
 * day of a month closed for payroll (../month-close.ts): each domain says which days its requests land on.
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
import { requireOpenMonthOf } from '../month-close';
import { unwrap } from '../outcome';
import type { MockApp } from '../types';
import { type ApprovalRecord, approveRecords, cancelRecord, type MoveGuard, reviewRecord } from './approval';
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

/** What a domain adds to the shared moves: the days its requests land on, and its own checks and effects. */
export interface ReviewHooks<R extends ApprovalRecord> {
  /** The day or days a request's numbers land on (`to` defaults to `from`): a move there in a closed month is 409. */
  days: (state: MockState, record: R) => { from: string; to?: string };
  /** A further check before anything moves (throws an httpError), after the month's. */
  check?: (state: MockState, record: R, move: 'approve' | 'reject' | 'cancel', now: Date) => void;
  /** After an approval or a rejection moved the status: what the decision changes beyond it. */
  decided?: (state: MockState, record: R, actor: Employee, now: Date) => void;
}

/** The guard of every move: the month of the request's days must be open, then the domain's own check. */
function moveGuard<R extends ApprovalRecord>(
  state: MockState,
  hooks: ReviewHooks<R>,
  now: Date,
): MoveGuard<R> {
  return (record, move) => {
    const { from, to = from } = hooks.days(state, record);
    requireOpenMonthOf(state, record.employeeId, from, to);
    hooks.check?.(state, record, move, now);
  };
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
  hooks: ReviewHooks<R>,
): void {
  const decided = (state: MockState, done: readonly R[], actor: Employee, now: Date) => {
    for (const record of done) hooks.decided?.(state, record, actor, now);
  };

  // Bulk first: /permission/request/bulk/approve would otherwise match /permission/request/:id/approve.
  route(app, calls.approveBulk, ({ state, user, input, now }) => {
    const db = records(state, user);
    const ids = 'id' in input.body ? input.body.id : input.body.requestIds;
    const guard = moveGuard(state, hooks, now);
    const approved = unwrap(approveRecords((id) => db.get(id), ids, user.id, state, what, guard));
    decided(state, approved, user, now);
    return reply({ approvedIds: approved.map((r) => r.id) }, 'Success approve');
  });

  route(app, calls.approve, ({ state, user, input, now }) => {
    const record = records(state, user).get(input.params.id);
    const guard = moveGuard(state, hooks, now);
    const done = unwrap(reviewRecord(record, user.id, state, what, { approve: true }, guard));
    decided(state, [done], user, now);
    return reply(null, 'Success approve');
  });

  route(app, calls.reject, ({ state, user, input, now }) => {
    const record = records(state, user).get(input.params.id);
    const guard = moveGuard(state, hooks, now);
    const done = unwrap(
      reviewRecord(record, user.id, state, what, { reject: input.body.rejectReason }, guard),
    );
    decided(state, [done], user, now);
    return reply(null, 'Success reject');
  });
}

/** The owner's cancel of a request, behind the same month guard as the supervisor's moves. */
export function cancelGuarded<R extends ApprovalRecord>(
  state: MockState,
  record: R | undefined,
  user: Employee,
  what: string,
  hooks: ReviewHooks<R>,
  now: Date,
): R {
  return unwrap(cancelRecord(record, user.id, what, moveGuard(state, hooks, now)));
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
  /** The history page's list field (SPEC §7 names it: leaveRequests, overtimeRequests, permissions, …). */
  list: Exclude<keyof z.input<H>, 'pagination'> & string;
  /** One request as its history lists it. */
  item: (state: MockState, record: R) => unknown;
  /** SPEC §8 message of a successful cancel. */
  cancelMessage: string;
  /** The days its requests land on, and its own checks and effects (see ReviewHooks). */
  hooks: ReviewHooks<R>;
}

export function requestRoutes<R extends ApprovalRecord, H extends Schema>(
  app: MockApp,
  domain: RequestDomain<R, H>,
): void {
  const { calls, what, dateOf } = domain;
  // one history page: the domain's list of items and the pagination (its schema checks the items' shape)
  const page = (state: MockState, records: R[], pagination: Pagination) =>
    ({ [domain.list]: records.map((r) => domain.item(state, r)), pagination }) as z.input<H>;
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

  route(app, calls.cancel, ({ state, user, input, now }) => {
    cancelGuarded(state, records(state, user).get(input.params.id), user, what, domain.hooks, now);
    return reply(null, domain.cancelMessage);
  });

  approvalRoutes(app, calls, what, records, domain.hooks);
}
