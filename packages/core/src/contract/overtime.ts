/** Overtime (lembur) requests (SPEC §3 "Overtime request", §5, §7 Overtime, §9 overtime types). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import {
  bulkRequestIdsBody,
  fileUrl,
  id,
  jakartaTimestamp,
  listedEmployeeId,
  MAX_PHOTOS,
  pagination,
  requestStatus,
  requiredDescription,
  serverTimestamp,
  zNullableString,
  zString,
} from './common';
import { endpoint, specExtension } from './endpoint';
import { OVERTIME_TYPES } from './overtime-types';
import { requestReviewEndpoints } from './request-endpoints';

/** SPEC §9: overtime types workday and offday (./overtime-types, without zod, for the form). */
export { OVERTIME_TYPES };
export const overtimeType = z.enum(OVERTIME_TYPES);
export type OvertimeType = z.infer<typeof overtimeType>;

export const overtimeCreateParams = z.object({ overtimeType });
export type OvertimeCreateParams = z.infer<typeof overtimeCreateParams>;

/**
 * SPEC §3/§7: startAt, endAt (+07:00 timestamps), description, photos, scheduleId for workday.
 * SPEC §5: end cannot be before start. scheduleId is optional here because the type travels in the path;
 * the server answers 400 when a workday request has no scheduleId.
 */
export const overtimeRequestBody = z
  .object({
    startAt: jakartaTimestamp,
    endAt: jakartaTimestamp,
    description: requiredDescription,
    photos: z.array(fileUrl).check(z.maxLength(MAX_PHOTOS)),
    scheduleId: z.optional(id),
  })
  .check(
    z.refine((body) => Date.parse(body.endAt) >= Date.parse(body.startAt), {
      message: messages.endBeforeStart,
      path: ['endAt'],
    }),
  );
export type OvertimeRequestBody = z.infer<typeof overtimeRequestBody>;

/** SPEC §3 "Listed" overtime: name is the employee's name; photo the first attached photo. */
export const overtimeRequestItem = z.object({
  id,
  startAt: serverTimestamp,
  endAt: serverTimestamp,
  description: zString,
  status: requestStatus,
  reject_reason: zNullableString,
  overtimeType,
  name: zString,
  photo: z.nullable(fileUrl),
  employeeId: listedEmployeeId,
  /** Extension: every photo attached (SPEC lists only the first, as `photo`). */
  photos: z.optional(specExtension(z.array(fileUrl), 'Every photo attached (photo is the first).')),
});
export type OvertimeRequestItem = z.infer<typeof overtimeRequestItem>;

export const overtimeHistoryResponse = z.object({
  overtimeRequests: z.array(overtimeRequestItem),
  pagination,
});
export type OvertimeHistoryResponse = z.infer<typeof overtimeHistoryResponse>;

export const overtimeEndpoints = {
  create: endpoint({
    id: 'overtime.create',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/overtime/request/create/:overtimeType',
    params: overtimeCreateParams,
    body: overtimeRequestBody,
    response: overtimeRequestItem,
    doc: 'Creates a pending overtime of :overtimeType (workday needs scheduleId, else 400). Returns the listed item.',
  }),
  ...requestReviewEndpoints({
    domain: 'overtime',
    noun: 'overtime',
    paths: {
      historyMy: '/overtime/history/my',
      historySubordinate: '/overtime/history/subordinate',
      cancel: '/overtime/request/cancel/:id',
      approve: '/overtime/request/approve/:id',
      reject: '/overtime/request/reject/:id',
      approveBulk: '/overtime/request/approve-bulk',
    },
    history: overtimeHistoryResponse,
    bulkBody: bulkRequestIdsBody,
    docs: {
      historyMy: 'Own overtime as { overtimeRequests, pagination } (SPEC §7 reads overtimeRequests).',
      historySubordinate: "Direct subordinates' overtime (approval tab Lembur), optional status filter.",
      approveBulk: 'Approves every pending overtime of requestIds; returns the approvedIds.',
    },
  }),
} as const;
