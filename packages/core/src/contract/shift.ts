/** Shift change requests and master shifts (SPEC §3 "Shift request", §7 Shift). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { DESCRIPTION_MAX_LENGTH, date, id, requestStatus, time, zString } from './common';
import { endpoint } from './endpoint';

/** SPEC §3: masterShiftId, desc, approvalId, date. approvalId is the pending approval entry the request joins. */
export const shiftRequestBody = z.object({
  masterShiftId: id,
  desc: z.string().check(z.maxLength(DESCRIPTION_MAX_LENGTH, messages.descriptionTooLong)),
  approvalId: id,
  date,
});
export type ShiftRequestBody = z.infer<typeof shiftRequestBody>;

export const shiftRequestItem = z.object({
  id,
  masterShiftId: id,
  desc: zString,
  approvalId: id,
  date,
  status: requestStatus,
});
export type ShiftRequestItem = z.infer<typeof shiftRequestItem>;

/** Weekday number as in JavaScript `Date#getDay()`: 0 Sunday … 6 Saturday. */
export const weekday = z.int().check(z.gte(0), z.lte(6));

export const shiftTimeRange = z.object({ days: z.array(weekday), startTime: time, endTime: time });
export type ShiftTimeRange = z.infer<typeof shiftTimeRange>;

/** SPEC §3 "Master shifts have id, shiftName and detail.timeRange entries". */
export const masterShift = z.object({
  id,
  shiftName: zString,
  detail: z.object({ timeRange: z.array(shiftTimeRange) }),
});
export type MasterShift = z.infer<typeof masterShift>;

export const masterShiftsResponse = z.object({ masterShifts: z.array(masterShift) });
export type MasterShiftsResponse = z.infer<typeof masterShiftsResponse>;

export const shiftByDateQuery = z.object({ date });
export type ShiftByDateQuery = z.infer<typeof shiftByDateQuery>;

/** A shift on a given day. */
export const shiftOnDate = z.object({
  masterShiftId: id,
  shiftName: zString,
  date,
  startTime: time,
  endTime: time,
});
export type ShiftOnDate = z.infer<typeof shiftOnDate>;

/**
 * `current`: the shift in effect on the date; `incoming`: the next different shift scheduled after it
 * (e.g. an approved change); `approvalId`: the pending approval entry a new request joins (SPEC §5:
 * a shift request needs one), null when none is open.
 */
export const shiftByDateResponse = z.object({
  current: z.nullable(shiftOnDate),
  incoming: z.nullable(shiftOnDate),
  approvalId: z.nullable(id),
});
export type ShiftByDateResponse = z.infer<typeof shiftByDateResponse>;

export const shiftEndpoints = {
  request: endpoint({
    id: 'shift.request',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/shift_request',
    body: shiftRequestBody,
    response: shiftRequestItem,
    doc: 'Requests masterShiftId on date; returns the pending request. 400 when approvalId is not a pending approval entry.',
  }),
  masterShifts: endpoint({
    id: 'shift.masterShifts',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/shift/master',
    response: masterShiftsResponse,
    doc: 'Path not in SPEC. Master shifts of the company; detail.timeRange days are weekday numbers 0 (Sunday)–6 (Saturday).',
  }),
  shiftByDate: endpoint({
    id: 'shift.shiftByDate',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/shift/date',
    query: shiftByDateQuery,
    response: shiftByDateResponse,
    doc: 'Path not in SPEC. Current and incoming shift of the caller around ?date=YYYY-MM-DD plus the open approvalId (null when none: the request is then not possible).',
  }),
} as const;
