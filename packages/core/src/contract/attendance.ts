/**
 * Attendance: schedules, presence (self, remote, supervisor), approvals, offices
 * (SPEC §3 "Attendance entities", §4 "Attendance and other requests", §7 Attendance).
 */
import * as z from 'zod/mini';
import { attendanceAreaEndpoints } from './attendance-area';
import { checkListEndpoints } from './check-list';
import { clockEndpoints } from './clock';
import { date, fileUrl, id, latitude, longitude, requiredDescription } from './common';
import { deviceKeyEndpoints } from './device-key';
import { endpoint } from './endpoint';
import { presenceHistoryEndpoints, presenceHistoryItem } from './presence-history';
import { subordinateClockEndpoints } from './subordinate-clock';

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
  type CheckListItem,
  type CheckListResponse,
  checkListEndpoints,
  checkListItem,
  checkListResponse,
} from './check-list';
export {
  CLOCK_TYPES,
  type ClockInBody,
  type ClockOutBody,
  type ClockType,
  clockEndpoints,
  clockInBody,
  clockOutBody,
  clockType,
  type DeviceSignatureBody,
  deviceSignature,
  type LocationSignals,
  locationSignals,
} from './clock';
export {
  DEVICE_KEY_STATUSES,
  type DeviceKeyBody,
  type DeviceKeyResponse,
  deviceKeyBody,
  deviceKeyEndpoints,
  deviceKeyResponse,
} from './device-key';
export {
  LOCATION_FLAGS,
  type LocationFlag,
  locationFlag,
  PRESENCE_FLAGS,
  type PresenceCorrection,
  type PresenceFlag,
  type PresenceHistoryItem,
  type PresenceHistoryMyQuery,
  type PresenceHistoryResponse,
  type PresenceHistorySubordinateQuery,
  presenceCorrection,
  presenceFlag,
  presenceHistoryEndpoints,
  presenceHistoryItem,
  presenceHistoryMyQuery,
  presenceHistoryResponse,
  presenceHistorySubordinateQuery,
  presenceTypesQuery,
} from './presence-history';
export {
  type SubordinateClockInBody,
  type SubordinateClockOutBody,
  subordinateClockEndpoints,
  subordinateClockInBody,
  subordinateClockOutBody,
} from './subordinate-clock';

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

export const attendanceEndpoints = {
  scheduleToday: attendanceAreaEndpoints.scheduleToday,
  scheduleByDate: attendanceAreaEndpoints.scheduleByDate,
  checkList: checkListEndpoints.checkList,
  clockIn: clockEndpoints.clockIn,
  clockOut: clockEndpoints.clockOut,
  subordinateClockIn: subordinateClockEndpoints.subordinateClockIn,
  subordinateClockOut: subordinateClockEndpoints.subordinateClockOut,
  registerDeviceKey: deviceKeyEndpoints.registerDeviceKey,
  presenceHistoryMy: presenceHistoryEndpoints.presenceHistoryMy,
  presenceHistorySubordinate: presenceHistoryEndpoints.presenceHistorySubordinate,
  presenceApprove: presenceHistoryEndpoints.presenceApprove,
  presenceReject: presenceHistoryEndpoints.presenceReject,
  presenceApproveBulk: presenceHistoryEndpoints.presenceApproveBulk,
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
  remoteCancel: presenceHistoryEndpoints.remoteCancel,
  offices: attendanceAreaEndpoints.offices,
} as const;
