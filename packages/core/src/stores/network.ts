/**
 * Whether the device is online (navigator.onLine, then the window's online/offline events), as a valtio store both
 * apps read: the offline banner, the clock screen, the console's scan screen, the requests' offline handling.
 */
import { proxy } from 'valtio/vanilla';

export const networkStore = proxy({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
});

let watching = false;

/** Starts following the online/offline events of `target` (once; later calls do nothing). */
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
