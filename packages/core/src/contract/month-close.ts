/**
 * Month close for payroll (DESIGN "Payroll closes months"; rules/month-close.ts): documented extensions, HR only.
 * HR closes a month that has ended; from then on every write that would change that month's numbers answers 409
 * 'Bulan … sudah ditutup untuk penggajian' (a correction, a request's create, approve, reject, bulk approve or
 * cancel on its days, a supervisor's presence, a clock-in or clock-out of its shifts). Reopening takes a reason.
 * Both are kept in a log HR reads. The recap's answers carry their month's close (contract/recap.ts `close`).
 */
import * as z from 'zod/mini';
import { REOPEN_REASON_MAX } from '../rules/reason-bounds';
import { id, serverTimestamp, zNullableString, zString } from './common';
import { endpoint, specExtension } from './endpoint';
import { payrollReason } from './payroll-reason';
import { recapClose, recapMonth } from './recap';

export const monthCloseBody = specExtension(
  z.object({ month: recapMonth.clone() }),
  'The month to close for payroll, YYYY-MM (Asia/Jakarta): one that has ended.',
);
export type MonthCloseBody = z.infer<typeof monthCloseBody>;

export const monthReopenBody = specExtension(
  z.object({
    month: recapMonth.clone(),
    reason: payrollReason(REOPEN_REASON_MAX),
  }),
  'The closed month to reopen and why (required, at most 500 characters).',
);
export type MonthReopenBody = z.infer<typeof monthReopenBody>;

export const MONTH_CLOSE_ACTIONS = ['close', 'reopen'] as const;

/** One line of the log: a close or a reopening, by whom, when, and (reopening) why. */
export const monthCloseLogEntry = z.object({
  id,
  month: recapMonth,
  action: z.enum(MONTH_CLOSE_ACTIONS),
  at: serverTimestamp,
  by: zString,
  byId: id,
  reason: zNullableString,
});
export type MonthCloseLogEntry = z.infer<typeof monthCloseLogEntry>;

export const monthCloseLogResponse = z.object({
  /** The company's closed months, newest first. */
  closed: z.array(recapClose),
  /** Every close and reopening, newest first. */
  entries: z.array(monthCloseLogEntry),
});
export type MonthCloseLogResponse = z.infer<typeof monthCloseLogResponse>;

export const monthCloseEndpoints = {
  close: endpoint({
    id: 'monthClose.close',
    access: { who: 'hr', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/recap/close',
    body: monthCloseBody,
    response: recapClose,
    doc: "Extension (not in SPEC): HR closes the company's month for payroll ('Tutup bulan'). 409 when the month has not ended yet or is already closed; anyone but HR: 403. From then on every write that would change the month's numbers answers 409 'Bulan {bulan} sudah ditutup untuk penggajian'. Returns the close.",
  }),
  reopen: endpoint({
    id: 'monthClose.reopen',
    access: { who: 'hr', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/recap/reopen',
    body: monthReopenBody,
    response: monthCloseLogEntry,
    doc: 'Extension (not in SPEC): HR reopens a closed month with a reason (kept in the log). 409 when the month is not closed; anyone but HR: 403. Returns the log entry.',
  }),
  log: endpoint({
    id: 'monthClose.log',
    access: { who: 'hr', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/recap/close/log',
    response: monthCloseLogResponse,
    doc: "Extension (not in SPEC): the company's closed months and every close and reopening (who, when, why), newest first. HR only (403 otherwise).",
  }),
} as const;
