/** Permission (izin) requests (SPEC §3 "Permission request", §4, §7 Permission). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  bulkApproveResponse,
  bulkIdBody,
  date,
  emptyData,
  fileUrl,
  id,
  idParams,
  latitude,
  longitude,
  optionalPaginationQuery,
  pagination,
  rejectBody,
  requestStatus,
  requiredDescription,
  subordinateHistoryQuery,
  time,
  zNullableString,
  zString,
} from './common';
import { endpoint } from './endpoint';

/** SPEC §3: startTime and endTime as HH:MM:SS; SPEC §5: a description is required. */
export const permissionRequestBody = z
  .object({
    scheduleId: id,
    startTime: time,
    endTime: time,
    description: requiredDescription,
    latitude,
    longitude,
    photo: z.nullable(fileUrl),
  })
  .check(
    z.refine((body) => body.endTime >= body.startTime, {
      message: messages.endBeforeStart.id,
      path: ['endTime'],
    }),
  );
export type PermissionRequestBody = z.infer<typeof permissionRequestBody>;

/** SPEC §3 "Listed permission items": clockIn/clockOut are the requested start and end (HH:mm:ss). */
export const permissionItem = z.object({
  id,
  clockIn: time,
  clockOut: time,
  scheduleDate: date,
  description: zString,
  status: requestStatus,
  reject_reason: zNullableString,
  employeeName: zString,
});
export type PermissionItem = z.infer<typeof permissionItem>;

export const permissionHistoryResponse = z.object({ permissions: z.array(permissionItem), pagination });
export type PermissionHistoryResponse = z.infer<typeof permissionHistoryResponse>;

export const permissionEndpoints = {
  create: endpoint({
    id: 'permission.create',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/permission/request',
    body: permissionRequestBody,
    response: permissionItem,
    doc: 'Creates a pending permission on scheduleId for startTime–endTime of that day; returns the listed item.',
  }),
  historyMy: endpoint({
    id: 'permission.historyMy',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/permission/history/my',
    query: optionalPaginationQuery,
    response: permissionHistoryResponse,
    doc: 'Own permissions, newest first, as { permissions, pagination }; without page/size every item in one page.',
  }),
  historySubordinate: endpoint({
    id: 'permission.historySubordinate',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/permission/history/subordinate',
    query: subordinateHistoryQuery,
    response: permissionHistoryResponse,
    doc: "Direct subordinates' permissions (approval tab Izin), optional status filter.",
  }),
  approve: endpoint({
    id: 'permission.approve',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/permission/request/:id/approve',
    params: idParams,
    response: emptyData,
    doc: 'data is null; 409 when no longer pending, 403 when not a direct subordinate.',
  }),
  reject: endpoint({
    id: 'permission.reject',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/permission/request/:id/reject',
    params: idParams,
    body: rejectBody,
    response: emptyData,
    doc: 'data is null; 409 when no longer pending.',
  }),
  approveBulk: endpoint({
    id: 'permission.approveBulk',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/permission/request/bulk/approve',
    body: bulkIdBody,
    response: bulkApproveResponse,
    doc: 'Servers must route this before /permission/request/:id/approve. Returns the approvedIds.',
  }),
  cancel: endpoint({
    id: 'permission.cancel',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/permission/request/:id/cancel',
    params: idParams,
    response: emptyData,
    doc: "Owner cancels a pending permission (status 'canceled'); 409 when not pending. data is null.",
  }),
} as const;
