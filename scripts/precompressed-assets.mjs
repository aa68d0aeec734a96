/**
 * Hashed assets served the way a static host or CDN serves them: compressed once at build time, not per request.
 * - build: every dist/assets/*.js and *.css gets a Brotli (quality 11) and a gzip (level 9) copy beside it.
 * - `vite preview`: a request for one of them is answered from the .br copy (or .gz when the browser does not take
 *   br), with a year of immutable caching, since the file name changes with its content. Without this, preview
 *   gzips every response on the fly in its own process, on the same 2 cores as the browser loading the page.
 * Anything else (index.html, the service worker, icons, /api) goes on to Vite's own middlewares.
 */
import { createReadStream, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css)$/;
const TYPES = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8' };
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
];

/** Writes the .br and .gz copies of every compressible file in `assetsDir`; returns how many files it compressed. */
export function compressAssets(assetsDir) {
  const files = readdirSync(assetsDir).filter((name) => COMPRESSIBLE.test(name));
  for (const name of files) {
    const source = readFileSync(join(assetsDir, name));
    writeFileSync(
      join(assetsDir, `${name}.br`),
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    );
    writeFileSync(join(assetsDir, `${name}.gz`), gzipSync(source, { level: 9 }));
  }
  return files.length;
}

/** The encoding to answer with for an Accept-Encoding header: br, else gzip, else none. */
export function pickEncoding(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0].trim());
  return ENCODINGS.find((encoding) => accepted.includes(encoding.name)) ?? null;
}

/** Connect middleware answering /assets/*.js|css from their precompressed copies in `distDir`. */
export function precompressedMiddleware(distDir) {
  const assetsDir = resolve(distDir, 'assets');
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const match = /^\/assets\/([^/?#]+\.(js|css))(?:[?#].*)?$/.exec(req.url ?? '');
    const encoding = match && pickEncoding(req.headers['accept-encoding']);
    if (!match || !encoding) return next();
    const file = join(assetsDir, match[1] + encoding.suffix);
    let size;
    try {
      size = statSync(file).size;
    } catch {
      return next();
    }
    res.statusCode = 200;
    res.setHeader('Content-Type', TYPES[match[2]]);
    res.setHeader('Content-Encoding', encoding.name);
    res.setHeader('Content-Length', size);
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  };
}

/** The Vite plugin: compresses after the build, serves the copies in `vite preview`. */
export function precompressedAssets() {
  let outDir = 'dist';
  let building = false;
  return {
    name: 'upah-precompressed-assets',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      building = config.command === 'build' && !config.build.ssr;
    },
    closeBundle() {
      if (building) compressAssets(join(outDir, 'assets'));
    },
    configurePreviewServer(server) {
      server.middlewares.use(precompressedMiddleware(outDir));
    },
  };
}
