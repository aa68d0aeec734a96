/** DESIGN "Imports run one way": app/ → features/ → shared (ui/, config/, lib/) → core; features never import each other. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = __dirname;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function imports(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'|import\('(\.[^']+)'\)/g)].map((m) =>
    relative(SRC, resolve(file, '..', m[1] ?? m[2] ?? '')),
  );
}

describe('console import direction', () => {
  it('only main.tsx imports app/; a feature never imports another feature; shared code imports no feature', () => {
    const problems: string[] = [];
    for (const file of files(SRC)) {
      const from = relative(SRC, file);
      const feature = from.match(/^features\/([^/]+)/)?.[1];
      for (const target of imports(file)) {
        if (target.startsWith('app/') && !from.startsWith('app/') && from !== 'main.tsx')
          problems.push(`${from} → ${target}`);
        const other = target.match(/^features\/([^/]+)/)?.[1];
        if (other && feature && other !== feature) problems.push(`${from} → ${target}`);
        if (other && /^(lib|ui|config)\//.test(from)) problems.push(`${from} → ${target}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
