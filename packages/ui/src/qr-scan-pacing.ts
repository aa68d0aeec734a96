/**
 * How often the scanner decodes and when it swaps its decode worker for a fresh one (DESIGN "The gate console":
 * a kiosk decodes all day). Pure: the scanner keeps a PacingState and asks these questions each frame.
 *
 * - Rate: up to `activeIntervalMs` between decodes (10 a second) while a code was seen or the screen was touched
 *   in the last `idleAfterMs`; otherwise `idleIntervalMs` (2.5 a second). A code read in idle mode makes the next
 *   decode fast again at once, so the first code after a quiet spell is still read within one idle interval.
 * - Camera frame rate: while idle the camera track is asked for at most `idleFrameRate` frames a second (the
 *   viewfinder still moves; each frame the page does not take is one the compositor does not paint), back to the
 *   camera's full rate with the decode rate. The idle decodes wait for a frame: `idleFrameRate` must give one per
 *   idle interval at least.
 * - Recycling: after `recycleAfterDecodes` decodes or `recycleAfterMs` of one worker's life, the worker is
 *   replaced, but only while nothing is in view (no code read for `quietBeforeRecycleMs`): an unknown leak in a
 *   dependency is capped, and no frame with a code in it goes to a worker that is being swapped.
 */

export interface ScanPacing {
  activeIntervalMs: number;
  idleIntervalMs: number;
  idleAfterMs: number;
  /** Frames a second asked of the camera while idle. */
  idleFrameRate: number;
  recycleAfterDecodes: number;
  recycleAfterMs: number;
  quietBeforeRecycleMs: number;
}

export const DEFAULT_PACING: ScanPacing = {
  activeIntervalMs: 100,
  idleIntervalMs: 400,
  idleAfterMs: 15_000,
  idleFrameRate: 5,
  recycleAfterDecodes: 5_000,
  recycleAfterMs: 30 * 60_000,
  quietBeforeRecycleMs: 3_000,
};

export interface PacingState {
  /** Epoch-like ms (performance.now()) of the last decode that found a code; −∞ before the first. */
  lastCodeAt: number;
  /** When the screen was last touched (or the scanner started). */
  lastWakeAt: number;
  /** Decodes by the current worker. */
  decodes: number;
  /** When the current worker started. */
  workerSince: number;
}

export function startPacing(now: number): PacingState {
  return { lastCodeAt: Number.NEGATIVE_INFINITY, lastWakeAt: now, decodes: 0, workerSince: now };
}

/** Nothing code-like and no touch for `idleAfterMs`. */
export function isIdle(pacing: ScanPacing, state: PacingState, now: number): boolean {
  return now - Math.max(state.lastCodeAt, state.lastWakeAt) >= pacing.idleAfterMs;
}

/** The shortest time between this decode and the next. */
export function decodeIntervalMs(pacing: ScanPacing, state: PacingState, now: number): number {
  return isIdle(pacing, state, now) ? pacing.idleIntervalMs : pacing.activeIntervalMs;
}

/** The camera's frame-rate cap now: `idleFrameRate` while idle, null (the camera's own rate) otherwise. */
export function cameraFrameRate(pacing: ScanPacing, state: PacingState, now: number): number | null {
  return isIdle(pacing, state, now) ? pacing.idleFrameRate : null;
}

/** One decode finished: `found` whether it read any code. */
export function afterDecode(state: PacingState, found: boolean, now: number): PacingState {
  return { ...state, decodes: state.decodes + 1, lastCodeAt: found ? now : state.lastCodeAt };
}

/** The worker is due for a swap and nothing is in view. */
export function shouldRecycle(pacing: ScanPacing, state: PacingState, now: number): boolean {
  const due = state.decodes >= pacing.recycleAfterDecodes || now - state.workerSince >= pacing.recycleAfterMs;
  return due && now - state.lastCodeAt >= pacing.quietBeforeRecycleMs;
}

/** A fresh worker took over. */
export function afterRecycle(state: PacingState, now: number): PacingState {
  return { ...state, decodes: 0, workerSince: now };
}
