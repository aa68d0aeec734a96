#!/usr/bin/env node
/**
 * A built app served the way its deployment serves it: over TLS with HTTP/2 (a service worker needs a secure
 * origin, and every HTTPS host or CDN speaks HTTP/2), the hashed assets from their Brotli/gzip copies, index.html
 * for every app path with the security headers the build wrote (dist/security-headers.json, CSP with the boot
 * script's hash), and `/api` forwarded to the mock (prefix stripped, as the Vite proxy does; that proxy speaks
 * HTTP/1.1 only, which is why `vite preview` serves HTTP/1.1). For measuring, not for the tests: Lighthouse's
 * simulation models the connections it saw, and HTTP/1.1 to 127.0.0.1 (six connections, each with its own
 * handshake and slow start) is not the link a phone has to the product.
 *
 *   node scripts/tls-host.mjs apps/pwa/dist 4583 4010     (dist folder, port (0: any free one), mock port)
 *
 * It binds 127.0.0.1 and prints its URL.
 *
 * The certificate is self-signed, made with openssl for 127.0.0.1 in a temporary folder: the browser that measures
 * runs with --ignore-certificate-errors (LH_CHROME_ARGS). Stop it by its PID.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pickEncoding, precompressedMiddleware } from './precompressed-assets.mjs';

const [distArg, portArg, mockArg] = process.argv.slice(2);
if (!distArg || !portArg || !mockArg) {
  console.error('usage: node scripts/tls-host.mjs <dist folder> <port> <mock port>');
  process.exit(2);
}
const dist = resolve(distArg);
const mock = `http://127.0.0.1:${Number(mockArg)}`;

const certDir = mkdtempSync(join(tmpdir(), 'upah-tls-'));
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    join(certDir, 'key.pem'),
    '-out',
    join(certDir, 'cert.pem'),
  ],
  { stdio: 'ignore' },
);
const key = readFileSync(join(certDir, 'key.pem'));
const cert = readFileSync(join(certDir, 'cert.pem'));
rmSync(certDir, { recursive: true, force: true });

const headersFile = join(dist, 'security-headers.json');
const security = existsSync(headersFile) ? JSON.parse(readFileSync(headersFile, 'utf8')) : {};
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const assets = precompressedMiddleware(dist);
/** Compressed copies of the files this host compresses itself (index.html, the manifest…), made once. */
const compressed = new Map();

function sendFile(req, res, file, cacheControl) {
  const type = extname(file);
  let body = readFileSync(file);
  const encoding = COMPRESSIBLE.has(type) ? pickEncoding(req.headers['accept-encoding']) : null;
  if (encoding) {
    const cacheKey = `${file}|${encoding.name}`;
    if (!compressed.has(cacheKey))
      compressed.set(cacheKey, encoding.name === 'br' ? brotliCompressSync(body) : gzipSync(body));
    body = compressed.get(cacheKey);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Vary', 'Accept-Encoding');
  }
  res.statusCode = 200;
  res.setHeader('Content-Type', TYPES[type] ?? 'application/octet-stream');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', cacheControl);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** `/api/…` to the mock, as the Vite proxy forwards it; a connection the mock cuts is cut here too. */
async function forward(req, res) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || ['host', 'connection', 'accept-encoding'].includes(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  let answer;
  try {
    answer = await fetch(`${mock}${req.url.replace(/^\/api/, '') || '/'}`, {
      method: req.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
  } catch {
    // the browser sees a network failure, as from the mock (HTTP/2: the stream reset; HTTP/1.1: the socket closed)
    if (req.stream) req.stream.close(0x2);
    else req.socket.destroy();
    return;
  }
  const body = Buffer.from(await answer.arrayBuffer());
  res.statusCode = answer.status;
  for (const [name, value] of answer.headers) {
    const hopByHop = ['connection', 'keep-alive', 'transfer-encoding'];
    // fetch has decoded the body; several Set-Cookie lines stay several
    if ([...hopByHop, 'content-encoding', 'content-length', 'set-cookie'].includes(name)) continue;
    res.setHeader(name, value);
  }
  const cookies = answer.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

const server = createSecureServer({ key, cert, allowHTTP1: true }, (req, res) => {
  let path;
  try {
    path = decodeURIComponent((req.url ?? '/').split('?')[0]);
  } catch {
    res.statusCode = 400;
    res.end();
    return;
  }
  if (path.startsWith('/api/') || path === '/api') {
    void forward(req, res);
    return;
  }
  for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
  assets(req, res, () => {
    const file = join(dist, path);
    if (file.startsWith(dist) && existsSync(file) && statSync(file).isFile()) {
      sendFile(
        req,
        res,
        file,
        path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      return;
    }
    sendFile(req, res, join(dist, 'index.html'), 'no-cache');
  });
});
server.listen(Number(portArg), '127.0.0.1', () => {
  console.log(`${dist} on https://127.0.0.1:${server.address().port} (HTTP/2, TLS; /api → ${mock})`);
});
