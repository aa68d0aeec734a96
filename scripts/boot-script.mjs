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
 * 3. First data. With a session cookie it starts the app's `earlyGets` (paths on the main API host; the PWA's are
 *    the profile and the company settings, which every logged-in area loads first) with the bearer token, as
 *    `window.__upahEarly`; the app's API client takes each answer once through core's `earlyFetch`
 *    (packages/core/src/api/early-fetch.ts).
 */
import { relative, resolve } from 'node:path';
import { parseHost } from '../packages/core/src/api/env.ts';

/** `/attendance/overtime-request/:date` → a RegExp source matching the path, with an optional trailing slash. */
export function routePattern(path) {
  const body = path
    .replace(/\/$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
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
    const start = route.chunks.map((key) => {
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
    };
  });
}

/**
 * The inline script. Files are listed once and route rows refer to them by index, so the map stays small (every
 * route shares most of its chunks).
 */
export function bootScript(rows, { base, tokenCookie, apiHost, earlyGets = [] }) {
  const files = [...new Set(rows.flatMap((row) => [...row.js, ...row.css]))];
  const table = rows.map((row) => [
    row.pattern,
    row.loggedOut ? 1 : 0,
    row.js.map((file) => files.indexOf(file)),
    row.css.map((file) => files.indexOf(file)),
  ]);
  const early = earlyGets.map((path) => `${apiHost}${path}`);
  const startEarly = early.length
    ? `if(t&&window.fetch){window.__upahEarly=${JSON.stringify(early)}.map(function(u){var p=fetch(u,{headers:{accept:"application/json",authorization:"Bearer "+t}});p.catch(function(){});return{url:new URL(u,location.href).href,token:t,response:p}})}`
    : '';
  return `(function(){var f=${JSON.stringify(files)},r=${JSON.stringify(table)},m=document.cookie.match(/(?:^|; )${tokenCookie}=([^;]*)/),t=m&&decodeURIComponent(m[1]),o=t?0:1,i,x;function a(n,k){return'<link crossorigin rel="'+k+'" href="'+${JSON.stringify(base)}+f[n]+'">'}${startEarly}for(i=0;i<r.length;i++){x=r[i];if(x[1]===o&&new RegExp(x[0]).test(location.pathname)){document.head.insertAdjacentHTML("beforeend",x[2].map(function(n){return a(n,"modulepreload")}).join("")+x[3].map(function(n){return a(n,'preload" as="style')}).join(""));return}}})();`;
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
 * `tokenCookie`: the session cookie (its presence picks the logged-in rows); `routes`: rows of { path, chunks }
 * (chunk keys are source paths relative to the app folder; a path under /login is a logged-out row);
 * `earlyGets`: GET paths on the main API host to start before the JavaScript runs (default none).
 */
export function bootScriptPlugin({ tokenCookie, routes, earlyGets = [] }) {
  let root = process.cwd();
  let base = '/';
  let apiHost = '/api';
  return {
    name: 'upah-boot-script',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root);
      base = config.base;
      // The same rule as the apps' env (src/config/env.ts → core's readEnv).
      apiHost = parseHost('VITE_API_HOST', config.env.VITE_API_HOST);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const rows = routePreloads(ctx.bundle, root, routes);
        return {
          html: inlineEntryCss(html, ctx.bundle, base),
          tags: [
            {
              tag: 'script',
              children: bootScript(rows, { base, tokenCookie, apiHost, earlyGets }),
              injectTo: 'head',
            },
          ],
        };
      },
    },
  };
}
