// @vitest-environment jsdom
import { proxy, subscribe } from 'valtio/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { persist } from './persist';
import { resetSession, sessionStore, setPermissions, setPushToken, setSession } from './session';

/** valtio notifies subscribers in a microtask. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  resetSession();
});

describe('persist (SPEC §9 "Persisted state excludes auth")', () => {
  it('§9 persistence: picked keys are restored from localStorage and written back on change', async () => {
    localStorage.setItem('prefs', JSON.stringify({ lang: 'en', tab: 3, draft: 'old' }));
    const store = proxy({ lang: 'id', tab: 0, draft: '' });
    const stop = persist(store, 'prefs', { pick: ['lang', 'tab'] });
    expect(store).toEqual({ lang: 'en', tab: 3, draft: '' });
    store.tab = 4;
    store.draft = 'typed';
    await flush();
    expect(JSON.parse(localStorage.getItem('prefs') ?? '')).toEqual({ lang: 'en', tab: 4 });
    stop();
    // A witness subscribed beside it: once valtio has notified it of the change, a live persist would have written.
    const witness = vi.fn();
    const unwatch = subscribe(store, witness);
    store.tab = 1;
    await vi.waitFor(() => expect(witness).toHaveBeenCalled());
    unwatch();
    expect(JSON.parse(localStorage.getItem('prefs') ?? '')).toEqual({ lang: 'en', tab: 4 });
  });

  it('§9 persistence: a key named token or auth is refused', () => {
    const store = proxy({ token: 't', auth: { user: 1 }, lang: 'id' });
    expect(() => persist(store, 'bad', { pick: ['token'] })).toThrow(/auth state must not be persisted/);
    expect(() => persist(store, 'bad', { pick: ['lang', 'auth'] })).toThrow(/auth/);
    expect(localStorage.getItem('bad')).toBeNull();
  });

  it('§9 persistence: token/auth keys nested in a picked value are dropped on write and on restore', async () => {
    localStorage.setItem('nested', JSON.stringify({ user: { name: 'Sari', token: 'stolen' } }));
    const store = proxy({ user: { name: '', auth: '' } as { name: string; auth?: string; token?: string } });
    persist(store, 'nested', { pick: ['user'] });
    expect(store.user).toEqual({ name: 'Sari' });
    store.user = { name: 'Budi', auth: 'secret' };
    await flush();
    expect(localStorage.getItem('nested')).toBe('{"user":{"name":"Budi"}}');
  });

  it('§9 persistence: the session store can persist device state while the token stays in the cookie', async () => {
    persist(sessionStore, 'session', { pick: ['pushToken', 'permissions'] });
    setSession('jwt-secret');
    setPushToken('push-9');
    setPermissions({ camera: false });
    await flush();
    const saved = localStorage.getItem('session') ?? '';
    expect(JSON.parse(saved)).toEqual({
      pushToken: 'push-9',
      permissions: { location: true, camera: false, file: true },
    });
    expect(saved).not.toContain('jwt-secret');
    expect(document.cookie).toContain('upah_token=jwt-secret');
  });

  it('§9 persistence: corrupt storage and a missing storage are tolerated', () => {
    localStorage.setItem('broken', '{not json');
    const store = proxy({ lang: 'id' });
    expect(() => persist(store, 'broken', { pick: ['lang'] })).not.toThrow();
    expect(store.lang).toBe('id');
    const stop = persist(store, 'none', { storage: null, pick: ['lang'] });
    expect(typeof stop).toBe('function');
    expect(localStorage.getItem('none')).toBeNull();
  });
});
