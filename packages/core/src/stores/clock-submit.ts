/**
 * The clock-in/out send (SPEC §4 "Attendance send status goes sending, then success or failure", §7 clock-in,
 * clock-out): the selfie upload, then the call with the fix's location signals. The flow keeps the fix and the
 * uploaded selfie url across a failed call, so a retry sends them again. Apart from ./attendance.ts, whose today's
 * schedule and offices every attendance screen loads: only the clock tap (./clock-tap.ts) loads this.
 */
import type { ApiClient } from '../api/client';
import { errorText, isApiError } from '../api/errors';
import type { Schedule } from '../contract/attendance-area';
import { type ClockType, clockEndpoints } from '../contract/clock';
import { type Fix, locationSignals } from '../geo/location-signals';
import type { DeviceSignature } from '../qr/clock-proof';
import { clockTapFields } from '../rules/clock-tap-fields';
import { clockStore } from './clock-state';

type Client = Pick<ApiClient, 'call' | 'upload'>;

export interface ClockSubmit {
  type: ClockType;
  schedule: Pick<Schedule, 'id' | 'presenceId'>;
  /** The selfie (clock-in only); uploaded unless `clockStore.photoUrl` already holds its url. */
  photo?: Blob | null;
  /** Tap time, phone epoch ms (sent as clientTime). */
  now?: number;
  idempotencyKey?: string;
  /** The fix and earlier fixes at the tap; default the store's. */
  fix?: Fix;
  previousFixes?: readonly Fix[];
  /** Server minus phone at the last successful call (stores/server-clock.ts); null when never measured. */
  clockOffsetMs?: number | null;
  /** The phone's signature over the tap (stores/clock-sign.ts), sent as `deviceSignature`. */
  deviceSignature?: DeviceSignature | null;
}

/**
 * Sends the clock-in (selfie upload first, then the call with the fix's location signals) or the clock-out.
 * §4: sending → success | failure. On failure the fix and the uploaded url stay for the retry.
 */
export async function submitClock(client: Client, input: ClockSubmit): Promise<boolean> {
  const fix = input.fix ?? clockStore.fix;
  if (!fix) return false;
  clockStore.status = 'sending';
  clockStore.error = null;
  clockStore.errorKind = null;
  const now = input.now ?? Date.now();
  // the same fields a kept entry sends (rules/offline-clock.ts), so a retry from the phone's queue matches
  const tap = clockTapFields({
    latitude: fix.lat,
    longitude: fix.long,
    locationSignals: locationSignals(fix, input.previousFixes ?? clockStore.fixes, now),
    happenedAt: now,
    fixTime: fix.timestamp,
    clockOffsetMs: input.clockOffsetMs ?? null,
    offline: false,
  });
  const key = input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : undefined;
  const signed = input.deviceSignature ? { deviceSignature: input.deviceSignature } : {};
  try {
    if (input.type === 'clock-in') {
      if (!clockStore.photoUrl) {
        if (!input.photo) throw new Error('selfie missing');
        clockStore.uploadProgress = 0;
        const { url } = await client.upload(input.photo, 'selfie.jpg', {
          onUploadProgress: (p) => {
            clockStore.uploadProgress = p.fraction;
          },
        });
        clockStore.photoUrl = url;
      }
      await client.call(
        clockEndpoints.clockIn,
        { body: { scheduleId: input.schedule.id, photo: clockStore.photoUrl, ...tap, ...signed } },
        key,
      );
    } else {
      if (input.schedule.presenceId === null) throw new Error('no presence to clock out');
      await client.call(
        clockEndpoints.clockOut,
        { body: { presenceId: input.schedule.presenceId, ...tap, ...signed } },
        key,
      );
    }
    clockStore.status = 'success';
    clockStore.photoUrl = null;
    clockStore.uploadProgress = null;
    return true;
  } catch (error) {
    clockStore.status = 'failure';
    clockStore.uploadProgress = null;
    clockStore.error = errorText(error);
    clockStore.errorKind = isApiError(error) ? error.kind : null;
    return false;
  }
}
