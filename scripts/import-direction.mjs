// DESIGN "Imports run one way", one check for both apps (apps/pwa, apps/console):
//   app/ → features/ → shared (ui/, config/, lib/) → packages (@upah/ui) → core (@upah/core).
// - nothing imports app/ but main.tsx (and app/ itself);
// - nothing imports sw/ (the PWA's service worker wiring) but main.tsx, app/ and sw/ itself;
// - a feature never imports another feature;
// - shared code (ui/, config/, lib/) never imports app/, sw/ or a feature;
// - packages never import an app, and core never imports @upah/ui.
// `node scripts/import-direction.mjs` prints each offending import and exits 1; import-direction.test.ts runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const APPS = ['apps/pwa', 'apps/console'];

/** Every .ts/.tsx/.mjs file under dir, as absolute paths. */
export function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [path] : [];
  });
}

/** The module specifiers a file imports: static, dynamic, re-exports and vi.mock. */
export function specifiers(text) {
  const pattern = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)['"]([^'"]+)['"]/g;
  return [...text.matchAll(pattern)].map((m) => m[1] ?? '');
}

const posix = (path) => path.split(sep).join('/');

/** 'features/attendance', 'app', 'lib', 'main.tsx', … for a path inside an app's src/. */
function areaOf(path) {
  const [top, second] = path.split('/');
  return top === 'features' ? `features/${second}` : (top ?? '');
}

/** Offending imports of one app's src/ as 'from → to' lines (paths inside src/). */
export function appViolations(srcDir) {
  const problems = [];
  for (const file of sourceFiles(srcDir)) {
    const from = posix(relative(srcDir, file));
    const fromArea = areaOf(from);
    for (const spec of specifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = posix(relative(srcDir, resolve(dirname(file), spec)));
      const toArea = areaOf(target);
      if (toArea === fromArea || from === 'main.tsx') continue;
      // app/, sw/ and the features are imported from main.tsx and app/ only; the rest of src/ is shared code.
      const topOnly = toArea === 'app' || toArea === 'sw' || toArea.startsWith('features/');
      if (topOnly && fromArea !== 'app') problems.push(`${from} → ${target}`);
    }
  }
  return problems;
}

/** Offending imports of packages/*: an app's code, or (core only) @upah/ui. */
export function packageViolations() {
  const problems = [];
  for (const pkg of ['packages/core', 'packages/ui']) {
    const srcDir = join(root, pkg, 'src');
    for (const file of sourceFiles(srcDir)) {
      const from = posix(relative(root, file));
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        const target = spec.startsWith('.') ? posix(relative(root, resolve(dirname(file), spec))) : spec;
        const intoApp =
          target.startsWith('apps/') || target.startsWith('@upah/pwa') || target.startsWith('@upah/console');
        if (intoApp || (pkg === 'packages/core' && target.startsWith('@upah/ui')))
          problems.push(`${from} → ${target}`);
      }
    }
  }
  return problems;
}

/** Every offending import of the repo, prefixed with its app or package. */
export function importViolations() {
  return [
    ...APPS.flatMap((app) => appViolations(join(root, app, 'src')).map((line) => `${app}/src: ${line}`)),
    ...packageViolations(),
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = importViolations();
  for (const line of problems) process.stderr.write(`${line}\n`);
  process.stdout.write(
    problems.length === 0
      ? 'Imports run one way in apps/pwa, apps/console and packages/.\n'
      : `${problems.length} import(s) against DESIGN "Imports run one way".\n`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
