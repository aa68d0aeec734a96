/**
 * Spoofed-location signals (used by core's attendance store; in geo/ because rules stay free of geo code) (an extension of SPEC §7 clock-in; DESIGN "Camera, location,
 * maps"): what a browser can tell about a fix. The flags are for a human to look at, never a block.
 * Pure: the screen passes the fix, the earlier fixes of the session and the time of sending.
 */
import type { LocationFlag, LocationSignals } from '../contract/attendance';
import { distanceMeters, NEARBY_RADIUS_METERS } from './index';

/** One position fix as the Geolocation API gives it (coords flattened, `timestamp` in epoch ms). */
export interface Fix {
  readonly lat: number;
  readonly long: number;
  /** Accuracy radius in metres. */
  readonly accuracy: number;
  /** When the fix was taken (GeolocationPosition.timestamp). */
  readonly timestamp: number;
}

/** A fix older than this when sent is stale, although maximumAge 0 was asked (SPEC §9). */
export const STALE_FIX_MS = 10_000;
/** Faster than this between two fixes is not a person travelling. */
export const IMPOSSIBLE_SPEED_KMH = 300;

/** Speed in km/h from `a` to `b`; null when the time between them is not positive. */
export function speedKmh(a: Fix, b: Fix): number | null {
  const hours = (b.timestamp - a.timestamp) / 3_600_000;
  if (!(hours > 0)) return null;
  return distanceMeters(a, b) / 1000 / hours;
}

/**
 * The flags of `fix` (LOCATION_FLAGS order), given the earlier fixes of this session (oldest first) and the
 * moment it is sent:
 * - low-accuracy: accuracy worse than the 1 km office radius;
 * - stale-fix: older than 10 s at `now`;
 * - impossible-speed: over 300 km/h since the previous fix;
 * - repeated-coordinates: exactly the same lat and long as an earlier fix (real GPS jitters in the last
 *   digits; an emulated or replayed position does not).
 */
export function locationFlags(fix: Fix, previous: readonly Fix[], now: number): LocationFlag[] {
  const flags: LocationFlag[] = [];
  if (!(fix.accuracy <= NEARBY_RADIUS_METERS)) flags.push('low-accuracy');
  if (now - fix.timestamp > STALE_FIX_MS) flags.push('stale-fix');
  const last = previous[previous.length - 1];
  const speed = last ? speedKmh(last, fix) : null;
  if (speed !== null && speed > IMPOSSIBLE_SPEED_KMH) flags.push('impossible-speed');
  if (previous.some((p) => p.lat === fix.lat && p.long === fix.long)) {
    flags.push('repeated-coordinates');
  }
  return flags;
}

/** The optional `locationSignals` of the clock-in body for `fix`. */
export function locationSignals(fix: Fix, previous: readonly Fix[], now: number): LocationSignals {
  return {
    accuracyMeters: Math.max(0, fix.accuracy),
    fixAgeMs: Math.max(0, now - fix.timestamp),
    flags: locationFlags(fix, previous, now),
  };
}
