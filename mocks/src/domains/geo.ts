/**
 * Maps stand-ins so the apps work with no internet (SPEC §7 "Third-party calls"): reverse geocoding
 * (a deterministic Indonesian-looking address of lat/long) and map tiles at /tiles/:z/:x/:y.png (a generated PNG
 * whose streets line up across tiles).
 */
import { geoEndpoints } from '@upah/core/contract/geo';
import { distanceMeters } from '@upah/core/geo';
import { encodePng } from '../png';
import { route } from '../route';
import { fnv1a } from '../seed/random';
import type { Office } from '../state/types';
import { defineDomain } from './types';

/** Within this distance of an office the office's own address is given. */
export const OFFICE_ADDRESS_RADIUS_M = 150;

const STREETS = [
  'Jl. Jend. Sudirman',
  'Jl. M.H. Thamrin',
  'Jl. Gatot Subroto',
  'Jl. H.R. Rasuna Said',
  'Jl. Kebon Sirih',
  'Jl. Cikini Raya',
  'Jl. Raya Pasar Minggu',
  'Jl. Fatmawati',
  'Jl. Panglima Polim',
  'Jl. Kemang Raya',
  'Jl. Daan Mogot',
  'Jl. Boulevard Raya',
  'Jl. Pemuda',
  'Jl. Otista Raya',
  'Jl. Mampang Prapatan',
  'Jl. Tebet Raya',
  'Jl. Hayam Wuruk',
  'Jl. Gunung Sahari',
  'Jl. Pramuka',
  'Jl. Kramat Raya',
] as const;

interface Area {
  city: string;
  districts: readonly (readonly [kelurahan: string, kecamatan: string, postcode: string])[];
}

const AREAS: Record<string, Area> = {
  pusat: {
    city: 'Jakarta Pusat',
    districts: [
      ['Menteng', 'Menteng', '10310'],
      ['Gambir', 'Gambir', '10110'],
      ['Kebon Kacang', 'Tanah Abang', '10240'],
      ['Cempaka Putih Timur', 'Cempaka Putih', '10510'],
    ],
  },
  selatan: {
    city: 'Jakarta Selatan',
    districts: [
      ['Kuningan Timur', 'Setiabudi', '12950'],
      ['Senayan', 'Kebayoran Baru', '12190'],
      ['Pejaten Barat', 'Pasar Minggu', '12510'],
      ['Bangka', 'Mampang Prapatan', '12730'],
    ],
  },
  utara: {
    city: 'Jakarta Utara',
    districts: [
      ['Kelapa Gading Barat', 'Kelapa Gading', '14240'],
      ['Sunter Agung', 'Tanjung Priok', '14350'],
      ['Penjaringan', 'Penjaringan', '14440'],
    ],
  },
  barat: {
    city: 'Jakarta Barat',
    districts: [
      ['Kebon Jeruk', 'Kebon Jeruk', '11530'],
      ['Tanjung Duren Selatan', 'Grogol Petamburan', '11470'],
      ['Kembangan Utara', 'Kembangan', '11610'],
    ],
  },
  timur: {
    city: 'Jakarta Timur',
    districts: [
      ['Rawamangun', 'Pulo Gadung', '13220'],
      ['Cawang', 'Kramat Jati', '13630'],
      ['Pondok Kelapa', 'Duren Sawit', '13450'],
    ],
  },
  tangerang: {
    city: 'Kota Tangerang Selatan',
    districts: [
      ['Lengkong Gudang', 'Serpong', '15321'],
      ['Pondok Aren', 'Pondok Aren', '15224'],
    ],
  },
  bekasi: {
    city: 'Kota Bekasi',
    districts: [
      ['Pekayon Jaya', 'Bekasi Selatan', '17148'],
      ['Jatiasih', 'Jatiasih', '17423'],
    ],
  },
  depok: {
    city: 'Kota Depok',
    districts: [
      ['Margonda', 'Pancoran Mas', '16431'],
      ['Beji', 'Beji', '16421'],
    ],
  },
};

