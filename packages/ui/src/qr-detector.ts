/**
 * The QR decoder behind ./qr-scanner.ts: the platform's BarcodeDetector when it reads QR codes (Android Chrome),
 * otherwise zxing-wasm running in a Web Worker (./qr-decode-worker.ts; the
 * .wasm is ~1.1 MB, ~460 KB gzip, served from our build). Imported dynamically, so only a scan screen loads this
 * module and, off Android, the worker and the wasm.
 */
import type { DecodeReply, DecodeRequest } from './qr-decode-worker';

export interface QrDetector {
  /** The texts of the QR codes in the video's current frame; `idle`: nothing in view for a while, a cheaper read. */
  detect(source: HTMLVideoElement, idle?: boolean): Promise<string[]>;
  /** Starts a fresh decode worker and swaps it in once it is ready; the old one finishes its frame first. */
  recycle(): Promise<void>;
  /** The decoder is (re)starting its worker: no frame is being read meanwhile. */
  restarting(): boolean;
  /** The decode worker's wasm memory in bytes (null for the platform's detector). */
  wasmBytes(): number | null;
  dispose(): void;
}

/** What the worker supervisor did on its own: told to the page so a kiosk can count it. */
export type DetectorEvent =
  | { type: 'worker-restarted'; reason: 'error' | 'timeout' }
  | { type: 'worker-recycled' };

export interface DetectorOptions {
  onEvent?: (event: DetectorEvent) => void;
  /** A decode not answered within this long means a stuck worker (a 720p decode takes 20–300 ms; 10 s leaves room for a starved CPU, where a needless restart would cost a wasm compile). */
  replyTimeoutMs?: number;
}

type NativeDetectorClass = new (options: {
  formats: string[];
}) => { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (
    globalThis as {
      BarcodeDetector?: NativeDetectorClass & { getSupportedFormats(): Promise<string[]> };
    }
  ).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    const native = new Native({ formats: ['qr_code'] });
    return {
      detect: async (source) => (await native.detect(source)).map((code) => code.rawValue).filter(Boolean),
      recycle: async () => {},
      restarting: () => false,
      wasmBytes: () => null,
      dispose() {},
    };
  } catch {
    return null;
  }
}

const videoFrames = typeof VideoFrame === 'function';

function frameOf(source: HTMLVideoElement): VideoFrame | null {
  try {
    return new VideoFrame(source);
  } catch {
    return null;
  }
}

interface DecodeWorker {
  worker: Worker;
  ready: Promise<void>;
  waiting: Map<number, (texts: string[]) => void>;
  wasmBytes: number;
}

/** One worker; `onDeath` when it throws after it was ready. */
function spawnWorker(onDeath: (dead: DecodeWorker) => void): DecodeWorker {
  const worker = new Worker(new URL('./qr-decode-worker.ts', import.meta.url), { type: 'module' });
  const handle: DecodeWorker = { worker, ready: Promise.resolve(), waiting: new Map(), wasmBytes: 0 };
  let started = false;
  handle.ready = new Promise((resolve, reject) => {
    worker.onmessage = ({ data }: MessageEvent<DecodeReply>) => {
      if (data.type === 'ready') {
        started = true;
        handle.wasmBytes = data.wasmBytes;
        resolve();
      } else if (data.type === 'failed') {
        worker.terminate();
        reject(new Error(data.message));
      } else {
        handle.wasmBytes = data.wasmBytes;
        handle.waiting.get(data.id)?.(data.texts);
        handle.waiting.delete(data.id);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault?.();
      if (started) onDeath(handle);
      else {
        worker.terminate();
        reject(new Error(event.message || 'the QR decoder did not start'));
      }
    };
  });
  return handle;
}

function endWorker(handle: DecodeWorker): void {
  handle.worker.terminate();
  for (const done of handle.waiting.values()) done([]);
  handle.waiting.clear();
}

/**
 * The zxing-wasm worker, supervised: a worker that throws or does not answer a frame within `replyTimeoutMs` is
 * replaced (`worker-restarted`); `recycle()` swaps in a fresh one without dropping a frame (the new worker loads
 * while the old one keeps decoding; the old one ends after its last frame).
 */
async function workerDetector({ onEvent, replyTimeoutMs = 10_000 }: DetectorOptions): Promise<QrDetector> {
  let disposed = false;
  let current = spawnWorker(onDeath);
  let starting: Promise<void> | null = null;
  let nextId = 0;

  function restart(reason: 'error' | 'timeout'): void {
    if (disposed || starting) return;
    endWorker(current);
    current = spawnWorker(onDeath);
    starting = current.ready.then(
      () => {
        starting = null;
        onEvent?.({ type: 'worker-restarted', reason });
      },
      () => {
        // It did not start either: try again (the scan screen's watchdog also sees `restarting()`).
        starting = null;
        restart(reason);
      },
    );
  }
  function onDeath(dead: DecodeWorker): void {
    if (dead === current) restart('error');
    else endWorker(dead);
  }

  await current.ready;
  return {
    async detect(source, idle = false) {
      if (starting) await starting;
      if (disposed) return [];
      const handle = current;
      // A VideoFrame only refers to the decoded camera frame: turning it into pixels happens in the worker.
      // createImageBitmap (where WebCodecs is missing) converts on this thread: tens of ms on a phone.
      const frame = (videoFrames && frameOf(source)) || (await createImageBitmap(source));
      const id = ++nextId;
      return new Promise((done) => {
        const timer = setTimeout(() => {
          if (!handle.waiting.has(id)) return;
          handle.waiting.delete(id);
          done([]);
          if (handle === current) restart('timeout');
        }, replyTimeoutMs);
        handle.waiting.set(id, (texts) => {
          clearTimeout(timer);
          done(texts);
        });
        handle.worker.postMessage({ id, frame, idle } satisfies DecodeRequest, [frame]);
      });
    },
    async recycle() {
      if (disposed || starting) return;
      const fresh = spawnWorker(onDeath);
      try {
        await fresh.ready;
      } catch {
        endWorker(fresh);
        return;
      }
      if (disposed || starting) {
        endWorker(fresh);
        return;
      }
      const old = current;
      current = fresh;
      onEvent?.({ type: 'worker-recycled' });
      // The old worker answers the frame it holds (if any), then ends.
      const last = [...old.waiting.values()];
      if (last.length === 0) endWorker(old);
      else
        for (const [id, done] of old.waiting)
          old.waiting.set(id, (texts) => {
            done(texts);
            if (old.waiting.size <= 1) setTimeout(() => endWorker(old), 0);
          });
    },
    restarting: () => starting !== null,
    wasmBytes: () => current.wasmBytes,
    dispose() {
      disposed = true;
      endWorker(current);
    },
  };
}

export async function createQrDetector(options: DetectorOptions = {}): Promise<QrDetector> {
  return (await nativeDetector()) ?? workerDetector(options);
}
