/**
 * Reads a QR code off a screenshot (PNG), in Node, with zxing-wasm: the decoder the apps use in the browser
 * (@upah/ui's qr-decode-worker), its .wasm loaded from node_modules instead of a URL. The gate e2e reads the
 * code the PWA really draws this way, as a camera would, rather than from the page's attributes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let prepared = false;

/** The QR code's text and its version (size) in `png`; throws when the picture holds no readable code. */
export async function readQrPng(png: Buffer): Promise<{ text: string; version: number; ecLevel: string }> {
  if (!prepared) {
    const wasm = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
    prepared = true;
  }
  const [found] = await readBarcodes(new Blob([new Uint8Array(png)]), {
    formats: ['QRCode'],
    tryHarder: true,
  });
  if (!found?.isValid) throw new Error('no QR code readable in the screenshot');
  return { text: found.text, version: Number(found.version), ecLevel: found.ecLevel };
}
