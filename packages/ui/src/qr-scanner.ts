/**
 * The camera and QR decode loop both apps scan with (the PWA's /attendance/scan-qr and the console's scan mode).
 * getUserMedia plays into a <video> that this module appends to `container`; a decode runs on a new video frame
 * (requestVideoFrameCallback, a timer where it is missing), at most one at a time, paced by ./qr-scan-pacing.ts:
 * 10 a second while codes come, 2.5 a second after a quiet spell (back to 10 at once on a code or `wake()`); while
 * idle the camera track is capped at a few frames a second and the worker skips its inverted-picture pass.
 * Between two decodes the loop sleeps on a timer rather than waking for every camera frame. The decoder is the
 * platform's BarcodeDetector where it reads QR codes (Android Chrome); elsewhere zxing-wasm in a supervised Web
 * Worker (./qr-detector.ts: replaced when it dies or hangs, recycled here while nothing is in view). Each decoded text is handed to `onText`; pacing of events (the PWA's 1000 ms scan delay,
 * the console's duplicate rule) is the caller's. A kiosk's watchdog reads `health()` and calls `restartCamera()`.
 */
import type { DetectorEvent } from './qr-detector';
import {
  afterDecode,
  afterRecycle,
  cameraFrameRate,
  DEFAULT_PACING,
  decodeIntervalMs,
  isIdle,
  type PacingState,
  type ScanPacing,
  shouldRecycle,
  startPacing,
} from './qr-scan-pacing';

export type { DetectorEvent } from './qr-detector';

export type Facing = 'environment' | 'user';

export interface QrScannerOptions {
  facing: Facing;
  /** A decoded text, with the running scanner (for `grabFrame()` of the frame it was read in). */
  onText: (text: string, scanner: QrScanner) => void;
  /** The shortest time between two decodes (default 100 ms: up to 10 decodes a second). */
  intervalMs?: number;
  /** Rate stepping and worker recycling; `intervalMs` overrides its active interval. */
  pacing?: Partial<ScanPacing>;
  /** The decoder replaced or recycled its worker on its own. */
  onDecoderEvent?: (event: DetectorEvent) => void;
  /**
   * The camera's track ended by itself (`ended`: the camera was unplugged, its driver or another app took it). Not
   * called for the scanner's own stop() or restartCamera().
   */
  onTrackEnded?: () => void;
}

export interface ScannerHealth {
  /**
   * performance.now() since which the loop has been waiting for a camera frame; now while it is not waiting
   * (sleeping between decodes or decoding: a slow decode is not a frozen camera).
   */
  lastFrameAt: number;
  /** The camera track is live (not ended). */
  trackLive: boolean;
  /** The decoder is starting a replacement worker: frames are not being read, on purpose. */
  decoderRestarting: boolean;
  /** Decodes since the scanner started. */
  decodes: number;
  idle: boolean;
  /** The decode worker's wasm memory, bytes (null with the platform's detector). */
  wasmBytes: number | null;
}

export interface QrScanner {
  readonly video: HTMLVideoElement;
  stop(): void;
  /** The frame on screen as a JPEG of at most `maxSide` px (DESIGN "Camera": 640 px, quality ≥ 0.8). */
  grabFrame(maxSide?: number, quality?: number): Promise<Blob | null>;
  torchSupported(): boolean;
  setTorch(on: boolean): Promise<void>;
  /** Back to the full decode rate at once (the screen was touched). */
  wake(): void;
  health(): ScannerHealth;
  /** Stops the camera's tracks and opens it again (the track ended or froze); rejects if getUserMedia fails. */
  restartCamera(): Promise<void>;
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

function cameraConstraints(facing: Facing): MediaTrackConstraints {
  return { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } };
}

function openCamera(facing: Facing): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ audio: false, video: cameraConstraints(facing) });
}

