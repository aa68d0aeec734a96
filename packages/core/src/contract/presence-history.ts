/**
 * Presence lists (SPEC §3 "Presence history item", §7 Attendance): the item, the own and the subordinates' history
 * with their queries, the supervisor's approve and reject of a presence, the owner's cancel of a remote request.
 * Apart from ./attendance.ts, which re-exports it and lists the endpoints in its table, so the presence history, the
 * outstation list and the approval queue's presence tab do not load the clock-in, clock-out, check-list and device
 * key schemas.
 */
import * as z from 'zod/mini';
import { PRESENCE_TYPES, presenceType } from './attendance-area';
import {
  bulkApproveResponse,
  bulkIdBody,
  date,
  emptyData,
  fileUrl,
  id,
  idParams,
  listedEmployeeId,
  optionalPaginationQuery,
  pagination,
  rejectBody,
  requestStatus,
  serverTimestamp,
  subordinateHistoryQuery,
  zNullableString,
  zString,
} from './common';
import { endpoint, specExtension } from './endpoint';

/**
 * Extension (not in SPEC): signals that a location may be spoofed. A browser exposes no
 * mock-location flag, so the client derives flags from the fix (DESIGN "Camera, location, maps"):
 * - `low-accuracy`: the fix's accuracy radius is worse than the 1 km office radius (SPEC §9);
 * - `stale-fix`: the fix is older than 10 s although maximumAge 0 was asked;
 * - `impossible-speed`: over 300 km/h since the previous fix;
 * - `repeated-coordinates`: exactly the same coordinates as an earlier fix.
 * A flag is for a human to look at, never a block: the server stores them and shows them to the supervisor.
 */
export const LOCATION_FLAGS = [
  'low-accuracy',
  'stale-fix',
  'impossible-speed',
  'repeated-coordinates',
] as const;
export const locationFlag = z.enum(LOCATION_FLAGS);
export type LocationFlag = z.infer<typeof locationFlag>;

/**
 * Extension (not in SPEC): how a presence reached the server, flags for the supervisor, never a block.
 * - `offline`: kept on the phone with no signal and sent later, at the time of the tap;
 * - `clock-skew`: the phone's clock differed from the server's by more than 2 minutes (the stored time is
 *   the corrected one);
 * - `corrected`: its times were changed by an approved attendance correction (the presence's `correction`).
 */
export const PRESENCE_FLAGS = ['offline', 'clock-skew', 'corrected'] as const;
export const presenceFlag = z.enum(PRESENCE_FLAGS);
export type PresenceFlag = z.infer<typeof presenceFlag>;

/**
 * Extension: what an approved attendance correction changed on a presence (contract/attendance-correction.ts):
 * the times before and after, the correction request's id, who approved it and when.
 */
export const presenceCorrection = specExtension(
  z.object({
    requestId: id,
    before: z.object({ clockIn: z.nullable(serverTimestamp), clockOut: z.nullable(serverTimestamp) }),
    after: z.object({ clockIn: serverTimestamp, clockOut: z.nullable(serverTimestamp) }),
    approvedBy: zString,
    approvedAt: serverTimestamp,
  }),
  'The approved attendance correction that set its times.',
);
export type PresenceCorrection = z.infer<typeof presenceCorrection>;

/**
 * SPEC §3 "Presence history item" (employeeName added for supervisor lists). Extensions: `locationFlags`, the
 * spoofed-location flags sent with a self clock-in, `presenceFlags` (offline, clock-skew, corrected), both absent
 * on presences without any, and `correction` (the approved correction that changed its times).
 */
