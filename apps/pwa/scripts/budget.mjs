#!/usr/bin/env node
/**
 * JavaScript budget of /login (issue 4 item 6): at most 100 KB (102,400 bytes) gzip.
 *
 * From the production build's manifest (build.manifest: <outDir>/.vite/manifest.json) it collects every JS file a
 * browser loads to show /login:
 *   - the entry chunk (index.html) and, recursively, its static imports,
 *   - every <script type="module" src> and <link rel="modulepreload"> of the built index.html,
 *   - the /login route's lazy chunk (src/features/auth/login-route.tsx) and, recursively, its static imports.
 * Each file is gzipped (level 9, as a server would serve it) and the sizes are summed. Exit 1 above the budget.
 * For information it also prints what submitting the form loads later (the route's dynamic imports).
 *
 * Usage: node scripts/budget.mjs   (PWA_OUT_DIR selects the build folder, default dist)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 100 * 1024;
export const LOGIN_ROUTE_SRC = 'src/features/auth/login-route.tsx';

const appDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Files (relative to outDir) reachable from `keys` through static `imports`, depth first, no repeats. */
export function staticClosure(manifest, keys, seen = new Set()) {
  const files = [];
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Script and modulepreload URLs of the built index.html, as paths relative to outDir. */
export function htmlScripts(html) {
  const urls = [];
  const pattern = /<(?:script[^>]*\bsrc|link[^>]*\brel=["']modulepreload["'][^>]*\bhref)=["']([^"']+)["']/g;
  for (const match of html.matchAll(pattern)) {
    const url = match[1] ?? '';
    if (url.endsWith('.js')) urls.push(url.replace(/^\//, ''));
  }
  // `<link href=… rel=modulepreload>` (attribute order reversed)
  for (const match of html.matchAll(
    /<link[^>]*\bhref=["']([^"']+\.js)["'][^>]*\brel=["']modulepreload["']/g,
  )) {
    urls.push((match[1] ?? '').replace(/^\//, ''));
  }
  return urls;
}

export function gzipSize(buffer) {
  return gzipSync(buffer, { level: 9 }).length;
}

export function measure(outDir) {
  const manifestPath = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(
      `${manifestPath} not found: run the production build first (vite build with build.manifest)`,
    );
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (!manifest[LOGIN_ROUTE_SRC]) throw new Error(`${LOGIN_ROUTE_SRC} is not a chunk of the build`);

  const seen = new Set();
  const rows = [];
  const add = (file, reason) => {
    if (!file.endsWith('.js') || rows.some((row) => row.file === file)) return;
    const bytes = readFileSync(join(outDir, file));
    rows.push({ file, reason, raw: bytes.length, gzip: gzipSize(bytes) });
  };
  for (const file of staticClosure(manifest, entryKeys, seen)) add(file, 'entry');
  const html = existsSync(join(outDir, 'index.html')) ? readFileSync(join(outDir, 'index.html'), 'utf8') : '';
  for (const file of htmlScripts(html)) add(file, 'index.html');
  for (const file of staticClosure(manifest, [LOGIN_ROUTE_SRC], seen)) add(file, '/login route');

  const later = [];
  const laterSeen = new Set(seen);
  for (const key of manifest[LOGIN_ROUTE_SRC].dynamicImports ?? []) {
    for (const file of staticClosure(manifest, [key], laterSeen)) {
      const bytes = readFileSync(join(outDir, file));
      later.push({ file, reason: 'on submit', raw: bytes.length, gzip: gzipSize(bytes) });
    }
  }
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  const laterTotal = later.reduce((sum, row) => sum + row.gzip, 0);
  return { rows, total, later, laterTotal };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

function printTable(rows) {
  const width = Math.max(...rows.map((row) => row.file.length), 4);
  console.log(
    `${'file'.padEnd(width)}  ${'loaded by'.padEnd(12)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`,
  );
  for (const row of rows) {
    console.log(
      `${row.file.padEnd(width)}  ${row.reason.padEnd(12)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`,
    );
  }
}

function main() {
  const raw = process.env.PWA_OUT_DIR ?? 'dist';
  const outDir = isAbsolute(raw) ? raw : join(appDir, raw);
  const { rows, total, later, laterTotal } = measure(outDir);
  console.log(`JavaScript loaded for /login (${outDir})\n`);
  printTable(rows);
  console.log(
    `\nTotal: ${total} bytes gzip (${kb(total)}); budget ${BUDGET_BYTES} bytes (${kb(BUDGET_BYTES)})`,
  );
  if (later.length > 0) {
    console.log('\nLoaded later, when the form is submitted (not part of the page load):');
    printTable(later);
    console.log(`Submit adds ${kb(laterTotal)}; page load + submit = ${kb(total + laterTotal)}`);
  }
  if (total > BUDGET_BYTES) {
    console.error(`\nOVER BUDGET by ${total - BUDGET_BYTES} bytes`);
    process.exit(1);
  }
  console.log('\nWithin budget.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
