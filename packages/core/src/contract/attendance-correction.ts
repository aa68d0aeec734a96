/**
 * Attendance correction, "Koreksi presensi" (DESIGN "Payroll closes months"; rules/attendance-correction.ts): a
 * documented extension in the shape of SPEC §7's other requests. The employee asks to correct a past day's clock-in
 * and/or clock-out (a forgotten clock-out, a phone that failed), with a reason and optionally a photo; the direct
 * supervisor approves or rejects it (singly or in bulk); the owner cancels it while pending. Approved, the day's
 * presence takes the corrected times (a new presence when there was none), flagged `corrected` and carrying the
 * correction (before, after, who approved and when): the team day, the month recap and both exports follow.
 */
import * as z from 'zod/mini';
import { payrollMessages } from '../catalogue/messages-payroll';
import { CORRECTION_REASON_MAX } from '../rules/reason-bounds';
import {
  bulkIdBody,
  date,
  fileUrl,
  id,
  jakartaTimestamp,
  listedEmployeeId,
  pagination,
  requestStatus,
  serverTimestamp,
  zNullableString,
  zString,
} from './common';
import { endpoint, specExtension } from './endpoint';
import { payrollReason } from './payroll-reason';
import { requestReviewEndpoints } from './request-endpoints';

/** The reason of a correction: required, at most CORRECTION_REASON_MAX characters. */
const correctionReason = payrollReason(CORRECTION_REASON_MAX);

/**
 * The day (its schedule) and the times asked: instants with +07:00 (an overnight shift's clock-out is on the next
 * day), null to keep the recorded time; at least one of them.
 */
export const correctionRequestBody = specExtension(
  z
    .object({
      scheduleId: id,
      clockIn: z.nullable(jakartaTimestamp),
      clockOut: z.nullable(jakartaTimestamp),
      reason: correctionReason,
      photo: z.nullable(fileUrl),
    })
    .check(
      z.refine((body) => body.clockIn !== null || body.clockOut !== null, {
        message: payrollMessages.correctionTimeRequired.id,
        path: ['clockIn'],
      }),
    ),
  'The day (scheduleId) and the corrected clock-in and/or clock-out (null keeps the recorded one), the reason and an optional photo.',
);
export type CorrectionRequestBody = z.infer<typeof correctionRequestBody>;

const correctionTimes = z.object({
  clockIn: z.nullable(serverTimestamp),
  clockOut: z.nullable(serverTimestamp),
});

/**
 * A correction as listed: the times asked (`clockIn`/`clockOut`, null = keep), the day's times `before` (as
 * recorded when asked; once approved, as they were when approved), and who decided it and when.
 */
export const correctionItem = z.object({
  id,
  scheduleId: id,
  scheduleDate: date,
  clockIn: z.nullable(serverTimestamp),
  clockOut: z.nullable(serverTimestamp),
  before: correctionTimes,
  reason: zString,
  photo: z.nullable(fileUrl),
  status: requestStatus,
  reject_reason: zNullableString,
  employeeName: zString,
  employeeId: listedEmployeeId,
  /** The supervisor who approved or rejected it, and when; null while pending or canceled. */
  decidedBy: zNullableString,
  decidedAt: z.nullable(serverTimestamp),
});
export type CorrectionItem = z.infer<typeof correctionItem>;

export const correctionHistoryResponse = z.object({ corrections: z.array(correctionItem), pagination });
export type CorrectionHistoryResponse = z.infer<typeof correctionHistoryResponse>;

export const correctionEndpoints = {
  create: endpoint({
    id: 'correction.create',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/correction/request',
    body: correctionRequestBody,
    response: correctionItem,
    doc: "Extension (not in SPEC): asks to correct the clock-in and/or clock-out of the caller's own schedule (rules/attendance-correction.ts): a past day whose shift has ended, at most the work policy's correctionMaxDays back, each time on the shift's day, the clock-out after the clock-in, a reason (≤ 500). 400 with the rule's message otherwise; 409 when a correction of that day is already pending, when the day is remote, or when its month is closed for payroll ('Bulan … sudah ditutup untuk penggajian'). Returns the pending correction.",
  }),
  ...requestReviewEndpoints({
    domain: 'correction',
    noun: 'attendance correction',
    extension: true,
    paths: {
      historyMy: '/attendance/correction/history/my',
      historySubordinate: '/attendance/correction/history/subordinate',
      cancel: '/attendance/correction/request/:id/cancel',
      approve: '/attendance/correction/request/:id/approve',
      reject: '/attendance/correction/request/:id/reject',
      approveBulk: '/attendance/correction/approve-bulk',
    },
    history: correctionHistoryResponse,
    bulkBody: bulkIdBody,
    docs: {
      historyMy:
        'Extension (not in SPEC): own attendance corrections, newest day first, as { corrections, pagination }; without page/size every item in one page.',
      historySubordinate:
        "Extension (not in SPEC): direct subordinates' attendance corrections (approval tab Koreksi), optional status and employeeId filters.",
      approveBulk:
        "Extension (not in SPEC): approves every pending correction of id[] (all direct subordinates', else 403 and nothing moves; 409 and nothing moves when one is in a month closed for payroll or no longer fits the day). Returns the approvedIds.",
    },
  }),
} as const;
