/**
 * The watchdog drives core's camera-state rule: what the scan screen shows when the camera does not start, ends,
 * or never answers, and what it tries again by itself (the e2e, console-camera-states.spec.ts, shows each state in
 * Chromium).
 */

import { healthLabels } from '@upah/core/catalogue/labels-console-health';
import { STARTING_LIMIT_MS } from '@upah/core/rules/camera-state';
import type { QrScanner } from '@upah/ui/qr-scanner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kioskHealth } from './kiosk-health';
import { clearNotice, noticeStore } from './notice';
import { type ScannerHooks, type ScanWatch, superviseScanner } from './scan-watchdog';

let inputs = 1;
const deviceListeners: (() => void)[] = [];

function fakeScanner(restart: () => Promise<void> = async () => {}): QrScanner {
  return {
    video: document.createElement('video'),
    stop: vi.fn(),
    grabFrame: async () => null,
    torchSupported: () => false,
    setTorch: async () => {},
    wake: () => {},
    health: () => ({
      lastFrameAt: performance.now(),
      trackLive: true,
      decoderRestarting: false,
      decodes: 0,
      idle: false,
      wasmBytes: null,
    }),
    restartCamera: restart,
  };
}

const fail = (name: string) => Promise.reject(new DOMException('camera', name));
/** Lets the watchdog's promise chains (start, enumerateDevices, permissions) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let watch: ScanWatch | null = null;

beforeEach(() => {
  vi.useFakeTimers();
  inputs = 1;
  deviceListeners.length = 0;
  kioskHealth.camera = { kind: 'starting', since: 0, hadFrames: false, errorName: null };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      enumerateDevices: async () =>
        Array.from({ length: inputs }, () => ({ kind: 'videoinput' }) as MediaDeviceInfo),
      addEventListener: (_type: string, listener: () => void) => deviceListeners.push(listener),
      removeEventListener: () => {},
    },
  });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: {
      query: async () => ({ state: 'granted', addEventListener: () => {}, removeEventListener: () => {} }),
    },
  });
});

afterEach(() => {
  watch?.stop();
  watch = null;
  vi.useRealTimers();
});

describe('gate console watchdog: camera states', () => {
  it('no camera: "not-found" lasts; a camera plugged in (devicechange) starts it without a tap', async () => {
    inputs = 0;
    const start = vi.fn((_hooks: ScannerHooks) => fail('NotFoundError') as Promise<QrScanner>);
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    expect(kioskHealth.camera.kind).toBe('not-found');
    expect(kioskHealth.lastProblem?.problem).toBe('camera-not-found');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(kioskHealth.camera.kind).toBe('not-found');

    inputs = 1;
    start.mockImplementation(async () => fakeScanner());
    for (const listener of deviceListeners) listener();
    await settle();
    expect(kioskHealth.camera.kind).toBe('running');
    expect(start).toHaveBeenCalledTimes(2);
  });

  it('a start that never answers: "starting" for STARTING_LIMIT_MS, then "stalled"; Coba lagi tries again', async () => {
    const start = vi.fn((_hooks: ScannerHooks) => new Promise<QrScanner>(() => {}));
    watch = superviseScanner({ start, onRunning: () => {} });
    await vi.advanceTimersByTimeAsync(STARTING_LIMIT_MS - 1);
    expect(kioskHealth.camera.kind).toBe('starting');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(kioskHealth.camera.kind).toBe('stalled');
    start.mockImplementation(async () => fakeScanner());
    watch.retry();
    await settle();
    expect(kioskHealth.camera.kind).toBe('running');
  });

  it('the track ends and the camera is gone: "lost" (it ran before), not "not-found"', async () => {
    let hooks: ScannerHooks | null = null;
    const scanner = fakeScanner(() => fail('NotFoundError'));
    const start = vi.fn(async (given: ScannerHooks) => {
      hooks = given;
      return scanner;
    });
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    expect(kioskHealth.camera.kind).toBe('running');
    inputs = 0;
    (hooks as ScannerHooks | null)?.onTrackEnded();
    await settle();
    expect(kioskHealth.camera.kind).toBe('lost');
    expect(scanner.stop).toHaveBeenCalled();
  });

  it('in use: tried again by itself after 1 s with the state kept on screen (no "starting" flash)', async () => {
    const start = vi.fn((_hooks: ScannerHooks) => fail('NotReadableError') as Promise<QrScanner>);
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    expect(kioskHealth.camera.kind).toBe('in-use');
    const seen: string[] = [];
    const timer = setInterval(() => seen.push(kioskHealth.camera.kind), 10);
    await vi.advanceTimersByTimeAsync(1000);
    await settle();
    clearInterval(timer);
    expect(start).toHaveBeenCalledTimes(2);
    expect(new Set(seen)).toEqual(new Set(['in-use']));
  });

  it('refused: never tried again by a timer (only the user or the permission can fix it); Coba lagi does', async () => {
    const start = vi.fn((_hooks: ScannerHooks) => fail('NotAllowedError') as Promise<QrScanner>);
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    expect(kioskHealth.camera.kind).toBe('refused');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(start).toHaveBeenCalledTimes(1);
    watch.retry();
    expect(kioskHealth.camera.kind).toBe('starting');
    await settle();
    expect(start).toHaveBeenCalledTimes(2);
    expect(kioskHealth.camera.kind).toBe('refused');
  });

  it('back on scan mode with the camera still unplugged: "lost" since it was lost, not since the screen opened', async () => {
    kioskHealth.camera = { kind: 'lost', since: 123, hadFrames: true, errorName: null };
    inputs = 0;
    watch = superviseScanner({
      start: () => fail('NotFoundError') as Promise<QrScanner>,
      onRunning: () => {},
    });
    expect(kioskHealth.camera.kind).toBe('starting');
    await settle();
    expect(kioskHealth.camera).toMatchObject({ kind: 'lost', since: 123 });
  });

  it('scan mode closed while a retry of the unplugged camera is still starting: Settings still says "lost"', async () => {
    kioskHealth.camera = { kind: 'lost', since: 123, hadFrames: true, errorName: null };
    inputs = 0;
    watch = superviseScanner({ start: () => new Promise<QrScanner>(() => {}), onRunning: () => {} });
    expect(kioskHealth.camera.kind).toBe('starting');
    watch.stop();
    watch = null;
    expect(kioskHealth.camera).toMatchObject({ kind: 'lost', since: 123 });
  });
});

describe('gate console watchdog: leaving scan mode on purpose', () => {
  const restartedText = healthLabels.cameraRestarted.id;

  it('stopping the scan screen (to Tim hari ini) is no fault: no restart, no notice, nothing fires after', async () => {
    clearNotice();
    const restarts = kioskHealth.cameraRestarts;
    const restart = vi.fn(async () => {});
    const scanner = fakeScanner(restart);
    const start = vi.fn(async (_hooks: ScannerHooks) => scanner);
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    expect(kioskHealth.camera).toMatchObject({ kind: 'running', hadFrames: true });
    watch.stop();
    watch = null;
    expect(scanner.stop).toHaveBeenCalledTimes(1);
    // the frozen-camera check, the starting limit and every retry would have fired in this minute
    await vi.advanceTimersByTimeAsync(60_000);
    expect(start).toHaveBeenCalledTimes(1);
    expect(restart).not.toHaveBeenCalled();
    expect(kioskHealth.cameraRestarts).toBe(restarts);
    expect(noticeStore.notice).toBeNull();

    // back on scan mode: the camera that ran before starts again; a start, not a restart
    const again = vi.fn(async (_hooks: ScannerHooks) => fakeScanner());
    watch = superviseScanner({ start: again, onRunning: () => {} });
    await settle();
    expect(again).toHaveBeenCalledTimes(1);
    expect(kioskHealth.camera.kind).toBe('running');
    expect(kioskHealth.cameraRestarts).toBe(restarts);
    expect(noticeStore.notice).toBeNull();
  });

  it('a real restart (the track ended) says so; leaving scan mode takes its notice away with the screen', async () => {
    clearNotice();
    const restarts = kioskHealth.cameraRestarts;
    let hooks: ScannerHooks | null = null;
    const restart = vi.fn(async () => {});
    const start = vi.fn(async (given: ScannerHooks) => {
      hooks = given;
      return fakeScanner(restart);
    });
    watch = superviseScanner({ start, onRunning: () => {} });
    await settle();
    (hooks as ScannerHooks | null)?.onTrackEnded();
    await settle();
    expect(restart).toHaveBeenCalledTimes(1);
    expect(kioskHealth.cameraRestarts).toBe(restarts + 1);
    expect(noticeStore.notice?.text).toBe(restartedText);
    watch.stop();
    watch = null;
    expect(noticeStore.notice).toBeNull();
  });
});
