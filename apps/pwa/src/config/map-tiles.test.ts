// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readTileEnv } from './map-tiles';

describe('attendance map tiles from env', () => {
  it('defaults to the mock /tiles (works offline) with the OSM credit', () => {
    expect(readTileEnv({})).toEqual({
      url: '/api/tiles/{z}/{x}/{y}.png',
      attribution: '&copy; OpenStreetMap contributors',
    });
  });
  it('a public tile server is switchable without a release', () => {
    expect(readTileEnv({ VITE_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }).url).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });
  it('a URL without {z}/{x}/{y} is refused', () => {
    expect(() => readTileEnv({ VITE_TILE_URL: 'https://example.org/tiles' })).toThrow(/VITE_TILE_URL/);
  });
});
