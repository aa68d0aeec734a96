/**
 * Photos on the phone before upload (DESIGN "Camera, location, maps"): JPEG, long side at most 640 px by default, quality about 0.8, under a byte cap. Base64 costs a
 * third more bytes, so the result is a Blob for a multipart upload.
 *
 * `fitWithin` and `qualityLadder` are pure (unit-tested); `compressImage` draws with the browser's canvas.
 */
export interface CompressOptions {
  /** Long side in px. Default 640. */
  maxSide?: number;
  /** First JPEG quality tried. Default 0.8 (face-matching vendors want ≥ 0.8). */
  quality?: number;
  /** Lowest quality tried before shrinking further. Default 0.6. */
  minQuality?: number;
  /** Byte cap. Default 150 KB. */
  maxBytes?: number;
}

export const SELFIE_MAX_SIDE = 640;
export const SELFIE_QUALITY = 0.8;
export const SELFIE_MAX_BYTES = 150 * 1024;

/** The size that keeps the aspect ratio with the long side at most `maxSide` (never enlarges). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Qualities to try, from `quality` down to `minQuality` in steps of 0.1. */
export function qualityLadder(quality: number, minQuality: number): number[] {
  const steps: number[] = [];
  for (let q = quality; q >= minQuality - 1e-9; q -= 0.1) steps.push(Math.round(q * 100) / 100);
  return steps.length > 0 ? steps : [quality];
}

/** True for the image types a canvas can decode and we compress (PDF and others pass through untouched). */
export function isCompressibleImage(type: string): boolean {
  return /^image\/(jpeg|png|webp|bmp|gif)$/i.test(type);
}

type Canvas = HTMLCanvasElement | OffscreenCanvas;

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function toJpeg(canvas: Canvas, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type: 'image/jpeg', quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob returned null'))),
      'image/jpeg',
      quality,
    ),
  );
}

async function decode(source: Blob): Promise<{ image: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap !== 'undefined') {
    const bitmap = await createImageBitmap(source);
    return { image: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(source);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { image: img, width: img.naturalWidth, height: img.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Re-encodes an image as JPEG within `maxSide` and `maxBytes`: it lowers the quality down to `minQuality`, then
 * shrinks the long side by 20 % at a time. A non-image (PDF) is returned as it is.
 */
export async function compressImage(source: Blob, options: CompressOptions = {}): Promise<Blob> {
  if (!isCompressibleImage(source.type)) return source;
  const maxBytes = options.maxBytes ?? SELFIE_MAX_BYTES;
  const ladder = qualityLadder(options.quality ?? SELFIE_QUALITY, options.minQuality ?? 0.6);
  const { image, width, height } = await decode(source);
  let maxSide = options.maxSide ?? SELFIE_MAX_SIDE;
  let best: Blob | null = null;
  for (let round = 0; round < 6; round += 1) {
    const size = fitWithin(width, height, maxSide);
    const canvas = makeCanvas(size.width, size.height);
    const context = canvas.getContext('2d') as
      | CanvasRenderingContext2D
      | OffscreenCanvasRenderingContext2D
      | null;
    if (!context) throw new Error('No 2D canvas context');
    context.drawImage(image, 0, 0, size.width, size.height);
    for (const quality of ladder) {
      const blob = await toJpeg(canvas, quality);
      if (!best || blob.size < best.size) best = blob;
      if (blob.size <= maxBytes) return blob;
    }
    maxSide = Math.round(maxSide * 0.8);
  }
  if ('close' in image && typeof image.close === 'function') image.close();
  return best ?? source;
}
