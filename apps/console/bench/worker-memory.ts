/**
 * The decode worker's own memory, over CDP, apart from the page's: the page's session auto-attaches to its
 * workers (Target.setAutoAttach, not flattened) and talks to each through Target.sendMessageToTarget. For the
 * worker whose URL holds `qr-decode-worker`: its JS heap after a forced GC (Runtime.getHeapUsage) and the size of
 * every WebAssembly.Memory it holds (Runtime.queryObjects on WebAssembly.Memory.prototype), so it needs no hook in
 * the app and works on any build. A recycled or restarted worker is a new target: `id` changes.
 */
import type { CDPSession } from '@playwright/test';

export interface WorkerMemory {
  /** The worker target's id (changes when the worker is replaced). */
  id: string;
  heapMb: number;
  wasmMb: number;
}

interface Attached {
  sessionId: string;
  targetInfo: { targetId: string; type: string; url: string };
}

export async function watchDecodeWorker(
  cdp: CDPSession,
): Promise<{ sample(): Promise<WorkerMemory | null> }> {
  const workers = new Map<string, Attached['targetInfo']>();
  const pending = new Map<number, (reply: { result?: unknown; error?: { message: string } }) => void>();
  let nextId = 0;
  cdp.on('Target.attachedToTarget', (event: Attached) => {
    if (event.targetInfo.url.includes('qr-decode-worker')) workers.set(event.sessionId, event.targetInfo);
  });
  cdp.on('Target.detachedFromTarget', (event: { sessionId: string }) => {
    workers.delete(event.sessionId);
  });
  cdp.on('Target.receivedMessageFromTarget', (event: { sessionId: string; message: string }) => {
    const reply = JSON.parse(event.message) as { id?: number; result?: unknown; error?: { message: string } };
    if (reply.id !== undefined) {
      pending.get(reply.id)?.(reply);
      pending.delete(reply.id);
    }
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });

  const send = <T>(sessionId: string, method: string, params: object = {}): Promise<T> => {
    const id = ++nextId;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        pending.delete(id);
        reject(new Error(`${method}: no answer`));
      }, 20_000);
      pending.set(id, (reply) => {
        clearTimeout(timer);
        if (reply.error) reject(new Error(`${method}: ${reply.error.message}`));
        else resolve(reply.result as T);
      });
      void cdp
        .send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) })
        .catch(reject);
    });
  };

  return {
    async sample() {
      const entry = [...workers].at(-1);
      if (!entry) return null;
      const [sessionId, info] = entry;
      try {
        await send(sessionId, 'HeapProfiler.collectGarbage');
        const heap = await send<{ usedSize: number }>(sessionId, 'Runtime.getHeapUsage');
        const proto = await send<{ result: { objectId: string } }>(sessionId, 'Runtime.evaluate', {
          expression: 'WebAssembly.Memory.prototype',
        });
        const found = await send<{ objects: { objectId: string } }>(sessionId, 'Runtime.queryObjects', {
          prototypeObjectId: proto.result.objectId,
        });
        const sizes = await send<{ result: { value: number[] } }>(sessionId, 'Runtime.callFunctionOn', {
          objectId: found.objects.objectId,
          functionDeclaration: 'function () { return this.map((memory) => memory.buffer.byteLength); }',
          returnByValue: true,
        });
        await send(sessionId, 'Runtime.releaseObjectGroup', { objectGroup: '' }).catch(() => {});
        const wasm = sizes.result.value.reduce((sum, bytes) => sum + bytes, 0);
        return { id: info.targetId.slice(0, 8), heapMb: heap.usedSize / 1_048_576, wasmMb: wasm / 1_048_576 };
      } catch {
        return null;
      }
    },
  };
}
