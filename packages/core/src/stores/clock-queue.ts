/**
 * Clock-in and clock-out kept on the phone with no signal (DESIGN "Offline on the phone"; an extension of SPEC
 * §7 clock-in/clock-out). Built on the offline queue the gate console uses (./offline-queue.ts): each entry is
 * written to IndexedDB with its selfie Blob, its Idempotency-Key and the moment of the tap BEFORE anything is
 * sent, and replayed on `online`, on start, with back-off and on the retry button, oldest first.
 *
 * Flow of one entry: kept → (photo uploaded, url kept) → clock call with the tap's time, the fix's time and
 * accuracy, the clock offset and `offline: true` → accepted (leaves the queue) | refused (kept on the phone with
 * the server's reason until the employee dismisses it).
 * - Exactly once: every attempt sends the entry's one Idempotency-Key; the uploaded photo's url is kept, so a
 *   retry after the upload does not upload again.
 * - Order: a clock-out kept after a kept clock-in (`afterKey`) is sent with the presence id the clock-in got,
 *   never before it (the queue stops at the first entry that could not be sent), and is refused when its
 *   clock-in was refused.
 * - A 401 keeps the entry (the employee signs in again); validation, conflict, forbidden and not-found refuse it.
 */
import { del, entries, get, set, type UseStore } from 'idb-keyval';
import type { ApiClient } from '../api/client';
import { apiError, errorText, isApiError } from '../api/errors';
import type { ClockType, LocationSignals } from '../contract/attendance';
import { type Fix, locationSignals } from '../geo/location-signals';
import type { DeviceSignature } from '../qr/clock-proof';
import { clockTapFields } from '../rules/clock-tap-fields';
import { clockEntryReady } from '../rules/offline-clock';
import {
  clockQueueName,
  clockResultsStore,
  OWNER_KEY,
  ownerOf,
  owners,
  type QueueOwner,
  REFUSED_PREFIX,
  sessionMark,
} from './clock-queue-kept';
import { clockQueueStore, type RefusedClockEntry } from './clock-queue-state';
import { createOfflineQueue, type OfflineQueue, type QueuedAction } from './offline-queue';

export { type ClockQueueState, clockQueueStore, type RefusedClockEntry } from './clock-queue-state';

type Client = Pick<ApiClient, 'call' | 'upload'>;

/** What one kept entry holds (IndexedDB, by structured clone: the photo stays a Blob). */
export interface ClockEntryPayload {
  type: ClockType;
  scheduleId: number;
  /** The presence a clock-out closes, when known at the tap. */
  presenceId: number | null;
  /** A clock-out of a clock-in that is itself kept: that clock-in's key. */
  afterKey: string | null;
  latitude: number;
  longitude: number;
  /** The selfie (clock-in). */
  photo: Blob | null;
  /** The fix's own time, phone epoch ms. */
  fixTime: number;
  /** The fix's signals as measured at the tap. */
  locationSignals: LocationSignals;
  /** Server minus phone at the last successful call; null when never measured. */
  clockOffsetMs: number | null;
  /** The phone's signature made at the tap (stores/clock-sign.ts; absent on a phone without a key). */
  deviceSignature?: DeviceSignature;
  /**
   * The entry was first sent at once and that call failed on the way (network error, timeout): its retries send
   * that call's body, without the `offline` marker (the server flags a late arrival itself), so the repeated
   * Idempotency-Key meets the same body.
   */
  sentOnline?: boolean;
}

const RETRYABLE_KINDS = new Set(['network', 'timeout', 'server', 'unauthorized', 'contract']);

/** Refused for good: the server answered and retrying cannot change it. */
export function isRefusal(error: unknown): boolean {
  return isApiError(error) ? !RETRYABLE_KINDS.has(error.kind) : false;
}

let queue: OfflineQueue<ClockEntryPayload> | null = null;
let results: UseStore | null = null;
let client: Client | null = null;

const photoKey = (key: string) => `photo:${key}`;
const presenceKey = (key: string) => `presence:${key}`;
const refusedKey = (key: string) => `${REFUSED_PREFIX}${key}`;

function offlineFields(action: QueuedAction<ClockEntryPayload>) {
  const p = action.payload;
  const fields = clockTapFields({
    latitude: p.latitude,
    longitude: p.longitude,
    locationSignals: p.locationSignals,
    happenedAt: action.happenedAt,
    fixTime: p.fixTime,
    clockOffsetMs: p.clockOffsetMs,
    offline: p.sentOnline !== true,
  });
  return p.deviceSignature ? { ...fields, deviceSignature: p.deviceSignature } : fields;
}

