import { describe, expect, it, vi } from 'vitest';
import { attemptFetch, cancelBody, untilAborted } from './attempt-fetch';

/** A fetch that never answers and keeps the signal of each attempt (a server that lost the request). */
function hanging() {
  const signals: AbortSignal[] = [];
  const fetchFn = ((_input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.signal) signals.push(init.signal);
    return new Promise<Response>((_, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });
  }) as typeof fetch;
  return { signals, fetchFn };
}

describe('attemptFetch: an abort that lands without AbortSignal.any', () => {
  it("aborts the attempt after timeoutMs even when the attempt's own signal never aborts (ky without AbortSignal.any)", async () => {
    const { signals, fetchFn } = hanging();
    // ky without AbortSignal.any sends a Request whose signal nothing ever aborts.
    const request = new Request('http://api.test/x');
    const error = await attemptFetch(fetchFn, { timeoutMs: 20 })(request).catch((e: unknown) => e);
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(true);
    expect((error as DOMException).name).toBe('TimeoutError');
  });

  it("aborts the attempt in flight when the attempt's own signal aborts (ky's timeout where ky has one)", async () => {
    const { signals, fetchFn } = hanging();
    const kys = new AbortController();
    const pending = attemptFetch(fetchFn, { timeoutMs: 10_000 })('http://api.test/x', { signal: kys.signal });
    kys.abort(new DOMException('ky timed out', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ message: 'ky timed out' });
    expect(signals[0]?.aborted).toBe(true);
  });

  it("aborts the attempt in flight when the caller's signal aborts, with the caller's reason", async () => {
    const { signals, fetchFn } = hanging();
    const caller = new AbortController();
    const pending = attemptFetch(fetchFn, { timeoutMs: 10_000, signal: caller.signal })('http://api.test/x');
    caller.abort(new DOMException('left the screen', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ message: 'left the screen' });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('refuses a new attempt once the caller has aborted: nothing is sent', async () => {
    const { signals, fetchFn } = hanging();
    const caller = new AbortController();
    caller.abort(new DOMException('gone', 'AbortError'));
    await expect(
      attemptFetch(fetchFn, { timeoutMs: 10_000, signal: caller.signal })('http://api.test/x'),
    ).rejects.toMatchObject({ message: 'gone' });
    expect(signals).toHaveLength(0);
  });

  it('an attempt that answers in time is passed through, and its timer and listeners are let go', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const caller = new AbortController();
      let seen: AbortSignal | undefined;
      const answer = ((_input: RequestInfo | URL, init?: RequestInit) => {
        seen = init?.signal ?? undefined;
        return Promise.resolve(new Response('{"ok":true}', { headers: { 'x-a': '1' } }));
      }) as typeof fetch;
      const response = await attemptFetch(answer, { timeoutMs: 15, signal: caller.signal })(
        'http://api.test/x',
        {
          method: 'POST',
          body: '{}',
          headers: { 'idempotency-key': 'k-1' },
        },
      );
      expect(response.headers.get('x-a')).toBe('1');
      expect(await response.json()).toEqual({ ok: true });
      // the attempt's 15 ms timer was cleared with the answer: none is left to fire
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(1_000);
      // Neither the timer nor a later abort of the caller reaches an attempt that is over.
      caller.abort();
      expect(seen?.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('untilAborted: the call settles when the caller aborts', () => {
  it('rejects with the reason at once, while the work is still waiting (ky between two attempts)', async () => {
    const caller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const pending = untilAborted(never, caller.signal);
    caller.abort(new DOMException('stop', 'AbortError'));
    await expect(pending).rejects.toMatchObject({ message: 'stop' });
  });

  it('an already aborted signal rejects without waiting; no signal passes the promise through', async () => {
    const caller = new AbortController();
    caller.abort(new DOMException('before', 'AbortError'));
    await expect(untilAborted(Promise.reject(new Error('lost')), caller.signal)).rejects.toMatchObject({
      message: 'before',
    });
    await expect(untilAborted(Promise.resolve('data'))).resolves.toBe('data');
    await expect(untilAborted(Promise.resolve('data'), new AbortController().signal)).resolves.toBe('data');
  });
});

describe('cancelBody: an error answer about to be retried lets its connection go', () => {
  it('cancels an unread body, and leaves a read or empty one alone without throwing', async () => {
    let cancelled = false;
    const stream = new ReadableStream({
      cancel() {
        cancelled = true;
      },
    });
    cancelBody(new Response(stream, { status: 503 }));
    await Promise.resolve();
    expect(cancelled).toBe(true);

    // a body already read is left alone: its stream is not asked to cancel
    const read = new Response('{"message":"busy"}', { status: 503 });
    await read.text();
    const readStream = read.body as ReadableStream<Uint8Array>;
    const cancelOfRead = vi.spyOn(readStream, 'cancel');
    cancelBody(read);
    expect(cancelOfRead).not.toHaveBeenCalled();
    // an answer without a body (204, HEAD) has nothing to cancel, and the call returns normally
    expect(() => cancelBody(new Response(null, { status: 503 }))).not.toThrow();
  });
});
