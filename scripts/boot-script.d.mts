import type { Plugin } from 'vite';

/** A route of the app and the lazy chunks that render it (source paths relative to the app folder). */
export interface BootRoute {
  path: string;
  chunks: string[];
  /** GET paths on the main API host this route's first screen makes, started with the global ones. */
  earlyGets?: string[];
  /** Modules the route's screen imports right after its first render: preloaded with its chunks. */
  soonChunks?: string[];
}
export function routePattern(path: string): string;
export function matchesRoute(pattern: string, pathname: string): boolean;
export interface DeferredEntry {
  script: string;
  preloads: string[];
  manifest?: string | null;
}
export function deferEntry(html: string): { html: string; entry: DeferredEntry | null };
export function inlineEntryCss(html: string, bundle: Record<string, unknown>, base: string): string;
export function inlineFavicon(html: string, publicDir: string, base: string): string;
/** For each route: the JS and CSS files to preload beyond the entry's (Rollup's output bundle, the app folder). */
export function routePreloads(bundle: Record<string, unknown>, root: string, routes: BootRoute[]): BootRow[];
export function bootScriptPlugin(options: {
  tokenCookie: string;
  routes: BootRoute[];
  earlyGets?: string[];
}): Plugin;
export interface BootRow {
  pattern: string;
  loggedOut: boolean;
  js: string[];
  css: string[];
  earlyGets?: string[];
}
export function bootScript(
  rows: BootRow[],
  options: {
    base: string;
    tokenCookie: string;
    apiHost: string;
    earlyGets?: string[];
    entry?: DeferredEntry | null;
  },
): string;
