/**
 * The clock-in/out flow's state (SPEC §4 "Attendance send status goes sending, then success or failure"): the
 * session's location fixes, the address, the uploaded selfie url and the send status, with the location and selfie
 * actions. Only the state, so a screen that shows the location (the request forms, the map) does not load the
 * attendance contract's schemas; the send (submitClock) is in ./clock-submit.ts.
 */
import { proxy } from 'valtio';
import type { ApiErrorKind } from '../api/errors';
import type { Fix } from '../geo/location-signals';

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

export function resetClockState(): void {
  Object.assign(clockStore, initialClock());
}

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
