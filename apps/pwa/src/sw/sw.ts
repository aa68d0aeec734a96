/// <reference lib="webworker" />
/**
 * The PWA's service worker (vite-plugin-pwa injectManifest, built to sw.js; registered by ./register.ts).
 * - The app shell precached (the build's manifest), caches of an older build dropped, every navigation answered
 *   with the cached index.html except the API and the mock's own routes (the same rules the console's generated
 *   worker keeps: WORKBOX_NAVIGATION in scripts/vite-shared.mjs, handed over by vite.config.ts).
 * - A new version waits until the update prompt sends `{ type: 'SKIP_WAITING' }` (registerType 'prompt').
 * - Background Sync (DESIGN "Offline on the phone"): on the clock queue's tag, the clock entries kept on the phone
 *   are sent with no page open, through the queue the page runs (core stores/clock-queue-sync.ts). The session
 *   token is read from its cookie (`cookieStore`, where the browser has Background Sync it has this too).
 */
import { createApiClient } from '@upah/core/api';
import { CLOCK_SYNC_TAG, sendKeptClockEntries, syncShouldRetry } from '@upah/core/stores/clock-queue-sync';
import { TOKEN_COOKIE } from '@upah/core/stores/session';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { apiHosts } from '../config/env';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

/** Set by vite.config.ts from WORKBOX_NAVIGATION: the fallback page and the denylist's regex sources. */
declare const __SW_NAVIGATION__: { fallback: string; denylist: string[] };

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL(__SW_NAVIGATION__.fallback), {
    denylist: __SW_NAVIGATION__.denylist.map((source) => new RegExp(source)),
  }),
);

/** The session token the page signed in with (the cookie the page's client reads), or null when signed out. */
async function sessionToken(): Promise<string | null> {
  const cookie = await self.cookieStore?.get(TOKEN_COOKIE).catch(() => null);
  if (!cookie?.value) return null;
  try {
    return decodeURIComponent(cookie.value);
  } catch {
    return cookie.value;
  }
}

/** Sends the kept entries; rejects when they must wait, so the browser fires the sync again later. */
async function syncClockQueue(lastChance: boolean): Promise<void> {
  const token = await sessionToken();
  // signed out: the entries stay on the phone for their owner's next sign-in
  if (!token) return;
  const api = createApiClient({ hosts: apiHosts, getToken: () => token });
  const outcome = await sendKeptClockEntries(api, token);
  if (syncShouldRetry(outcome, lastChance)) throw new Error('clock entries still kept on the phone');
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === CLOCK_SYNC_TAG) sync.waitUntil(syncClockQueue(sync.lastChance));
});
