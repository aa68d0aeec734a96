/**
 * The approval queue's calls per tab (SPEC §7 Attendance/Leave/Overtime/Permission approvals): list the pending
 * items, approve one, approve many, reject. Apart from ./approval-queue.ts, which loads this with its first load or
 * action, so the queue's screen renders without the four request contracts.
 */
import type { ApiClient } from '../api/client';
import { attendanceEndpoints } from '../contract/attendance';
import { leaveEndpoints } from '../contract/leave';
import { overtimeEndpoints } from '../contract/overtime';
import { permissionEndpoints } from '../contract/permission';
import { type ApprovalItem, type ApprovalKind, presenceApprovalItem } from '../rules/approval-item';

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
export const CALLS_BY_KIND: Record<ApprovalKind, TabCalls> = {
  presence: tabCalls(
    { approve: attendanceEndpoints.presenceApprove, reject: attendanceEndpoints.presenceReject },
    async (client) =>
      (await client.call(attendanceEndpoints.presenceHistorySubordinate, PENDING)).presences.map(
        presenceApprovalItem,
      ),
    (client, ids) => client.call(attendanceEndpoints.presenceApproveBulk, { body: { id: ids } }),
  ),
  leave: tabCalls(
    leaveEndpoints,
    async (client) =>
      (await client.call(leaveEndpoints.historySubordinate, PENDING)).leaveRequests.map((l) =>
        item('leave', {
          id: l.id,
          employeeName: l.employeeName,
          date: l.startAt,
          from: l.startAt,
          to: l.endAt,
          detail: l.leaveCategoryName,
          description: l.description,
        }),
      ),
    (client, ids) => client.call(leaveEndpoints.approveBulk, { body: { requestIds: ids } }),
  ),
  overtime: tabCalls(
    overtimeEndpoints,
    async (client) =>
      (await client.call(overtimeEndpoints.historySubordinate, PENDING)).overtimeRequests.map((o) =>
        item('overtime', {
          id: o.id,
          employeeName: o.name,
          date: o.startAt,
          from: o.startAt,
          to: o.endAt,
          detail: o.overtimeType,
          description: o.description,
        }),
      ),
    (client, ids) => client.call(overtimeEndpoints.approveBulk, { body: { requestIds: ids } }),
  ),
  permission: tabCalls(
    permissionEndpoints,
    async (client) =>
      (await client.call(permissionEndpoints.historySubordinate, PENDING)).permissions.map((p) =>
        item('permission', {
          id: p.id,
          employeeName: p.employeeName,
          date: p.scheduleDate,
          from: p.clockIn,
          to: p.clockOut,
          detail: 'permission',
          description: p.description,
        }),
      ),
    (client, ids) => client.call(permissionEndpoints.approveBulk, { body: { id: ids } }),
  ),
};
