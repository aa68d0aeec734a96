/**
 * Direct subordinates of the supervisor with today's schedule (SPEC §3 "Subordinate employee", §6, §7
 * GET /employee/profile/subordinate/direct). Used by the scan screen (who may be scanned) and the manual
 * presence form, in the PWA and the gate console.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { profileEndpoints, type Subordinate } from '../contract/profile';
import { cancelLoads, type LoadState, trackLoad } from './load-state';

export interface SubordinatesState extends LoadState {
  /** Not deep-proxied: replaced whole on each load (300 people for HR staff). */
  subordinates: readonly Subordinate[];
}

export const subordinatesStore = proxy<SubordinatesState>({
  subordinates: ref([]),
  status: 'idle',
  error: null,
});

/** Loads the direct subordinates. On failure the previous list stays and `error` holds the text. */
export function loadSubordinates(client: Pick<ApiClient, 'call'>): Promise<readonly Subordinate[] | null> {
  return trackLoad(
    subordinatesStore,
    async () => (await client.call(profileEndpoints.directSubordinates)).subordinates,
    (list) => {
      subordinatesStore.subordinates = ref(list);
    },
  );
}

export function resetSubordinates(): void {
  cancelLoads(subordinatesStore);
  subordinatesStore.subordinates = ref([]);
  subordinatesStore.status = 'idle';
  subordinatesStore.error = null;
}
