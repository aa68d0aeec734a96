/**
 * DESIGN "Imports run one way": app/ → features/ → shared (ui/, config/, lib/, sw/) → core.
 * Nothing but main.tsx imports app/; a feature never imports another feature; shared code never imports a feature.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** Each relative import of a file, as a path inside src/ ('features/auth/sign-in', 'app/router', …). */
function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|vi\.mock\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g)];
  return specifiers.map((match) =>
    relative(srcDir, resolve(dirname(file), match[1] ?? ''))
      .split(sep)
      .join('/'),
  );
}

const files = sourceFiles(srcDir).map((file) => ({
  name: relative(srcDir, file).split(sep).join('/'),
  imports: relativeImports(file),
}));

function area(path: string): string {
  const [top, second] = path.split('/');
  return top === 'features' ? `features/${second}` : (top ?? '');
}

describe('DESIGN "Imports run one way"', () => {
  it('sees the source tree (guards against a test that reads nothing)', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some((file) => file.imports.some((path) => path.startsWith('lib/')))).toBe(true);
  });

  it('only main.tsx and app/ itself import app/', () => {
    const offenders = files
      .filter((file) => file.name !== 'main.tsx' && !file.name.startsWith('app/'))
      .flatMap((file) =>
        file.imports.filter((path) => path.startsWith('app/')).map((path) => `${file.name} → ${path}`),
      );
    expect(offenders).toEqual([]);
  });

  it('a feature never imports another feature', () => {
    const offenders = files
      .filter((file) => file.name.startsWith('features/'))
      .flatMap((file) =>
        file.imports
          .filter((path) => path.startsWith('features/') && area(path) !== area(file.name))
          .map((path) => `${file.name} → ${path}`),
      );
    expect(offenders).toEqual([]);
  });

  it('shared code (ui, config, lib, sw) never imports app/ or a feature', () => {
    const shared = ['ui', 'config', 'lib', 'sw'];
    const offenders = files
      .filter((file) => shared.includes(area(file.name)))
      .flatMap((file) =>
        file.imports
          .filter((path) => path.startsWith('app/') || path.startsWith('features/'))
          .map((path) => `${file.name} → ${path}`),
      );
    expect(offenders).toEqual([]);
  });
});
