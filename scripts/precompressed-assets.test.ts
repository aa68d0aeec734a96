// @vitest-environment node
// scripts/precompressed-assets.mjs (both apps' vite configs): the build writes Brotli and gzip copies of the hashed JS
// and CSS, and `vite preview` answers from them as a static host would, instead of gzipping every response itself.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAssets, pickEncoding, precompressedMiddleware } from './precompressed-assets.mjs';

const source = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, k) => ({ id: k, label: `baris ${k}` })))};\n`;

let dist = '';
let server: Server;
let origin = '';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'precompressed-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), source);
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), `.page{color:red}\n`.repeat(200));
  writeFileSync(join(dist, 'assets', 'icon.png'), Buffer.from([137, 80, 78, 71]));
  const middleware = precompressedMiddleware(dist);
  server = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 404;
      res.end('next');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (Node's fetch would decode the body): status, headers and the bytes as sent. */
function rawGet(path: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const request = get(`${origin}${path}`, { headers, method }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }),
      );
    });
    request.on('error', reject);
  });
}

describe('compressAssets', () => {
  it('writes a .br and a .gz copy of each JS and CSS file that decode to the original, and leaves other files', () => {
    expect(compressAssets(join(dist, 'assets'))).toBe(2);
    const js = join(dist, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(source);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(source);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(readFileSync(`${js}.gz`).length);
    expect(() => readFileSync(join(dist, 'assets', 'icon.png.br'))).toThrow();
  });
});

describe('pickEncoding', () => {
  it('prefers br, then gzip, reading the header token by token', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')?.name).toBe('br');
    expect(pickEncoding('gzip;q=1.0, identity')?.name).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
    // "brotli" is not "br".
    expect(pickEncoding('brotli')).toBeNull();
  });
});

describe('precompressedMiddleware', () => {
  it('answers a hashed JS file from its .br copy, with its type, length and a year of immutable caching', async () => {
    const res = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(res.body).toString()).toBe(source);
  });

  it('sends the .gz copy to a browser that does not take br, and only headers for HEAD', async () => {
    const res = await rawGet('/assets/index-abc123.css?v=1', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(res.body).toString()).toContain('.page{color:red}');
    const head = await rawGet('/assets/index-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
  });

  it("leaves to Vite's own middlewares what it has no copy for, and requests without a compressed encoding", async () => {
    const requests: Array<[path: string, encoding: string]> = [
      ['/assets/missing-123.js', 'br'],
      ['/assets/icon.png', 'br'],
      ['/index.html', 'br'],
      ['/assets/index-abc123.js', 'identity'],
      ['/assets/nested/index-abc123.js', 'br'],
    ];
    for (const [path, encoding] of requests) {
      const res = await rawGet(path, { 'accept-encoding': encoding });
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toBe('next');
    }
  });
});
