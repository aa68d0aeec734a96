import type { Plugin } from 'vite';

/** Paths on the main API host of the GETs index.html's boot script starts before the JavaScript runs. */
export const EARLY_GETS: string[];
export function pwaBootScript(): Plugin;
