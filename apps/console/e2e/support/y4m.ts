/**
 * A YUV4MPEG2 (4:2:0) video of QR codes for Chromium's fake camera (`--use-file-for-fake-video-capture`),
 * DESIGN "Fake camera in tests": white Y = 235, black modules Y = 16, chroma 128. Each segment shows one code
 * (or a blank frame when `text` is null) for `frames` frames. Chromium loops the file.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import qrcode from 'qrcode-generator';

export interface Segment {
  text: string | null;
  frames: number;
}

/** QR error correction: L by default, as the employee's phone draws it (apps/pwa qr-card.tsx QR_LEVEL). */
export type QrLevel = 'L' | 'M' | 'Q' | 'H';

export interface VideoOptions {
  width?: number;
  height?: number;
  fps?: number;
  level?: QrLevel;
}

const WHITE = 235;
const BLACK = 16;

function lumaOf(text: string | null, width: number, height: number, level: QrLevel): Uint8Array {
  const y = new Uint8Array(width * height).fill(WHITE);
  if (text === null) return y;
  const qr = qrcode(0, level);
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const scale = Math.floor((Math.min(width, height) * 0.92) / (count + 8));
  if (scale < 2) throw new Error(`A ${count}-module code does not fit ${width}×${height}`);
  const left = Math.floor((width - count * scale) / 2);
  const top = Math.floor((height - count * scale) / 2);
  for (let r = 0; r < count; r++) {
    for (let c = 0; c < count; c++) {
      if (!qr.isDark(r, c)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const row = (top + r * scale + dy) * width + left + c * scale;
        y.fill(BLACK, row, row + scale);
      }
    }
  }
  return y;
}

/** Writes the video to `path`; returns its length in seconds. */
export function writeQrVideo(path: string, segments: readonly Segment[], options: VideoOptions = {}): number {
  const width = options.width ?? 640;
  const height = options.height ?? 480;
  const fps = options.fps ?? 10;
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const fd = openSync(path, 'w');
  let frames = 0;
  try {
    writeSync(fd, `YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`);
    for (const segment of segments) {
      const luma = lumaOf(segment.text, width, height, options.level ?? 'L');
      for (let i = 0; i < segment.frames; i++) {
        writeSync(fd, 'FRAME\n');
        writeSync(fd, luma);
        writeSync(fd, chroma);
        frames++;
      }
    }
  } finally {
    closeSync(fd);
  }
  return frames / fps;
}
