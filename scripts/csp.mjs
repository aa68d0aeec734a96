/**
 * Content-Security-Policy and the other security headers of both apps (DESIGN.md "Security and exactly-once").
 * At build time (`writeBundle`) the plugin hashes every inline <script> of the built index.html (the boot script,
 * scripts/boot-script.mjs) and writes the headers to `<outDir>/security-headers.json`; `vite preview` (`npm start`,
 * the e2e runs) sends them on every answer. A deployment copies that file's headers into its host's config.
 *
 * - scripts only from self plus the boot script's hash; no 'unsafe-inline' or 'unsafe-eval' for scripts
 *   ('wasm-unsafe-eval' lets the console's QR decoder compile its own wasm, which is not eval of text);
 * - styles: self plus inline (the boot script inlines the entry CSS, React sets style attributes);
 * - connect-src and img-src: self plus the configured API, login, upload and tile hosts (when absolute);
 * - object-src, base-uri, frame-ancestors 'none';
 * - nosniff, strict-origin-when-cross-origin, camera and geolocation for self only.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const SECURITY_HEADERS_FILE = 'security-headers.json';

/** 'sha256-…' of each inline script (no src) in an HTML document. */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The origin of an absolute http(s) URL ('https://api.example.id/v1' → 'https://api.example.id'), else null. */
export function originOf(value) {
  if (typeof value !== 'string' || !/^https?:\/\//.test(value.trim())) return null;
  try {
    return new URL(value.trim().replace(/\{[^}]+\}/g, '0')).origin;
  } catch {
    return null;
  }
}

function unique(list) {
  return [...new Set(list.filter(Boolean))];
}

export function contentSecurityPolicy({ scriptHashes, connectHosts = [], imgHosts = [] }) {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, "'wasm-unsafe-eval'"].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${unique(["'self'", 'data:', 'blob:', ...imgHosts]).join(' ')}`,
    `connect-src ${unique(["'self'", ...connectHosts]).join(' ')}`,
    "font-src 'self'",
    "media-src 'self' blob: mediastream:",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(policy) {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=(), payment=(), usb=()',
  };
}

/**
 * Vite plugin: writes the headers at build time, sends them from `vite preview`. `previewImgOrigin` is the mock
 * server the preview proxies /api to: it stands in for the upload host, whose files (presence photos) it serves at
 * its own origin, so the preview's img-src adds it (a deployment names its upload host in VITE_UPLOAD_HOST).
 */
export function securityHeadersPlugin(options = {}) {
  let outDir = 'dist';
  let env = {};
  return {
    name: 'upah-security-headers',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      env = config.env;
    },
    writeBundle() {
      const htmlFile = resolve(outDir, 'index.html');
      if (!existsSync(htmlFile)) return;
      const apiHosts = ['VITE_API_HOST', 'VITE_LOGIN_HOST', 'VITE_UPLOAD_HOST'].map((k) => originOf(env[k]));
      const policy = contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(readFileSync(htmlFile, 'utf8')),
        connectHosts: apiHosts,
        imgHosts: [originOf(env.VITE_UPLOAD_HOST), originOf(env.VITE_API_HOST), originOf(env.VITE_TILE_URL)],
      });
      writeFileSync(
        resolve(outDir, SECURITY_HEADERS_FILE),
        `${JSON.stringify(securityHeaders(policy), null, 2)}\n`,
      );
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, SECURITY_HEADERS_FILE);
      const headers = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      if (!headers) return;
      if (options.previewImgOrigin)
        headers['Content-Security-Policy'] = headers['Content-Security-Policy'].replace(
          'img-src ',
          `img-src ${options.previewImgOrigin} `,
        );
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/api/'))
          for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}
