/**
 * The gate console's camera as the supervisor at the gate is told about it (DESIGN "The gate console"): one state
 * at a time, each lasting until it is fixed (never a passing toast), each with what to do. Pure: the console's
 * watchdog feeds it events and acts on `autoRetry` / `retryDelayMs`.
 *
 *   starting  → running                   the camera delivered frames
 *   starting  → not-found | refused | in-use | failed     getUserMedia failed (the error's name decides)
 *   starting  → stalled | not-found | refused             no frame within STARTING_LIMIT_MS (classified by the
 *                                                         devices and the permission the browser reports)
 *   running   → starting                  the track ended or froze: the watchdog opens the camera again
 *   not-found → lost                      when the camera had delivered frames before: it was unplugged
 *   any fault → starting                  Coba lagi (the user's attempt); an automatic attempt changes nothing
 *                                         on screen until it succeeds (or finds another fault)
 */

export type CameraFault = 'not-found' | 'refused' | 'lost' | 'in-use' | 'stalled' | 'failed';
export type CameraStateKind = 'starting' | 'running' | CameraFault;

export interface CameraState {
  readonly kind: CameraStateKind;
  /** Epoch ms since this kind holds. */
  readonly since: number;
  /** The camera has delivered frames since the page started: a camera not found afterwards was unplugged. */
  readonly hadFrames: boolean;
  /** The browser's error name behind a `failed` (shown to whoever fixes the tablet), else null. */
  readonly errorName: string | null;
}

/** What the browser says about cameras when an attempt failed or timed out (null: it does not say). */
export interface CameraFacts {
  /** Video inputs enumerateDevices lists. */
  readonly videoInputs: number | null;
  /** `navigator.permissions.query({ name: 'camera' })`. */
  readonly permission: 'granted' | 'denied' | 'prompt' | null;
}

export type CameraEvent =
  /** An attempt to open the camera: by the user (first start, Coba lagi) or by the watchdog on its own. */
  | { readonly type: 'attempt'; readonly by: 'user' | 'auto'; readonly at: number }
  /** The scanner runs: the camera delivered frames. */
  | { readonly type: 'running'; readonly at: number }
  /** An attempt failed with `error` (a DOMException or anything thrown). */
  | { readonly type: 'failed'; readonly error: unknown; readonly facts: CameraFacts; readonly at: number }
  /** STARTING_LIMIT_MS passed without a frame. */
  | { readonly type: 'timeout'; readonly facts: CameraFacts; readonly at: number }
  /** The running camera's track ended or froze; the watchdog opens it again. */
  | { readonly type: 'ended'; readonly at: number };

/** No frame this long after an attempt the user sees: say so rather than "Menyalakan kamera…" for good. */
export const STARTING_LIMIT_MS = 10_000;

const REFUSED = new Set([
  'NotAllowedError',
  'SecurityError',
  'PermissionDeniedError',
  'PermissionDismissedError',
]);
const NOT_FOUND = new Set([
  'NotFoundError',
  'DevicesNotFoundError',
  'OverconstrainedError',
  'ConstraintNotSatisfiedError',
]);
const IN_USE = new Set(['NotReadableError', 'TrackStartError', 'AbortError', 'SourceUnavailableError']);

function errorNameOf(error: unknown): string | null {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? name : null;
}

/**
 * The fault a failed getUserMedia means. The error's name decides (current names and Chrome's legacy ones); an
 * unknown error with no camera listed is a missing camera; anything else is `failed`, with its name kept.
 */
export function cameraFaultOf(error: unknown, facts: CameraFacts, hadFrames = false): CameraFault {
  const name = errorNameOf(error) ?? '';
  let fault: CameraFault;
  if (REFUSED.has(name)) fault = 'refused';
  else if (NOT_FOUND.has(name) || facts.videoInputs === 0) fault = 'not-found';
  else if (IN_USE.has(name)) fault = 'in-use';
  else fault = 'failed';
  return fault === 'not-found' && hadFrames ? 'lost' : fault;
}

/** What a start that gave no frame within STARTING_LIMIT_MS means: no camera, a refusal, or a camera that stalls. */
export function stalledFaultOf(facts: CameraFacts, hadFrames = false): CameraFault {
  if (facts.videoInputs === 0) return hadFrames ? 'lost' : 'not-found';
  if (facts.permission === 'denied') return 'refused';
  return 'stalled';
}

export function initialCameraState(at: number): CameraState {
  return { kind: 'starting', since: at, hadFrames: false, errorName: null };
}

function become(
  state: CameraState,
  kind: CameraStateKind,
  at: number,
  errorName: string | null = null,
): CameraState {
  if (state.kind === kind && state.errorName === errorName) return state;
  return { ...state, kind, since: at, errorName };
}

export function nextCameraState(state: CameraState, event: CameraEvent): CameraState {
  switch (event.type) {
    case 'attempt':
      return event.by === 'user' && state.kind !== 'running' ? become(state, 'starting', event.at) : state;
    case 'running':
      return { ...become(state, 'running', event.at), hadFrames: true };
    case 'failed': {
      const fault = cameraFaultOf(event.error, event.facts, state.hadFrames);
      return become(
        state,
        fault,
        event.at,
        fault === 'failed' ? (errorNameOf(event.error) ?? 'Error') : null,
      );
    }
    case 'timeout':
      return state.kind === 'starting'
        ? become(state, stalledFaultOf(event.facts, state.hadFrames), event.at)
        : state;
    case 'ended':
      return state.kind === 'running' ? become(state, 'starting', event.at) : state;
  }
}

export function isCameraFault(kind: CameraStateKind): kind is CameraFault {
  return kind !== 'starting' && kind !== 'running';
}

/** What may fix a fault by itself, so the watchdog tries again without a tap. */
export type RetryTrigger = 'camera-plugged' | 'permission-changed';

/**
 * Whether `trigger` starts an automatic attempt in `kind`: a camera showing up (devicechange with a video input
 * listed) may end every fault but a refusal; a permission changed in the site settings ends a refusal.
 */
export function autoRetry(kind: CameraStateKind, trigger: RetryTrigger): boolean {
  if (!isCameraFault(kind)) return false;
  return trigger === 'permission-changed' ? kind === 'refused' : kind !== 'refused';
}

const BACK_OFF_MS = [1000, 2000, 5000, 10_000, 30_000];
/** A missing or unplugged camera is watched through devicechange; the timer only backs it up. */
const WATCHED_MS = 30_000;

/**
 * The wait before the next automatic attempt after `failures` failed ones in `kind`, or null for none: a camera
 * taken by another app or failing for an unknown reason 1, 2, 5, 10, then every 30 s (the other app may let go);
 * a missing or unplugged one every 30 s; a refusal never (only the user can allow it); a stalled start never (the
 * attempt under way may still answer; Coba lagi starts another).
 */
export function retryDelayMs(kind: CameraStateKind, failures: number): number | null {
  switch (kind) {
    case 'in-use':
    case 'failed':
      return BACK_OFF_MS[Math.min(Math.max(failures - 1, 0), BACK_OFF_MS.length - 1)] ?? WATCHED_MS;
    case 'not-found':
    case 'lost':
      return WATCHED_MS;
    default:
      return null;
  }
}
