/**
 * Vite build plugin both apps use (apps/pwa, apps/console): the boot script of index.html, which starts what the
 * first screen needs before the entry chunk has downloaded, so a cold load on slow 4G is not a waterfall of round
 * trips (index.html → entry → route chunk → data → screen chunk).
 *
 * 1. Route chunks. For every row of the app's route table (`routes`: path and the lazy chunks that render it; the
 *    PWA passes ROUTE_BUDGETS of apps/pwa/scripts/budget.mjs) it lists the JS files (with their static imports)
 *    and CSS files the route needs beyond the entry. At load the script picks the row matching location.pathname (the logged-out rows when there is no
 *    session cookie, as the router does) and adds <link rel="modulepreload"> for the JS and <link rel="preload"
 *    as="style"> for the CSS (fetched early without blocking the first paint; Vite's helper applies it with the
 *    chunk, and finds the module preloads so it does not add them twice).
 * 2. The entry's CSS is inlined as a <style>: the first paint (the splash of index.html) waits for no request.
 *    The entry <script type="module"> and Vite's <link rel="modulepreload"> of its imports are taken out of the
 *    HTML (`deferEntry`): the boot script adds them, the entry first, then the route's preloads, once the splash
 *    has painted: in the task after the browser reports the first paint (a `paint` PerformanceObserver entry, which
 *    comes when the frame is on screen; without the observer, the task after the first animation frame, which on a
 *    busy machine still ran before the frame was shown). Module scripts never blocked that paint, but while they
 *    were in the HTML every script download raced the document for the first paint on a slow link (Lighthouse's
 *    simulation counts every request started before FCP in its pessimistic FCP: 1.2 s instead of 0.7 s). The links
 *    go in one per task (see `q` in bootScript), so no task of the start-up is long.
 *    The web app manifest link (`F` in bootScript) waits until the `load` event has fired and the
 *    entry, the route's preloads and the early GETs (3.) have all settled (10 s at most), then until no resource
 *    has finished loading for 500 ms (a screen's own first GETs, made by its code; 20 s at most), then for an idle
 *    period: the browser's manifest fetch (for installability) and its icon come after the first screen's code
 *    and data instead of sharing the slow link with them (they went in during those downloads before, since
 *    `load` fires before the entry is even added). The favicon is a data: URL (`inlineFavicon`): no request.
 *    The moment the link waits for (no resource finished for 500 ms) is also told to the app: `window.__upahQuiet`
 *    is 0 from when the wait is queued and 1 from then on, with an `upah:quiet` event on window; packages/ui's
 *    `afterFirstScreen` holds the PWA's service worker registration (its install precaches every chunk) and its
 *    clock queue's runner until then, so their chunks are not downloaded in the middle of the first screen's chain
 *    of chunks and data.
 * 2b. Without a session cookie the script marks the page `signed-out` (a class on <html>), so index.html's splash can
 *    leave out what only a signed-in screen shows (the console's scan instruction before its login screen).
 * 3. First data. With a session cookie it starts the app's `earlyGets` and the matched route's own (a route row's
 *    `earlyGets`: the first GETs of that screen) (paths on the main API host; the PWA's global ones are
 *    the profile and the company settings, which every logged-in area loads first; a path may hold `{jakartaMonth}` or
 *    `{jakartaYesterday}`, filled in from the phone's clock) with the bearer token, as
 *    `window.__upahEarly`, each with the moment it started (each in a task of its own, right after the parse); the
 *    app's API client takes each answer once through core's `earlyAnswers` (packages/core/src/api/early-fetch.ts), which drops answers left waiting after a write or
 *    15 s.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseHost } from '../packages/core/src/api/env.ts';

/**
 * `/attendance/overtime-request/:date` → `/attendance/overtime-request/*`: the route's path with each `:param` as
 * `*` (one segment) and no trailing slash, which `matchesRoute` compares with location.pathname.
 */
export function routePattern(path) {
  return (
    path
      .replace(/\/$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '*' : part))
      .join('/') || '/'
  );
}

/**
 * Does `pathname` (with or without a trailing slash) match a `routePattern`? Segment by segment, without RegExp:
 * the boot script runs it for every route row during the parse, and compiling a RegExp per row cost about 3 ms
 * there. Its source is copied into the inline script.
 */
export function matchesRoute(pattern, pathname) {
  const path =
    pathname.length > 1 && pathname.charAt(pathname.length - 1) === '/' ? pathname.slice(0, -1) : pathname;
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return false;
  for (let k = 0; k < want.length; k++)
    if (want[k] !== '*' ? want[k] !== have[k] : have[k] === '') return false;
  return true;
}

/**
 * For each route: the files to preload, i.e. the static closure of its chunks minus the entry's closure.
 * `bundle` is Rollup's output bundle; `root` the app folder the ROUTE_BUDGETS chunk keys are relative to.
 */
