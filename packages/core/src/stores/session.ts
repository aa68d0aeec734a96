/**
 * Session store (SPEC §3 "Session", §6 native bridge permissions, §9 "Persisted state excludes auth").
 * The token lives in the cookie `upah_token`, mirrored in `sessionStore.token` for rendering; it is
 * never written to localStorage (persist.ts refuses the key).
 */
import { proxy } from 'valtio/vanilla';
import type { Permissions } from '../rules/device-permissions';
import { type CookieStore, createCookieStore } from './cookie';

export const TOKEN_COOKIE = 'upah_token';
/** Our choice: the spec gives no lifetime; the server still decides validity (401 logs out). */
export const TOKEN_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** SPEC §3: "both allowed by default in a plain browser" (file too). */
export const DEFAULT_PERMISSIONS: Readonly<Permissions> = { location: true, camera: true, file: true };

export interface SessionState {
  token: string | null;
  /** The last login attempt failed. */
  failed: boolean;
  /** Push token from the native app (null in a plain browser). */
  pushToken: string | null;
  permissions: Permissions;
}

let cookies: CookieStore = createCookieStore();

export const sessionStore = proxy<SessionState>({
  token: cookies.get(TOKEN_COOKIE) ?? null,
  failed: false,
  pushToken: null,
  permissions: { ...DEFAULT_PERMISSIONS },
});

/** Swaps the cookie store (tests, or a host app with its own jar) and re-reads the token from it. */
export function setSessionCookieStore(store: CookieStore): void {
  cookies = store;
  sessionStore.token = cookies.get(TOKEN_COOKIE) ?? null;
}

export function setSession(token: string): void {
  cookies.set(TOKEN_COOKIE, token, { maxAgeSeconds: TOKEN_MAX_AGE_SECONDS });
  sessionStore.token = token;
  sessionStore.failed = false;
}

/** Logout: forgets the token; push token and permissions belong to the device and stay. */
export function clearSession(): void {
  cookies.remove(TOKEN_COOKIE);
  sessionStore.token = null;
}

/** The token for the API client. The cookie is the truth: an expired cookie also clears the store. */
export function getToken(): string | undefined {
  const token = cookies.get(TOKEN_COOKIE) || undefined;
  if ((token ?? null) !== sessionStore.token) sessionStore.token = token ?? null;
  return token;
}

export function markLoginFailed(): void {
  sessionStore.failed = true;
}

export function setPushToken(pushToken: string | null): void {
  sessionStore.pushToken = pushToken;
}

export function setPermissions(permissions: Partial<Permissions>): void {
  Object.assign(sessionStore.permissions, permissions);
}

/** Back to a fresh device: no token, no failure, no push token, browser default permissions. */
export function resetSession(): void {
  cookies.remove(TOKEN_COOKIE);
  sessionStore.token = null;
  sessionStore.failed = false;
  sessionStore.pushToken = null;
  sessionStore.permissions = { ...DEFAULT_PERMISSIONS };
}
