/**
 * A detailed picture for Chromium's fake camera (`--use-file-for-fake-video-capture`, YUV4MPEG2 4:2:0), so the
 * selfie's size is measured on something like a real photo and not on Chromium's flat test pattern. Colour gradients, a fine texture and seeded noise in every plane: a worst case for JPEG, which
 * spends its bytes on detail. Deterministic: the same file every run.
 */
import { writeFileSync } from 'node:fs';

/** A small deterministic generator (LCG): noise without Math.random, so runs compare. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x1_0000_0000 - 0.5;
  };
}

const clamp = (v: number, low: number, high: number) => Math.max(low, Math.min(high, Math.round(v)));

function plane(
  width: number,
  height: number,
  value: (x: number, y: number) => number,
  low: number,
  high: number,
): Buffer {
  const out = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) out[y * width + x] = clamp(value(x, y), low, high);
  }
  return out;
}

/** Writes `frames` frames of the picture (each with fresh noise) to `file`; answers the file. */
export function writeDetailedVideo(file: string, width = 1280, height = 720, frames = 2): string {
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < frames; f++) {
    const rnd = noise(1234 + f);
    const luma = plane(
      width,
      height,
      (x, y) =>
        40 +
        (150 * x) / width +
        (40 * y) / height +
        28 * Math.sin(x / 5.3) * Math.cos(y / 3.7) +
        18 * Math.sin((x + y) / 11) +
        60 * rnd(),
      16,
      235,
    );
    const cw = width / 2;
    const ch = height / 2;
    const u = plane(cw, ch, (x, y) => 90 + (80 * y) / ch + 14 * Math.sin(x / 4.1) + 30 * rnd(), 16, 240);
    const v = plane(cw, ch, (x, y) => 170 - (70 * x) / cw + 14 * Math.cos(y / 3.3) + 30 * rnd(), 16, 240);
    parts.push(Buffer.from('FRAME\n'), luma, u, v);
  }
  writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** Width and height from a JPEG's SOF marker (baseline or progressive); null when it is not a JPEG. */
export function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}
