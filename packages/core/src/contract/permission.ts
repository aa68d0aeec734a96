/** Permission (izin) requests (SPEC §3 "Permission request", §4, §7 Permission). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  bulkIdBody,
  date,
  fileUrl,
  id,
  latitude,
  listedEmployeeId,
  longitude,
  pagination,
  requestStatus,
  requiredDescription,
  time,
  zNullableString,
  zString,
} from './common';
import { endpoint, specExtension } from './endpoint';
import { requestReviewEndpoints } from './request-endpoints';

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
      message: messages.endBeforeStart,
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
  employeeId: listedEmployeeId,
  /** Extension: the photo attached to the permission (null without one). */
  photo: z.optional(
    specExtension(z.nullable(fileUrl), 'The photo attached to the permission (null without).'),
  ),
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
  ...requestReviewEndpoints({
    domain: 'permission',
    noun: 'permission',
    paths: {
      historyMy: '/permission/history/my',
      historySubordinate: '/permission/history/subordinate',
      cancel: '/permission/request/:id/cancel',
      approve: '/permission/request/:id/approve',
      reject: '/permission/request/:id/reject',
      approveBulk: '/permission/request/bulk/approve',
    },
    history: permissionHistoryResponse,
    bulkBody: bulkIdBody,
    docs: {
      historyMy:
        'Own permissions, newest first, as { permissions, pagination }; without page/size every item in one page.',
      historySubordinate: "Direct subordinates' permissions (approval tab Izin), optional status filter.",
      approveBulk: 'Servers must route this before /permission/request/:id/approve. Returns the approvedIds.',
    },
  }),
} as const;
