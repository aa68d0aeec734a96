/**
 * The scan screen's watchdog: a gate tablet runs the scanner 12 hours and more, and it must heal by itself, with a
 * calm notice and without touching the offline queue.
 *
 * - The camera does not start (getUserMedia fails, e.g. just after the tablet woke up): try again after 1, 2, 5,
 *   10, then every 30 s. A refused permission is not retried: the screen says where to allow it.
 * - The camera track ended, or no new frame came for FROZEN_AFTER_MS while the page is visible: restart the camera.
 * - The decode worker died or stopped answering: the decoder replaces it (qr-detector); counted here.
 * - The page comes back from the background: checked at once, the decode rate back to full.
 * - A touch anywhere brings the decode rate back to full at once.
 * Every recovery is counted in ./kiosk-health.ts (Settings shows it).
 */
import { tr } from '@upah/core/catalogue';
import { healthLabels } from '@upah/core/catalogue/labels-console-health';
import type { DetectorEvent, QrScanner } from '@upah/ui/qr-scanner';
import {
  recordCameraRestart,
  recordDecoderMemory,
  recordProblem,
  recordWorkerRecycle,
  recordWorkerRestart,
  refreshHealth,
} from './kiosk-health';
import { langStore } from './lang';
import { showNotice } from './notice';

/** No new camera frame for this long, page visible: the camera froze (DESIGN "The gate console"). */
export const FROZEN_AFTER_MS = 5000;
const CHECK_EVERY_MS = 1000;
const HEALTH_EVERY_MS = 30_000;
const RETRY_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];

/** The wait before the attempt after `failures` failed ones (1, 2, 5, 10 s, then every 30 s). */
export function retryDelayMs(failures: number): number {
  return RETRY_DELAYS_MS[Math.min(Math.max(failures - 1, 0), RETRY_DELAYS_MS.length - 1)] ?? 30_000;
}

/** A failure the user must fix (permission refused), not one to retry. */
export function isPermissionError(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name === 'NotAllowedError' || name === 'SecurityError';
}

export type CameraProblem = 'camera-ended' | 'camera-frozen' | null;

/** What is wrong with a running camera now, if anything. */
export function cameraProblem(
  health: { trackLive: boolean; lastFrameAt: number; decoderRestarting: boolean },
  now: number,
  visibleSince: number,
): CameraProblem {
  if (!health.trackLive) return 'camera-ended';
  if (health.decoderRestarting) return null;
  return now - Math.max(health.lastFrameAt, visibleSince) > FROZEN_AFTER_MS ? 'camera-frozen' : null;
}

export interface WatchdogOptions {
  /** Starts the scanner; `onDecoderEvent` must be passed to startQrScanner. */
  start: (onDecoderEvent: (event: DetectorEvent) => void) => Promise<QrScanner>;
  onRunning: (scanner: QrScanner) => void;
  onDenied: () => void;
}

function notify(entry: { id: string; en: string }): void {
  showNotice('info', tr(entry, langStore.lang));
}

/** Runs the scanner under watch; the returned function stops both. */
export function superviseScanner({ start, onRunning, onDenied }: WatchdogOptions): () => void {
  let stopped = false;
  let scanner: QrScanner | null = null;
  let failures = 0;
  let retryTimer = 0;
  let restarting = false;
  let visibleSince = performance.now();

  const onDecoderEvent = (event: DetectorEvent) => {
    if (event.type === 'worker-recycled') recordWorkerRecycle();
    else {
      recordWorkerRestart(event.reason);
      notify(healthLabels.decoderRestarted);
    }
  };

  const failed = (error: unknown, retry: () => void) => {
    if (stopped) return;
    if (isPermissionError(error)) {
      onDenied();
      return;
    }
    failures++;
    recordProblem('camera-failed');
    notify(healthLabels.cameraRetrying);
    retryTimer = window.setTimeout(retry, retryDelayMs(failures));
  };

  const open = () => {
    if (stopped) return;
    start(onDecoderEvent).then(
      (running) => {
        if (stopped) return running.stop();
        scanner = running;
        if (failures > 0) recordCameraRestart();
        failures = 0;
        onRunning(running);
      },
      (error: unknown) => failed(error, open),
    );
  };

  const restartCamera = (problem: Exclude<CameraProblem, null>) => {
    const running = scanner;
    if (!running || restarting) return;
    restarting = true;
    recordProblem(problem);
    running.restartCamera().then(
      () => {
        restarting = false;
        failures = 0;
        recordCameraRestart();
        notify(healthLabels.cameraRestarted);
      },
      (error: unknown) =>
        failed(error, () => {
          restarting = false;
          restartCamera('camera-ended');
        }),
    );
  };

  const check = () => {
    const running = scanner;
    if (stopped || !running || restarting || document.visibilityState !== 'visible') return;
    const health = running.health();
    recordDecoderMemory(health.wasmBytes);
    const problem = cameraProblem(health, performance.now(), visibleSince);
    if (problem) restartCamera(problem);
  };

  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    // Frames do not come while hidden: the freeze clock starts again now.
    visibleSince = performance.now();
    scanner?.wake();
    check();
  };
  const onTouch = () => scanner?.wake();

  open();
  void refreshHealth();
  const checkTimer = window.setInterval(check, CHECK_EVERY_MS);
  const healthTimer = window.setInterval(() => void refreshHealth(), HEALTH_EVERY_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', onVisibility);
  document.addEventListener('pointerdown', onTouch, { passive: true });
  return () => {
    stopped = true;
    window.clearTimeout(retryTimer);
    window.clearInterval(checkTimer);
    window.clearInterval(healthTimer);
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pageshow', onVisibility);
    document.removeEventListener('pointerdown', onTouch);
    scanner?.stop();
    scanner = null;
  };
}
