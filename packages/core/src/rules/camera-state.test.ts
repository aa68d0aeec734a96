import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  autoRetry,
  type CameraEvent,
  type CameraFacts,
  type CameraState,
  type CameraStateKind,
  cameraFaultOf,
  initialCameraState,
  nextCameraState,
  type RetryTrigger,
  retryDelayMs,
  stalledFaultOf,
} from './camera-state';

const listed: CameraFacts = { videoInputs: 1, permission: 'granted' };
const unknownFacts: CameraFacts = { videoInputs: null, permission: null };
const none: CameraFacts = { videoInputs: 0, permission: 'granted' };
const err = (name: string) => new DOMException('camera', name);

describe('gate console camera: the error name decides the state', () => {
  const table: [string, CameraFacts, boolean, string][] = [
    ['NotFoundError', listed, false, 'not-found'],
    ['DevicesNotFoundError', unknownFacts, false, 'not-found'],
    ['OverconstrainedError', listed, false, 'not-found'],
    ['ConstraintNotSatisfiedError', listed, false, 'not-found'],
    ['NotFoundError', listed, true, 'lost'],
    ['NotAllowedError', listed, false, 'refused'],
    ['NotAllowedError', listed, true, 'refused'],
    ['SecurityError', listed, false, 'refused'],
    ['PermissionDeniedError', listed, false, 'refused'],
    ['PermissionDismissedError', listed, false, 'refused'],
    // A refusal stays a refusal with no camera listed: a browser may hide the devices from a page it refused.
    ['NotAllowedError', none, false, 'refused'],
    ['NotReadableError', listed, false, 'in-use'],
    ['AbortError', listed, false, 'in-use'],
    ['TrackStartError', listed, false, 'in-use'],
    ['SourceUnavailableError', unknownFacts, false, 'in-use'],
    ['NotReadableError', none, false, 'not-found'],
    ['NotReadableError', none, true, 'lost'],
    ['NotSupportedError', listed, false, 'failed'],
    ['TypeError', unknownFacts, false, 'failed'],
    ['TypeError', none, false, 'not-found'],
  ];
  it.each(table)('%s with %o (had frames: %s) → %s', (name, facts, hadFrames, kind) => {
    expect(cameraFaultOf(err(name), facts, hadFrames)).toBe(kind);
  });

  it('anything thrown, not only a DOMException, has a state', () => {
    expect(cameraFaultOf(null, unknownFacts)).toBe('failed');
    expect(cameraFaultOf('boom', unknownFacts)).toBe('failed');
    expect(cameraFaultOf({ name: 42 }, unknownFacts)).toBe('failed');
    expect(cameraFaultOf(new TypeError('no mediaDevices'), unknownFacts)).toBe('failed');
  });

  it('no frame in time: no camera, a refusal, or a camera that stalls', () => {
    expect(stalledFaultOf(none)).toBe('not-found');
    expect(stalledFaultOf(none, true)).toBe('lost');
    expect(stalledFaultOf({ videoInputs: 1, permission: 'denied' })).toBe('refused');
    expect(stalledFaultOf({ videoInputs: 1, permission: 'prompt' })).toBe('stalled');
    expect(stalledFaultOf(listed)).toBe('stalled');
    expect(stalledFaultOf(unknownFacts)).toBe('stalled');
  });
});

