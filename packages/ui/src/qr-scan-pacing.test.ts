// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as scan from './qr-scan-pacing';

const pacing = scan.DEFAULT_PACING;

describe('gate console scan rate (DESIGN "The gate console": idle at low cost)', () => {
  it('decodes 10 a second right after start, then steps down to 2–3 a second with nothing in view', () => {
    const state = scan.startPacing(0);
    expect(scan.decodeIntervalMs(pacing, state, 0)).toBe(100);
    expect(scan.decodeIntervalMs(pacing, state, pacing.idleAfterMs - 1)).toBe(100);
    expect(scan.isIdle(pacing, state, pacing.idleAfterMs)).toBe(true);
    const idle = scan.decodeIntervalMs(pacing, state, pacing.idleAfterMs);
    expect(1000 / idle).toBeGreaterThanOrEqual(2);
    expect(1000 / idle).toBeLessThanOrEqual(3);
  });

  it('steps back up at once when a decode finds a code', () => {
    const at = 60_000;
    const idle = scan.afterDecode(scan.startPacing(0), false, at);
    expect(scan.decodeIntervalMs(pacing, idle, at)).toBe(pacing.idleIntervalMs);
    const seen = scan.afterDecode(idle, true, at + 10);
    expect(scan.decodeIntervalMs(pacing, seen, at + 10)).toBe(pacing.activeIntervalMs);
  });

  it('steps back up at once when the screen is touched', () => {
    const state = scan.startPacing(0);
    expect(scan.isIdle(pacing, state, 60_000)).toBe(true);
    expect(scan.decodeIntervalMs(pacing, { ...state, lastWakeAt: 60_000 }, 60_000)).toBe(
      pacing.activeIntervalMs,
    );
  });

  it('reads the first code after idle within 1 s: one idle interval plus a decode leaves room', () => {
    expect(pacing.idleIntervalMs).toBeLessThanOrEqual(500);
  });

  it('a blank decode does not count as a code', () => {
    const state = scan.afterDecode(scan.startPacing(0), false, 5);
    expect(state.lastCodeAt).toBe(Number.NEGATIVE_INFINITY);
    expect(state.decodes).toBe(1);
  });
});

describe('gate console camera frame rate (idle at low cost: fewer frames to paint with nothing in view)', () => {
  it("takes the camera's own rate while codes come or the screen was touched, the idle cap after a quiet spell", () => {
    const state = scan.startPacing(0);
    expect(scan.cameraFrameRate(pacing, state, pacing.idleAfterMs - 1)).toBeNull();
    expect(scan.cameraFrameRate(pacing, state, pacing.idleAfterMs)).toBe(pacing.idleFrameRate);
  });

  it('goes back to the full rate at once on a code or a touch', () => {
    const at = 60_000;
    const idle = scan.afterDecode(scan.startPacing(0), false, at);
    expect(scan.cameraFrameRate(pacing, idle, at)).toBe(pacing.idleFrameRate);
    expect(scan.cameraFrameRate(pacing, scan.afterDecode(idle, true, at + 5), at + 5)).toBeNull();
    expect(scan.cameraFrameRate(pacing, { ...idle, lastWakeAt: at + 5 }, at + 5)).toBeNull();
  });

  it('still gives the idle decodes a fresh frame each idle interval', () => {
    expect(1000 / pacing.idleFrameRate).toBeLessThanOrEqual(pacing.idleIntervalMs);
  });
});

describe('gate console decode worker recycling (defence in depth against a leak in a dependency)', () => {
  it('is not due before the decode count or the age is reached', () => {
    const state = { ...scan.startPacing(0), decodes: pacing.recycleAfterDecodes - 1 };
    expect(scan.shouldRecycle(pacing, state, pacing.recycleAfterMs - 1)).toBe(false);
  });

  it('is due after a few thousand decodes, once nothing is in view', () => {
    const state = { ...scan.startPacing(0), decodes: pacing.recycleAfterDecodes };
    expect(scan.shouldRecycle(pacing, state, 1000)).toBe(true);
  });

  it('is due after recycleAfterMs of one worker even with few decodes', () => {
    expect(scan.shouldRecycle(pacing, scan.startPacing(0), pacing.recycleAfterMs)).toBe(true);
  });

  it('never swaps while a code is in view (read in the last few seconds)', () => {
    const now = pacing.recycleAfterMs + 10_000;
    const due = scan.afterDecode({ ...scan.startPacing(0), decodes: pacing.recycleAfterDecodes }, true, now);
    expect(scan.shouldRecycle(pacing, due, now)).toBe(false);
    expect(scan.shouldRecycle(pacing, due, now + pacing.quietBeforeRecycleMs - 1)).toBe(false);
    expect(scan.shouldRecycle(pacing, due, now + pacing.quietBeforeRecycleMs)).toBe(true);
  });

  it('a fresh worker starts its count and its age again', () => {
    const now = pacing.recycleAfterMs + 10_000;
    const fresh = scan.afterRecycle({ ...scan.startPacing(0), decodes: 9_999 }, now);
    expect(fresh.decodes).toBe(0);
    expect(scan.shouldRecycle(pacing, fresh, now + 1)).toBe(false);
  });
});
