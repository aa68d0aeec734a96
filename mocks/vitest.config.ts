import { defineConfig } from 'vitest/config';

// The mock's tests share one module graph per worker (isolate: false): every test builds its own app, state and
// clock (src/test-support.ts testApp), so nothing carries over between files, and faker and the whole server are
// imported once per worker instead of once per file (about half the CPU time of the run).
export default defineConfig({ test: { isolate: false } });
