/**
 * The console's offline queue of subordinate presences (core/stores/offline-queue): every scan and manual entry
 * goes through it, online or not, so a reload or a dropped Wi-Fi never loses or doubles one. The body is made
 * when the supervisor acts (core's scanPresenceRequest / manualPresenceRequest: the clock time is the scan time
 * or the entered time, never the sync time). Sending one: upload the photo (the camera frame of the scan), then
 * POST clock-in/subordinate or clock-out/subordinate (core's sendSubordinatePresence) with the action's
 * Idempotency-Key. A scanned code's key is made from the code, so the queue holds one code once.
 * A resend sends the same body: the photo's URL from the first upload is kept with the action's key (the upload
 * service names each file anew, and a new URL under the same key would be refused as another request, 409,
 * while the first presence was recorded).
 */
import { codeKeyOf } from '@upah/core/rules/scan-session';
import { createOfflineQueue, type QueuedAction } from '@upah/core/stores/offline-queue';
import { type SubordinatePresence, sendSubordinatePresence } from '@upah/core/stores/subordinate-presence';
import { api } from './api-client';

export type PresencePayload = SubordinatePresence & { photo: Blob | null };

/** Photo URLs already uploaded, by the action's Idempotency-Key, until its presence is sent. */
const uploadedPhotos = new Map<string, string>();

async function photoUrl(key: string, photo: Blob): Promise<string> {
  const known = uploadedPhotos.get(key);
  if (known) return known;
  const { url } = await api.upload(photo, `presence-${key}.jpg`);
  uploadedPhotos.set(key, url);
  return url;
}

async function sendPresence(action: QueuedAction<PresencePayload>): Promise<void> {
  const { photo, ...presence } = action.payload;
  const key = action.idempotencyKey;
  const url = photo ? await photoUrl(key, photo) : null;
  const body = url ? { ...presence.body, photo: url } : presence.body;
  await sendSubordinatePresence(api, { ...presence, body } as SubordinatePresence, { idempotencyKey: key });
  uploadedPhotos.delete(key);
}

export const presenceQueue = createOfflineQueue<PresencePayload>({ name: 'presence', perform: sendPresence });

const CODE_KEY_PREFIX = 'qr-code|';

/**
 * A scanned code's Idempotency-Key: made from the code itself (its kid and issuedAt), so the same code can sit in
 * the queue only once and the server answers a resend of it with its first answer.
 */
export function codeIdempotencyKey(code: { kid: string; issuedAt: number }): string {
  return `${CODE_KEY_PREFIX}${codeKeyOf(code)}`;
}

/** Replay keys (`kid|issuedAt`) of the scanned codes still waiting in the queue (an offline period). */
export function queuedCodeKeys(): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const p of presenceQueue.state.pending)
    if (p.idempotencyKey.startsWith(CODE_KEY_PREFIX))
      keys.add(p.idempotencyKey.slice(CODE_KEY_PREFIX.length));
  return keys;
}