async function perform(action: QueuedAction<ClockEntryPayload>): Promise<void> {
  if (!client || !results) throw new Error('clock queue not started');
  // The attendance contract loads with the first entry sent: the queue runs from app start on every screen, and
  // most sessions have nothing kept.
  const { clockEndpoints } = await import('../contract/clock');
  // a key made offline is registered before its signed entry is sent (a first phone is approved at once)
  if (action.payload.deviceSignature) await (await import('./clock-sign')).readyDeviceKey(client);
  const store = results;
  const key = action.idempotencyKey;
  const p = action.payload;
  if (p.type === 'clock-in') {
    let url = await get<string>(photoKey(key), store);
    if (!url) {
      if (!p.photo) {
        throw apiError({ kind: 'validation', endpointId: 'upload', message: 'clockCameraPermission' });
      }
      url = (await client.upload(p.photo, 'selfie.jpg')).url;
      await set(photoKey(key), url, store);
    }
    const presence = await client.call(
      clockEndpoints.clockIn,
      { body: { scheduleId: p.scheduleId, photo: url, ...offlineFields(action) } },
      { idempotencyKey: key },
    );
    await set(presenceKey(key), presence.id, store);
    return;
  }
  const afterKey = p.afterKey;
  const keptPresenceId = afterKey ? await get<number>(presenceKey(afterKey), store) : undefined;
  const afterRefused =
    afterKey !== null &&
    (clockQueueStore.refused.some((r) => r.key === afterKey) ||
      (await get(refusedKey(afterKey), store)) !== undefined);
  const ready = clockEntryReady(
    { key, type: p.type, afterKey, happenedAt: action.happenedAt },
    {
      accepted: new Set(afterKey && keptPresenceId !== undefined ? [afterKey] : []),
      refused: new Set(afterKey && afterRefused ? [afterKey] : []),
    },
  );
  const presenceId = p.presenceId ?? keptPresenceId;
  if (ready === 'refused' || presenceId === undefined || presenceId === null) {
    if (ready === 'wait') {
      // Its clock-in is still on the phone: a retryable failure keeps this entry and the order.
      throw apiError({ kind: 'network', endpointId: clockEndpoints.clockOut.id, message: null });
    }
    throw apiError({
      kind: 'conflict',
      endpointId: clockEndpoints.clockOut.id,
      message: 'clockInNotAccepted',
    });
  }
  await client.call(
    clockEndpoints.clockOut,
    { body: { presenceId, ...offlineFields(action) } },
    { idempotencyKey: key },
  );
}

async function onSettled(
  action: QueuedAction<ClockEntryPayload>,
  outcome: { ok: true } | { ok: false; error: unknown },
): Promise<void> {
  const store = results;
  if (outcome.ok) {
    clockQueueStore.accepted += 1;
  } else {
    const refused: RefusedClockEntry = {
      key: action.idempotencyKey,
      type: action.payload.type,
      happenedAt: action.happenedAt,
      reason: errorText(outcome.error),
    };
    clockQueueStore.refused.push(refused);
    if (store) await set(refusedKey(refused.key), refused, store);
  }
  if (store) await del(photoKey(action.idempotencyKey), store);
}

/**
 * Opens the signed-in employee's queue (one IndexedDB queue per user), loads what an earlier session left
 * (pending and refused entries), listens for `online` and sends what is due. Calling it again for the same
 * user does nothing.
 */
export async function startClockQueue(api: Client, userId: number | string): Promise<void> {
  client = api;
  if (queue && clockQueueStore.userId === userId) return;
  queue?.stop();
  clockQueueStore.userId = userId;
  results = clockResultsStore(userId);
  const mine: OfflineQueue<ClockEntryPayload> = createOfflineQueue<ClockEntryPayload>({
    name: clockQueueName(userId),
    // a run still under way when the queue was replaced (logout, another user) sends nothing more
    perform: (action) =>
      queue === mine
        ? perform(action)
        : Promise.reject(apiError({ kind: 'network', endpointId: 'clock-queue', message: null })),
    isPermanent: isRefusal,
    onSettled: (action, outcome) => void onSettled(action, outcome),
  });
  queue = mine;
  clockQueueStore.queue = mine.state;
  const kept = await entries<string, unknown>(results);
  clockQueueStore.refused = kept
    .filter(([k]) => String(k).startsWith(REFUSED_PREFIX))
    .map(([, v]) => v as RefusedClockEntry)
    .sort((a, b) => a.happenedAt - b.happenedAt);
  await mine.start();
}

/**
 * Starts the queue of the signed-in employee and remembers them for this session, so the next app start (and a
 * background sync) opens the same queue at once, offline too. Another user's entries are never sent with this
 * session's token.
 */
