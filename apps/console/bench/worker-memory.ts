/**
 * The decode worker's wasm memory, apart from the page's: read inside the worker through Playwright's own handle
 * on it (Worker.evaluate of `self.decoderWasmBytes()`, which qr-decode-worker.ts sets). A recycled or restarted
 * worker is a new Worker: `id` counts them. A build without the hook (before it existed) gives null.
 *
 * Not CDP on the worker target: a second inspector session on the decode worker (Target.setAutoAttach beside
 * Playwright's, flattened or not) crashed the renderer at once on this Chromium, so its JS heap
 * (Runtime.getHeapUsage) is not sampled; the renderer's Pss and the page's heap are.
 */
import type { Page, Worker } from '@playwright/test';

export interface WorkerMemory {
  /** Which decode worker this is: 1 for the first, 2 after one recycle or restart, … */
  id: string;
  wasmMb: number | null;
}

export function watchDecodeWorker(page: Page): { sample(): Promise<WorkerMemory | null> } {
  const seen: Worker[] = [];
  return {
    async sample() {
      const worker = page.workers().find((w) => w.url().includes('qr-decode-worker'));
      if (!worker) return null;
      if (!seen.includes(worker)) seen.push(worker);
      const bytes = await worker
        .evaluate(() => (self as unknown as { decoderWasmBytes?: () => number }).decoderWasmBytes?.() ?? null)
        .catch(() => null);
      return { id: String(seen.indexOf(worker) + 1), wasmMb: bytes === null ? null : bytes / 1_048_576 };
    },
  };
}
