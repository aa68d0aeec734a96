// @vitest-environment node
/**
 * The decoder the worker runs on frames with no luma plane (zxing-wasm's readBarcodes; qr-luma.ts frees its own)
 * must free the Embind result list it gets from wasm (DESIGN "The gate console": ~1 KB of wasm and JS memory per decoded frame
 * otherwise, and wasm memory never shrinks). zxing-wasm 3.1.3 and 3.1.4 do not; patches/zxing-wasm+3.1.3.patch,
 * applied by the root `postinstall` (patch-package), adds the `.delete()`. Without the patch this test fails.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import qrcode from 'qrcode-generator';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const wasmFile = fileURLToPath(import.meta.resolve('zxing-wasm/reader/zxing_reader.wasm'));

/** An RGBA picture of a QR code (black modules on white, 4 px a module, a quiet zone of 4 modules). */
function qrPicture(text: string): {
  data: Uint8ClampedArray;
  width: number;
  height: number;
  colorSpace: 'srgb';
} {
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const scale = 4;
  const side = (count + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - 4;
      const c = Math.floor(x / scale) - 4;
      if (r < 0 || c < 0 || r >= count || c >= count || !qr.isDark(r, c)) continue;
      const at = (y * side + x) * 4;
      data[at] = data[at + 1] = data[at + 2] = 0;
    }
  }
  return { data, width: side, height: side, colorSpace: 'srgb' };
}

type Deletable = { isDeleted(): boolean };
type ReaderModule = Awaited<ReturnType<typeof prepareZXingModule>> & {
  readBarcodesFromPixmap: (...args: unknown[]) => Deletable;
};

let module: ReaderModule;
beforeAll(async () => {
  module = (await prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasmFile).buffer as ArrayBuffer },
    fireImmediately: true,
  })) as ReaderModule;
});

describe('the gate console decoder frees what it reads (a kiosk decodes all day)', () => {
  it('reads a QR code and deletes the Embind result list it got from wasm', async () => {
    const lists: Deletable[] = [];
    const original = module.readBarcodesFromPixmap;
    module.readBarcodesFromPixmap = (...args: unknown[]) => {
      const list = original.apply(module, args);
      lists.push(list);
      return list;
    };
    try {
      const results = await readBarcodes(qrPicture('upah-gate-1') as unknown as ImageData, {
        formats: ['QRCode'],
      });
      expect(results.map((r) => r.text)).toEqual(['upah-gate-1']);
      expect(lists).toHaveLength(1);
      expect(lists[0]?.isDeleted()).toBe(true);
    } finally {
      module.readBarcodesFromPixmap = original;
    }
  });
});
