/**
 * The decode worker's memory, apart from the page's:
 * - wasm: read inside the worker through Playwright's own handle on it (Worker.evaluate of
 *   `self.decoderWasmBytes()`, which qr-decode-worker.ts sets); null on a build without the hook;
 * - JS heap: Runtime.getHeapUsage after HeapProfiler.collectGarbage, sent to the worker's target through a
 *   browser-level CDP session attached without flattening (Target.sendMessageToTarget). A second flattened
 *   attach beside Playwright's (Target.setAutoAttach on the page's session) crashed the renderer on this
 *   Chromium; this route leaves Playwright's sessions alone.
 * A recycled or restarted worker is a new Worker: `id` counts them, and the CDP attach follows it.
 */
import type { CDPSession, Page, Worker } from '@playwright/test';

export interface WorkerMemory {
  /** Which decode worker this is: 1 for the first, 2 after one recycle or restart, … */
  id: string;
  wasmMb: number | null;
  jsHeapMb: number | null;
}

const DECODE_WORKER = 'qr-decode-worker';

/** Runtime calls on one worker target, over a browser session (answers come back as receivedMessageFromTarget). */
function workerTargetCalls(browserSession: CDPSession) {
  let nextId = 0;
  const waiting = new Map<number, (message: { result?: unknown; error?: unknown }) => void>();
  browserSession.on('Target.receivedMessageFromTarget', (event) => {
    const message = JSON.parse(event.message) as { id?: number; result?: unknown; error?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
    if (message.id !== undefined) waiting.delete(message.id);
  });
  let attached: { targetId: string; sessionId: string } | null = null;
  const call = (sessionId: string, method: string) =>
    new Promise<{ result?: unknown; error?: unknown }>((resolve) => {
      nextId += 1;
      const id = nextId;
      waiting.set(id, resolve);
      setTimeout(() => {
        if (waiting.delete(id)) resolve({ error: 'timeout' });
      }, 10_000);
      browserSession
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method }) })
        .catch((error: unknown) => {
          if (waiting.delete(id)) resolve({ error });
        });
    });
  return {
    async jsHeapBytes(): Promise<number | null> {
      const { targetInfos } = await browserSession.send('Target.getTargets');
      const target = targetInfos.find((t) => t.type === 'worker' && t.url.includes(DECODE_WORKER));
      if (!target) return null;
      if (attached?.targetId !== target.targetId) {
        const { sessionId } = await browserSession.send('Target.attachToTarget', {
          targetId: target.targetId,
          flatten: false,
        });
        attached = { targetId: target.targetId, sessionId };
      }
      await call(attached.sessionId, 'HeapProfiler.collectGarbage');
      const usage = await call(attached.sessionId, 'Runtime.getHeapUsage');
      const used = (usage.result as { usedSize?: number } | undefined)?.usedSize;
      return typeof used === 'number' ? used : null;
    },
  };
}

export function watchDecodeWorker(page: Page): { sample(): Promise<WorkerMemory | null> } {
  const seen: Worker[] = [];
  let cdp: ReturnType<typeof workerTargetCalls> | null = null;
  return {
    async sample() {
      const worker = page.workers().find((w) => w.url().includes(DECODE_WORKER));
      if (!worker) return null;
      if (!seen.includes(worker)) seen.push(worker);
      const bytes = await worker
        .evaluate(() => (self as unknown as { decoderWasmBytes?: () => number }).decoderWasmBytes?.() ?? null)
        .catch(() => null);
      const browser = page.context().browser();
      if (!cdp && browser) cdp = workerTargetCalls(await browser.newBrowserCDPSession());
      const heap = cdp ? await cdp.jsHeapBytes().catch(() => null) : null;
      return {
        id: String(seen.indexOf(worker) + 1),
        wasmMb: bytes === null ? null : bytes / 1_048_576,
        jsHeapMb: heap === null ? null : heap / 1_048_576,
      };
    },
  };
}
