/**
 * The approval queue's calls per tab (SPEC §7 Attendance/Leave/Overtime/Permission approvals, and our attendance
 * correction: ./approval-calls-correction.ts): list the pending items, approve one, approve many, reject. Apart from ./approval-queue.ts, which loads this with its first load or
 * action, so the queue's screen renders without the four request contracts.
 */
import type { ApiClient } from '../api/client';
import type { SubordinateHistoryQuery } from '../contract/common';
import { leaveEndpoints } from '../contract/leave';
import { overtimeEndpoints } from '../contract/overtime';
import { permissionEndpoints } from '../contract/permission';
import { presenceHistoryEndpoints } from '../contract/presence-history';
import { type ApprovalItem, type ApprovalKind, presenceApprovalItem } from '../rules/approval-item';
import { approveCorrections, correctionSingleEndpoints, listCorrections } from './approval-calls-correction';
import { everyPage } from './every-page';

type Client = Pick<ApiClient, 'call'>;

const PENDING = { query: { status: 'pending' } } as const;

export interface TabCalls {
  list(client: Client): Promise<ApprovalItem[]>;
  approve(client: Client, id: number): Promise<unknown>;
  approveMany(client: Client, ids: number[]): Promise<{ approvedIds: number[] }>;
  reject(client: Client, id: number, rejectReason: string): Promise<unknown>;
}

/** The approve and reject endpoints of every domain share one shape (`:id`, `{ rejectReason }`). */
type SingleEndpoints = { approve: typeof leaveEndpoints.approve; reject: typeof leaveEndpoints.reject };

function tabCalls(
  single: SingleEndpoints,
  list: TabCalls['list'],
  approveMany: TabCalls['approveMany'],
): TabCalls {
  return {
    list,
    approveMany,
    approve: (client, id) => client.call(single.approve, { params: { id } }),
    reject: (client, id, rejectReason) =>
      client.call(single.reject, { params: { id }, body: { rejectReason } }),
  };
}

const item = (kind: ApprovalKind, fields: Omit<ApprovalItem, 'kind'>): ApprovalItem => ({ kind, ...fields });

/**
 * Per domain a tab lists (the queue maps its tab to the domain with APPROVAL_TAB_KINDS): how to list, approve one,
 * approve many (`{id}` or `{requestIds}`, SPEC §7) and reject.
 */
/** Who and what a request list item carries beside its own fields (extensions: pkID, photos, status). */
const common = (r: {
  employeeId?: number | undefined;
  status: string;
  reject_reason: string | null;
}): Pick<ApprovalItem, 'employeeId' | 'status' | 'rejectReason'> => ({
  ...(r.employeeId === undefined ? {} : { employeeId: r.employeeId }),
  status: r.status,
  rejectReason: r.reject_reason,
});

type SubordinateQuery = SubordinateHistoryQuery;

/**
 * The direct subordinates' items of one domain as list items (the queue's pending ones, or one employee's latest
 * for the approval detail), newest first as the server sends them.
 */
export const LIST_BY_KIND: Record<
  ApprovalKind,
  (client: Client, query: SubordinateQuery) => Promise<ApprovalItem[]>
> = {
  presence: async (client, query) =>
    (
      await everyPage(
        (q) => client.call(presenceHistoryEndpoints.presenceHistorySubordinate, { query: q }),
        query,
      )
    )
      .flatMap((page) => page.presences)
      .map(presenceApprovalItem),
  leave: async (client, query) =>
    (await everyPage((q) => client.call(leaveEndpoints.historySubordinate, { query: q }), query))
      .flatMap((page) => page.leaveRequests)
      .map((l) =>
        item('leave', {
          id: l.id,
          employeeName: l.employeeName,
          date: l.startAt,
          from: l.startAt,
          to: l.endAt,
          detail: l.leaveCategoryName,
          description: l.description,
          ...common(l),
          ...(l.photos?.length ? { photos: l.photos } : {}),
          ...(l.leaveCategory ? { categoryCode: l.leaveCategory } : {}),
        }),
      ),
  overtime: async (client, query) =>
    (await everyPage((q) => client.call(overtimeEndpoints.historySubordinate, { query: q }), query))
      .flatMap((page) => page.overtimeRequests)
      .map((o) => {
        const photos = o.photos?.length ? o.photos : o.photo ? [o.photo] : [];
        return item('overtime', {
          id: o.id,
          employeeName: o.name,
          date: o.startAt,
          from: o.startAt,
          to: o.endAt,
          detail: o.overtimeType,
          description: o.description,
          ...common(o),
          ...(photos.length ? { photos } : {}),
        });
      }),
  permission: async (client, query) =>
    (await everyPage((q) => client.call(permissionEndpoints.historySubordinate, { query: q }), query))
      .flatMap((page) => page.permissions)
      .map((p) =>
        item('permission', {
          id: p.id,
          employeeName: p.employeeName,
          date: p.scheduleDate,
          from: p.clockIn,
          to: p.clockOut,
          detail: 'permission',
          description: p.description,
          ...common(p),
          ...(p.photo ? { photos: [p.photo] } : {}),
        }),
      ),
  correction: listCorrections,
};

export const CALLS_BY_KIND: Record<ApprovalKind, TabCalls> = {
  presence: tabCalls(
    { approve: presenceHistoryEndpoints.presenceApprove, reject: presenceHistoryEndpoints.presenceReject },
    (client) => LIST_BY_KIND.presence(client, PENDING.query),
    (client, ids) => client.call(presenceHistoryEndpoints.presenceApproveBulk, { body: { id: ids } }),
  ),
  leave: tabCalls(
    leaveEndpoints,
    (client) => LIST_BY_KIND.leave(client, PENDING.query),
    (client, ids) => client.call(leaveEndpoints.approveBulk, { body: { requestIds: ids } }),
  ),
  overtime: tabCalls(
    overtimeEndpoints,
    (client) => LIST_BY_KIND.overtime(client, PENDING.query),
    (client, ids) => client.call(overtimeEndpoints.approveBulk, { body: { requestIds: ids } }),
  ),
  permission: tabCalls(
    permissionEndpoints,
    (client) => LIST_BY_KIND.permission(client, PENDING.query),
    (client, ids) => client.call(permissionEndpoints.approveBulk, { body: { id: ids } }),
  ),
  correction: tabCalls(
    correctionSingleEndpoints,
    (client) => LIST_BY_KIND.correction(client, PENDING.query),
    approveCorrections,
  ),
};
