// Tests of the root scripts (scripts/*.mjs), beside them: `npm run test:scripts`; `npm test` runs them after the
// workspaces' tests and counts them in its summary.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['scripts/**/*.test.ts'],
    restoreMocks: true,
  },
});
