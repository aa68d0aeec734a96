/**
 * A fake camera for Chromium (DESIGN "The gate console": a `.y4m` file, YUV4MPEG2 4:2:0, played in a loop
 * with --use-file-for-fake-video-capture). The frame shows one QR code of `text`: white is Y = 235, black
 * modules Y = 16, the chroma planes 128, with a quiet zone of 4 modules.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium } from '@playwright/test';
import qrcode from 'qrcode-generator';
import { CHROMIUM_ARGS, E2E_CHROMIUM, fakeCameraArgs } from '../../../../scripts/chromium-flags.mjs';

const WHITE = 235;
const BLACK = 16;

export function writeQrVideo(text: string, size = 640, frames = 2): string {
  // Level L, as the employee's phone draws it (qr-card.tsx QR_LEVEL).
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const modules = qr.getModuleCount();
  const scale = Math.floor(size / (modules + 8));
  const offset = Math.floor((size - modules * scale) / 2);
  const y = Buffer.alloc(size * size, WHITE);
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!qr.isDark(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (offset + row * scale + dy) * size + offset + col * scale;
        y.fill(BLACK, start, start + scale);
      }
    }
  }
  const chroma = Buffer.alloc((size / 2) * (size / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${size} H${size} F10:1 Ip A1:1 C420jpeg\n`);
  const file = join(mkdtempSync(join(tmpdir(), 'upah-cam-')), 'qr.y4m');
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
  return file;
}

/** Chromium with its camera fed from `videoFile` (the config's flags plus the fake-camera ones). */
export function launchWithCamera(videoFile: string): Promise<Browser> {
  return chromium.launch({
    executablePath: E2E_CHROMIUM,
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(videoFile)],
  });
}
