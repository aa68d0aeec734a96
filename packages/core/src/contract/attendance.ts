/**
 * Attendance: schedules, presence (self, remote, supervisor), approvals, offices
 * (SPEC §3 "Attendance entities", §4 "Attendance and other requests", §7 Attendance).
 */
import * as z from 'zod/mini';
import { attendanceAreaEndpoints, PRESENCE_TYPES, presenceType } from './attendance-area';
import {
  bulkApproveResponse,
  bulkIdBody,
  date,
  emptyData,
  fileUrl,
  id,
  idParams,
  jakartaTimestamp,
  latitude,
  listedEmployeeId,
  longitude,
  optionalPaginationQuery,
  pagination,
  position,
  rejectBody,
  requestStatus,
  requiredDescription,
  serverTimestamp,
  subordinateHistoryQuery,
  zNullableString,
  zString,
} from './common';
import { deviceKeyEndpoints } from './device-key';
import { endpoint, specExtension } from './endpoint';

export {
  attendanceAreaEndpoints,
  type Office,
  type OfficesResponse,
  office,
  officesResponse,
  PRESENCE_TYPES,
  type PresenceType,
  presenceType,
  type Schedule,
  type ScheduleByDateQuery,
  schedule,
  scheduleByDateQuery,
} from './attendance-area';
export {
  DEVICE_KEY_STATUSES,
  type DeviceKeyBody,
  type DeviceKeyResponse,
  deviceKeyBody,
  deviceKeyEndpoints,
  deviceKeyResponse,
} from './device-key';

/** SPEC §9 clock types. */
export const CLOCK_TYPES = ['clock-in', 'clock-out'] as const;
export const clockType = z.enum(CLOCK_TYPES);
export type ClockType = z.infer<typeof clockType>;

/** Readiness reminder shown as a checkbox on /attendance/choose-option (SPEC §2, §5). */
export const checkListItem = z.object({ id, name: zString });
export type CheckListItem = z.infer<typeof checkListItem>;
export const checkListResponse = z.object({ checkList: z.array(checkListItem) });
export type CheckListResponse = z.infer<typeof checkListResponse>;

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

/** Extension: what the client measured of the fix it clocked in with (optional in the clock-in body). */
export const locationSignals = specExtension(
  z.object({
    /** The fix's accuracy radius in metres (GeolocationCoordinates.accuracy). */
    accuracyMeters: z.number().check(z.nonnegative()),
    /** Milliseconds between the fix's timestamp and the moment it was sent. */
    fixAgeMs: z.number().check(z.nonnegative()),
    flags: z.array(locationFlag),
  }),
  'What the client measured of the fix it clocked in with; flags a human should look at, never a block.',
);
export type LocationSignals = z.infer<typeof locationSignals>;

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

/**
 * Extension: a clock-in or clock-out kept on the phone without signal and sent later (DESIGN "Offline on the
 * phone"). The server records the presence at `clientTime + clockOffsetMs` (the tap, on the server's clock)
 * when it is at most 12 hours back (configurable) and at most 5 minutes ahead, and flags it `offline`.
 */
const offlineEntry = {
  /** When the employee tapped, on the phone's clock (+07:00). */
  clientTime: z.optional(
    specExtension(jakartaTimestamp.clone(), "When the employee tapped, on the phone's clock (+07:00)."),
  ),
  /** When the fix was taken, on the phone's clock (+07:00). */
  fixTime: z.optional(
    specExtension(jakartaTimestamp.clone(), "When the fix was taken, on the phone's clock."),
  ),
  /** The server's clock minus the phone's, measured from the `Date` header of the last successful call. */
  clockOffsetMs: z.optional(
    specExtension(
      z.int(),
      "The server's clock minus the phone's in ms, from the Date header of the last successful call.",
    ),
  ),
  /** True when the entry was kept on the phone and sent after the tap. */
  offline: z.optional(
    specExtension(z.boolean(), 'True when the entry was kept on the phone without signal and sent later.'),
  ),
};

/**
 * Extension (DESIGN "Evidence", qr/clock-proof.ts): the phone's signature over the tap (type, scheduleId, latitude,
 * longitude, clientTime, photoDigest, kid in that order, as JSON) by its approved device key. Optional in the
 * schema so the server answers its absence with its own message; the server refuses a self clock without it.
 */
export const deviceSignature = specExtension(
  z.object({
    kid: z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/)),
    sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/)),
  }),
  "The phone's ECDSA P-256 signature over the tap (type, scheduleId, latitude, longitude, clientTime, photoDigest, kid as JSON in that order) by its approved device key. Required by the server: an unsigned or wrongly signed self clock is refused (400), a phone not approved yet answers 409.",
);
export type DeviceSignatureBody = z.infer<typeof deviceSignature>;

/**
 * SPEC §3 "Clock-in payload"; extensions: the optional `locationSignals` of the fix (see LOCATION_FLAGS),
 * the offline entry's times (clientTime, fixTime, clockOffsetMs, offline) and the device signature.
 */
