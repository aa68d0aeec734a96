/**
 * Direct subordinates of the supervisor with today's schedule (SPEC §3 "Subordinate employee", §6, §7
 * GET /employee/profile/subordinate/direct). Used by the scan screen (who may be scanned) and the manual
 * presence form, in the PWA and the gate console.
 *
 * The one subordinate cache: each load is also kept in localStorage (with each subordinate's registered phone
 * key, docs/ARCHITECTURE.md "The gate code"), and the store starts from it, so a scanner opened without
 * network still verifies codes. SPEC §8: a failed load is silent; the list stays.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { profileEndpoints, type Subordinate } from '../contract/profile';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export interface SubordinatesState extends LoadState {
  /** Not deep-proxied: replaced whole on each load (300 people for HR staff). */
  subordinates: readonly Subordinate[];
}

/** localStorage key of the cached list. */
export const SUBORDINATES_CACHE_KEY = 'upah.subordinates';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The list kept by the last load (empty when none or unreadable). */
export function cachedSubordinates(): Subordinate[] {
  try {
    const list: unknown = JSON.parse(storage()?.getItem(SUBORDINATES_CACHE_KEY) ?? '[]');
    return Array.isArray(list) ? (list as Subordinate[]) : [];
  } catch {
    return [];
  }
}

export const subordinatesStore = proxy<SubordinatesState>({
  subordinates: ref(cachedSubordinates()),
  status: 'idle',
  error: null,
});

/** Loads the direct subordinates and caches them. On failure the previous list stays and `error` holds the text. */
export function loadSubordinates(client: Pick<ApiClient, 'call'>): Promise<readonly Subordinate[] | null> {
  return trackLoad(
    subordinatesStore,
    async () => (await client.call(profileEndpoints.directSubordinates)).subordinates,
    (list) => {
      subordinatesStore.subordinates = ref(list);
      try {
        storage()?.setItem(SUBORDINATES_CACHE_KEY, JSON.stringify(list));
      } catch {
        // storage full or blocked: the list still works for this visit
      }
    },
  );
}

/** Forgets the list and its cache (logout, tests). */
export function resetSubordinates(): void {
  cancelLoads(subordinatesStore);
  try {
    storage()?.removeItem(SUBORDINATES_CACHE_KEY);
  } catch {
    // nothing cached
  }
  subordinatesStore.subordinates = ref([]);
  subordinatesStore.status = 'idle';
  subordinatesStore.error = null;
}
forgetOnSignOut(resetSubordinates);
