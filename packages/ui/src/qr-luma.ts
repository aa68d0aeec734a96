/**
 * Reading QR codes from a camera frame's luma (its Y plane), for ./qr-decode-worker.ts. zxing reads grey levels:
 * given RGBA it first converts every pixel in JavaScript, and the frame must first be drawn (YUV to RGB) into a
 * canvas and read back. A camera frame in a YUV format (I420, NV12, …: what Chromium's cameras give) already holds
 * the grey levels in its Y plane, which VideoFrame.copyTo hands over as it is: no drawing, no conversion.
 * zxing's result list lives in wasm memory: it is deleted here after each read (a kiosk decodes all day).
 */
import {
  binarizers,
  characterSets,
  defaultReaderOptions,
  eanAddOnSymbols,
  encodeFormats,
  type ReaderOptions,
  textModes,
  type ZXingReaderOptions,
} from 'zxing-wasm/reader';

/** What of zxing-wasm's Emscripten module a read uses (prepareZXingModule's module). */
export interface LumaReader {
  HEAPU8: Uint8Array;
  _malloc(size: number): number;
  _free(at: number): void;
  readBarcodesFromPixmap(
    at: number,
    width: number,
    height: number,
    options: ZXingReaderOptions,
  ): { size(): number; get(i: number): { text: string } | undefined; delete(): void };
}

export interface Luma {
  data: Uint8Array;
  width: number;
  height: number;
}

/** The frame formats whose first plane is 8-bit luma. */
export const LUMA_FORMATS: ReadonlySet<string> = new Set(['I420', 'I420A', 'I422', 'I444', 'NV12']);

/**
 * The Y plane (`offset`, `stride` from VideoFrame.copyTo's layout) of a width × height frame in `bytes`: a view of it
 * when its rows are contiguous, else a copy.
 */
export function lumaPlane(
  bytes: Uint8Array,
  plane: { offset: number; stride: number },
  width: number,
  height: number,
): Luma {
  const { offset, stride } = plane;
  if (stride === width) return { data: bytes.subarray(offset, offset + width * height), width, height };
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    data.set(bytes.subarray(offset + y * stride, offset + y * stride + width), y * width);
  return { data, width, height };
}

/** ReaderOptions in the form the wasm call takes (what zxing-wasm's readBarcodes does before it calls wasm). */
export function zxingOptions(options: ReaderOptions & { formats: string[] }): ZXingReaderOptions {
  const all = { ...defaultReaderOptions, ...options };
  return {
    ...all,
    formats: encodeFormats(all.formats),
    binarizer: binarizers.indexOf(all.binarizer),
    eanAddOnSymbol: eanAddOnSymbols.indexOf(all.eanAddOnSymbol),
    textMode: textModes.indexOf(all.textMode),
    characterSet: characterSets.indexOf(all.characterSet),
    tryCode39ExtendedMode: all.tryCode39ExtendedMode ?? true,
  } as ZXingReaderOptions;
}

/** The texts of the codes zxing finds in `luma`; its result list is deleted before this returns. */
export function readLuma(module: LumaReader, luma: Luma, options: ZXingReaderOptions): string[] {
  const size = luma.width * luma.height;
  const at = module._malloc(size);
  if (!at) return [];
  let list: ReturnType<LumaReader['readBarcodesFromPixmap']>;
  try {
    module.HEAPU8.set(luma.data.subarray(0, size), at);
    list = module.readBarcodesFromPixmap(at, luma.width, luma.height, options);
  } finally {
    module._free(at);
  }
  try {
    const texts: string[] = [];
    for (let i = 0; i < list.size(); i++) {
      const text = list.get(i)?.text;
      if (text) texts.push(text);
    }
    return texts;
  } finally {
    list.delete();
  }
}
