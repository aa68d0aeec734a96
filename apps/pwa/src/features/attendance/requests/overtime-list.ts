import { type OvertimeRequestItem, overtimeEndpoints } from '@upah/core/contract/overtime';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/** The overtime requests' list (SPEC §7 overtime history/my), through core's createRequestList. */
export const overtimeList = createRequestList<OvertimeRequestItem>(async (page, size) => {
  const data = await api.call(overtimeEndpoints.historyMy, { query: { page, size } });
  return { items: data.overtimeRequests, pagination: data.pagination };
});
