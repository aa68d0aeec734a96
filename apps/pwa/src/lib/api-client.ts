/**
 * The app's one API client (ARCHITECTURE "API client"). Hosts come from the validated env; the bearer token
 * from the cookie session store; a 401 of an authenticated call logs out with its message (SPEC §8).
 * The first profile and company-settings GETs may already be under way: index.html's boot script starts them
 * (apps/pwa/build/boot-script.mjs), and the client takes each answer for its call once (`earlyAnswers`).
 */
import { createApiClient } from '@upah/core/api';
import { type EarlyAnswer, earlyAnswers } from '@upah/core/api/early-fetch';
import { getToken } from '@upah/core/stores/session';
import { env } from '../config/env';
import { logout } from './session';

declare global {
  interface Window {
    /** Set by index.html's boot script when a session cookie exists (apps/pwa/build/boot-script.mjs). */
    __upahEarly?: EarlyAnswer[];
  }
}

function takeEarlyAnswers(): EarlyAnswer[] {
  if (typeof window === 'undefined') return [];
  const answers = window.__upahEarly ?? [];
  window.__upahEarly = undefined;
  return answers;
}

export const api = createApiClient({
  hosts: { main: env.apiHost, login: env.loginHost, upload: env.uploadHost },
  getToken,
  onUnauthorized: () => logout('unauthorized'),
  early: earlyAnswers(takeEarlyAnswers()),
});
