/** Leave (cuti) requests (SPEC §3 "Leave request", §4, §7 Leave). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  bulkApproveResponse,
  bulkRequestIdsBody,
  date,
  emptyData,
  fileUrl,
  id,
  idParams,
  optionalPaginationQuery,
  pagination,
  rejectBody,
  requestStatus,
  requiredDescription,
  subordinateHistoryQuery,
  zNullableString,
  zString,
} from './common';
import { endpoint } from './endpoint';

export const leaveCategory = z.object({ code: z.string().check(z.minLength(1)), name: zString });
export type LeaveCategory = z.infer<typeof leaveCategory>;

export const leaveCategoriesResponse = z.object({ categories: z.array(leaveCategory) });
export type LeaveCategoriesResponse = z.infer<typeof leaveCategoriesResponse>;

/** SPEC §3: leaveCategory code, description, startAt and endAt dates, photos (uploaded urls). */
export const leaveRequestBody = z
  .object({
    leaveCategory: z.string().check(z.minLength(1, messages.leaveCategoryRequired.id)),
    description: requiredDescription,
    startAt: date,
    endAt: date,
    photos: z.array(fileUrl),
  })
  .check(
    z.refine((body) => body.endAt >= body.startAt, {
      message: messages.endDateBeforeStart.id,
      path: ['endAt'],
    }),
  );
export type LeaveRequestBody = z.infer<typeof leaveRequestBody>;

/** SPEC §3 "Listed" leave (employeeName and reject_reason added for approval lists). */
export const leaveRequestItem = z.object({
  id,
  leaveCategoryName: zString,
  startAt: date,
  endAt: date,
  description: zString,
  status: requestStatus,
  reject_reason: zNullableString,
  employeeName: zString,
});
export type LeaveRequestItem = z.infer<typeof leaveRequestItem>;

export const leaveHistoryResponse = z.object({ leaveRequests: z.array(leaveRequestItem), pagination });
export type LeaveHistoryResponse = z.infer<typeof leaveHistoryResponse>;

export const leaveEndpoints = {
  categories: endpoint({
    id: 'leave.categories',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/leave/categories',
    response: leaveCategoriesResponse,
    doc: 'Leave categories of the company as { categories: [{ code, name }] }.',
  }),
  create: endpoint({
    id: 'leave.create',
    access: { who: 'employee', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/leave/request/create',
    body: leaveRequestBody,
    response: leaveRequestItem,
    doc: 'Creates a pending leave; 400 on an unknown category, 409 when it overlaps a pending or approved leave. Returns the listed item.',
  }),
  historyMy: endpoint({
    id: 'leave.historyMy',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/leave/history/my',
    query: optionalPaginationQuery,
    response: leaveHistoryResponse,
    doc: 'Own leave requests as { leaveRequests, pagination } (SPEC §7 reads leaveRequests).',
  }),
  historySubordinate: endpoint({
    id: 'leave.historySubordinate',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/leave/history/subordinate',
    query: subordinateHistoryQuery,
    response: leaveHistoryResponse,
    doc: "Direct subordinates' leave (approval tab Cuti), optional status filter.",
  }),
  cancel: endpoint({
    id: 'leave.cancel',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/leave/request/cancel/:id',
    params: idParams,
    response: emptyData,
    doc: "Owner cancels a pending leave (status 'canceled'); 409 when not pending. data is null.",
  }),
  approve: endpoint({
    id: 'leave.approve',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/leave/request/approve/:id',
    params: idParams,
    response: emptyData,
    doc: 'data is null; 409 when no longer pending, 403 when not a direct subordinate.',
  }),
  reject: endpoint({
    id: 'leave.reject',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/leave/request/reject/:id',
    params: idParams,
    body: rejectBody,
    response: emptyData,
    doc: 'data is null; 409 when no longer pending.',
  }),
  approveBulk: endpoint({
    id: 'leave.approveBulk',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/leave/request/approve-bulk',
    body: bulkRequestIdsBody,
    response: bulkApproveResponse,
    doc: 'Approves every pending leave of requestIds; returns the approvedIds.',
  }),
} as const;
