/**
 * Background Sync of the clock queue (DESIGN "Offline on the phone"): while entries wait on the phone, the page
 * asks the browser to wake the service worker when the signal returns (src/sw/sw.ts answers the tag), so they are
 * sent even after the app was closed. Where the browser has no Background Sync (Firefox, Safari) nothing is asked:
 * the `online` event, app start and the retry button still send them.
 */
import { CLOCK_SYNC_TAG } from '@upah/core/stores/clock-queue-sync';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Asks for the clock queue's background sync; silently nothing without a service worker or Background Sync. */
export async function requestClockSync(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active || !('sync' in registration)) return;
    await (registration.sync as SyncManager).register(CLOCK_SYNC_TAG);
  } catch {
    // refused (permission, private mode): the page's own replays remain
  }
}
