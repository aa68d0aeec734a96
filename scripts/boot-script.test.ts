// @vitest-environment jsdom
// index.html's boot script (scripts/boot-script.mjs, used by the PWA and the console): what it preloads for the
// path it is opened on, what it fetches early, when it adds the deferred entry, and the inlined entry CSS.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCookieStore } from '@upah/core/stores/cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bootScript,
  type DeferredEntry,
  deferEntry,
  inlineEntryCss,
  inlineFavicon,
  matchesRoute,
  routePattern,
  routePreloads,
} from './boot-script.mjs';

const rows = [
  { pattern: routePattern('/login'), loggedOut: true, js: ['assets/login.js'], css: [] },
  {
    pattern: routePattern('/attendance/'),
    loggedOut: false,
    js: ['assets/att.js', 'assets/ui.js'],
    css: ['assets/att.css'],
    earlyGets: ['/attendance/schedule/employee/today'],
  },
  {
    pattern: routePattern('/attendance/overtime-request/:date'),
    loggedOut: false,
    js: ['assets/ot.js'],
    css: [],
  },
];

const cookies = createCookieStore();

const entry: DeferredEntry = {
  script: '/assets/index-1.js',
  preloads: ['/assets/runtime-1.js'],
  manifest: '/manifest.webmanifest',
};

/** What the boot script added to <head>: scripts and links, in document order. */
function headTags(): string[] {
  return [...document.head.querySelectorAll('script, link')].map((tag) =>
    tag instanceof HTMLScriptElement
      ? `script ${tag.type} ${tag.getAttribute('src')}`
      : `${(tag as HTMLLinkElement).rel} ${tag.getAttribute('href')}`,
  );
}

function start(
  path: string,
  {
    token,
    earlyGets = [],
    withEntry = null,
  }: { token?: string; earlyGets?: string[]; withEntry?: DeferredEntry | null },
) {
  window.history.replaceState(null, '', path);
  if (token) cookies.set('upah_token', token);
  else cookies.remove('upah_token');
  document.head.innerHTML = '';
  document.documentElement.className = '';
  window.__upahEarly = undefined;
  // The inline script of index.html, run as the browser runs it: global code.
  new Function(
    bootScript(rows, { base: '/', tokenCookie: 'upah_token', apiHost: '/api', earlyGets, entry: withEntry }),
  )();
}

