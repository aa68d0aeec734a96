/**
 * The app's one API client (ARCHITECTURE "API client"). Hosts come from the validated env; the bearer token
 * from the cookie session store; a 401 of an authenticated call logs out with its message (SPEC §8).
 */
import { createApiClient } from '@upah/core/api';
import { getToken } from '@upah/core/stores/session';
import { env } from '../config/env';
import { logout } from './session';

export const api = createApiClient({
  hosts: { main: env.apiHost, login: env.loginHost, upload: env.uploadHost },
  getToken,
  onUnauthorized: () => logout('unauthorized'),
});
