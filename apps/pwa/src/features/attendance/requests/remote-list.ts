import { attendanceEndpoints, type PresenceHistoryItem } from '@upah/core/contract/attendance';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/**
 * The outstation screen lists the remote presences: filtered on the server before paging (presenceTypes, our
 * extension), so every page is a full page of remote presences.
 */
export const remoteList = createRequestList<PresenceHistoryItem>(async (page, size) => {
  const data = await api.call(attendanceEndpoints.presenceHistoryMy, {
    query: { page, size, presenceTypes: 'remote' },
  });
  return { items: data.presences, pagination: data.pagination };
});
