/**
 * The supervisor's direct subordinates (core/stores/subordinates), also kept in localStorage so that a reload at
 * a gate without network still checks codes against them. SPEC §8: a failed load is silent; the list stays.
 */
import type { Subordinate } from '@upah/core/contract/profile';
import { loadSubordinates as loadFromServer, subordinatesStore } from '@upah/core/stores/subordinates';
import { ref } from 'valtio';
import { api } from './api-client';

export { subordinatesStore };

const KEY = 'upah.console.subordinates';

function cached(): Subordinate[] {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as Subordinate[];
  } catch {
    return [];
  }
}

if (subordinatesStore.subordinates.length === 0) subordinatesStore.subordinates = ref(cached());

export async function loadSubordinates(): Promise<void> {
  const list = await loadFromServer(api);
  if (list) localStorage.setItem(KEY, JSON.stringify(list));
}