export const presenceHistoryItem = z.object({
  id,
  scheduleDate: date,
  clockIn: z.nullable(serverTimestamp),
  clockOut: z.nullable(serverTimestamp),
  photo: z.nullable(fileUrl),
  status: requestStatus,
  presenceType,
  description: zNullableString,
  employeeName: zString,
  employeeId: listedEmployeeId,
  reject_reason: zNullableString,
  locationFlags: z.optional(
    specExtension(
      z.array(locationFlag),
      'Spoofed-location flags sent with a self clock-in (absent without any).',
    ),
  ),
  presenceFlags: z.optional(
    specExtension(
      z.array(presenceFlag),
      "How a presence was recorded: 'offline' (kept on the phone and sent later at the tap's time), 'clock-skew' (the phone's clock was off by more than 2 minutes), 'corrected' (times set by an approved correction). A flag, never a block.",
    ),
  ),
  correction: z.optional(presenceCorrection),
});
export type PresenceHistoryItem = z.infer<typeof presenceHistoryItem>;

export const presenceHistoryResponse = z.object({ presences: z.array(presenceHistoryItem), pagination });
export type PresenceHistoryResponse = z.infer<typeof presenceHistoryResponse>;

/** `presenceTypes=manual` or a comma-separated list (`manual,qr`). */
export const presenceTypesQuery = z
  .pipe(
    zString,
    z.transform((value: string) => value.split(',').map((part) => part.trim())),
  )
  .check(
    z.refine(
      (types: string[]) => types.every((type) => (PRESENCE_TYPES as readonly string[]).includes(type)),
      {
        message: `presenceTypes must be among ${PRESENCE_TYPES.join(', ')}`,
      },
    ),
  );

/**
 * Own history: optional paging, and `presenceTypes` filtered on the server before paging (our extension: the
 * outstation screen lists remote presences only, and a page filtered on the phone after paging came back short).
 */
export const presenceHistoryMyQuery = z.object({
  ...optionalPaginationQuery.shape,
  presenceTypes: z.optional(
    specExtension(
      presenceTypesQuery.clone(),
      'Not in SPEC: only these presence types (comma list), filtered before paging (the outstation list asks for remote).',
    ),
  ),
});
export type PresenceHistoryMyQuery = z.input<typeof presenceHistoryMyQuery>;

export const presenceHistorySubordinateQuery = z.object({
  ...subordinateHistoryQuery.shape,
  presenceTypes: z.optional(presenceTypesQuery),
});
export type PresenceHistorySubordinateQuery = z.input<typeof presenceHistorySubordinateQuery>;

export const presenceHistoryEndpoints = {
  presenceHistoryMy: endpoint({
    id: 'attendance.presenceHistoryMy',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/presence/history/my',
    query: presenceHistoryMyQuery,
    response: presenceHistoryResponse,
    doc: 'Own presences, newest first, as { presences, pagination }; without page/size every item comes in one page.',
  }),
  presenceHistorySubordinate: endpoint({
    id: 'attendance.presenceHistorySubordinate',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/presence/history/direct-subordinate',
    query: presenceHistorySubordinateQuery,
    response: presenceHistoryResponse,
    doc: 'Presences of direct subordinates (approval tab Presensi). presenceTypes=manual (comma list allowed) and status filter the list.',
  }),
  presenceApprove: endpoint({
    id: 'attendance.presenceApprove',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/:id/approve',
    params: idParams,
    response: emptyData,
    doc: 'data is null. 409 when the presence is no longer pending; 403 when not a direct subordinate.',
  }),
  presenceReject: endpoint({
    id: 'attendance.presenceReject',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/:id/reject',
    params: idParams,
    body: rejectBody,
    response: emptyData,
    doc: 'data is null. 409 when the presence is no longer pending.',
  }),
  presenceApproveBulk: endpoint({
    id: 'attendance.presenceApproveBulk',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/approve-bulk',
    body: bulkIdBody,
    response: bulkApproveResponse,
    doc: 'Approves every pending presence of id[] that belongs to a direct subordinate; returns the approvedIds (others are skipped).',
  }),
  remoteCancel: endpoint({
    id: 'attendance.remoteCancel',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/remote/request/:id/cancel',
    params: idParams,
    response: emptyData,
    doc: "Owner cancels a pending remote presence (status becomes 'canceled'); 409 when not pending. data is null.",
  }),
} as const;
