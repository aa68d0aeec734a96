import type { Plugin } from 'vite';

/** A route of the app and the lazy chunks that render it (source paths relative to the app folder). */
export interface BootRoute {
  path: string;
  chunks: string[];
}
export function routePattern(path: string): string;
export function inlineEntryCss(html: string, bundle: Record<string, unknown>, base: string): string;
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
}
export function bootScript(
  rows: BootRow[],
  options: { base: string; tokenCookie: string; apiHost: string; earlyGets?: string[] },
): string;