export function routePreloads(bundle, root, routes) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const bySource = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId)
      .map((chunk) => [relative(root, chunk.facadeModuleId).split('\\').join('/'), chunk]),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start, seen) => {
    const files = [];
    const visit = (chunk) => {
      if (!chunk || seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      files.push(chunk);
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    for (const chunk of start) visit(chunk);
    return files;
  };
  const entrySeen = new Set();
  closure(
    chunks.filter((chunk) => chunk.isEntry),
    entrySeen,
  );
  return routes.map((route) => {
    const start = [...route.chunks, ...(route.soonChunks ?? [])].map((key) => {
      const chunk = bySource.get(key);
      if (!chunk) throw new Error(`route-preload: ${key} (route ${route.path}) is not a chunk of the build`);
      return chunk;
    });
    const files = closure(start, new Set(entrySeen));
    return {
      pattern: routePattern(route.path),
      loggedOut: route.path.startsWith('/login'),
      js: files.map((chunk) => chunk.fileName),
      css: [...new Set(files.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))],
      earlyGets: route.earlyGets ?? [],
    };
  });
}

/**
 * The inline script. Files are listed once and route rows refer to them by index, so the map stays small (every
 * route shares most of its chunks).
 */
export function bootScript(rows, { base, tokenCookie, apiHost, earlyGets = [], entry = null }) {
  const files = [...new Set(rows.flatMap((row) => [...row.js, ...row.css]))];
  const table = rows.map((row) => [
    row.pattern,
    row.loggedOut ? 1 : 0,
    row.js.map((file) => files.indexOf(file)),
    row.css.map((file) => files.indexOf(file)),
    (row.earlyGets ?? []).map((path) => `${apiHost}${path}`),
  ]);
  const early = earlyGets.map((path) => `${apiHost}${path}`);
  // `w`: the matched row's own early GETs, after the ones every logged-in route makes, each started in a task of its
  // own (a page's first fetch() call costs 5–7 ms on this machine: not in the parse).
  // A path may name the day it asks for: `{jakartaMonth}` (YYYY-MM) and `{jakartaYesterday}` (YYYY-MM-DD) are the
  // month and the day before today in Asia/Jakarta (UTC+7, no daylight saving) on the phone's clock, as a screen
  // computes them (core's format/days.ts); when the screen asks for another day, its call goes to the network.
  const startEarly = `w=${JSON.stringify(early)}.concat(w).map(function(u){function D(k){return new Date(Date.now()+252e5-k).toISOString().slice(0,10)}return u.replace("{jakartaMonth}",D(0).slice(0,7)).replace("{jakartaYesterday}",D(864e5))});if(t&&window.fetch&&w.length){window.__upahEarly=[];w.forEach(function(u,k){function j(){var z=fetch(u,{headers:{accept:"application/json",authorization:"Bearer "+t}});z.catch(function(){});P.push(z.then(N,N));window.__upahEarly.push({url:new URL(u,location.href).href,token:t,response:z,startedAt:performance.now()})}q.push(j)});y()}`;
  // `e`: the entry script and its module preloads (deferEntry), added after the first paint with the route's links.
  const entryLinks = entry
    ? { script: entry.script, preloads: entry.preloads, manifest: entry.manifest ?? null }
    : { script: null, preloads: [], manifest: null };
  // `q`: small jobs, one per task (a MessageChannel message, or a 0 ms timer), so no task of the start-up is long:
  // the early GETs, the entry script, then its and the route's preloads, one link a task (inserting a modulepreload
  // link took 1–2 ms of the main thread here, 4–8 ms at the 4x slowdown Lighthouse applies), then `F`, which waits
  // for all of them (`P`: a promise per request) before it adds the manifest link. Without a deferred entry the jobs
  // run at once, in the parse.
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},e=${JSON.stringify(entryLinks)},m=document.cookie.match(/(?:^|; )${tokenCookie}=([^;]*)/),t=m&&decodeURIComponent(m[1]),o=t?0:1,l=[],w=[],q=[],P=[],d=0,H,c=e.script&&window.MessageChannel&&new MessageChannel(),i,x;var v=${matchesRoute.toString()};function a(u,k){return'<link crossorigin rel="'+k+'" href="'+u+'">'}function p(n){return ${JSON.stringify(base)}+f[n]}function n(){var j=q.shift();if(j)j();if(q.length)y()}function y(){if(!e.script)n();else if(c)c.port2.postMessage(0);else setTimeout(n,0)}if(c)c.port1.onmessage=n;function N(){}function S(z){P.push(new Promise(function(s){z.onload=z.onerror=function(){s()}}))}function b(h){return function(){document.head.insertAdjacentHTML("beforeend",h);S(document.head.lastChild)}}for(i=0;i<r.length;i++){x=r[i];if(x[1]===o&&v(x[0],location.pathname)){l=x[2].map(function(n){return a(p(n),"modulepreload")}).concat(x[3].map(function(n){return a(p(n),'preload" as="style')}));w=x[4];break}}if(!t){w=[];document.documentElement.classList.add("signed-out")}${startEarly}function g(){if(d)return;d=1;if(e.script)q.push(function(){var s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=e.script;S(s);document.head.appendChild(s)});l=e.preloads.map(function(u){return a(u,"modulepreload")}).concat(l);for(i=0;i<l.length;i++)q.push(b(l[i]));if(e.manifest){window.__upahQuiet=0;q.push(F)}y()}H=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;H=H&&H.indexOf("paint")>=0;if(e.script&&(H||window.requestAnimationFrame)){if(H)new PerformanceObserver(function(k,o){o.disconnect();setTimeout(g,0)}).observe({type:"paint",buffered:true});else requestAnimationFrame(function(){setTimeout(g,0)});setTimeout(g,500)}else g();function F(){var L=new Promise(function(s){if(document.readyState==="complete")s();else addEventListener("load",function(){s()})}),h=performance.now(),u=-1;function z(){var k=performance.getEntriesByType("resource").length;if(k!==u&&performance.now()-h<2e4){u=k;setTimeout(z,500);return}window.__upahQuiet=1;dispatchEvent(new Event("upah:quiet"));(window.requestIdleCallback||function(k){setTimeout(k,3000)})(function(){var k=document.createElement("link");k.rel="manifest";k.href=e.manifest;document.head.appendChild(k)},{timeout:5000})}Promise.race([Promise.all(P.concat(L)),new Promise(function(s){setTimeout(s,1e4)})]).then(z)}})();`;
}

/**
 * Takes Vite's entry `<script type="module" src>` and its `<link rel="modulepreload">` tags out of the HTML, for the
 * boot script to add after the first paint, and the manifest link, for it to add after `load`. Returns the HTML
 * without them and `entry` ({ script, preloads, manifest }), or
 * `entry: null` (HTML unchanged) when there is not exactly one entry script.
 */
export function deferEntry(html) {
  const scripts = [...html.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g)];
  if (scripts.length !== 1) return { html, entry: null };
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const manifest = html.match(/<link rel="manifest" href="([^"]+)">/);
  let rest = html.replace(scripts[0][0], '');
  for (const link of preloads) rest = rest.replace(link[0], '');
  if (manifest) rest = rest.replace(manifest[0], '');
  return {
    html: rest,
    entry: {
      script: scripts[0][1],
      preloads: preloads.map((link) => link[1]),
      manifest: manifest?.[1] ?? null,
    },
  };
}

/** Replaces the entry's <link rel="stylesheet"> with a <style> holding the same CSS. */
export function inlineEntryCss(html, bundle, base) {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+\.css)"[^>]*>/g, (tag, href) => {
    const asset = bundle[href.slice(base.length)];
    if (asset?.type !== 'asset') return tag;
    // The disabled link (never fetched) tells Vite's preload helper the file is applied already, so a lazy route
    // whose CSS dependencies include it does not fetch it again and wait for it.
    return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;
  });
}

/**
 * Replaces the href of each `<link rel="icon">` that names a PNG of the public folder with a data: URL of the same
 * file, so the browser's favicon fetch does not share the slow link with the first screen's code.
 */
export function inlineFavicon(html, publicDir, base) {
  return html.replace(/<link rel="icon"([^>]*) href="([^"]+\.png)"([^>]*)>/g, (tag, before, href, after) => {
    if (!href.startsWith(base)) return tag;
    const file = resolve(publicDir, href.slice(base.length));
    if (!existsSync(file)) return tag;
    return `<link rel="icon"${before} href="data:image/png;base64,${readFileSync(file).toString('base64')}"${after}>`;
  });
}

/**
 * `tokenCookie`: the session cookie (its presence picks the logged-in rows); `routes`: rows of { path, chunks,
 * soonChunks? } (`soonChunks`: modules the screen imports right after its first render, preloaded with it)
 * (chunk keys are source paths relative to the app folder; a path under /login is a logged-out row);
 * `earlyGets`: GET paths on the main API host to start before the JavaScript runs (default none).
 */
export function bootScriptPlugin({ tokenCookie, routes, earlyGets = [] }) {
  let root = process.cwd();
  let base = '/';
  let apiHost = '/api';
  let publicDir = '';
  return {
    name: 'upah-boot-script',
    apply: 'build',
    // With vite-plugin-pwa's (also enforce: 'post', listed before this one), so the HTML it gets holds the
    // manifest link VitePWA adds.
    enforce: 'post',
    configResolved(config) {
      root = resolve(config.root);
      base = config.base;
      publicDir = config.publicDir;
      // The same rule as the apps' env (src/config/env.ts → core's readEnv).
      apiHost = parseHost('VITE_API_HOST', config.env.VITE_API_HOST);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const rows = routePreloads(ctx.bundle, root, routes);
        const deferred = deferEntry(html);
        return {
          html: inlineFavicon(inlineEntryCss(deferred.html, ctx.bundle, base), publicDir, base),
          tags: [
            {
              tag: 'script',
              children: bootScript(rows, { base, tokenCookie, apiHost, earlyGets, entry: deferred.entry }),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
