/**
 * One tap on Kirim of /attendance/clockIn or /attendance/clockOut (SPEC §2, §4 "Attendance send status goes
 * sending, then success or failure"; DESIGN "Offline on the phone"). The flow:
 *
 *   tap ─┬─ no signal, or a clock-out of a clock-in still kept ──────────────→ kept (clock queue)
 *        └─ sent at once (stores/clock-submit submitClock) ─┬─ accepted ──────→ sent
 *                                                         ├─ network error / timeout (the phone said it was
 *                                                         │  online) ──────→ kept with the SAME key and body
 *                                                         └─ refused ───────→ failed (the screen shows why)
 *
 * What keeps a tap (the clock queue, the signature) is loaded before the tap (the screen preloads this module); the
 * send (./clock-submit.ts with the clock contract) is loaded by the tap that sends: a tap whose send cannot be
 * fetched (the signal dropped, the page not yet under the service worker) is kept like a tap with no signal.
 *
 * The tap's time, fix, clock offset and the phone's signature over them (stores/clock-sign.ts) are taken once, so
 * the kept entry repeats exactly the call that failed on the way: if that call did reach the server, the repeated
 * Idempotency-Key answers its first outcome.
 */
import type { ApiClient } from '../api/client';
import type { ClockType, Schedule } from '../contract/attendance';
import { keepClock, keptClockIn } from './clock-queue';
import { signTap } from './clock-sign';

export { readyDeviceKey } from './clock-sign';

import { clockStore } from './clock-state';
import { serverClock } from './server-clock';

type Client = Pick<ApiClient, 'call' | 'upload'>;

export type ClockTapOutcome = 'sent' | 'kept' | 'failed';

export interface ClockTapInput {
  type: ClockType;
  schedule: Pick<Schedule, 'id' | 'presenceId'>;
  /** The selfie (clock-in). */
  photo: Blob | null;
  /** Whether the phone reports a network (navigator.onLine). */
  online: boolean;
  /** The form's Idempotency-Key, kept across its retries. */
  idempotencyKey: string;
  /** Tap time, phone epoch ms. */
  now?: number;
}

/** Failures that say the call may never have reached the server: the tap is kept and retried. */
const ON_THE_WAY = new Set(['network', 'timeout']);

export async function tapClock(client: Client, input: ClockTapInput): Promise<ClockTapOutcome> {
  const fix = clockStore.fix;
  if (!fix) return 'failed';
  const { type, schedule, photo, idempotencyKey } = input;
  const tappedAt = input.now ?? Date.now();
  const previousFixes = [...clockStore.fixes];
  const clockOffsetMs = serverClock.offsetMs;
  // signed at the tap (DESIGN "Evidence"): kept offline, the entry still verifies when it is sent
  const deviceSignature = await signTap(client, {
    type,
    scheduleId: schedule.id,
    latitude: fix.lat,
    longitude: fix.long,
    tappedAt,
    photo: type === 'clock-in' ? photo : null,
  });
  const keep = (sentOnline?: { idempotencyKey: string; photoUrl: string | null }) =>
    keepClock({
      type,
      scheduleId: schedule.id,
      presenceId: schedule.presenceId,
      photo: type === 'clock-in' ? photo : null,
      fix,
      previousFixes,
      clockOffsetMs,
      tappedAt,
      deviceSignature,
      ...(sentOnline ? { sentOnline } : {}),
    });
  const afterKeptClockIn = type === 'clock-out' && schedule.presenceId === null && keptClockIn(schedule.id);
  if (!input.online || afterKeptClockIn) {
    await keep();
    return 'kept';
  }
  const send = await import('./clock-submit').catch(() => null);
  if (!send) {
    await keep();
    return 'kept';
  }
  const sent = await send.submitClock(client, {
    type,
    schedule,
    photo,
    idempotencyKey,
    now: tappedAt,
    fix,
    previousFixes,
    clockOffsetMs,
    deviceSignature,
  });
  if (sent) return 'sent';
  if (!clockStore.errorKind || !ON_THE_WAY.has(clockStore.errorKind)) return 'failed';
  await keep({ idempotencyKey, photoUrl: type === 'clock-in' ? clockStore.photoUrl : null });
  Object.assign(clockStore, { status: 'idle', error: null, errorKind: null, photoUrl: null });
  return 'kept';
}
