import type { PresenceHistoryItem } from '@upah/core/contract/presence-history';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/**
 * The presence lists' contract, loaded with the list's first page: the outstation form renders without its schemas
 * (the route's budget), as the request forms send with their contract loaded on the first send.
 */
const contract = () => import('@upah/core/contract/presence-history');

/**
 * The outstation screen lists the remote presences: filtered on the server before paging (presenceTypes, our
 * extension), so every page is a full page of remote presences.
 */
export const remoteList = createRequestList<PresenceHistoryItem>(async (page, size) => {
  const { presenceHistoryEndpoints } = await contract();
  const data = await api.call(presenceHistoryEndpoints.presenceHistoryMy, {
    query: { page, size, presenceTypes: 'remote' },
  });
  return { items: data.presences, pagination: data.pagination };
});

/** SPEC §7 cancel of a remote request (its list reloads after it, RequestList). */
export async function cancelRemote(id: number): Promise<unknown> {
  const { presenceHistoryEndpoints } = await contract();
  return api.call(presenceHistoryEndpoints.remoteCancel, { params: { id } });
}
