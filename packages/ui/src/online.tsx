/** The one online hook of both apps: core's network store as a React value (it starts watching on first use). */
import { networkStore, watchNetwork } from '@upah/core/stores/network';
import { useSnapshot } from 'valtio';

export function useOnline(): boolean {
  if (typeof window !== 'undefined') watchNetwork(window);
  return useSnapshot(networkStore).online;
}
