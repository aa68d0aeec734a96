/** `npm run docs:personas -w @upah/mocks`: writes the persona table of docs/ARCHITECTURE.md from personas.ts. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withPersonaTable } from '../src/persona-table';

const file = fileURLToPath(new URL('../../docs/ARCHITECTURE.md', import.meta.url));
const next = withPersonaTable(readFileSync(file, 'utf8'));
if (next === null) {
  process.stderr.write(`${file}: persona markers missing\n`);
  process.exit(1);
}
writeFileSync(file, next);
process.stdout.write(`${file}: persona table written\n`);
