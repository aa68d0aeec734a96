/**
 * The employee's attendance (SPEC §2 "Attendance area", §3 "Attendance entities", §4 "Attendance send
 * status goes sending, then success or failure", §7 Attendance): today's schedule, offices, the readiness
 * check-list, and the clock-in/out flow. The flow keeps the fix and the uploaded selfie url across a failed
 * call, so a retry sends them again. Valtio proxies + exported actions + reset.
 */
import { proxy, ref } from 'valtio';
import type { ApiClient } from '../api/client';
import { type ApiErrorKind, errorText, isApiError } from '../api/errors';
import { attendanceEndpoints, type ClockType, type Schedule } from '../contract/attendance';
import { type Fix, locationSignals } from '../geo/location-signals';
import { clockTapFields } from '../rules/clock-tap-fields';
import { attendanceStore } from './attendance-state';
import { cancelLoads, trackLoad } from './load-state';

export { type AttendanceState, attendanceStore } from './attendance-state';

type Client = Pick<ApiClient, 'call' | 'upload'>;

/** GET attendance/schedule/employee/today. */
export function loadToday(client: Pick<ApiClient, 'call'>): Promise<Schedule | null> {
  return trackLoad(
    attendanceStore,
    () => client.call(attendanceEndpoints.scheduleToday),
    (today) => {
      attendanceStore.today = today && ref(today);
    },
  );
}

/** Offices for the nearby rule and the map markers (silent on failure: the distance is then unknown). */
export async function loadOffices(client: Pick<ApiClient, 'call'>): Promise<void> {
  try {
    attendanceStore.offices = ref((await client.call(attendanceEndpoints.offices)).offices);
  } catch {
    // §8: geolocation-side failures are only logged; the screen shows the distance as unknown.
  }
}

/** GET attendance/presence/check-list (readiness reminders). */
export async function loadCheckList(client: Pick<ApiClient, 'call'>): Promise<void> {
  try {
    attendanceStore.checkList = ref((await client.call(attendanceEndpoints.checkList)).checkList);
  } catch {
    // Offline the last list stays (SPEC §5: the readiness check applies to a clock-in kept on the phone too).
  }
}

export type LocationProblem = 'denied' | 'timeout' | 'unavailable';
export type SendStatus = 'idle' | 'sending' | 'success' | 'failure';

export interface ClockState {
  /** The fixes of this session, oldest first (for the spoof flags). */
  fixes: Fix[];
  fix: Fix | null;
  locating: boolean;
  problem: LocationProblem | null;
  address: string | null;
  /** The selfie's url once uploaded; kept across a failed clock-in so a retry does not upload again. */
  photoUrl: string | null;
  uploadProgress: number | null;
  status: SendStatus;
  error: string | null;
  /** The kind of the last failure (a network error or timeout lets the tap be kept on the phone instead). */
  errorKind: ApiErrorKind | null;
}

const initialClock = (): ClockState => ({
  fixes: [],
  fix: null,
  locating: false,
  problem: null,
  address: null,
  photoUrl: null,
  uploadProgress: null,
  status: 'idle',
  error: null,
  errorKind: null,
});

export const clockStore = proxy<ClockState>(initialClock());

export function startLocating(): void {
  clockStore.locating = true;
  clockStore.problem = null;
}

/** A new fix: it becomes the current one and joins the session's fixes. */
export function recordFix(fix: Fix): void {
  if (clockStore.fix) clockStore.fixes.push(clockStore.fix);
  clockStore.fix = fix;
  clockStore.locating = false;
  clockStore.problem = null;
}

export function locationFailed(problem: LocationProblem): void {
  clockStore.locating = false;
  clockStore.problem = problem;
}

export function setAddress(address: string | null): void {
  clockStore.address = address;
}

/** A new selfie replaces the uploaded one. */
export function selfieTaken(): void {
  clockStore.photoUrl = null;
}

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
        attendanceEndpoints.clockIn,
        { body: { scheduleId: input.schedule.id, photo: clockStore.photoUrl, ...tap } },
        key,
      );
    } else {
      if (input.schedule.presenceId === null) throw new Error('no presence to clock out');
      await client.call(
        attendanceEndpoints.clockOut,
        { body: { presenceId: input.schedule.presenceId, ...tap } },
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

export function resetAttendance(): void {
  cancelLoads(attendanceStore);
  Object.assign(attendanceStore, { today: null, offices: [], checkList: [], status: 'idle', error: null });
  Object.assign(clockStore, initialClock());
}