export async function startQrScanner(
  container: HTMLElement,
  { facing, onText, intervalMs, pacing: pacingOptions, onDecoderEvent, onTrackEnded }: QrScannerOptions,
): Promise<QrScanner> {
  const pacing: ScanPacing = {
    ...DEFAULT_PACING,
    ...pacingOptions,
    ...(intervalMs === undefined ? {} : { activeIntervalMs: intervalMs }),
  };
  const detectorReady = import('./qr-detector').then((m) =>
    m.createQrDetector(onDecoderEvent ? { onEvent: onDecoderEvent } : {}),
  );
  const dropDetector = () =>
    void detectorReady.then(
      (d) => d.dispose(),
      () => {},
    );
  let stream: MediaStream;
  try {
    stream = await openCamera(facing);
  } catch (error) {
    dropDetector();
    throw error;
  }
  let stopped = false;
  const video = document.createElement('video') as VideoWithFrames;
  video.muted = true;
  video.playsInline = true;
  video.setAttribute('playsinline', '');
  video.setAttribute('aria-hidden', 'true');
  video.srcObject = stream;
  container.append(video);
  let detector: Awaited<typeof detectorReady>;
  try {
    await video.play();
    detector = await detectorReady;
  } catch (error) {
    stopTracks(stream);
    video.remove();
    dropDetector();
    throw error;
  }

  let frameHandle = 0;
  let timer = 0;
  let lastDecode = Number.NEGATIVE_INFINITY;
  let state: PacingState = startPacing(performance.now());
  /** When the loop asked for the next camera frame, or null when it is not waiting for one. */
  let frameWantedAt: number | null = null;
  let decodes = 0;
  let recycling = false;
  /** Bumped by every (re)start of the loop, so a callback of an earlier loop does nothing. */
  let loop = 0;

  const cancelWaits = () => {
    if (frameHandle) video.cancelVideoFrameCallback?.(frameHandle);
    frameHandle = 0;
    frameWantedAt = null;
    window.clearTimeout(timer);
  };
  /** Sleeps until the next decode is due, then waits for a fresh frame. */
  const schedule = () => {
    if (stopped) return;
    const mine = loop;
    const wait = lastDecode + decodeIntervalMs(pacing, state, performance.now()) - performance.now();
    const onFrame = () => {
      frameHandle = 0;
      frameWantedAt = null;
      if (mine === loop) tick();
    };
    const awaitFrame = () => {
      if (stopped || mine !== loop) return;
      frameWantedAt = performance.now();
      if (video.requestVideoFrameCallback) frameHandle = video.requestVideoFrameCallback(onFrame);
      else timer = window.setTimeout(onFrame, 0);
    };
    if (wait > 20) timer = window.setTimeout(awaitFrame, wait);
    else awaitFrame();
  };
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    if (video.readyState < 2) {
      schedule();
      return;
    }
    if (!recycling && shouldRecycle(pacing, state, now)) {
      // The swap happens beside the loop: the current worker keeps decoding until the fresh one is ready.
      recycling = true;
      void detector.recycle().finally(() => {
        recycling = false;
        state = afterRecycle(state, performance.now());
      });
    }
    lastDecode = now;
    const mine = loop;
    detector
      .detect(video, isIdle(pacing, state, now))
      .then((texts) => {
        if (stopped) return;
        decodes++;
        state = afterDecode(state, texts.length > 0, performance.now());
        pace(performance.now());
        for (const text of texts) onText(text, scanner);
      })
      .catch(() => {
        // A frame that cannot be read (e.g. while the camera restarts): try the next one.
      })
      .finally(() => {
        if (mine === loop) schedule();
      });
  };
  const track = () => stream.getVideoTracks()[0];
  const onEnded = () => {
    if (!stopped) onTrackEnded?.();
  };
  /** Listens for the camera going away on `current`'s video track (one listener per stream). */
  const watchTrack = (current: MediaStream) =>
    current.getVideoTracks()[0]?.addEventListener('ended', onEnded);
  const unwatchTrack = (current: MediaStream) =>
    current.getVideoTracks()[0]?.removeEventListener('ended', onEnded);
  watchTrack(stream);
  /** The frame-rate cap and the torch asked of the track (applyConstraints replaces the whole set each time). */
  let frameRate: number | null = null;
  let torch = false;
  const applyTrackConstraints = () =>
    track()
      ?.applyConstraints({
        ...cameraConstraints(facing),
        ...(frameRate === null ? {} : { frameRate: { max: frameRate } }),
        ...(torch ? { advanced: [{ torch: true } as MediaTrackConstraintSet] } : {}),
      })
      .catch(() => {
        // A camera that cannot change its rate keeps its own (and one without a torch: Settings says so).
      });
  /** Idle: fewer camera frames; a code or a touch: the full rate again at once. */
  const pace = (now: number) => {
    const wanted = cameraFrameRate(pacing, state, now);
    if (wanted === frameRate) return;
    frameRate = wanted;
    void applyTrackConstraints();
  };
  const restartLoop = () => {
    loop++;
    cancelWaits();
    schedule();
  };

  const canvas = document.createElement('canvas');
  const scanner: QrScanner = {
    video,
    stop() {
      if (stopped) return;
      stopped = true;
      cancelWaits();
      detector.dispose();
      unwatchTrack(stream);
      stopTracks(stream);
      video.srcObject = null;
      video.remove();
    },
    grabFrame(maxSide = 640, quality = 0.8) {
      if (stopped || video.videoWidth === 0) return Promise.resolve(null);
      const scale = Math.min(1, maxSide / Math.max(video.videoWidth, video.videoHeight));
      canvas.width = Math.round(video.videoWidth * scale);
      canvas.height = Math.round(video.videoHeight * scale);
      canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
      return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    },
    torchSupported() {
      const caps = (track()?.getCapabilities?.() ?? {}) as { torch?: boolean };
      return caps.torch === true;
    },
    async setTorch(on) {
      torch = on;
      await applyTrackConstraints();
    },
    wake() {
      if (stopped) return;
      const now = performance.now();
      const wasIdle = isIdle(pacing, state, now);
      state = { ...state, lastWakeAt: now };
      pace(now);
      // A loop asleep on the idle interval wakes now; one waiting for a frame or a decode goes on as it is.
      if (wasIdle && !frameHandle) restartLoop();
    },
    health() {
      return {
        lastFrameAt: frameWantedAt ?? performance.now(),
        trackLive: track()?.readyState === 'live',
        decoderRestarting: detector.restarting(),
        decodes,
        idle: isIdle(pacing, state, performance.now()),
        wasmBytes: detector.wasmBytes(),
      };
    },
    async restartCamera() {
      if (stopped) return;
      cancelWaits();
      unwatchTrack(stream);
      stopTracks(stream);
      video.srcObject = null;
      const fresh = await openCamera(facing);
      if (stopped) {
        stopTracks(fresh);
        return;
      }
      stream = fresh;
      watchTrack(fresh);
      frameRate = null;
      video.srcObject = fresh;
      await video.play();
      if (torch) void applyTrackConstraints();
      restartLoop();
    },
  };
  schedule();
  return scanner;
}
