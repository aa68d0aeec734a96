/**
 * The supervisor's direct subordinates (core/stores/subordinates: the list, with each subordinate's registered
 * phone key, is cached there so that a reload at a gate without network still verifies codes).
 */
import { loadSubordinates as loadFromServer, subordinatesStore } from '@upah/core/stores/subordinates';
import { api } from './api-client';

export { subordinatesStore };

export async function loadSubordinates(): Promise<void> {
  await loadFromServer(api);
}
