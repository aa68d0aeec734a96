// @vitest-environment jsdom
// index.html's boot script (scripts/boot-script.mjs, used by the PWA and the console): what it preloads for the
// path it is opened on, what it fetches early, and the inlined entry CSS.
import { createCookieStore } from '@upah/core/stores/cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript, inlineEntryCss, routePattern } from '../../../../scripts/boot-script.mjs';

const rows = [
  { pattern: routePattern('/login'), loggedOut: true, js: ['assets/login.js'], css: [] },
  {
    pattern: routePattern('/attendance/'),
    loggedOut: false,
    js: ['assets/att.js', 'assets/ui.js'],
    css: ['assets/att.css'],
  },
  {
    pattern: routePattern('/attendance/overtime-request/:date'),
    loggedOut: false,
    js: ['assets/ot.js'],
    css: [],
  },
];

const cookies = createCookieStore();

function run(path: string, { token, earlyGets = [] }: { token?: string; earlyGets?: string[] }) {
  window.history.replaceState(null, '', path);
  if (token) cookies.set('upah_token', token);
  else cookies.remove('upah_token');
  document.head.innerHTML = '';
  window.__upahEarly = undefined;
  // The inline script of index.html, run as the browser runs it: global code.
  new Function(bootScript(rows, { base: '/', tokenCookie: 'upah_token', apiHost: '/api', earlyGets }))();
  return [...document.head.querySelectorAll('link')].map(
    (link) => `${link.rel} ${link.getAttribute('href')}`,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('boot script', () => {
  it('route patterns take a trailing slash or not, and a :param as one segment', () => {
    const pattern = new RegExp(routePattern('/attendance/overtime-request/:date'));
    expect(pattern.test('/attendance/overtime-request/2026-11-24')).toBe(true);
    expect(pattern.test('/attendance/overtime-request/2026-11-24/')).toBe(true);
    expect(pattern.test('/attendance/overtime-request')).toBe(false);
    expect(pattern.test('/attendance/overtime-request/a/b')).toBe(false);
    expect(new RegExp(routePattern('/attendance/')).test('/attendance')).toBe(true);
  });

  it('preloads the chunks and CSS of the logged-in route it is opened on', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    expect(run('/attendance', { token: 'abc' })).toEqual([
      'modulepreload /assets/att.js',
      'modulepreload /assets/ui.js',
      'preload /assets/att.css',
    ]);
    expect(run('/attendance/overtime-request/2026-11-24', { token: 'abc' })).toEqual([
      'modulepreload /assets/ot.js',
    ]);
  });

  it('without a session cookie, only the logged-out rows apply (as in the router)', () => {
    expect(run('/attendance/', {})).toEqual([]);
    expect(run('/login', {})).toEqual(['modulepreload /assets/login.js']);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    expect(run('/login', { token: 'abc' })).toEqual([]);
  });

  it('starts the early GETs with the bearer token only when there is a session', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    run('/attendance/', { token: 't 1', earlyGets: ['/employee/profile/current'] });
    expect(fetch).toHaveBeenCalledWith('/api/employee/profile/current', {
      headers: { accept: 'application/json', authorization: 'Bearer t 1' },
    });
    expect(window.__upahEarly?.map((answer) => [answer.url, answer.token])).toEqual([
      [`${window.location.origin}/api/employee/profile/current`, 't 1'],
    ]);
    fetch.mockClear();
    run('/login', { earlyGets: ['/employee/profile/current'] });
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__upahEarly).toBeUndefined();
  });

  it('inlines the entry CSS and keeps a disabled link, so Vite does not fetch it again', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const bundle = { 'assets/index-1.css': { type: 'asset', source: 'a{color:red}</style>' } };
    expect(inlineEntryCss(html, bundle, '/')).toBe(
      '<head><style>a{color:red}<\\/style></style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    );
    expect(inlineEntryCss(html, {}, '/')).toBe(html);
  });
});
