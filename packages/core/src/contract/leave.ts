/** Leave (cuti) requests (SPEC §3 "Leave request", §4, §7 Leave). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { LEAVE_MAX_DAYS, leaveSpanCheck } from '../rules/leave-range';
import {
  bulkRequestIdsBody,
  date,
  fileUrl,
  id,
  listedEmployeeId,
  MAX_PHOTOS,
  pagination,
  requestStatus,
  requiredDescription,
  zNullableString,
  zString,
} from './common';
import { endpoint, specExtension } from './endpoint';
import { requestReviewEndpoints } from './request-endpoints';

export const leaveCategory = z.object({ code: z.string().check(z.minLength(1)), name: zString });
export type LeaveCategory = z.infer<typeof leaveCategory>;

export const leaveCategoriesResponse = z.object({ categories: z.array(leaveCategory) });
export type LeaveCategoriesResponse = z.infer<typeof leaveCategoriesResponse>;

/** SPEC §3: leaveCategory code, description, startAt and endAt dates, photos (uploaded urls). */
export const leaveRequestBody = z
  .object({
    leaveCategory: z.string().check(z.minLength(1, messages.leaveCategoryRequired)),
    description: requiredDescription,
    startAt: date,
    endAt: date,
    photos: z.array(fileUrl).check(z.maxLength(MAX_PHOTOS)),
  })
  .check(
    z.refine((body) => body.endAt >= body.startAt, {
      message: messages.endDateBeforeStart,
      path: ['endAt'],
    }),
    z.refine((body) => leaveSpanCheck(body.startAt, body.endAt).ok, {
      message: messages.leaveTooLong.replace('{days}', String(LEAVE_MAX_DAYS)),
      path: ['endAt'],
    }),
  );
export type LeaveRequestBody = z.infer<typeof leaveRequestBody>;

/**
 * SPEC §3 "Listed" leave (employeeName and reject_reason added for approval lists; extensions: the employee's pkID,
 * the category code and the attached photos).
 */
export const leaveRequestItem = z.object({
  id,
  leaveCategoryName: zString,
  startAt: date,
  endAt: date,
  description: zString,
  status: requestStatus,
  reject_reason: zNullableString,
  employeeName: zString,
  employeeId: listedEmployeeId,
  /** Extension: the category's code (the leave balance is per code). */
  leaveCategory: z.optional(
    specExtension(zString.clone(), "The leave category's code (the balance is per code)."),
  ),
  /** Extension: the photos attached to the request (uploaded urls). */
  photos: z.optional(specExtension(z.array(fileUrl), 'The photos attached to the request (uploaded urls).')),
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
  ...requestReviewEndpoints({
    domain: 'leave',
    noun: 'leave',
    paths: {
      historyMy: '/leave/history/my',
      historySubordinate: '/leave/history/subordinate',
      cancel: '/leave/request/cancel/:id',
      approve: '/leave/request/approve/:id',
      reject: '/leave/request/reject/:id',
      approveBulk: '/leave/request/approve-bulk',
    },
    history: leaveHistoryResponse,
    bulkBody: bulkRequestIdsBody,
    docs: {
      historyMy: 'Own leave requests as { leaveRequests, pagination } (SPEC §7 reads leaveRequests).',
      historySubordinate: "Direct subordinates' leave (approval tab Cuti), optional status filter.",
      approveBulk: 'Approves every pending leave of requestIds; returns the approvedIds.',
    },
  }),
} as const;
