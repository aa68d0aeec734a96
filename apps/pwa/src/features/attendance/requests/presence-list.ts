import { type PresenceHistoryItem, presenceHistoryEndpoints } from '@upah/core/contract/presence-history';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/**
 * The presence history's list (SPEC §7 presence history/my), through core's createRequestList. Each request kind has
 * its list in a file of its own (permit-list, leave-list, overtime-list, remote-list), so a list screen loads only
 * its own request contract.
 */
export const presenceList = createRequestList<PresenceHistoryItem>(async (page, size) => {
  const data = await api.call(presenceHistoryEndpoints.presenceHistoryMy, { query: { page, size } });
  return { items: data.presences, pagination: data.pagination };
});
