/** One list store per request kind (SPEC §7 history/my calls), through core's createRequestList; remote-list.ts
 * holds the outstation's own (its page loads no other request contract). */
import { attendanceEndpoints, type PresenceHistoryItem } from '@upah/core/contract/attendance';
import { type LeaveRequestItem, leaveEndpoints } from '@upah/core/contract/leave';
import { type OvertimeRequestItem, overtimeEndpoints } from '@upah/core/contract/overtime';
import { type PermissionItem, permissionEndpoints } from '@upah/core/contract/permission';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

export const presenceList = createRequestList<PresenceHistoryItem>(async (page, size) => {
  const data = await api.call(attendanceEndpoints.presenceHistoryMy, { query: { page, size } });
  return { items: data.presences, pagination: data.pagination };
});

export const permitList = createRequestList<PermissionItem>(async (page, size) => {
  const data = await api.call(permissionEndpoints.historyMy, { query: { page, size } });
  return { items: data.permissions, pagination: data.pagination };
});

export const leaveList = createRequestList<LeaveRequestItem>(async (page, size) => {
  const data = await api.call(leaveEndpoints.historyMy, { query: { page, size } });
  return { items: data.leaveRequests, pagination: data.pagination };
});

export const overtimeList = createRequestList<OvertimeRequestItem>(async (page, size) => {
  const data = await api.call(overtimeEndpoints.historyMy, { query: { page, size } });
  return { items: data.overtimeRequests, pagination: data.pagination };
});
