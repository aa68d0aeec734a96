/**
 * The supervisor's direct subordinates with today's schedule (GET /employee/profile/subordinate/direct),
 * kept in localStorage so that a reload at a gate without network still checks codes against them.
 */
import type { Subordinate } from '@upah/core/contract/profile';
import { profileEndpoints } from '@upah/core/contract/profile';
import { proxy } from 'valtio';
import { api } from './api-client';

const KEY = 'upah.console.subordinates';

function cached(): Subordinate[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as Subordinate[];
  } catch {
    return [];
  }
}

export const subordinatesStore = proxy<{ list: Subordinate[]; loaded: boolean }>({
  list: cached(),
  loaded: false,
});

/** SPEC §8: subordinate loading failures are silent; the cached list stays. */
export async function loadSubordinates(): Promise<void> {
  try {
    const data = await api.call(profileEndpoints.directSubordinates);
    subordinatesStore.list = data.subordinates;
    localStorage.setItem(KEY, JSON.stringify(data.subordinates));
  } catch {
    // offline or refused: keep the cached list
  } finally {
    subordinatesStore.loaded = true;
  }
}
