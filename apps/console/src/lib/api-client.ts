/**
 * The console's one API client: hosts from the env, bearer token from the cookie session, a 401 logs out
 * (SPEC §8 'Anda tidak bisa mengakses aplikasi'). The scan screen's first GET (the subordinates) may already be
 * under way: index.html's boot script starts it (build/boot-routes.mjs), and the client takes its answer once.
 */
import { createApiClient } from '@upah/core/api';
import { earlyAnswers, takeBootAnswers } from '@upah/core/api/early-fetch';
import { getToken } from '@upah/core/stores/session';
import { env } from '../config/env';
import { sessionEnded } from './session';

export const api = createApiClient({
  hosts: { main: env.apiHost, login: env.loginHost, upload: env.uploadHost },
  getToken,
  onUnauthorized: () => sessionEnded('unauthorized'),
  early: earlyAnswers(takeBootAnswers()),
});
