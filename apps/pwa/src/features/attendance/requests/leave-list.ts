import { type LeaveRequestItem, leaveEndpoints } from '@upah/core/contract/leave';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/** The leave requests' list (SPEC §7 leave history/my), through core's createRequestList. */
export const leaveList = createRequestList<LeaveRequestItem>(async (page, size) => {
  const data = await api.call(leaveEndpoints.historyMy, { query: { page, size } });
  return { items: data.leaveRequests, pagination: data.pagination };
});
