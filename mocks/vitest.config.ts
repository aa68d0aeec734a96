import { defineConfig } from 'vitest/config';

// The mock's tests share one module graph per worker (isolate: false): every test builds its own app, state and
// clock (src/test-support.ts testApp), so nothing carries over between files, and faker and the whole server are
// imported once per worker instead of once per file (about half the CPU time of the run).
// testTimeout: each test's app seeds the teams' two months of past days (the team board and the month recap read
// them): 0.5–1.2 s per app on a loaded 2-core machine, so vitest's default 5 s timed out tests that make several apps.
export default defineConfig({ test: { isolate: false, testTimeout: 20_000 } });
