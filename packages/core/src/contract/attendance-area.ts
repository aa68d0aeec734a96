/**
 * The attendance area's own reads (SPEC §3 "Today's schedule", "Office location"; §7 Attendance): today's schedule,
 * the schedule of a day and the offices, which the area's frame loads on every attendance screen. Apart from
 * ./attendance.ts (presence, clock, approvals: what a screen loads when it sends or lists them), which re-exports
 * all of this and lists these endpoints in its table, so a screen that only shows the area loads only these schemas.
 */
import * as z from 'zod/mini';
import { date, id, latitude, longitude, serverTimestamp, time, zBoolean, zString } from './common';
import { endpoint } from './endpoint';

/**
 * How a presence was recorded: `self` (clock-in/out with selfie and location), `remote` (remote request,
 * SPEC §2 outstation), `manual` (entered by the supervisor), `qr` (supervisor scanned the employee's QR).
 * SPEC §7 filters subordinate history by presenceTypes=manual.
 */
export const PRESENCE_TYPES = ['self', 'remote', 'manual', 'qr'] as const;
export const presenceType = z.enum(PRESENCE_TYPES);
export type PresenceType = z.infer<typeof presenceType>;

/** SPEC §3 "Today's schedule". */
export const schedule = z.object({
  id,
  scheduleDate: date,
  shiftName: zString,
  /** Shift start and end as instants (shown in Asia/Jakarta). */
  startTime: serverTimestamp,
  endTime: serverTimestamp,
  hasClockIn: zBoolean,
  hasClockOut: zBoolean,
  hasPermission: zBoolean,
  /** HH:mm:ss of the permission of that day, null without one. */
  permissionStartTime: z.nullable(time),
  permissionEndTime: z.nullable(time),
  /** null without a permission or while it is pending. */
  permissionApproved: z.nullable(zBoolean),
  presenceClockIn: z.nullable(serverTimestamp),
  presenceClockOut: z.nullable(serverTimestamp),
  presenceType: z.nullable(presenceType),
  /** null without a presence or while it is pending. */
  presenceApproved: z.nullable(zBoolean),
  presenceId: z.nullable(id),
});
export type Schedule = z.infer<typeof schedule>;

export const scheduleByDateQuery = z.object({ requestedDate: date });
export type ScheduleByDateQuery = z.infer<typeof scheduleByDateQuery>;

/** SPEC §3 "Office location" (lat, long) with id and name for map markers. */
export const office = z.object({ id, name: zString, lat: latitude, long: longitude });
export type Office = z.infer<typeof office>;
export const officesResponse = z.object({ offices: z.array(office) });
export type OfficesResponse = z.infer<typeof officesResponse>;

export const attendanceAreaEndpoints = {
  scheduleToday: endpoint({
    id: 'attendance.scheduleToday',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/schedule/employee/today',
    response: z.nullable(schedule),
    doc: "Today's schedule of the caller (Asia/Jakarta day); data is null when there is no shift today.",
  }),
  scheduleByDate: endpoint({
    id: 'attendance.scheduleByDate',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/schedule/employee/date',
    query: scheduleByDateQuery,
    response: z.nullable(schedule),
    doc: "Schedule of the caller on requestedDate; null when there is no shift (remote form shows 'Tidak ada shift di tanggal {date}').",
  }),
  offices: endpoint({
    id: 'attendance.offices',
    access: { who: 'employee', module: 'attendance' },
    method: 'GET',
    host: 'main',
    path: '/attendance/office/list',
    response: officesResponse,
    doc: "Path not in SPEC. Offices of the caller's company for the map markers and the 1 km nearby rule (SPEC §5).",
  }),
} as const;
