/**
 * The app's one API client (ARCHITECTURE "API client"). Hosts come from the validated env; the bearer token
 * from the cookie session store; a 401 of an authenticated call ends the session once, drafts kept (SPEC §8, lib/session.ts).
 * The first profile and company-settings GETs may already be under way: index.html's boot script starts them
 * (apps/pwa/build/boot-script.mjs), and the client takes each answer for its call once (`earlyAnswers`).
 */
import { createApiClient } from '@upah/core/api';
import { earlyAnswers, takeBootAnswers } from '@upah/core/api/early-fetch';
import { recordServerDate } from '@upah/core/stores/server-clock';
import { getToken } from '@upah/core/stores/session';
import { apiHosts } from '../config/env';
import { onFirstInput } from './first-input';
import { sessionEnded } from './session';

/**
 * fetch that notes the server's `Date` header of every successful answer: the phone's clock offset an entry
 * kept offline sends along (DESIGN "Offline on the phone").
 */
async function fetchRecordingServerClock(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) recordServerDate(response.headers.get('date'));
  return response;
}

export const api = createApiClient({
  hosts: apiHosts,
  getToken,
  onUnauthorized: () => sessionEnded('unauthorized'),
  early: earlyAnswers(takeBootAnswers()),
  fetch: fetchRecordingServerClock,
});

/**
 * The client's transport (ky, @upah/core/api/transport) loads with the first call that goes to the network. Where
 * the boot script does not preload it (a first screen whose calls were all early GETs: ROUTES_WITHOUT_START_CALLS in
 * build/boot-script.mjs), the user's first touch, key or focus loads it, so the send a tap leads to does not wait
 * for it. Once loaded, the client's own import of it resolves at once.
 */
if (typeof window !== 'undefined') onFirstInput(() => void import('@upah/core/api/transport'));
