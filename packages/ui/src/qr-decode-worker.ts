/**
 * The zxing-wasm decoder in a Web Worker (./qr-detector.ts starts it): decoding a frame takes tens of ms on a phone,
 * which would block the screen 10 times a second on the main thread. Each message brings one video frame (a VideoFrame,
 * or an ImageBitmap where WebCodecs is missing; transferred); it is drawn into one reused canvas and read with the `barcode-detector` ponyfill, whose
 * .wasm is emitted into the app's build by Vite (`?url`) and served by us: no CDN is reachable at a gate.
 * Static imports only: the worker is one chunk. Every reply carries the size of the wasm memory (it only grows), so
 * the kiosk's Settings can show it; `self.decoderWasmBytes()` gives it to a test harness holding the worker (the
 * soak bench reads it through Playwright's Worker.evaluate).
 * The frame is closed as soon as its pixels are read (a camera stalls when its frames are held).
 */
import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

export type DecodeRequest = { id: number; frame: VideoFrame | ImageBitmap };
export type DecodeReply =
  | { type: 'ready'; wasmBytes: number }
  | { type: 'failed'; message: string }
  | { type: 'decoded'; id: number; texts: string[]; wasmBytes: number };

const scope = self as unknown as {
  postMessage(message: DecodeReply): void;
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  decoderWasmBytes: () => number;
};

let heap: { HEAPU8: Uint8Array } | null = null;
const wasmBytes = () => heap?.HEAPU8.byteLength ?? 0;
scope.decoderWasmBytes = wasmBytes;

let canvas: OffscreenCanvas | null = null;
let context: OffscreenCanvasRenderingContext2D | null = null;

/** The frame's pixels, through one canvas kept for the worker's life (not a new canvas per frame). */
function pixelsOf(frame: VideoFrame | ImageBitmap): ImageData | null {
  const width = 'displayWidth' in frame ? frame.displayWidth : frame.width;
  const height = 'displayHeight' in frame ? frame.displayHeight : frame.height;
  if (width === 0 || height === 0) return null;
  if (!canvas || canvas.width !== width || canvas.height !== height) {
    canvas = new OffscreenCanvas(width, height);
    context = canvas.getContext('2d', { willReadFrequently: true });
  }
  if (!context) return null;
  context.drawImage(frame, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

scope.onmessage = async ({ data: { id, frame } }) => {
  let texts: string[] = [];
  let pixels: ImageData | null = null;
  try {
    pixels = pixelsOf(frame);
  } catch {
    // An unreadable frame: the next one comes within 100 ms.
  } finally {
    frame.close();
  }
  try {
    if (pixels && detector)
      texts = (await detector.detect(pixels)).map((code) => code.rawValue).filter(Boolean);
  } catch {
    // As above.
  }
  scope.postMessage({ type: 'decoded', id, texts, wasmBytes: wasmBytes() });
};

// Our own copy of the wasm, instantiated now (not on the first frame), so the first code is read at once. The
// module is prepared BEFORE the detector is made: the detector's constructor would otherwise load it from a CDN.
let detector: BarcodeDetector | null = null;
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
}).then(
  (module) => {
    heap = module as unknown as { HEAPU8: Uint8Array };
    detector = new BarcodeDetector({ formats: ['qr_code'] });
    scope.postMessage({ type: 'ready', wasmBytes: wasmBytes() });
  },
  (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
);
