/**
 * Distances between positions and offices (SPEC §5 "nearby if within 1 km of an office", §9 "radius 1 km,
 * earth radius 6371 km"). Pure functions, no dependencies; units are in the names.
 */

/** A position in decimal degrees. `long` (not `lng`) because the API spells it so. */
export type LatLong = { lat: number; long: number };

/** An office location (SPEC §3 "Office location: lat, long"), optionally named. */
export type Office = LatLong & { id?: string | number; name?: string };

/** Mean earth radius used by the spec's haversine (SPEC §9). */
export const EARTH_RADIUS_KM = 6371;

/** Near-office radius (SPEC §9): 1 km. */
export const NEARBY_RADIUS_METERS = 1000;

const EARTH_RADIUS_METERS = EARTH_RADIUS_KM * 1000;
const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * Great-circle distance in metres by the haversine formula on a sphere of radius 6371 km.
 * Symmetric, never negative, 0 from a point to itself. `NaN` when a coordinate is not a finite number
 * (so a missing fix is never "near" anything).
 */
export function distanceMeters(a: LatLong, b: LatLong): number {
  if (![a.lat, a.long, b.lat, b.long].every(Number.isFinite)) return Number.NaN;
  const lat1 = a.lat * RADIANS_PER_DEGREE;
  const lat2 = b.lat * RADIANS_PER_DEGREE;
  const sinHalfDLat = Math.sin((lat2 - lat1) / 2);
  const sinHalfDLong = Math.sin(((b.long - a.long) * RADIANS_PER_DEGREE) / 2);
  const h = sinHalfDLat * sinHalfDLat + Math.cos(lat1) * Math.cos(lat2) * sinHalfDLong * sinHalfDLong;
  // Clamp: rounding can push h a hair outside [0, 1] for antipodal or identical points.
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))));
}

/**
 * The office closest to `position` with its distance, or `null` when there is no office (or no office
 * has a computable distance, e.g. the position is not finite). On a tie the first office in the list wins.
 */
export function nearestOffice(
  position: LatLong,
  offices: readonly Office[],
): { office: Office; distanceMeters: number } | null {
  let best: { office: Office; distanceMeters: number } | null = null;
  for (const office of offices) {
    const d = distanceMeters(position, office);
    if (Number.isNaN(d)) continue;
    if (best === null || d < best.distanceMeters) best = { office, distanceMeters: d };
  }
  return best;
}

/**
 * SPEC §5: a location counts as nearby if it is within `radiusMeters` (default 1 km) of any office.
 * The edge is inclusive: exactly 1000 m away is nearby. No offices, or a position/office with non-finite
 * coordinates, is not nearby.
 */
export function isNearby(
  position: LatLong,
  offices: readonly Office[],
  radiusMeters: number = NEARBY_RADIUS_METERS,
): boolean {
  const nearest = nearestOffice(position, offices);
  return nearest !== null && nearest.distanceMeters <= radiusMeters;
}
