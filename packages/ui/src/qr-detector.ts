/**
 * The QR decoder behind ./qr-scanner.ts: the platform's BarcodeDetector when it reads QR codes (Android Chrome),
 * otherwise the `barcode-detector` ponyfill over zxing-wasm running in a Web Worker (./qr-decode-worker.ts; the
 * .wasm is ~1.1 MB, ~460 KB gzip, served from our build). Imported dynamically, so only a scan screen loads this
 * module and, off Android, the worker and the wasm.
 */
import type { DecodeReply, DecodeRequest } from './qr-decode-worker';

export interface QrDetector {
  /** The texts of the QR codes in the video's current frame. */
  detect(source: HTMLVideoElement): Promise<string[]>;
  dispose(): void;
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

function workerDetector(): Promise<QrDetector> {
  const worker = new Worker(new URL('./qr-decode-worker.ts', import.meta.url), { type: 'module' });
  const waiting = new Map<number, (texts: string[]) => void>();
  let nextId = 0;
  return new Promise((resolve, reject) => {
    const detector: QrDetector = {
      async detect(source) {
        // A VideoFrame only refers to the decoded camera frame: turning it into pixels happens in the worker.
        // createImageBitmap (where WebCodecs is missing) converts on this thread: tens of ms on a phone.
        const frame = (videoFrames && frameOf(source)) || (await createImageBitmap(source));
        const id = ++nextId;
        return new Promise((done) => {
          waiting.set(id, done);
          worker.postMessage({ id, frame } satisfies DecodeRequest, [frame]);
        });
      },
      dispose() {
        worker.terminate();
        for (const done of waiting.values()) done([]);
        waiting.clear();
      },
    };
    worker.onmessage = ({ data }: MessageEvent<DecodeReply>) => {
      if (data.type === 'ready') resolve(detector);
      else if (data.type === 'failed') {
        worker.terminate();
        reject(new Error(data.message));
      } else {
        waiting.get(data.id)?.(data.texts);
        waiting.delete(data.id);
      }
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'the QR decoder did not start'));
    };
  });
}

export async function createQrDetector(): Promise<QrDetector> {
  return (await nativeDetector()) ?? workerDetector();
}
