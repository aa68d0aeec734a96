// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  afterDecode,
  afterRecycle,
  cameraFrameRate,
  DEFAULT_PACING,
  decodeIntervalMs,
  isIdle,
  shouldRecycle,
  startPacing,
} from './qr-scan-pacing';

const pacing = DEFAULT_PACING;

describe('gate console scan rate (DESIGN "The gate console": idle at low cost)', () => {
  it('decodes 10 a second right after start, then steps down to 2–3 a second with nothing in view', () => {
    const state = startPacing(0);
    expect(decodeIntervalMs(pacing, state, 0)).toBe(100);
    expect(decodeIntervalMs(pacing, state, pacing.idleAfterMs - 1)).toBe(100);
    expect(isIdle(pacing, state, pacing.idleAfterMs)).toBe(true);
    const idle = decodeIntervalMs(pacing, state, pacing.idleAfterMs);
    expect(1000 / idle).toBeGreaterThanOrEqual(2);
    expect(1000 / idle).toBeLessThanOrEqual(3);
  });

  it('steps back up at once when a decode finds a code', () => {
    const at = 60_000;
    const idle = afterDecode(startPacing(0), false, at);
    expect(decodeIntervalMs(pacing, idle, at)).toBe(pacing.idleIntervalMs);
    const seen = afterDecode(idle, true, at + 10);
    expect(decodeIntervalMs(pacing, seen, at + 10)).toBe(pacing.activeIntervalMs);
  });

  it('steps back up at once when the screen is touched', () => {
    const state = startPacing(0);
    expect(isIdle(pacing, state, 60_000)).toBe(true);
    expect(decodeIntervalMs(pacing, { ...state, lastWakeAt: 60_000 }, 60_000)).toBe(pacing.activeIntervalMs);
  });

  it('reads the first code after idle within 1 s: one idle interval plus a decode leaves room', () => {
    expect(pacing.idleIntervalMs).toBeLessThanOrEqual(500);
  });

  it('a blank decode does not count as a code', () => {
    const state = afterDecode(startPacing(0), false, 5);
    expect(state.lastCodeAt).toBe(Number.NEGATIVE_INFINITY);
    expect(state.decodes).toBe(1);
  });
});

describe('gate console camera frame rate (idle at low cost: fewer frames to paint with nothing in view)', () => {
  it("takes the camera's own rate while codes come or the screen was touched, the idle cap after a quiet spell", () => {
    const state = startPacing(0);
    expect(cameraFrameRate(pacing, state, pacing.idleAfterMs - 1)).toBeNull();
    expect(cameraFrameRate(pacing, state, pacing.idleAfterMs)).toBe(pacing.idleFrameRate);
  });

  it('goes back to the full rate at once on a code or a touch', () => {
    const at = 60_000;
    const idle = afterDecode(startPacing(0), false, at);
    expect(cameraFrameRate(pacing, idle, at)).toBe(pacing.idleFrameRate);
    expect(cameraFrameRate(pacing, afterDecode(idle, true, at + 5), at + 5)).toBeNull();
    expect(cameraFrameRate(pacing, { ...idle, lastWakeAt: at + 5 }, at + 5)).toBeNull();
  });

  it('still gives the idle decodes a fresh frame each idle interval', () => {
    expect(1000 / pacing.idleFrameRate).toBeLessThanOrEqual(pacing.idleIntervalMs);
  });
});

describe('gate console decode worker recycling (defence in depth against a leak in a dependency)', () => {
  it('is not due before the decode count or the age is reached', () => {
    const state = { ...startPacing(0), decodes: pacing.recycleAfterDecodes - 1 };
    expect(shouldRecycle(pacing, state, pacing.recycleAfterMs - 1)).toBe(false);
  });

  it('is due after a few thousand decodes, once nothing is in view', () => {
    const state = { ...startPacing(0), decodes: pacing.recycleAfterDecodes };
    expect(shouldRecycle(pacing, state, 1000)).toBe(true);
  });

  it('is due after recycleAfterMs of one worker even with few decodes', () => {
    expect(shouldRecycle(pacing, startPacing(0), pacing.recycleAfterMs)).toBe(true);
  });

  it('never swaps while a code is in view (read in the last few seconds)', () => {
    const now = pacing.recycleAfterMs + 10_000;
    const due = afterDecode({ ...startPacing(0), decodes: pacing.recycleAfterDecodes }, true, now);
    expect(shouldRecycle(pacing, due, now)).toBe(false);
    expect(shouldRecycle(pacing, due, now + pacing.quietBeforeRecycleMs - 1)).toBe(false);
    expect(shouldRecycle(pacing, due, now + pacing.quietBeforeRecycleMs)).toBe(true);
  });

  it('a fresh worker starts its count and its age again', () => {
    const now = pacing.recycleAfterMs + 10_000;
    const fresh = afterRecycle({ ...startPacing(0), decodes: 9_999 }, now);
    expect(fresh.decodes).toBe(0);
    expect(shouldRecycle(pacing, fresh, now + 1)).toBe(false);
  });
});
