// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { type CookieJar, createCookieStore } from './cookie';

/** Records every raw write, as a browser would receive it, and exposes the latest values. */
function recordingJar(): CookieJar & { writes: string[] } {
  const values = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(text: string) {
      writes.push(text);
      const [pair = ''] = text.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      if (/max-age=0\b/i.test(text)) values.delete(name);
      else values.set(name, pair.slice(eq + 1));
    },
  };
}

afterEach(() => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clears the real jar between tests
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
});

describe('cookie store (SPEC §9 "Auth is kept in a cookie-based store")', () => {
  it('§9 cookie store: set, get and remove through the real document.cookie', () => {
    const cookies = createCookieStore();
    expect(cookies.get('upah_token')).toBeUndefined();
    cookies.set('upah_token', 'abc.def=', { maxAgeSeconds: 60 });
    cookies.set('other', 'x y');
    expect(cookies.get('upah_token')).toBe('abc.def=');
    expect(cookies.get('other')).toBe('x y');
    cookies.remove('upah_token');
    expect(cookies.get('upah_token')).toBeUndefined();
    expect(cookies.get('other')).toBe('x y');
  });

  it('§9 cookie store: writes Path=/, SameSite=Strict and Max-Age; Secure only on https', () => {
    const jar = recordingJar();
    createCookieStore({ jar, secure: true }).set('upah_token', 't', { maxAgeSeconds: 3600 });
    expect(jar.writes[0]).toBe('upah_token=t; Path=/; Max-Age=3600; SameSite=Strict; Secure');
    const plain = recordingJar();
    createCookieStore({ jar: plain, secure: false }).set('a', 'b');
    expect(plain.writes[0]).toBe('a=b; Path=/; SameSite=Strict');
  });

  it('§9 cookie store: on an http page (jsdom default) Secure is left out so the cookie is kept', () => {
    expect(location.protocol).toBe('http:');
    const jar = recordingJar();
    createCookieStore({ jar }).set('a', 'b');
    expect(jar.writes[0]).not.toContain('Secure');
  });

  it('§9 cookie store: remove writes Max-Age=0', () => {
    const jar = recordingJar();
    const cookies = createCookieStore({ jar, secure: false });
    cookies.set('upah_token', 't');
    cookies.remove('upah_token');
    expect(jar.writes[1]).toBe('upah_token=; Path=/; Max-Age=0; SameSite=Strict');
    expect(cookies.get('upah_token')).toBeUndefined();
  });

  it('§9 cookie store: without a document it keeps values in memory', () => {
    const cookies = createCookieStore({ jar: null });
    cookies.set('upah_token', 't');
    expect(cookies.get('upah_token')).toBe('t');
    expect(document.cookie).not.toContain('upah_token');
    cookies.remove('upah_token');
    expect(cookies.get('upah_token')).toBeUndefined();
  });
});
