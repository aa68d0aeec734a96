/**
 * Web Mercator (EPSG:3857), the projection of OpenStreetMap's tiles: a position's pixel in the world at a zoom
 * (256 × 2^zoom pixels across), the position at a pixel, and the 256 px tiles that cover a view. What the map
 * screen draws before Leaflet loads (SPEC §2 /attendance/maps, zoom 14), on the same tiles Leaflet asks for.
 */
import type { LatLong } from './index';

/** A tile's side in pixels. */
export const TILE_SIZE = 256;
/** The latitude where Web Mercator's square world ends (atan(sinh(π)) in degrees). */
export const MAX_LATITUDE = 85.0511287798;

/** A point in the world's pixels at one zoom: x from the antimeridian eastwards, y from the north edge down. */
export type WorldPixel = { x: number; y: number };

/** One tile of a view: its numbers in the z/x/y scheme and its top-left corner in the view's pixels. */
export type ViewTile = { z: number; x: number; y: number; left: number; top: number };

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** The pixel of `position` in the world at `zoom` (latitude clamped to ±MAX_LATITUDE). */
export function worldPixel(position: LatLong, zoom: number): WorldPixel {
  const size = worldSize(zoom);
  const lat = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, position.lat)) * Math.PI) / 180;
  return {
    x: ((position.long + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

/** The position at a world pixel at `zoom` (the inverse of worldPixel). */
export function positionAtPixel(pixel: WorldPixel, zoom: number): LatLong {
  const size = worldSize(zoom);
  const n = Math.PI * (1 - (2 * pixel.y) / size);
  return { lat: (Math.atan(Math.sinh(n)) * 180) / Math.PI, long: (pixel.x / size) * 360 - 180 };
}

/** The position under a point of a view `width` × `height` centred on `center` (`point` from the view's top left). */
export function positionInView(
  point: { x: number; y: number },
  view: { center: LatLong; zoom: number; width: number; height: number },
): LatLong {
  const middle = worldPixel(view.center, view.zoom);
  return positionAtPixel(
    { x: middle.x + point.x - view.width / 2, y: middle.y + point.y - view.height / 2 },
    view.zoom,
  );
}

/** Where `position` stands in that view, in the view's pixels from its top left (outside when off the view). */
export function pointInView(
  position: LatLong,
  view: { center: LatLong; zoom: number; width: number; height: number },
): { x: number; y: number } {
  const middle = worldPixel(view.center, view.zoom);
  const at = worldPixel(position, view.zoom);
  return { x: at.x - middle.x + view.width / 2, y: at.y - middle.y + view.height / 2 };
}

/**
 * The tiles that cover a view `width` × `height` centred on `center` at `zoom`, row by row from the top left,
 * each with its corner in the view's pixels. Columns wrap round the antimeridian; rows beyond the poles are left out.
 */
export function tilesInView(view: {
  center: LatLong;
  zoom: number;
  width: number;
  height: number;
}): ViewTile[] {
  const { zoom, width, height } = view;
  const middle = worldPixel(view.center, zoom);
  const left = middle.x - width / 2;
  const top = middle.y - height / 2;
  const count = 2 ** zoom;
  const tiles: ViewTile[] = [];
  for (let row = Math.floor(top / TILE_SIZE); row * TILE_SIZE < top + height; row += 1) {
    if (row < 0 || row >= count) continue;
    for (let column = Math.floor(left / TILE_SIZE); column * TILE_SIZE < left + width; column += 1) {
      tiles.push({
        z: zoom,
        x: ((column % count) + count) % count,
        y: row,
        left: column * TILE_SIZE - left,
        top: row * TILE_SIZE - top,
      });
    }
  }
  return tiles;
}

/** A tile template's address for one tile: {z}, {x}, {y}, {s} (subdomain a) and {r} (no retina suffix), as Leaflet fills it. */
export function tileUrl(template: string, tile: Pick<ViewTile, 'z' | 'x' | 'y'>): string {
  return template
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{s}', 'a')
    .replaceAll('{r}', '');
}
