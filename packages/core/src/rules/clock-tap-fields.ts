/**
 * The body fields a clock call sends about the tap (extension of SPEC §3 clock-in/clock-out payloads; DESIGN
 * "Offline on the phone"). Its own file: rules/offline-clock.ts is loaded by the API client on every page (the
 * clock offset), and this one needs the date formatter.
 */
import type { LocationSignals } from '../contract/attendance';
import { toJakartaTimestamp } from '../format';

/** What a clock call says about the tap, whether sent at once or kept on the phone. */
export interface ClockTap {
  latitude: number;
  longitude: number;
  locationSignals: LocationSignals;
  /** Tap time, phone epoch ms. */
  happenedAt: number;
  /** The fix's own time, phone epoch ms. */
  fixTime: number;
  /** Server minus phone at the last successful call; null when never measured. */
  clockOffsetMs: number | null;
  /** Kept on the phone because there was no signal at the tap. */
  offline: boolean;
}

/**
 * The body fields of a clock call for a tap (extension of SPEC §3 clock-in/clock-out payloads). One function for
 * the call sent at once and the kept entry, so a call that failed "online" and is retried from the phone's queue
 * sends the same body with its same Idempotency-Key (a server answers a repeated key only for the same body).
 */
export function clockTapFields(tap: ClockTap) {
  return {
    latitude: tap.latitude,
    longitude: tap.longitude,
    locationSignals: tap.locationSignals,
    clientTime: toJakartaTimestamp(tap.happenedAt),
    fixTime: toJakartaTimestamp(tap.fixTime),
    ...(tap.offline ? { offline: true } : {}),
    ...(tap.clockOffsetMs !== null ? { clockOffsetMs: Math.round(tap.clockOffsetMs) } : {}),
  };
}
