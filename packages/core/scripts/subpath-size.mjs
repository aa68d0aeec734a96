#!/usr/bin/env node
/**
 * Proves that importing one `@upah/core` subpath into a page does not pull in the others (DESIGN
 * "packages/core": one subpath per concern, `sideEffects: false`).
 *
 * For every subpath export of packages/core/package.json (wildcards such as `./contract/*` expanded to
 * their files) it bundles two one-line entries with Vite's build API, minified, in memory:
 *   - "one": `import { <first export> } from '<subpath>'` kept alive with a global write,
 *   - "all": `import * as m from '<subpath>'` (every export of the subpath; the worst case),
 * gzips the JS and reports which heavy dependencies got in (zod, crypto-js, dayjs, valtio: found from
 * the bundled module ids and from marker strings in the output) and which other core areas got in.
 * react, react-dom and valtio stay external (an import of them is reported).
 *
 * Rules (a broken one exits non-zero): leaf modules (format, geo, bucket, qr, catalogue) take no other
 * core area; format/geo/bucket/catalogue take none of zod, crypto-js (geo/bucket/catalogue no dayjs
 * or valtio either); qr takes only crypto-js's AES parts, never the whole package, and stays under 9 KB
 * gzip; nothing but qr takes crypto-js; a subpath that fails to bundle is a failure.
 * A subpath whose file does not exist yet is reported as 'missing', not a failure.
 *
 * Usage: node packages/core/scripts/subpath-size.mjs [subpath …]   (default: every subpath)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const CORE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Heavy dependencies and how to spot them in minified output (strings that survive minification). */