export const clockInBody = z.object({
  scheduleId: id,
  latitude,
  longitude,
  photo: fileUrl,
  locationSignals: z.optional(locationSignals),
  ...offlineEntry,
  deviceSignature: z.optional(deviceSignature),
});
export type ClockInBody = z.infer<typeof clockInBody>;

/** SPEC §3 "Clock-out payload"; extensions as the clock-in's (location signals, offline entry's times). */
export const clockOutBody = z.object({
  presenceId: id,
  latitude,
  longitude,
  locationSignals: z.optional(locationSignals),
  ...offlineEntry,
  deviceSignature: z.optional(deviceSignature),
});
export type ClockOutBody = z.infer<typeof clockOutBody>;

/** SPEC §3 "Supervisor presence payload" / §7 clock-in/subordinate: clockIn is the entered time (+07:00). */
const subordinatePresence = {
  subordinateId: id,
  scheduleId: id,
  ...position,
  photo: z.optional(z.nullable(fileUrl)),
  presenceType: z.optional(z.enum(['manual', 'qr'])),
  /**
   * Extension (docs/ARCHITECTURE.md "The gate code"): the scanned code's text, sent with a 'qr' presence so the
   * server checks its signature again with the subordinate's registered key (403 for a forged one) and refuses
   * a code already recorded (409). Absent for manual presences.
   */
  qrCode: z.optional(
    specExtension(
      z.string().check(z.maxLength(8192)),
      "The scanned QR code's text (our signed gate code); the server verifies kid and sig against the subordinate's registered key.",
    ),
  ),
};

export const subordinateClockInBody = z.object({ ...subordinatePresence, clockIn: jakartaTimestamp });
export type SubordinateClockInBody = z.infer<typeof subordinateClockInBody>;

export const subordinateClockOutBody = z.object({ ...subordinatePresence, clockOut: jakartaTimestamp });
export type SubordinateClockOutBody = z.infer<typeof subordinateClockOutBody>;

/** SPEC §3 "Remote request payload": requestedDate is the day asked for. */
export const remoteRequestBody = z.object({
  scheduleId: id,
  requestedDate: date,
  description: requiredDescription,
  latitude,
  longitude,
  photo: fileUrl,
});
export type RemoteRequestBody = z.infer<typeof remoteRequestBody>;

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

export const attendanceEndpoints = {
  scheduleToday: attendanceAreaEndpoints.scheduleToday,
  scheduleByDate: attendanceAreaEndpoints.scheduleByDate,
  checkList: endpoint({
    id: 'attendance.checkList',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/presence/check-list',
    response: checkListResponse,
    doc: 'Readiness reminders of the company (e.g. uniform, safety shoes) shown as checkboxes before a self clock-in (SPEC §5).',
  }),
  clockIn: endpoint({
    id: 'attendance.clockIn',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-in',
    body: clockInBody,
    response: presenceHistoryItem,
    doc: "Self clock-in with selfie url and position; the server stamps the time. Returns the presence (presenceType self). 409 when already clocked in. Extension: an entry kept on the phone without signal sends clientTime, fixTime, clockOffsetMs and offline: true; it is recorded at clientTime + clockOffsetMs and flagged 'offline' (and 'clock-skew' when the offset is over 2 minutes); 400 when that time is more than 12 hours back or more than 5 minutes ahead. Send an Idempotency-Key: a replay answers the first outcome.",
  }),
  clockOut: endpoint({
    id: 'attendance.clockOut',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-out',
    body: clockOutBody,
    response: presenceHistoryItem,
    doc: 'Self clock-out of presenceId; returns the updated presence. 409 when already clocked out. Extension: the offline entry fields as on clock-in (recorded at clientTime + clockOffsetMs, never before the clock-in).',
  }),
  subordinateClockIn: endpoint({
    id: 'attendance.subordinateClockIn',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-in/subordinate',
    body: subordinateClockInBody,
    response: presenceHistoryItem,
    doc: "Supervisor clocks a direct subordinate in at clockIn (+07:00). presenceType 'qr' after a QR scan, 'manual' (default) for manual entry; manual presences wait for approval. 403 when not a direct subordinate; 404 when the schedule does not exist; 400 when it is another employee's schedule. An Idempotency-Key (offline queue) replays the first answer.",
  }),
  subordinateClockOut: endpoint({
    id: 'attendance.subordinateClockOut',
    access: { who: 'supervisor', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-out/subordinate',
    body: subordinateClockOutBody,
    response: presenceHistoryItem,
    doc: 'Supervisor clocks a direct subordinate out at clockOut (+07:00); same rules as subordinateClockIn (403, 404 for an unknown schedule, 409 without a clock-in).',
  }),
  registerDeviceKey: deviceKeyEndpoints.registerDeviceKey,
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
  remoteRequest: endpoint({
    id: 'attendance.remoteRequest',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/remote/request',
    body: remoteRequestBody,
    response: presenceHistoryItem,
    doc: 'Creates a pending remote presence (presenceType remote) for scheduleId on requestedDate.',
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
  offices: attendanceAreaEndpoints.offices,
} as const;
