/**
 * The scan screen's watchdog: a gate tablet runs the scanner 12 hours and more, and it must heal by itself without
 * touching the offline queue, and say what is wrong when it cannot (core rules/camera-state: each fault lasts on
 * the scan screen until it is fixed, with what to do and Coba lagi).
 *
 * - Starting: no frame within STARTING_LIMIT_MS → the start is classified (no camera listed, permission denied,
 *   else a stalled camera); the attempt under way may still answer.
 * - The camera does not start: the error's name gives the fault (not found, refused, in use, failed). In use or
 *   failed: tried again after 1, 2, 5, 10, then every 30 s; not found or unplugged: when a camera shows up
 *   (devicechange) and every 30 s; refused: when the permission turns to granted; always on Coba lagi.
 * - The camera track ended (`ended`, or found not live) or no new frame came for FROZEN_AFTER_MS while the page is
 *   visible: the camera is opened again (a calm notice when it comes back; "lost" when it is gone).
 * - The decode worker died or stopped answering: the decoder replaces it (qr-detector); counted here.
 * - The page comes back from the background: checked at once, the decode rate back to full.
 * - A touch anywhere brings the decode rate back to full at once.
 * Every recovery is counted and the camera's state kept in ./kiosk-health.ts (Settings shows it).
 */
import { tr } from '@upah/core/catalogue';
import { healthLabels } from '@upah/core/catalogue/labels-console-health';
import {
  autoRetry,
  type CameraEvent,
  type CameraFacts,
  type CameraState,
  initialCameraState,
  isCameraFault,
  nextCameraState,
  retryDelayMs,
  STARTING_LIMIT_MS,
} from '@upah/core/rules/camera-state';
import type { DetectorEvent, QrScanner } from '@upah/ui/qr-scanner';
import {
  kioskHealth,
  recordCameraRestart,
  recordCameraState,
  recordDecoderMemory,
  recordProblem,
  recordWorkerRecycle,
  recordWorkerRestart,
  refreshHealth,
} from './kiosk-health';
import { langStore } from './lang';
import { clearNotice, noticeStore, showNotice } from './notice';

/** No new camera frame for this long, page visible: the camera froze (DESIGN "The gate console"). */
export const FROZEN_AFTER_MS = 5000;
const CHECK_EVERY_MS = 1000;
const HEALTH_EVERY_MS = 30_000;

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

/** The video inputs the browser lists, or null when it cannot say. */
async function videoInputs(): Promise<number | null> {
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    return devices.filter((d) => d.kind === 'videoinput').length;
  } catch {
    return null;
  }
}

async function cameraPermission(): Promise<PermissionStatus | null> {
  try {
    return await navigator.permissions.query({ name: 'camera' as PermissionName });
  } catch {
    // Firefox does not know the 'camera' permission name; some web views have no Permissions API.
    return null;
  }
}

async function cameraFacts(): Promise<CameraFacts> {
  const [inputs, permission] = await Promise.all([videoInputs(), cameraPermission()]);
  const state = permission?.state;
  return {
    videoInputs: inputs,
    permission: state === 'granted' || state === 'denied' || state === 'prompt' ? state : null,
  };
}

export interface ScannerHooks {
  onDecoderEvent: (event: DetectorEvent) => void;
  onTrackEnded: () => void;
}

export interface WatchdogOptions {
  /** Starts the scanner; both hooks must be passed to startQrScanner. */
  start: (hooks: ScannerHooks) => Promise<QrScanner>;
  onRunning: (scanner: QrScanner) => void;
}

export interface ScanWatch {
  /** Coba lagi: opens the camera again now (the state shows "starting" meanwhile). */
  retry(): void;
  /** Stops the scanner and every watch. */
  stop(): void;
}

/** The notice this page's watchdog raised last, so that leaving scan mode takes it away with the screen. */
let raised: unknown = null;

function notify(entry: { id: string; en: string }): void {
  showNotice('info', tr(entry, langStore.lang));
  raised = noticeStore.notice;
}

