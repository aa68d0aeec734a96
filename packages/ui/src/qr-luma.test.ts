// @vitest-environment node
/**
 * The decode worker's luma path (DESIGN "The gate console": idle at low cost, memory flat): a camera frame's Y plane
 * read as it is, and zxing's result list freed after each read.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import qrcode from 'qrcode-generator';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule } from 'zxing-wasm/reader';
import { type LumaReader, lumaPlane, readLuma, zxingOptions } from './qr-luma';

const wasmFile = fileURLToPath(import.meta.resolve('zxing-wasm/reader/zxing_reader.wasm'));

/**
 * An I420-like frame: its Y plane (camera levels: 16 black, 235 white) holding a QR code of `text` at `scale` px a
 * module, each row `pad` bytes longer than the picture, after `offset` bytes of something else.
 */
function lumaFrame(text: string, scale: number, pad = 0, offset = 0) {
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const side = (count + 8) * scale;
  const stride = side + pad;
  const bytes = new Uint8Array(offset + stride * side).fill(128);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const r = Math.floor(y / scale) - 4;
      const c = Math.floor(x / scale) - 4;
      const dark = r >= 0 && c >= 0 && r < count && c < count && qr.isDark(r, c);
      bytes[offset + y * stride + x] = dark ? 16 : 235;
    }
  }
  return { bytes, plane: { offset, stride }, side };
}

let reader: LumaReader;
const full = zxingOptions({ formats: ['QRCode'], textMode: 'Plain' });
const idle = zxingOptions({ formats: ['QRCode'], textMode: 'Plain', tryInvert: false });

beforeAll(async () => {
  reader = (await prepareZXingModule({
    overrides: { wasmBinary: readFileSync(wasmFile).buffer as ArrayBuffer },
    fireImmediately: true,
  })) as unknown as LumaReader;
});

describe('QR decode from a camera frame’s luma plane (the gate console decodes all day)', () => {
  it('takes the plane as it is when its rows are contiguous, and copies the rows out of a padded one', () => {
    const tight = lumaFrame('a', 2);
    const view = lumaPlane(tight.bytes, tight.plane, tight.side, tight.side);
    expect(view.data.buffer).toBe(tight.bytes.buffer);
    const padded = lumaFrame('a', 2, 16, 64);
    const copy = lumaPlane(padded.bytes, padded.plane, padded.side, padded.side);
    expect(copy.data.byteLength).toBe(padded.side * padded.side);
    expect([...copy.data]).toEqual([...view.data]);
  });

  it('reads the code from the plane, with the full and the idle options', () => {
    const frame = lumaFrame('upah-gate-7', 3, 8, 32);
    const luma = lumaPlane(frame.bytes, frame.plane, frame.side, frame.side);
    expect(readLuma(reader, luma, full)).toEqual(['upah-gate-7']);
    expect(readLuma(reader, luma, idle)).toEqual(['upah-gate-7']);
  });

  it('finds nothing in a blank frame', () => {
    const blank = { data: new Uint8Array(320 * 240).fill(235), width: 320, height: 240 };
    expect(readLuma(reader, blank, idle)).toEqual([]);
  });

  it('deletes the result list it got from wasm, so memory stays flat over many reads', () => {
    const lists: { isDeleted(): boolean }[] = [];
    const original = reader.readBarcodesFromPixmap;
    reader.readBarcodesFromPixmap = (...args) => {
      const list = original.apply(reader, args);
      lists.push(list as unknown as { isDeleted(): boolean });
      return list;
    };
    try {
      const frame = lumaFrame('upah-gate-8', 4);
      const luma = lumaPlane(frame.bytes, frame.plane, frame.side, frame.side);
      readLuma(reader, luma, full);
      const wasmBefore = reader.HEAPU8.byteLength;
      for (let i = 0; i < 300; i++) readLuma(reader, luma, full);
      expect(lists).toHaveLength(301);
      expect(lists.every((list) => list.isDeleted())).toBe(true);
      expect(reader.HEAPU8.byteLength).toBe(wasmBefore);
    } finally {
      reader.readBarcodesFromPixmap = original;
    }
  });
});
