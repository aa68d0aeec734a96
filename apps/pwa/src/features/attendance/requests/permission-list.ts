import { type PermissionItem, permissionEndpoints } from '@upah/core/contract/permission';
import { createRequestList } from '@upah/core/stores/attendance-requests';
import { api } from '../../../lib/api-client';

/** The permission requests' list (SPEC §7 permission history/my), through core's createRequestList. */
export const permissionList = createRequestList<PermissionItem>(async (page, size) => {
  const data = await api.call(permissionEndpoints.historyMy, { query: { page, size } });
  return { items: data.permissions, pagination: data.pagination };
});
