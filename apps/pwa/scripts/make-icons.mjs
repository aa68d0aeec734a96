/**
 * Writes the PWA icons (public/icons/icon-32.png, the favicon, icon-192.png, icon-512.png, icon-maskable-512.png) with node:zlib only:
 * a green square (rounded for "any", full-bleed for "maskable") with a white "U" mark. Run once; the PNGs are
 * committed. `node scripts/make-icons.mjs`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const outDir = join(here, '..', 'public', 'icons');

const GREEN = [0x0f, 0x6b, 0x4f];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = new Uint32Array(256).map((_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Is (x, y) in [0,1]² inside the "U": two bars joined by a half ring at the bottom. */
function inU(x, y, scale) {
  const cx = 0.5;
  const outer = 0.2 * scale;
  const inner = 0.08 * scale;
  const top = 0.5 - 0.22 * scale;
  const bend = 0.5 + 0.05 * scale;
  const dx = Math.abs(x - cx);
  if (y >= top && y <= bend) return dx >= inner && dx <= outer;
  if (y > bend) {
    const r = Math.hypot(x - cx, y - bend);
    return r >= inner && r <= outer;
  }
  return false;
}

function png(size, { maskable }) {
  const rows = [];
  const radius = maskable ? 0 : 0.18;
  const scale = maskable ? 0.8 : 1; // keep the mark inside the maskable safe zone (80 %)
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    row[0] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5) / size;
      const y = (py + 0.5) / size;
      let alpha = 255;
      if (radius > 0) {
        const qx = Math.max(radius - x, 0, x - (1 - radius));
        const qy = Math.max(radius - y, 0, y - (1 - radius));
        if (Math.hypot(qx, qy) > radius) alpha = 0;
      }
      const [r, g, b] = inU(x, y, scale) ? WHITE : GREEN;
      row.set([r, g, b, alpha], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
const icons = [
  // The favicon: the browser decodes it on the page's main thread during the start-up, so 32×32 pixels (160 bytes)
  // rather than the 192 px icon.
  ['icon-32.png', 32, false],
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
];
for (const [name, size, maskable] of icons) {
  const file = join(outDir, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, png(size, { maskable }));
  console.log(`wrote ${file}`);
}
