/**
 * The zxing-wasm decoder in a Web Worker (./qr-detector.ts starts it): decoding a frame takes tens of ms on a phone,
 * which would block the screen 10 times a second on the main thread. Each message brings one video frame (a VideoFrame,
 * or an ImageBitmap where WebCodecs is missing; transferred). A camera frame in a YUV format gives its luma plane
 * as it is (./qr-luma.ts: no drawing, no colour conversion); any other is drawn into one reused canvas and read with
 * zxing-wasm's readBarcodes itself (patched to free its result list: patches/zxing-wasm+3.1.3.patch; the
 * `barcode-detector` ponyfill carries its own unpatched copy of that code, so it is not used here), whose .wasm is
 * emitted into the app's build by Vite (`?url`) and served by us: no CDN is reachable at a gate.
 * Static imports only: the worker is one chunk. Every reply carries the size of the wasm memory (it only grows), so
 * the kiosk's Settings can show it; `self.decoderWasmBytes()` gives it to a test harness holding the worker (the
 * soak bench reads it through Playwright's Worker.evaluate).
 * The frame is closed as soon as its pixels are read (a camera stalls when its frames are held).
 */
import { prepareZXingModule, type ReaderOptions, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { LUMA_FORMATS, type Luma, type LumaReader, lumaPlane, readLuma, zxingOptions } from './qr-luma';

/** `idle`: nothing has been in view for a while: a cheaper read (see IDLE_READ). */
export type DecodeRequest = { id: number; frame: VideoFrame | ImageBitmap; idle?: boolean };
export type DecodeReply =
  | { type: 'ready'; wasmBytes: number }
  | { type: 'failed'; message: string }
  | { type: 'decoded'; id: number; texts: string[]; wasmBytes: number };

const scope = self as unknown as {
  postMessage(message: DecodeReply): void;
  onmessage: ((event: MessageEvent<DecodeRequest>) => void) | null;
  decoderWasmBytes: () => number;
};

let heap: LumaReader | null = null;
const wasmBytes = () => heap?.HEAPU8.byteLength ?? 0;
scope.decoderWasmBytes = wasmBytes;

/** QR codes only, as the `barcode-detector` ponyfill asked (textMode Plain); zxing's other defaults. */
const FULL_READ: ReaderOptions & { formats: string[] } = { formats: ['QRCode'], textMode: 'Plain' };
/**
 * Nothing in view for a while (DESIGN "The gate console": idle at low cost): no second pass on the inverted picture
 * (a phone draws its code dark on light). The frame stays whole: a small code (a phone held far) must still be read
 * at once, and the first read makes the scanner leave idle.
 */
const IDLE_READ: ReaderOptions & { formats: string[] } = { ...FULL_READ, tryInvert: false };
const WASM_FULL_READ = zxingOptions(FULL_READ);
const WASM_IDLE_READ = zxingOptions(IDLE_READ);

/** The bytes of the last frame copied out (kept: a camera's frames keep one size). */
let frameBytes: Uint8Array | null = null;

/** The frame's luma (./qr-luma.ts), or null when its format has none to copy (RGB frames, ImageBitmaps). */
async function lumaOf(frame: VideoFrame | ImageBitmap): Promise<Luma | null> {
  if (!('format' in frame) || !frame.format || !LUMA_FORMATS.has(frame.format) || !frame.visibleRect)
    return null;
  try {
    const size = frame.allocationSize();
    if (!frameBytes || frameBytes.byteLength < size) frameBytes = new Uint8Array(size);
    const [plane] = await frame.copyTo(frameBytes);
    if (!plane) return null;
    const { width, height } = frame.visibleRect;
    return lumaPlane(frameBytes, plane, width, height);
  } catch {
    return null;
  }
}

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

scope.onmessage = async ({ data: { id, frame, idle = false } }) => {
  let texts: string[] = [];
  let luma: Luma | null = null;
  let image: ImageData | null = null;
  try {
    luma = await lumaOf(frame);
    if (!luma) image = pixelsOf(frame);
  } catch {
    // An unreadable frame: the next one comes within 100 ms.
  } finally {
    frame.close();
  }
  try {
    if (luma && heap) texts = readLuma(heap, luma, idle ? WASM_IDLE_READ : WASM_FULL_READ);
    else if (image && heap)
      texts = (await readBarcodes(image, idle ? IDLE_READ : FULL_READ))
        .map((code) => code.text)
        .filter(Boolean);
  } catch {
    // As above.
  }
  scope.postMessage({ type: 'decoded', id, texts, wasmBytes: wasmBytes() });
};

// Our own copy of the wasm, instantiated now (not on the first frame), so the first code is read at once, and
// before any read: readBarcodes would otherwise load it from a CDN.
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
  },
  fireImmediately: true,
}).then(
  (module) => {
    heap = module as unknown as LumaReader;
    scope.postMessage({ type: 'ready', wasmBytes: wasmBytes() });
  },
  (error: unknown) => scope.postMessage({ type: 'failed', message: String(error) }),
);
