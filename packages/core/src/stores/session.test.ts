// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCookieStore } from './cookie';
import {
  clearSession,
  getToken,
  markLoginFailed,
  resetSession,
  sessionStore,
  setPermissions,
  setSession,
  setSessionCookieStore,
  TOKEN_COOKIE,
} from './session';

beforeEach(() => {
  setSessionCookieStore(createCookieStore());
  resetSession();
  localStorage.clear();
});

describe('session store (SPEC §3 Session, §9 auth in a cookie)', () => {
  it('§3 Session: starts logged out, not failed, no push token, every permission allowed', () => {
    expect({ ...sessionStore, permissions: { ...sessionStore.permissions } }).toEqual({
      token: null,
      failed: false,
      pushToken: null,
      permissions: { location: true, camera: true, file: true },
    });
    expect(getToken()).toBeUndefined();
  });

  it('§9 auth: setSession keeps the token in the upah_token cookie, never in localStorage', () => {
    setSession('jwt-1');
    expect(TOKEN_COOKIE).toBe('upah_token');
    expect(document.cookie).toContain('upah_token=jwt-1');
    expect(getToken()).toBe('jwt-1');
    expect(sessionStore.token).toBe('jwt-1');
    expect(localStorage.length).toBe(0);
  });

  it('§3 Session: setSession clears the failure flag set by a failed login', () => {
    markLoginFailed();
    expect(sessionStore.failed).toBe(true);
    setSession('jwt-2');
    expect(sessionStore.failed).toBe(false);
  });

  it('§8 401 logout: clearSession removes the cookie and the token but keeps device state', () => {
    setSession('jwt-3');
    sessionStore.pushToken = 'push-1';
    setPermissions({ camera: false });
    clearSession();
    expect(document.cookie).not.toContain('upah_token');
    expect(getToken()).toBeUndefined();
    expect(sessionStore.token).toBeNull();
    expect(sessionStore.pushToken).toBe('push-1');
    expect(sessionStore.permissions.camera).toBe(false);
  });

  it('§9 auth: a token present in the cookie (another tab, a reload) is what getToken returns', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: simulates another tab writing the cookie
    document.cookie = 'upah_token=from-cookie; Path=/';
    expect(getToken()).toBe('from-cookie');
    expect(sessionStore.token).toBe('from-cookie');
    setSessionCookieStore(createCookieStore());
    expect(sessionStore.token).toBe('from-cookie');
  });

  it('§9 auth: when the cookie expires the store forgets the token too', () => {
    setSession('jwt-4');
    // biome-ignore lint/suspicious/noDocumentCookie: simulates the browser expiring the cookie
    document.cookie = 'upah_token=; Path=/; Max-Age=0';
    expect(getToken()).toBeUndefined();
    expect(sessionStore.token).toBeNull();
  });

  it('§6 permissions: setPermissions merges a partial update', () => {
    setPermissions({ location: false });
    expect({ ...sessionStore.permissions }).toEqual({ location: false, camera: true, file: true });
  });

  it('§3 Session: resetSession returns to a fresh device', () => {
    setSession('jwt-5');
    markLoginFailed();
    sessionStore.pushToken = 'p';
    setPermissions({ file: false });
    resetSession();
    expect(sessionStore.token).toBeNull();
    expect(sessionStore.failed).toBe(false);
    expect(sessionStore.pushToken).toBeNull();
    expect({ ...sessionStore.permissions }).toEqual({ location: true, camera: true, file: true });
    expect(document.cookie).not.toContain('upah_token');
  });
});
