/**
 * `npm run openapi -w @upah/core`: writes the generated OpenAPI document to docs/openapi.json at the
 * repository root (the staleness test in openapi.test.ts fails until it is rerun after a contract change).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OPENAPI_FILE, openApiText } from './index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const file = path.join(root, OPENAPI_FILE);
writeFileSync(file, openApiText());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