/** Runs the boot script without a deferred entry (its links go in at once) and returns the head's links. */
function run(path: string, options: { token?: string; earlyGets?: string[] }) {
  start(path, options);
  return headTags();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('boot script', () => {
  it('route patterns take a trailing slash or not, and a :param as one segment', () => {
    const pattern = routePattern('/attendance/overtime-request/:date');
    expect(pattern).toBe('/attendance/overtime-request/*');
    expect(matchesRoute(pattern, '/attendance/overtime-request/2026-11-24')).toBe(true);
    expect(matchesRoute(pattern, '/attendance/overtime-request/2026-11-24/')).toBe(true);
    expect(matchesRoute(pattern, '/attendance/overtime-request')).toBe(false);
    expect(matchesRoute(pattern, '/attendance/overtime-request/')).toBe(false);
    expect(matchesRoute(pattern, '/attendance/overtime-request/a/b')).toBe(false);
    expect(matchesRoute(routePattern('/attendance/'), '/attendance')).toBe(true);
    expect(matchesRoute(routePattern('/attendance/'), '/attendance/')).toBe(true);
    expect(matchesRoute(routePattern('/attendance/'), '/attendance/x')).toBe(false);
    expect(matchesRoute(routePattern('/dashboard/0'), '/dashboard/1')).toBe(false);
    expect(matchesRoute(routePattern('/'), '/')).toBe(true);
    expect(matchesRoute(routePattern('/'), '/login')).toBe(false);
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

  it("marks the page signed-out without a session cookie (the console's splash then leaves out the scan instruction)", () => {
    run('/login', {});
    expect(document.documentElement.classList.contains('signed-out')).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    run('/attendance', { token: 'abc' });
    expect(document.documentElement.classList.contains('signed-out')).toBe(false);
  });

  it('starts the early GETs with the bearer token only when there is a session', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    run('/attendance/overtime-request/2026-11-24', {
      token: 't 1',
      earlyGets: ['/employee/profile/current'],
    });
    expect(fetch).toHaveBeenCalledWith('/api/employee/profile/current', {
      headers: { accept: 'application/json', authorization: 'Bearer t 1' },
    });
    expect(window.__upahEarly?.map((answer) => [answer.url, answer.token])).toEqual([
      [`${window.location.origin}/api/employee/profile/current`, 't 1'],
    ]);
    // on the clock earlyAnswers ages answers with
    expect(window.__upahEarly?.[0]?.startedAt).toBeLessThanOrEqual(performance.now());
    fetch.mockClear();
    run('/login', { earlyGets: ['/employee/profile/current'] });
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__upahEarly).toBeUndefined();
  });

  it("starts the matched route's own early GETs after the global ones, only with a session", () => {
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    run('/attendance', { token: 't', earlyGets: ['/employee/profile/current'] });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/employee/profile/current',
      '/api/attendance/schedule/employee/today',
    ]);
    expect(window.__upahEarly?.map((answer) => answer.url)).toEqual([
      `${window.location.origin}/api/employee/profile/current`,
      `${window.location.origin}/api/attendance/schedule/employee/today`,
    ]);
    fetch.mockClear();
    run('/attendance', {});
    expect(fetch).not.toHaveBeenCalled();
  });

  it("fills a path's {jakartaMonth} and {jakartaYesterday} from the phone's clock in Asia/Jakarta (UTC+7)", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 17:30 UTC on 31 Dec 2026 is 00:30 on 1 Jan 2027 in Jakarta: the month is January, yesterday 31 December
    vi.setSystemTime(new Date('2026-12-31T17:30:00Z'));
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    run('/attendance', {
      token: 't',
      earlyGets: ['/attendance/recap/self?month={jakartaMonth}', '/day?requestedDate={jakartaYesterday}'],
    });
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/attendance/recap/self?month=2027-01',
      '/api/day?requestedDate=2026-12-31',
      '/api/attendance/schedule/employee/today',
    ]);
  });

  it('adds the deferred entry script first, then its preloads and the route preloads, once the splash has painted, one link a task', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    // Timers, not MessageChannel messages, carry the jobs from task to task here, so the fake clock steps them.
    vi.stubGlobal('MessageChannel', undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    start('/attendance/', {
      token: 'abc',
      withEntry: { ...entry, preloads: ['/assets/runtime-1.js', '/assets/vendor-1.js'] },
    });
    // Nothing competes with the document for the first paint.
    expect(headTags()).toEqual([]);
    vi.advanceTimersToNextFrame();
    // One job per task from here on: how many tags each task adds.
    const perTask: number[] = [];
    while (vi.getTimerCount() > 0) {
      const before = headTags().length;
      vi.advanceTimersToNextTimer();
      perTask.push(headTags().length - before);
    }
    expect(headTags()).toEqual([
      'script module /assets/index-1.js',
      'modulepreload /assets/runtime-1.js',
      'modulepreload /assets/vendor-1.js',
      'modulepreload /assets/att.js',
      'modulepreload /assets/ui.js',
      'preload /assets/att.css',
    ]);
    // The timer after the frame queues the jobs; then the script alone, then one link a task. The 500 ms
    // fallback adds nothing: the entry goes in once.
    expect(perTask.filter((added) => added > 0)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('with a paint observer, adds the deferred entry in the task after the first paint is reported', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('MessageChannel', undefined);
    let reportPaint = () => {};
    const disconnect = vi.fn();
    class PaintObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(callback: (list: unknown, observer: { disconnect: () => void }) => void) {
        reportPaint = () => callback({}, { disconnect });
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'paint', buffered: true });
      }
    }
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    start('/login', { withEntry: entry });
    // an animation frame is not enough: the frame may not be on screen yet
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(headTags()).toEqual([]);
    reportPaint();
    expect(disconnect).toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(headTags()).toEqual(['script module /assets/index-1.js']);
  });

  it('without a paint report, adds the deferred entry after 500 ms all the same', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('MessageChannel', undefined);
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['paint'];
        observe() {}
      },
    );
    start('/login', { withEntry: entry });
    vi.advanceTimersByTime(499);
    expect(headTags()).toEqual([]);
    vi.advanceTimersByTime(2);
    expect(headTags()).toEqual(['script module /assets/index-1.js']);
  });

  it('with a deferred entry, starts each early GET in a task of its own after the parse', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('MessageChannel', undefined);
    const fetch = vi.fn((_url: string, _init?: RequestInit) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    start('/attendance', {
      token: 't',
      earlyGets: ['/employee/profile/current', '/company/settings'],
      withEntry: entry,
    });
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/employee/profile/current']);
    vi.advanceTimersToNextTimer();
    expect(fetch).toHaveBeenCalledTimes(2);
    vi.advanceTimersToNextTimer();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/employee/profile/current',
      '/api/company/settings',
      '/api/attendance/schedule/employee/today',
    ]);
    expect(window.__upahEarly?.map((answer) => answer.url)).toEqual(
      fetch.mock.calls.map(([url]) => `${window.location.origin}${url}`),
    );
  });

  describe('the web app manifest link', () => {
    /** Runs the boot script on /attendance/ with a deferred entry, through all its jobs; its early GET's answer
     * settles when `answer` is called. Returns the idle callbacks it asked for. */
    async function boot() {
      vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
      vi.stubGlobal('MessageChannel', undefined);
      let answer = () => {};
      vi.stubGlobal(
        'fetch',
        vi.fn(
          () =>
            new Promise<Response>((resolve) => {
              answer = () => resolve(new Response('{}'));
            }),
        ),
      );
      const idle: (() => void)[] = [];
      vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
      start('/attendance/', { token: 't', withEntry: entry });
      vi.advanceTimersToNextFrame();
      // all its jobs, and the 500 ms fallback start (which adds nothing)
      await vi.advanceTimersByTimeAsync(600);
      return { idle, answer: () => answer() };
    }
    const manifestHref = () => document.head.querySelector('link[rel="manifest"]')?.getAttribute('href');
    const fire = (type: 'load' | 'error', tag: Element) => tag.dispatchEvent(new Event(type));

    it("waits for the load event, the entry, the route's preloads and its early GETs, 500 ms without a resource finishing, then for an idle period", async () => {
      const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      const { idle, answer } = await boot();
      const tags = [...document.head.querySelectorAll('script, link')];
      // the entry, its preload, the route's two chunks and its CSS
      expect(tags).toHaveLength(5);
      window.dispatchEvent(new Event('load'));
      readyState.mockReturnValue('complete');
      for (const tag of tags.slice(0, 4)) fire('load', tag);
      // a preload that fails is settled too
      fire('error', tags[4] as Element);
      await vi.advanceTimersByTimeAsync(0);
      // the early GET has not answered: the first screen's data is still on the way
      expect(idle).toHaveLength(0);
      const quiet = vi.fn();
      window.addEventListener('upah:quiet', quiet);
      expect(window.__upahQuiet).toBe(0);
      answer();
      await vi.advanceTimersByTimeAsync(0);
      // then no resource may finish for 500 ms: here one does (the screen's own first GET, say) …
      const resources = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([]);
      await vi.advanceTimersByTimeAsync(499);
      resources.mockReturnValue([{} as PerformanceEntry]);
      await vi.advanceTimersByTimeAsync(1);
      expect(idle).toHaveLength(0);
      expect(quiet).not.toHaveBeenCalled();
      // … and none in the 500 ms after it: the app is told (afterFirstScreen in packages/ui), then the idle wait
      await vi.advanceTimersByTimeAsync(500);
      expect(quiet).toHaveBeenCalledTimes(1);
      expect(window.__upahQuiet).toBe(1);
      window.removeEventListener('upah:quiet', quiet);
      expect(idle).toHaveLength(1);
      expect(manifestHref()).toBeUndefined();
      idle[0]?.();
      expect(manifestHref()).toBe('/manifest.webmanifest');
    });

    it('goes in after 10 s (and 500 ms without a resource finishing) even if a request never settles', async () => {
      const { idle } = await boot();
      await vi.advanceTimersByTimeAsync(9_000);
      await vi.advanceTimersByTimeAsync(500);
      expect(idle).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      idle[0]?.();
      expect(manifestHref()).toBe('/manifest.webmanifest');
    });
  });

  it('takes the entry script, its module preloads and the manifest link out of the built HTML', () => {
    const html =
      '<head><script type="module" crossorigin src="/assets/index-1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">\n<link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(deferEntry(html)).toEqual({ html: '<head></head>', entry });
    // Not exactly one entry script: the HTML stays as it is.
    expect(deferEntry('<head></head>')).toEqual({ html: '<head></head>', entry: null });
  });

  it('inlines the entry CSS and keeps a disabled link, so Vite does not fetch it again', () => {
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>';
    const bundle = { 'assets/index-1.css': { type: 'asset', source: 'a{color:red}</style>' } };
    expect(inlineEntryCss(html, bundle, '/')).toBe(
      '<head><style>a{color:red}<\\/style></style><link rel="stylesheet" href="/assets/index-1.css" disabled></head>',
    );
    expect(inlineEntryCss(html, {}, '/')).toBe(html);
  });

  it("inlines the public folder's PNG favicon as a data: URL, so its fetch does not share the slow link", () => {
    const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../apps/pwa/public');
    const png = readFileSync(`${publicDir}/icons/icon-32.png`).toString('base64');
    const html = '<link rel="icon" type="image/png" sizes="32x32" href="/icons/icon-32.png" />';
    expect(inlineFavicon(html, publicDir, '/')).toBe(
      `<link rel="icon" type="image/png" sizes="32x32" href="data:image/png;base64,${png}" />`,
    );
    // a file the public folder does not hold, or another base, stays a link
    const missing = '<link rel="icon" href="/icons/none.png">';
    expect(inlineFavicon(missing, publicDir, '/')).toBe(missing);
    expect(inlineFavicon(html, publicDir, '/app/')).toBe(html);
  });
});

