/**
 * Whether a new service worker waits for the user's 'Muat ulang' (register.ts sets it). Apart from the registration
 * so the shell's update prompt reads it on the first render while register.ts itself loads after the page has
 * loaded (main.tsx): it is not part of any route's first render (apps/pwa/scripts/budget.mjs).
 */
import { proxy, useSnapshot } from 'valtio';

export const updateStore = proxy({ needRefresh: false });

export function useNeedRefresh(): boolean {
  return useSnapshot(updateStore).needRefresh;
}
