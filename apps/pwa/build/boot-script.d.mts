import type { Plugin } from 'vite';

/** Paths on the main API host of the GETs index.html's boot script starts before the JavaScript runs. */
export const EARLY_GETS: string[];
/** The first GETs of a route's first screen, by ROUTE_BUDGETS path, query included. */
export const ROUTE_EARLY_GETS: Record<string, string[]>;
/** The attendance area's own first GETs, made on every screen of the area. */
export const ATTENDANCE_AREA_GETS: string[];
/** Routes whose first screen calls nothing beyond its early GETs: the transport is not preloaded there. */
export const ROUTES_WITHOUT_START_CALLS: string[];
/** The manifest key of the API client's transport (ky and the layer beside it). */
export const TRANSPORT_CHUNK: string;
export function pwaBootScript(): Plugin;
