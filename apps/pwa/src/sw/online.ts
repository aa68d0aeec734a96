/** Whether the browser is online (navigator.onLine plus the online/offline events), as a valtio store. */
import { proxy, useSnapshot } from 'valtio';

export const networkStore = proxy({ online: typeof navigator === 'undefined' ? true : navigator.onLine });

let watching = false;

/** Starts following the online/offline events (once). */
export function watchNetwork(target: Window = window): void {
  if (watching) return;
  watching = true;
  networkStore.online = target.navigator.onLine;
  target.addEventListener('online', () => {
    networkStore.online = true;
  });
  target.addEventListener('offline', () => {
    networkStore.online = false;
  });
}

export function useOnline(): boolean {
  return useSnapshot(networkStore).online;
}
