import type { Plugin } from 'vite';

/** Paths on the main API host of the GETs index.html's boot script starts before the JavaScript runs. */
export const EARLY_GETS: string[];
/** The first GETs of a route's first screen, by ROUTE_BUDGETS path, query included. */
export const ROUTE_EARLY_GETS: Record<string, string[]>;
export function pwaBootScript(): Plugin;
