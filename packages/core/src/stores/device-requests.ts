/**
 * The direct subordinates' asks to clock in from a new phone ("Perangkat baru", DESIGN "Evidence"): the pending ones,
 * approve, reject with a reason. One store for the console's and the PWA's approval screens.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText } from '../api/errors';
import type { Entry } from '../catalogue';
import { deviceRequestLabels } from '../catalogue/labels-device';
import { type DeviceRequest, deviceEndpoints } from '../contract/device';
import { type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

type Client = Pick<ApiClient, 'call'>;

export interface DeviceRequestsState extends LoadState {
  items: readonly DeviceRequest[];
  busy: boolean;
}

export const deviceRequestsStore = proxy<DeviceRequestsState>({
  items: ref([]),
  status: 'idle',
  error: null,
  busy: false,
});

/** The first page of pending asks (at most 100; a team never has more phones waiting at once). */
export function loadDeviceRequests(client: Client): Promise<readonly DeviceRequest[] | null> {
  return trackLoad(
    deviceRequestsStore,
    async () =>
      (await client.call(deviceEndpoints.subordinate, { query: { status: 'pending', page: 1, size: 100 } }))
        .devices,
    (items) => {
      deviceRequestsStore.items = ref(items);
    },
  );
}

export type DeviceDecision = { ok: true; label: Entry } | { ok: false; text: string };

/** Approves (`reason` null) or rejects an ask; the list drops it either way once the server answered. */
export async function decideDeviceRequest(
  client: Client,
  id: number,
  reason: string | null,
): Promise<DeviceDecision> {
  deviceRequestsStore.busy = true;
  try {
    if (reason === null) await client.call(deviceEndpoints.approve, { params: { id } });
    else await client.call(deviceEndpoints.reject, { params: { id }, body: { rejectReason: reason } });
    deviceRequestsStore.items = ref(deviceRequestsStore.items.filter((d) => d.id !== id));
    return { ok: true, label: reason === null ? deviceRequestLabels.approved : deviceRequestLabels.rejected };
  } catch (error) {
    return { ok: false, text: errorText(error) };
  } finally {
    deviceRequestsStore.busy = false;
  }
}

export function resetDeviceRequests(): void {
  Object.assign(deviceRequestsStore, { items: ref([]), status: 'idle', error: null, busy: false });
}
forgetOnSignOut(resetDeviceRequests);