describe('routePreloads: the files each route preloads beyond the entry', () => {
  const chunk = (fileName: string, source: string | null, imports: string[] = [], css: string[] = []) => ({
    type: 'chunk',
    fileName,
    facadeModuleId: source ? `/app/${source}` : null,
    isEntry: fileName === 'assets/index.js',
    imports,
    viteMetadata: { importedCss: new Set(css) },
  });
  const bundle = Object.fromEntries(
    [
      chunk('assets/index.js', 'src/main.tsx', ['assets/shell.js']),
      chunk('assets/shell.js', null),
      chunk(
        'assets/area.js',
        'src/area-route.tsx',
        ['assets/shell.js', 'assets/labels.js'],
        ['assets/area.css'],
      ),
      chunk('assets/labels.js', null),
      chunk('assets/store.js', '../core/store.ts', ['assets/shell.js', 'assets/state.js']),
      chunk('assets/state.js', null),
    ].map((c) => [c.fileName, c]),
  );

  it("the route's chunks with their static imports, less the entry's", () => {
    const [row] = routePreloads(bundle, '/app', [{ path: '/area', chunks: ['src/area-route.tsx'] }]);
    expect(row?.js).toEqual(['assets/area.js', 'assets/labels.js']);
    expect(row?.css).toEqual(['assets/area.css']);
  });

  it('and its soonChunks (imported right after the first render) with theirs', () => {
    const [row] = routePreloads(bundle, '/app', [
      { path: '/area', chunks: ['src/area-route.tsx'], soonChunks: ['../core/store.ts'] },
    ]);
    expect(row?.js).toEqual(['assets/area.js', 'assets/labels.js', 'assets/store.js', 'assets/state.js']);
  });

  it('a key that is not a chunk of the build fails the build', () => {
    expect(() =>
      routePreloads(bundle, '/app', [
        { path: '/area', chunks: ['src/area-route.tsx'], soonChunks: ['x.ts'] },
      ]),
    ).toThrow(/x\.ts \(route \/area\) is not a chunk/);
  });
});
