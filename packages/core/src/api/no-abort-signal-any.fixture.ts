/**
 * Run by transport.test.ts in a child process (tsx): the transport on a runtime without `AbortSignal.any`, as Safari
 * before 17.4 and Chromium web views before 116 are. ky reads that at load time and then makes no AbortController,
 * so the property is removed before ky is imported. Prints one JSON line of what each attempt's signal went through.
 */
export {};

Reflect.deleteProperty(AbortSignal, 'any');
const { default: ky, isTimeoutError } = await import('ky');
const { createTransport } = await import('./transport');

/** A fetch that never answers, keeping the signal of each attempt. */
function hanging(signals: AbortSignal[]): typeof fetch {
  return ((input: RequestInfo | URL, init?: RequestInit) => {
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (signal) signals.push(signal);
    return new Promise<Response>((_, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  }) as typeof fetch;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));
const send = {
  url: 'http://127.0.0.1:9/x',
  method: 'GET',
  headers: new Headers(),
  authenticated: false,
  retryStatuses: [503],
};

// ky alone: its timeout rejects, but nothing aborts the request.
const bare: AbortSignal[] = [];
const bareError = await ky(send.url, { fetch: hanging(bare), timeout: 40, retry: 0 }).catch(
  (e: unknown) => e,
);
await settle();

// The transport: every timed-out attempt is aborted.
const timedOut: AbortSignal[] = [];
const timeoutError = await createTransport({
  timeoutMs: 40,
  retries: 1,
  retryDelayMs: 1,
  getToken: () => null,
  fetch: hanging(timedOut),
})(send).catch((e: unknown) => e);
await settle();

// The transport with the caller's signal: the attempt in flight is aborted with the caller's reason.
const left: AbortSignal[] = [];
const caller = new AbortController();
setTimeout(() => caller.abort(new DOMException('left the screen', 'AbortError')), 20);
const abortError = await createTransport({
  timeoutMs: 10_000,
  retries: 3,
  retryDelayMs: 1,
  getToken: () => null,
  fetch: hanging(left),
})({ ...send, signal: caller.signal }).catch((e: unknown) => e);
await settle();

console.log(
  JSON.stringify({
    anyMissing: typeof (AbortSignal as { any?: unknown }).any !== 'function',
    bare: { timeout: isTimeoutError(bareError), attempts: bare.length, aborted: bare.some((s) => s.aborted) },
    transport: {
      timeout: isTimeoutError(timeoutError),
      attempts: timedOut.length,
      aborted: timedOut.every((s) => s.aborted),
    },
    caller: {
      reason: abortError instanceof DOMException ? abortError.message : String(abortError),
      attempts: left.length,
      aborted: left.every((s) => s.aborted),
    },
  }),
);
