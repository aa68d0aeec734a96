/** Employee profile store (SPEC §3 "Employee profile / request state"; §7 GET /employee/profile/current). */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type EmployeeProfile, profileEndpoints } from '../contract/profile';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export interface ProfileState extends LoadState {
  profile: EmployeeProfile | null;
}

export const profileStore = proxy<ProfileState>({ profile: null, status: 'idle', error: null });

/** Loads the current profile. On failure the previous profile stays and `error` holds the text to show. */
export function loadProfile(client: Pick<ApiClient, 'call'>): Promise<EmployeeProfile | null> {
  return trackLoad(
    profileStore,
    () => client.call(profileEndpoints.currentProfile),
    (profile) => {
      profileStore.profile = ref(profile);
    },
  );
}

export function resetProfile(): void {
  cancelLoads(profileStore);
  profileStore.profile = null;
  profileStore.status = 'idle';
  profileStore.error = null;
}
forgetOnSignOut(resetProfile);