function areaOf(lat: number, long: number): Area | null {
  if (lat < -6.6 || lat > -5.9 || long < 106.4 || long > 107.2) return null;
  if (long < 106.69) return AREAS.tangerang ?? null;
  if (long > 106.97) return AREAS.bekasi ?? null;
  if (lat < -6.36) return AREAS.depok ?? null;
  if (lat > -6.16) return AREAS.utara ?? null;
  if (lat < -6.22) return AREAS.selatan ?? null;
  if (long < 106.79) return AREAS.barat ?? null;
  if (long > 106.87) return AREAS.timur ?? null;
  return AREAS.pusat ?? null;
}

/** FNV-1a of the coordinates rounded to 4 decimals (≈11 m): the same spot always gets the same address. */
const hashOf = (lat: number, long: number) => fnv1a(`${lat.toFixed(4)},${long.toFixed(4)}`);

export function reverseGeocode(lat: number, long: number, offices: Iterable<Office>): string {
  for (const o of offices) {
    if (distanceMeters({ lat, long }, { lat: o.lat, long: o.long }) <= OFFICE_ADDRESS_RADIUS_M)
      return `${o.name}, ${o.address}`;
  }
  const h = hashOf(lat, long);
  const area = areaOf(lat, long);
  const pick = <T>(list: readonly T[], salt: number): T => list[(h >>> salt) % list.length] as T;
  const street = pick(STREETS, 0);
  const number = (h % 180) + 1;
  const rt = String(((h >>> 8) % 15) + 1).padStart(3, '0');
  const rw = String(((h >>> 12) % 12) + 1).padStart(3, '0');
  if (!area) return `${street} No.${number}, Koordinat ${lat.toFixed(5)}, ${long.toFixed(5)}`;
  const [kelurahan, kecamatan, postcode] = pick(area.districts, 4);
  return `${street} No.${number}, RT.${rt}/RW.${rw}, ${kelurahan}, Kec. ${kecamatan}, ${area.city}, ${postcode}`;
}

export const TILE_SIZE = 256;
const tileCache = new Map<string, Buffer>();
const TILE_CACHE_MAX = 256;

/** A map-like tile: land, a street grid every 64 px of the world at that zoom, a river band; tinted by zoom. */
export function renderTile(z: number, x: number, y: number): Buffer {
  const key = `${z}/${x}/${y}`;
  const cached = tileCache.get(key);
  if (cached) return cached;
  const png = encodePng(TILE_SIZE, TILE_SIZE, (px, py) => {
    const gx = x * TILE_SIZE + px;
    const gy = y * TILE_SIZE + py;
    if (gx % 64 < 3 || gy % 64 < 3) return [255, 255, 255];
    if ((gx + gy) % 512 < 14) return [170, 211, 223];
    const shade = 236 - (z % 4) * 3;
    return [shade, shade + 2, shade - 10];
  });
  if (tileCache.size >= TILE_CACHE_MAX) {
    const oldest = tileCache.keys().next().value;
    if (oldest !== undefined) tileCache.delete(oldest);
  }
  tileCache.set(key, png);
  return png;
}

export const geoDomain = defineDomain({
  name: 'geo',
  register(app) {
    route(app, geoEndpoints.reverseGeocode, ({ input, state }) => ({
      address: reverseGeocode(input.query.lat, input.query.long, state.offices.values()),
    }));

    app.get('/tiles/:z/:x/:file', (c) => {
      const z = Number(c.req.param('z'));
      const x = Number(c.req.param('x'));
      const match = /^(\d+)\.png$/.exec(c.req.param('file'));
      const y = Number(match?.[1]);
      const valid = Number.isInteger(z) && z >= 0 && z <= 22 && Number.isInteger(x) && Number.isInteger(y);
      if (!valid || x < 0 || y < 0 || x >= 2 ** z || y >= 2 ** z)
        return c.json({ message: 'Tile tidak ditemukan' }, 404);
      const png = renderTile(z, x, y);
      return c.body(new Uint8Array(png), 200, {
        'content-type': 'image/png',
        'cache-control': 'public, max-age=86400',
      });
    });
  },
});
