/** The signed-in user's id for per-user drafts and photos. */
import { profileStore } from '@upah/core/stores/profile';
import { useSnapshot } from 'valtio';

export function useUserId(): number | string {
  const { profile } = useSnapshot(profileStore);
  return profile?.userID ?? 'anon';
}
