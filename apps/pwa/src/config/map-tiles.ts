/**
 * Map tiles of /attendance/maps, read and checked here rather than in ./env so only the map's
 * chunk carries them. Default: the mock's offline /tiles. A public OpenStreetMap server is switchable without a
 * release (VITE_TILE_URL) and needs its attribution (VITE_TILE_ATTRIBUTION, default the OSM credit).
 */
export const DEFAULT_TILE_URL = '/api/tiles/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '&copy; OpenStreetMap contributors';

export interface TileEnv {
  readonly url: string;
  readonly attribution: string;
}

export function readTileEnv(raw: Readonly<Record<string, string | boolean | undefined>>): TileEnv {
  const url = typeof raw.VITE_TILE_URL === 'string' ? raw.VITE_TILE_URL.trim() : '';
  if (url && !/^(\/|https?:\/\/)\S*\{z\}\S*\{x\}\S*\{y\}/.test(url)) {
    throw new Error(`VITE_TILE_URL must be a path or http(s) URL with {z}, {x} and {y}, got "${url}"`);
  }
  const attribution = typeof raw.VITE_TILE_ATTRIBUTION === 'string' ? raw.VITE_TILE_ATTRIBUTION.trim() : '';
  return { url: url || DEFAULT_TILE_URL, attribution: attribution || DEFAULT_TILE_ATTRIBUTION };
}
