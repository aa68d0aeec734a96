/**
 * The camera and QR decode loop both apps scan with (issue 8 item 5; the PWA's /attendance/scan-qr and the
 * console's scan mode). getUserMedia plays into a <video> that this module appends to `container`; a decode runs on
 * each new video frame (requestVideoFrameCallback, a timer where it is missing), at most one at a time and at most
 * one per `intervalMs`. The decoder is the platform's BarcodeDetector where it reads QR codes (Android Chrome);
 * elsewhere the `barcode-detector` ponyfill over zxing-wasm in a Web Worker, whose .wasm we serve ourselves
 * (./qr-detector.ts, loaded in parallel with the camera, so only scan screens fetch it). Each decoded text is handed to `onText`;
 * pacing (the PWA's 1000 ms scan delay, the console's duplicate rule) is the caller's.
 */

export type Facing = 'environment' | 'user';

export interface QrScannerOptions {
  facing: Facing;
  /** A decoded text, with the running scanner (for `grabFrame()` of the frame it was read in). */
  onText: (text: string, scanner: QrScanner) => void;
  /** The shortest time between two decodes (default 100 ms: up to 10 decodes a second). */
  intervalMs?: number;
}

export interface QrScanner {
  readonly video: HTMLVideoElement;
  stop(): void;
  /** The frame on screen as a JPEG of at most `maxSide` px (DESIGN "Camera": 640 px, quality ≥ 0.8). */
  grabFrame(maxSide?: number, quality?: number): Promise<Blob | null>;
  torchSupported(): boolean;
  setTorch(on: boolean): Promise<void>;
}

type VideoWithFrames = HTMLVideoElement & {
  requestVideoFrameCallback?: (callback: () => void) => number;
  cancelVideoFrameCallback?: (handle: number) => void;
};

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

export async function startQrScanner(
  container: HTMLElement,
  { facing, onText, intervalMs = 100 }: QrScannerOptions,
): Promise<QrScanner> {
  const detectorReady = import('./qr-detector').then((m) => m.createQrDetector());
  const dropDetector = () =>
    void detectorReady.then(
      (d) => d.dispose(),
      () => {},
    );
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: { facingMode: facing, width: { ideal: 1280 }, height: { ideal: 720 } },
    });
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
  const schedule = () => {
    if (stopped) return;
    if (video.requestVideoFrameCallback) frameHandle = video.requestVideoFrameCallback(tick);
    else timer = window.setTimeout(tick, intervalMs);
  };
  const tick = () => {
    if (stopped) return;
    const now = performance.now();
    if (now - lastDecode < intervalMs || video.readyState < 2) {
      schedule();
      return;
    }
    lastDecode = now;
    detector
      .detect(video)
      .then((texts) => {
        if (stopped) return;
        for (const text of texts) onText(text, scanner);
      })
      .catch(() => {
        // A frame that cannot be read (e.g. while the camera restarts): try the next one.
      })
      .finally(schedule);
  };

  const canvas = document.createElement('canvas');
  const track = () => stream.getVideoTracks()[0];
  const scanner: QrScanner = {
    video,
    stop() {
      if (stopped) return;
      stopped = true;
      if (frameHandle) video.cancelVideoFrameCallback?.(frameHandle);
      window.clearTimeout(timer);
      detector.dispose();
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
      try {
        await track()?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      } catch {
        // No torch on this camera: the settings screen says so.
      }
    },
  };
  schedule();
  return scanner;
}