/** Runs the scanner under watch. */
export function superviseScanner({ start, onRunning }: WatchdogOptions): ScanWatch {
  let stopped = false;
  let scanner: QrScanner | null = null;
  // Whether the camera ran before is the page's memory, not this screen's: back on scan mode after Settings, a
  // camera that ran this morning and is not found now is still an unplugged one.
  let state: CameraState = { ...initialCameraState(Date.now()), hadFrames: kioskHealth.camera.hadFrames };
  let failures = 0;
  /** The latest attempt's number: an older one that answers late decides nothing. */
  let attempt = 0;
  /** performance.now() the latest attempt began while it has not answered, else null. */
  let pendingSince: number | null = null;
  let retryTimer = 0;
  let deadlineTimer = 0;
  let restarting = false;
  let visibleSince = performance.now();
  let permission: PermissionStatus | null = null;
  /** The camera ran under this watch: only then is opening it again a restart. Back on scan mode after another
   * screen (the scanner stopped on purpose), the first start is a start, whatever the page's camera did before. */
  let ranHere = false;

  // The state Settings last saw: back on scan mode with the same fault, it began then (e.g. "lost since 08:12").
  let earlier: CameraState | null = kioskHealth.camera;
  /** The last fault this watch settled on: a retry still in flight when scan mode closes does not hide it. */
  let lastFault: CameraState | null = earlier && isCameraFault(earlier.kind) ? earlier : null;
  const set = (event: CameraEvent) => {
    let next = nextCameraState(state, event);
    if (next === state) return;
    if (earlier && next.kind === earlier.kind && isCameraFault(next.kind))
      next = { ...next, since: earlier.since };
    if (next.kind === 'running' || isCameraFault(next.kind)) earlier = null;
    if (isCameraFault(next.kind)) lastFault = next;
    else if (next.kind === 'running') lastFault = null;
    state = next;
    recordCameraState(next);
    if (isCameraFault(next.kind)) recordProblem(`camera-${next.kind}`);
  };

  const planRetry = () => {
    window.clearTimeout(retryTimer);
    const delay = retryDelayMs(state.kind, failures);
    if (delay !== null) retryTimer = window.setTimeout(() => open('auto'), delay);
  };

  const armDeadline = (mine: number) => {
    window.clearTimeout(deadlineTimer);
    deadlineTimer = window.setTimeout(async () => {
      if (stopped || mine !== attempt || state.kind !== 'starting') return;
      const facts = await cameraFacts();
      if (stopped || mine !== attempt || state.kind !== 'starting') return;
      set({ type: 'timeout', facts, at: Date.now() });
      planRetry();
    }, STARTING_LIMIT_MS);
  };

  const failed = async (mine: number, error: unknown) => {
    const facts = await cameraFacts();
    // A newer attempt decides, and so does an older one that opened the camera meanwhile.
    if (stopped || mine !== attempt || scanner) return;
    failures++;
    set({ type: 'failed', error, facts, at: Date.now() });
    planRetry();
  };

  const running = (opened: QrScanner, restarted: boolean) => {
    window.clearTimeout(deadlineTimer);
    window.clearTimeout(retryTimer);
    pendingSince = null;
    if (restarted) {
      recordCameraRestart();
      notify(healthLabels.cameraRestarted);
    }
    ranHere = true;
    failures = 0;
    set({ type: 'running', at: Date.now() });
    onRunning(opened);
  };

  const onDecoderEvent = (event: DetectorEvent) => {
    if (event.type === 'worker-recycled') recordWorkerRecycle();
    else {
      recordWorkerRestart(event.reason);
      notify(healthLabels.decoderRestarted);
    }
  };

  /** A fresh scanner: the first start, Coba lagi ('user'), or an automatic attempt while a fault shows ('auto'). */
  const open = (by: 'user' | 'auto') => {
    if (stopped || scanner) return;
    // An automatic attempt never stacks on one still under way, unless that one has hung past the limit.
    if (by === 'auto' && pendingSince !== null && performance.now() - pendingSince < STARTING_LIMIT_MS)
      return;
    const mine = ++attempt;
    pendingSince = performance.now();
    window.clearTimeout(retryTimer);
    set({ type: 'attempt', by, at: Date.now() });
    if (state.kind === 'starting') armDeadline(mine);
    const restarted = ranHere;
    start({ onDecoderEvent, onTrackEnded: () => lose('camera-ended') }).then(
      (opened) => {
        // Any attempt that opens the camera is welcome unless one already did (a late answer of a hung one).
        if (stopped || scanner) return opened.stop();
        scanner = opened;
        running(opened, restarted);
      },
      (error: unknown) => {
        if (mine === attempt) pendingSince = null;
        if (stopped || mine !== attempt || scanner) return;
        void failed(mine, error);
      },
    );
  };

  /** The running camera ended or froze: open it again; a failure says what is wrong (e.g. unplugged → lost). */
  const lose = (problem: Exclude<CameraProblem, null>) => {
    const current = scanner;
    if (stopped || !current || restarting) return;
    restarting = true;
    recordProblem(problem);
    set({ type: 'ended', at: Date.now() });
    const mine = ++attempt;
    pendingSince = performance.now();
    armDeadline(mine);
    current.restartCamera().then(
      () => {
        if (mine !== attempt || stopped) return;
        restarting = false;
        running(current, true);
      },
      (error: unknown) => {
        if (mine !== attempt || stopped) return;
        restarting = false;
        pendingSince = null;
        current.stop();
        scanner = null;
        void failed(mine, error);
      },
    );
  };

  const check = () => {
    const current = scanner;
    if (stopped || !current || restarting || document.visibilityState !== 'visible') return;
    const health = current.health();
    recordDecoderMemory(health.wasmBytes);
    const problem = cameraProblem(health, performance.now(), visibleSince);
    if (problem) lose(problem);
  };

  const onVisibility = () => {
    if (document.visibilityState !== 'visible') return;
    // Frames do not come while hidden: the freeze clock starts again now.
    visibleSince = performance.now();
    scanner?.wake();
    check();
  };
  const onTouch = () => scanner?.wake();
  const onDeviceChange = async () => {
    const inputs = await videoInputs();
    if (inputs !== null && inputs > 0 && autoRetry(state.kind, 'camera-plugged')) open('auto');
  };
  const onPermission = () => {
    if (permission?.state === 'granted' && autoRetry(state.kind, 'permission-changed')) open('auto');
  };

  recordCameraState(state);
  open('user');
  void refreshHealth();
  const checkTimer = window.setInterval(check, CHECK_EVERY_MS);
  const healthTimer = window.setInterval(() => void refreshHealth(), HEALTH_EVERY_MS);
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pageshow', onVisibility);
  document.addEventListener('pointerdown', onTouch, { passive: true });
  navigator.mediaDevices?.addEventListener?.('devicechange', onDeviceChange);
  void cameraPermission().then((status) => {
    if (stopped || !status) return;
    permission = status;
    status.addEventListener('change', onPermission);
  });
  return {
    retry() {
      if (stopped || state.kind === 'running') return;
      // A restart that hangs is given up: its scanner goes, a fresh one starts.
      if (scanner) {
        scanner.stop();
        scanner = null;
        restarting = false;
      }
      failures = 0;
      open('user');
    },
    stop() {
      stopped = true;
      window.clearTimeout(retryTimer);
      window.clearTimeout(deadlineTimer);
      window.clearInterval(checkTimer);
      window.clearInterval(healthTimer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pageshow', onVisibility);
      document.removeEventListener('pointerdown', onTouch);
      navigator.mediaDevices?.removeEventListener?.('devicechange', onDeviceChange);
      permission?.removeEventListener('change', onPermission);
      scanner?.stop();
      scanner = null;
      // Closed while a retry of a faulty camera was still starting: Settings keeps naming the fault (e.g. "terlepas
      // sejak 08.12"), not "sedang dinyalakan" for a screen that no longer runs it.
      if (!isCameraFault(state.kind) && state.kind !== 'running' && lastFault) recordCameraState(lastFault);
      // Leaving scan mode on purpose: a restart or decoder notice of this screen does not stay over the next one.
      if (raised !== null && noticeStore.notice === raised) clearNotice();
      raised = null;
    },
  };
}