describe('gate console camera: transitions', () => {
  const at = (kind: CameraStateKind, hadFrames = false): CameraState => ({
    kind,
    since: 0,
    hadFrames,
    errorName: null,
  });
  const table: [string, CameraState, CameraEvent, CameraStateKind][] = [
    ['first frame', at('starting'), { type: 'running', at: 5 }, 'running'],
    [
      'start fails, no camera',
      at('starting'),
      { type: 'failed', error: err('NotFoundError'), facts: none, at: 5 },
      'not-found',
    ],
    [
      'restart after an unplug fails',
      at('starting', true),
      { type: 'failed', error: err('NotFoundError'), facts: none, at: 5 },
      'lost',
    ],
    [
      'refused',
      at('starting'),
      { type: 'failed', error: err('NotAllowedError'), facts: listed, at: 5 },
      'refused',
    ],
    [
      'in use',
      at('starting'),
      { type: 'failed', error: err('NotReadableError'), facts: listed, at: 5 },
      'in-use',
    ],
    ['no frame in time', at('starting'), { type: 'timeout', facts: listed, at: 5 }, 'stalled'],
    ['no frame in time, no camera', at('starting'), { type: 'timeout', facts: none, at: 5 }, 'not-found'],
    [
      'a late timeout of an earlier attempt',
      at('running', true),
      { type: 'timeout', facts: listed, at: 5 },
      'running',
    ],
    ['a timeout while a fault shows', at('in-use'), { type: 'timeout', facts: listed, at: 5 }, 'in-use'],
    ['track ended', at('running', true), { type: 'ended', at: 5 }, 'starting'],
    ['ended while a fault shows', at('lost', true), { type: 'ended', at: 5 }, 'lost'],
    ['Coba lagi', at('refused'), { type: 'attempt', by: 'user', at: 5 }, 'starting'],
    [
      'automatic attempt keeps the fault on screen',
      at('lost', true),
      { type: 'attempt', by: 'auto', at: 5 },
      'lost',
    ],
    [
      'an attempt while running changes nothing',
      at('running', true),
      { type: 'attempt', by: 'user', at: 5 },
      'running',
    ],
    [
      'automatic attempt finds another fault',
      at('in-use'),
      { type: 'failed', error: err('NotFoundError'), facts: none, at: 5 },
      'not-found',
    ],
    ['recovers from a fault', at('lost', true), { type: 'running', at: 5 }, 'running'],
  ];
  it.each(table)('%s', (_name, state, event, kind) => {
    expect(nextCameraState(state, event).kind).toBe(kind);
  });

  it('a failed start keeps the error name for whoever fixes the tablet; other states none', () => {
    const failed = nextCameraState(initialCameraState(0), {
      type: 'failed',
      error: err('NotSupportedError'),
      facts: listed,
      at: 7,
    });
    expect(failed).toEqual({ kind: 'failed', since: 7, hadFrames: false, errorName: 'NotSupportedError' });
    const inUse = nextCameraState(failed, {
      type: 'failed',
      error: err('NotReadableError'),
      facts: listed,
      at: 9,
    });
    expect(inUse.errorName).toBeNull();
  });

  it('"since" is when the state began: the same fault again keeps it', () => {
    const lost = nextCameraState(
      { ...initialCameraState(0), hadFrames: true },
      { type: 'failed', error: err('NotFoundError'), facts: none, at: 100 },
    );
    const again = nextCameraState(lost, {
      type: 'failed',
      error: err('NotFoundError'),
      facts: none,
      at: 900,
    });
    expect(again).toBe(lost);
    expect(again.since).toBe(100);
  });

  it('once the camera ran, it is remembered through every later state (an unplug reads as lost)', () => {
    const events = fc.oneof(
      fc.constant<CameraEvent>({ type: 'running', at: 1 }),
      fc.constant<CameraEvent>({ type: 'ended', at: 1 }),
      fc.constant<CameraEvent>({ type: 'timeout', facts: none, at: 1 }),
      fc.constant<CameraEvent>({ type: 'attempt', by: 'user', at: 1 }),
      fc.constant<CameraEvent>({ type: 'attempt', by: 'auto', at: 1 }),
      fc
        .constantFrom('NotFoundError', 'NotAllowedError', 'NotReadableError', 'TypeError')
        .map<CameraEvent>((name) => ({ type: 'failed', error: err(name), facts: none, at: 1 })),
    );
    fc.assert(
      fc.property(fc.array(events, { minLength: 1 }), (list) => {
        let state = nextCameraState(initialCameraState(0), { type: 'running', at: 0 });
        for (const event of list) {
          state = nextCameraState(state, event);
          expect(state.hadFrames).toBe(true);
          expect(state.kind).not.toBe('not-found');
        }
      }),
    );
  });
});

describe('gate console camera: what tries again by itself', () => {
  const triggers: [CameraStateKind, RetryTrigger, boolean][] = [
    ['not-found', 'camera-plugged', true],
    ['lost', 'camera-plugged', true],
    ['in-use', 'camera-plugged', true],
    ['stalled', 'camera-plugged', true],
    ['failed', 'camera-plugged', true],
    ['refused', 'camera-plugged', false],
    ['refused', 'permission-changed', true],
    ['lost', 'permission-changed', false],
    ['running', 'camera-plugged', false],
    ['starting', 'camera-plugged', false],
    ['starting', 'permission-changed', false],
  ];
  it.each(triggers)('%s on %s → %s', (kind, trigger, retry) => {
    expect(autoRetry(kind, trigger)).toBe(retry);
  });

  it('in use or failed: after 1, 2, 5, 10 s, then every 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((n) => retryDelayMs('in-use', n))).toEqual([
      1000, 2000, 5000, 10_000, 30_000, 30_000, 30_000,
    ]);
    expect(retryDelayMs('failed', 0)).toBe(1000);
  });

  it('missing or unplugged: every 30 s behind devicechange; refused, stalled, running, starting: never', () => {
    expect(retryDelayMs('not-found', 1)).toBe(30_000);
    expect(retryDelayMs('lost', 9)).toBe(30_000);
    for (const kind of ['refused', 'stalled', 'running', 'starting'] as const) {
      expect(retryDelayMs(kind, 1)).toBeNull();
    }
  });
});