export async function startClockQueueFor(api: Client, userId: number | string, token: string): Promise<void> {
  try {
    await set(OWNER_KEY, { userId, session: sessionMark(token) } satisfies QueueOwner, owners());
  } catch {
    // storage blocked: the queue opens when the profile is known
  }
  await startClockQueue(api, userId);
}

/**
 * App start: opens the queue of the employee remembered for this session token (kept entries are sent when
 * there is signal, without waiting for an attendance screen). False when nobody is remembered for this token.
 */
export async function resumeClockQueue(api: Client, token: string): Promise<boolean> {
  const userId = await ownerOf(token);
  if (userId === null) return false;
  await startClockQueue(api, userId);
  return true;
}

/** Logout: the queue stops and nobody is remembered (the entries stay in IndexedDB for their owner). */
export function stopClockQueue(): void {
  resetClockQueue();
  void del(OWNER_KEY, owners()).catch(() => undefined);
}

/** One tap to keep: what the form had at that moment. */
export interface KeepClockInput {
  type: ClockType;
  scheduleId: number;
  /** The presence a clock-out closes, when the schedule already has it. */
  presenceId: number | null;
  /** The selfie (clock-in). */
  photo: Blob | null;
  /** The fix the form shows, and the earlier fixes of the session (for the location flags). */
  fix: Fix;
  previousFixes: readonly Fix[];
  /** Server minus phone at the last successful call; null when never measured. */
  clockOffsetMs: number | null;
  /** Tap time, phone epoch ms. */
  tappedAt: number;
  /** A tap first sent at once whose call failed on the way: its key, and the selfie's url if it was uploaded. */
  sentOnline?: { idempotencyKey: string; photoUrl: string | null };
  /** The phone's signature made at the tap. */
  deviceSignature?: DeviceSignature | null;
}

/** The kept clock-in of `scheduleId` still waiting to be sent (its key), if any. */
export function keptClockIn(scheduleId: number): string | null {
  const pending = clockQueueStore.queue?.pending ?? [];
  const found = pending.find((a) => a.kind === 'clock-in' && a.label === String(scheduleId));
  return found?.idempotencyKey ?? null;
}

/** The kept entry of `type` for `scheduleId` still waiting, if any. */
export function keptEntry(type: ClockType, scheduleId: number) {
  return (
    (clockQueueStore.queue?.pending ?? []).find((a) => a.kind === type && a.label === String(scheduleId)) ??
    null
  );
}

/**
 * Keeps a clock-in or clock-out on the phone and tries to send it at once. A clock-out without a presence id
 * waits for the kept clock-in of the same schedule. Resolves with the entry's key once it is in IndexedDB.
 */
export async function keepClock(input: KeepClockInput): Promise<string> {
  if (!queue) throw new Error('clock queue not started');
  const { type, scheduleId, presenceId, photo, fix, previousFixes, clockOffsetMs, tappedAt } = input;
  const payload: ClockEntryPayload = {
    type,
    scheduleId,
    presenceId,
    afterKey: type === 'clock-out' && presenceId === null ? keptClockIn(scheduleId) : null,
    latitude: fix.lat,
    longitude: fix.long,
    photo,
    fixTime: fix.timestamp,
    // measured at the tap: sent hours later, the fix must not look stale
    locationSignals: locationSignals(fix, previousFixes, tappedAt),
    clockOffsetMs,
    ...(input.deviceSignature ? { deviceSignature: input.deviceSignature } : {}),
    ...(input.sentOnline ? { sentOnline: true } : {}),
  };
  const sent = input.sentOnline;
  // the url first: the queue may send at once, and must not upload the selfie a second time
  if (sent?.photoUrl && results) await set(photoKey(sent.idempotencyKey), sent.photoUrl, results);
  const action = await queue.enqueue(type, payload, {
    happenedAt: tappedAt,
    label: String(scheduleId),
    ...(sent ? { idempotencyKey: sent.idempotencyKey } : {}),
  });
  return action.idempotencyKey;
}

/** The retry button: sends every kept entry now, whatever the back-off said. */
export function retryClockQueue(): Promise<void> {
  return queue ? queue.retryNow() : Promise.resolve();
}

/** The employee saw a refused entry: it leaves the phone. */
export async function dismissRefused(key: string): Promise<void> {
  clockQueueStore.refused = clockQueueStore.refused.filter((r) => r.key !== key);
  if (results) await del(refusedKey(key), results);
}

/** Tests and logout: stops listening and forgets the in-memory state (IndexedDB keeps the entries). */
export function resetClockQueue(): void {
  queue?.stop();
  queue = null;
  results = null;
  client = null;
  Object.assign(clockQueueStore, { userId: null, queue: null, refused: [], accepted: 0 });
}
