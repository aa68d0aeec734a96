/**
 * Web Mercator for the map screen's first paint (SPEC §2 /attendance/maps, zoom 14). Expected pixels and tiles
 * worked out by hand from the OSM slippy-map formulas (x = (long + 180) / 360 · 256 · 2^z,
 * y = (1 − ln(tan φ + sec φ) / π) / 2 · 256 · 2^z), written here as literals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LATITUDE,
  pointInView,
  positionAtPixel,
  positionInView,
  tilesInView,
  tileUrl,
  worldPixel,
} from './web-mercator';

const office = { lat: -6.2, long: 106.816666 };
const phoneView = { center: office, zoom: 14, width: 360, height: 420 };

describe('worldPixel / positionAtPixel', () => {
  it.each([
    { position: { lat: 0, long: 0 }, zoom: 0, x: 128, y: 128 },
    { position: { lat: 0, long: 0 }, zoom: 14, x: 2_097_152, y: 2_097_152 },
    { position: office, zoom: 14, x: 3_341_656.3596, y: 2_169_528.6226 },
    { position: { lat: 85, long: 0 }, zoom: 0, x: 128, y: 0.4193 },
    { position: { lat: 0, long: -180 }, zoom: 1, x: 0, y: 256 },
  ])('$position at zoom $zoom is ($x, $y)', ({ position, zoom, x, y }) => {
    const pixel = worldPixel(position, zoom);
    expect(pixel.x).toBeCloseTo(x, 3);
    expect(pixel.y).toBeCloseTo(y, 3);
  });

  it('a latitude past the square world is clamped to its edge (±85.0511°)', () => {
    expect(worldPixel({ lat: 90, long: 0 }, 0).y).toBeCloseTo(0, 6);
    expect(worldPixel({ lat: -90, long: 0 }, 0).y).toBeCloseTo(256, 6);
    expect(MAX_LATITUDE).toBe(85.0511287798);
  });

  it('the pixel (128, 128) at zoom 0 is (0, 0)', () => {
    const position = positionAtPixel({ x: 128, y: 128 }, 0);
    expect(position.lat).toBeCloseTo(0, 9);
    expect(position.long).toBeCloseTo(0, 9);
  });

  it('property: a position comes back from its pixel at every zoom from 0 to 19', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -85, max: 85, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.integer({ min: 0, max: 19 }),
        (lat, long, zoom) => {
          const back = positionAtPixel(worldPixel({ lat, long }, zoom), zoom);
          expect(back.lat).toBeCloseTo(lat, 7);
          expect(back.long).toBeCloseTo(long, 7);
        },
      ),
    );
  });
});

describe('a view: its tiles, a tap in it, a marker in it', () => {
  it('a phone view of 360 × 420 at zoom 14 over the office: 3 × 3 tiles from 13052/8473, the first at (−164.36, −230.62)', () => {
    const tiles = tilesInView(phoneView);
    expect(tiles.map((t) => `${t.x}/${t.y}`)).toEqual([
      '13052/8473',
      '13053/8473',
      '13054/8473',
      '13052/8474',
      '13053/8474',
      '13054/8474',
      '13052/8475',
      '13053/8475',
      '13054/8475',
    ]);
    expect(tiles.every((t) => t.z === 14)).toBe(true);
    expect(tiles[0]?.left).toBeCloseTo(-164.3596, 3);
    expect(tiles[0]?.top).toBeCloseTo(-230.6226, 3);
    expect(tiles[4]?.left).toBeCloseTo(-164.3596 + 256, 3);
    expect(tiles[4]?.top).toBeCloseTo(-230.6226 + 256, 3);
  });

  it('columns wrap round the antimeridian; rows past the poles are left out', () => {
    const tiles = tilesInView({ center: { lat: 0, long: -180 }, zoom: 1, width: 256, height: 256 });
    expect(tiles.map((t) => `${t.x}/${t.y}@${t.left},${t.top}`)).toEqual([
      '1/0@-128,-128',
      '0/0@128,-128',
      '1/1@-128,128',
      '0/1@128,128',
    ]);
    const top = tilesInView({ center: { lat: 85, long: 0 }, zoom: 0, width: 256, height: 512 });
    expect(top.map((t) => `${t.x}/${t.y}`)).toEqual(['0/0']);
  });

  it('the view centre is the centre; 100 px right and 50 px down of it is (−6.204266, 106.825249)', () => {
    const middle = positionInView({ x: 180, y: 210 }, phoneView);
    expect(middle.lat).toBeCloseTo(office.lat, 9);
    expect(middle.long).toBeCloseTo(office.long, 9);
    const tapped = positionInView({ x: 280, y: 260 }, phoneView);
    expect(tapped.lat).toBeCloseTo(-6.204266, 6);
    expect(tapped.long).toBeCloseTo(106.825249, 6);
    const back = pointInView(tapped, phoneView);
    expect(back.x).toBeCloseTo(280, 6);
    expect(back.y).toBeCloseTo(260, 6);
  });

  it('tile addresses as Leaflet fills them', () => {
    expect(tileUrl('/api/tiles/{z}/{x}/{y}.png', { z: 14, x: 13053, y: 8474 })).toBe(
      '/api/tiles/14/13053/8474.png',
    );
    expect(tileUrl('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}{r}.png', { z: 3, x: 6, y: 4 })).toBe(
      'https://a.tile.openstreetmap.org/3/6/4.png',
    );
  });
});
