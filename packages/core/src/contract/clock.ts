/**
 * The employee's own clock-in and clock-out (SPEC §3 "Presence payload", §7 Attendance clock-in/clock-out) with our
 * extensions (the fix's signals, the offline entry, the phone's signature). Apart from ./attendance.ts, which
 * re-exports it and lists the endpoints in its table, so the clock screens' tap and the clock queue load these and
 * the presence item, not the remote, supervisor and check-list schemas.
 */
import * as z from 'zod/mini';
import { fileUrl, id, jakartaTimestamp, latitude, longitude } from './common';
import { endpoint, specExtension } from './endpoint';
import { locationFlag, presenceHistoryItem } from './presence-history';

/** SPEC §9 clock types. */
export const CLOCK_TYPES = ['clock-in', 'clock-out'] as const;
export const clockType = z.enum(CLOCK_TYPES);
export type ClockType = z.infer<typeof clockType>;

/** Extension: what the client measured of the fix it clocked in with (optional in the clock-in body). */
export const locationSignals = specExtension(
  z.object({
    /** The fix's accuracy radius in metres (GeolocationCoordinates.accuracy). */
    accuracyMeters: z.number().check(z.nonnegative()),
    /** Milliseconds between the fix's timestamp and the moment it was sent. */
    fixAgeMs: z.number().check(z.nonnegative()),
    flags: z.array(locationFlag),
  }),
  'What the client measured of the fix it clocked in with; flags a human should look at, never a block.',
);
export type LocationSignals = z.infer<typeof locationSignals>;

/**
 * Extension: a clock-in or clock-out kept on the phone without signal and sent later (DESIGN "Offline on the
 * phone"). The server records the presence at `clientTime + clockOffsetMs` (the tap, on the server's clock)
 * when it is at most 12 hours back (configurable) and at most 5 minutes ahead, and flags it `offline`.
 */
const offlineEntry = {
  /** When the employee tapped, on the phone's clock (+07:00). */
  clientTime: z.optional(
    specExtension(jakartaTimestamp.clone(), "When the employee tapped, on the phone's clock (+07:00)."),
  ),
  /** When the fix was taken, on the phone's clock (+07:00). */
  fixTime: z.optional(
    specExtension(jakartaTimestamp.clone(), "When the fix was taken, on the phone's clock."),
  ),
  /** The server's clock minus the phone's, measured from the `Date` header of the last successful call. */
  clockOffsetMs: z.optional(
    specExtension(
      z.int(),
      "The server's clock minus the phone's in ms, from the Date header of the last successful call.",
    ),
  ),
  /** True when the entry was kept on the phone and sent after the tap. */
  offline: z.optional(
    specExtension(z.boolean(), 'True when the entry was kept on the phone without signal and sent later.'),
  ),
};

/**
 * Extension (DESIGN "Evidence", qr/clock-proof.ts): the phone's signature over the tap (type, scheduleId, latitude,
 * longitude, clientTime, photoDigest, kid in that order, as JSON) by its approved device key. Optional in the
 * schema so the server answers its absence with its own message; the server refuses a self clock without it.
 */
export const deviceSignature = specExtension(
  z.object({
    kid: z.string().check(z.regex(/^[A-Za-z0-9_-]{16}$/)),
    sig: z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/)),
  }),
  "The phone's ECDSA P-256 signature over the tap (type, scheduleId, latitude, longitude, clientTime, photoDigest, kid as JSON in that order) by its approved device key. Required by the server: an unsigned or wrongly signed self clock is refused (400), a phone not approved yet answers 409.",
);
export type DeviceSignatureBody = z.infer<typeof deviceSignature>;

/**
 * SPEC §3 "Clock-in payload"; extensions: the optional `locationSignals` of the fix (see LOCATION_FLAGS),
 * the offline entry's times (clientTime, fixTime, clockOffsetMs, offline) and the device signature.
 */
export const clockInBody = z.object({
  scheduleId: id,
  latitude,
  longitude,
  photo: fileUrl,
  locationSignals: z.optional(locationSignals),
  ...offlineEntry,
  deviceSignature: z.optional(deviceSignature),
});
export type ClockInBody = z.infer<typeof clockInBody>;

/** SPEC §3 "Clock-out payload"; extensions as the clock-in's (location signals, offline entry's times). */
export const clockOutBody = z.object({
  presenceId: id,
  latitude,
  longitude,
  locationSignals: z.optional(locationSignals),
  ...offlineEntry,
  deviceSignature: z.optional(deviceSignature),
});
export type ClockOutBody = z.infer<typeof clockOutBody>;

export const clockEndpoints = {
  clockIn: endpoint({
    id: 'attendance.clockIn',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-in',
    body: clockInBody,
    response: presenceHistoryItem,
    doc: "Self clock-in with selfie url and position; the server stamps the time. Returns the presence (presenceType self). 409 when already clocked in. Extension: an entry kept on the phone without signal sends clientTime, fixTime, clockOffsetMs and offline: true; it is recorded at clientTime + clockOffsetMs and flagged 'offline' (and 'clock-skew' when the offset is over 2 minutes); 400 when that time is more than 12 hours back or more than 5 minutes ahead. Send an Idempotency-Key: a replay answers the first outcome.",
  }),
  clockOut: endpoint({
    id: 'attendance.clockOut',
    access: { who: 'owner', module: 'attendance' },
    method: 'POST',
    host: 'main',
    path: '/attendance/presence/clock-out',
    body: clockOutBody,
    response: presenceHistoryItem,
    doc: 'Self clock-out of presenceId; returns the updated presence. 409 when already clocked out. Extension: the offline entry fields as on clock-in (recorded at clientTime + clockOffsetMs, never before the clock-in).',
  }),
} as const;