export const HEAVY_DEPS = {
  zod: { packages: ['zod'], markers: [/\$Zod[A-Z]/, /ZodError/] },
  'crypto-js': { packages: ['crypto-js'], markers: [/Salted__/, /Malformed UTF-8 data/] },
  dayjs: { packages: ['dayjs'], markers: [/\$isDayjsObject/, /YYYY-MM-DDTHH:mm:ssZ/] },
  valtio: { packages: ['valtio', 'proxy-compare'], markers: [/from\s*["']valtio/, /require\(["']valtio/] },
};

/** crypto-js modules that `crypto-js/aes` + `crypto-js/enc-utf8` legitimately bring. */
export const CRYPTO_JS_AES_PARTS = [
  'core',
  'aes',
  'enc-utf8',
  'enc-base64',
  'md5',
  'evpkdf',
  'sha1',
  'hmac',
  'cipher-core',
];
/** Names only the whole crypto-js package (or other algorithms) registers. */
const CRYPTO_JS_FULL_MARKERS = [/\bSHA3\b/, /RIPEMD160/, /TripleDES/, /RabbitLegacy/, /\bPBKDF2\b/];

export const QR_GZIP_LIMIT_BYTES = 9 * 1024;
const LEAF_AREAS = ['format', 'geo', 'bucket', 'qr', 'catalogue', 'media'];
const EXTERNAL = [/^react($|\/)/, /^react-dom($|\/)/, /^valtio($|\/)/];

/** Which heavy deps each area may contain; areas not listed may contain any but crypto-js. */
const ALLOWED_DEPS = {
  format: ['dayjs'],
  geo: [],
  bucket: [],
  media: [],
  catalogue: [],
  qr: ['crypto-js'],
  contract: ['zod', 'dayjs'],
};
const DEFAULT_ALLOWED = ['zod', 'dayjs', 'valtio'];
/**
 * Single subpaths allowed more than their area: the scan session decrypts codes with core/qr (crypto-js
 * AES only; the `cryptoFull` check still applies), so it is kept out of the rules index.
 */
const ALLOWED_DEPS_BY_SUBPATH = {
  'rules/scan-session': [...DEFAULT_ALLOWED, 'crypto-js'],
};

/** Names to import for the "one export" entry when the first export is not representative. */
const PREFERRED_EXPORT = {
  format: 'formatRupiah',
  geo: 'distanceMeters',
  bucket: 'numberBucket',
  media: 'compressImage',
  qr: 'decryptQrPayload',
};

const areaOf = (subpath) => subpath.split('/')[0];

/** Every subpath of the package's `exports`, wildcards expanded: [{ subpath, file, exists }]. */
export function listSubpaths(coreDir = CORE_DIR) {
  const pkg = JSON.parse(readFileSync(path.join(coreDir, 'package.json'), 'utf8'));
  const out = [];
  for (const [key, target] of Object.entries(pkg.exports ?? {})) {
    if (typeof target !== 'string' || key === '.') continue;
    const subpath = key.replace(/^\.\//, '');
    if (!subpath.includes('*')) {
      const file = path.join(coreDir, target);
      out.push({ subpath, file, exists: existsSync(file) });
      continue;
    }
    const dir = path.join(coreDir, path.dirname(target));
    const suffix = path.basename(target).replace('*', '');
    if (!existsSync(dir)) {
      out.push({ subpath, file: path.join(coreDir, target), exists: false });
      continue;
    }
    for (const name of readdirSync(dir).sort()) {
      if (!name.endsWith(suffix) || /\.(test|spec)\.|\.d\.ts$/.test(name)) continue;
      const stem = name.slice(0, -suffix.length);
      if (stem === 'index') continue; // the bare subpath already covers index
      out.push({ subpath: subpath.replace('*', stem), file: path.join(dir, name), exists: true });
    }
  }
  return out;
}

/** A value export name of the module, or null: preferred name, else the first `export const/function/…`. */
export function pickExportName(subpath, file) {
  const source = readFileSync(file, 'utf8');
  const preferred = PREFERRED_EXPORT[subpath];
  if (
    preferred &&
    new RegExp(`export\\s+(?:async\\s+)?(?:function\\*?|const|let|class)\\s+${preferred}\\b`).test(source)
  ) {
    return preferred;
  }
  const declared = /export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/.exec(
    source,
  );
  if (declared) return declared[1];
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from/g)) {
    for (const part of m[1].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      const name = spec
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && name !== 'default') return name;
    }
  }
  return null;
}

const PROBE_ID = 'virtual:subpath-probe';

export async function bundle(code, coreDir = CORE_DIR) {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root: coreDir,
    logLevel: 'silent',
    mode: 'production',
    publicDir: false,
    envFile: false,
    plugins: [
      {
        name: 'subpath-probe',
        resolveId: (id) => (id === PROBE_ID ? `\0${PROBE_ID}` : null),
        load: (id) => (id === `\0${PROBE_ID}` ? code : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      modulePreload: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: { input: PROBE_ID, external: EXTERNAL },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output ?? []);
  const chunks = outputs.filter((o) => o.type === 'chunk');
  const text = chunks.map((c) => c.code).join('\n');
  const moduleIds = chunks.flatMap((c) => c.moduleIds ?? Object.keys(c.modules ?? {}));
  const gzipBytes = chunks.reduce((sum, c) => sum + gzipSync(c.code, { level: 9 }).length, 0);
  return { text, moduleIds, gzipBytes, rawBytes: Buffer.byteLength(text) };
}

export function detect(text, moduleIds, coreDir = CORE_DIR) {
  const deps = new Set();
  const cryptoParts = new Set();
  const coreAreas = new Set();
  const srcDir = path.join(coreDir, 'src') + path.sep;
  for (const raw of moduleIds) {
    const id = raw.replace(/^\0/, '').split('?')[0];
    const nm = id.lastIndexOf(`node_modules${path.sep}`);
    if (nm >= 0) {
      const rest = id.slice(nm + 'node_modules/'.length).split(path.sep);
      const pkg = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
      for (const [dep, spec] of Object.entries(HEAVY_DEPS)) if (spec.packages.includes(pkg)) deps.add(dep);
      if (pkg === 'crypto-js') cryptoParts.add(path.basename(id, '.js'));
    } else if (id.startsWith(srcDir)) {
      coreAreas.add(id.slice(srcDir.length).split(path.sep)[0]);
    }
  }
  for (const [dep, spec] of Object.entries(HEAVY_DEPS))
    if (spec.markers.some((m) => m.test(text))) deps.add(dep);
  // Only where crypto-js is in the bundle: WebCrypto's algorithm name 'PBKDF2' (rules/kiosk-pin) is no crypto-js.
  const cryptoFull =
    (deps.has('crypto-js') || cryptoParts.size > 0) &&
    (CRYPTO_JS_FULL_MARKERS.some((m) => m.test(text)) ||
      [...cryptoParts].some((p) => !CRYPTO_JS_AES_PARTS.includes(p)));
  return {
    deps: [...deps].sort(),
    cryptoParts: [...cryptoParts].sort(),
    cryptoFull,
    coreAreas: [...coreAreas].sort(),
  };
}

/** The rules above, applied to one measured subpath: a list of human-readable violations. */
export function violationsOf(result) {
  if (result.status === 'missing') return [];
  if (result.status === 'error') return [`${result.subpath}: does not bundle (${result.error})`];
  const area = areaOf(result.subpath);
  const allowed = ALLOWED_DEPS_BY_SUBPATH[result.subpath] ?? ALLOWED_DEPS[area] ?? DEFAULT_ALLOWED;
  const found = [];
  for (const dep of result.all.deps) {
    if (!allowed.includes(dep)) found.push(`${result.subpath}: contains ${dep}`);
  }
  if (result.all.cryptoFull) {
    found.push(
      `${result.subpath}: contains more of crypto-js than AES (${result.all.cryptoParts.join(', ')})`,
    );
  }
  if (LEAF_AREAS.includes(area)) {
    const others = result.all.coreAreas.filter((a) => a !== area);
    if (others.length > 0) found.push(`${result.subpath}: pulls in other core areas (${others.join(', ')})`);
  }
  if (area === 'qr' && result.all.gzipBytes > QR_GZIP_LIMIT_BYTES) {
    found.push(`${result.subpath}: ${result.all.gzipBytes} B gzip, over ${QR_GZIP_LIMIT_BYTES} B`);
  }
  return found;
}

/**
 * Bundles arbitrary entry code (resolved from the core package, so bare imports such as 'zod/mini' work)
 * and measures it as if it were `subpath`. Used by the tests to prove the detection is not blind.
 */
export async function measureEntry(code, subpath, coreDir = CORE_DIR) {
  const out = await bundle(code, coreDir);
  const measured = {
    gzipBytes: out.gzipBytes,
    rawBytes: out.rawBytes,
    ...detect(out.text, out.moduleIds, coreDir),
  };
  return { subpath, status: 'ok', exportName: '(entry)', one: measured, all: measured };
}

/** Bundles one subpath ("one export" and "all exports") and measures it. Never throws. */
export async function measureSubpath({ subpath, file, exists }, coreDir = CORE_DIR) {
  if (!exists || !existsSync(file)) return { subpath, status: 'missing' };
  const url = JSON.stringify(file);
  try {
    const exportName = pickExportName(subpath, file);
    const oneCode = exportName
      ? `import { ${exportName} as probe } from ${url};\nglobalThis.__probe = probe;\n`
      : `import * as probe from ${url};\nglobalThis.__probe = probe;\n`;
    const one = await bundle(oneCode, coreDir);
    const all = await bundle(`import * as probe from ${url};\nglobalThis.__probe = probe;\n`, coreDir);
    return {
      subpath,
      status: 'ok',
      exportName: exportName ?? '*',
      one: { gzipBytes: one.gzipBytes, rawBytes: one.rawBytes, ...detect(one.text, one.moduleIds, coreDir) },
      all: { gzipBytes: all.gzipBytes, rawBytes: all.rawBytes, ...detect(all.text, all.moduleIds, coreDir) },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { subpath, status: 'error', error: message };
  }
}

/**
 * Measures the given subpaths (default: all of package.json's) one after another and checks the rules.
 * Returns { results, violations }; a subpath name that the package does not export is 'missing'.
 */
export async function runSubpathSizeCheck({ subpaths, coreDir = CORE_DIR } = {}) {
  const known = listSubpaths(coreDir);
  const targets = subpaths
    ? subpaths.map((s) => known.find((k) => k.subpath === s) ?? { subpath: s, file: '', exists: false })
    : known;
  const results = [];
  for (const target of targets) results.push(await measureSubpath(target, coreDir));
  return { results, violations: results.flatMap(violationsOf) };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;

/** The table printed by the CLI. */
export function formatTable(results) {
  const rows = [
    ['subpath', 'import', 'gzip (one)', 'gzip (all)', 'heavy deps (all)', 'other core areas', 'verdict'],
  ];
  for (const r of results) {
    if (r.status !== 'ok') {
      rows.push([r.subpath, '', '', '', '', '', r.status === 'missing' ? 'missing' : `ERROR ${r.error}`]);
      continue;
    }
    const deps = r.all.deps.map((d) => (d === 'crypto-js' && !r.all.cryptoFull ? 'crypto-js (aes)' : d));
    const others = r.all.coreAreas.filter((a) => a !== areaOf(r.subpath));
    const bad = violationsOf(r);
    rows.push([
      r.subpath,
      r.exportName,
      kb(r.one.gzipBytes),
      kb(r.all.gzipBytes),
      deps.join(', ') || '-',
      others.join(', ') || '-',
      bad.length ? 'FAIL' : 'ok',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(argv) {
  const subpaths = argv.length > 0 ? argv : undefined;
  const { results, violations } = await runSubpathSizeCheck({ subpaths });
  console.log(formatTable(results));
  const missing = results.filter((r) => r.status === 'missing').map((r) => r.subpath);
  if (missing.length) console.log(`\nmissing (not a failure): ${missing.join(', ')}`);
  if (violations.length) {
    console.error(`\n${violations.length} violation(s):\n- ${violations.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nno subpath pulls in what it should not.');
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await main(process.argv.slice(2));
}
