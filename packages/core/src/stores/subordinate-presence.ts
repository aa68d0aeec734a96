/**
 * Sends a subordinate presence (SPEC §7 POST attendance/presence/clock-in/subordinate or clock-out/subordinate):
 * the one dispatch for the PWA's scan screen and manual presence form and the console's queue. The body is made
 * by core's rules (scanPresenceRequest, manualPresenceRequest); the Idempotency-Key is the caller's, kept
 * across retries of the same presence.
 */
import type { ApiClient } from '../api/client';
import type { PresenceHistoryItem } from '../contract/presence-history';
import {
  type SubordinateClockInBody,
  type SubordinateClockOutBody,
  subordinateClockEndpoints,
} from '../contract/subordinate-clock';

export type SubordinatePresence =
  | { readonly type: 'clock-in'; readonly body: SubordinateClockInBody }
  | { readonly type: 'clock-out'; readonly body: SubordinateClockOutBody };

export function sendSubordinatePresence(
  client: Pick<ApiClient, 'call'>,
  presence: SubordinatePresence,
  options: { idempotencyKey: string },
): Promise<PresenceHistoryItem> {
  return presence.type === 'clock-in'
    ? client.call(subordinateClockEndpoints.subordinateClockIn, { body: presence.body }, options)
    : client.call(subordinateClockEndpoints.subordinateClockOut, { body: presence.body }, options);
}
