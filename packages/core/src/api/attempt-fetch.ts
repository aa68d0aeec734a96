/**
 * What ky 1.14 lacks, kept thin (ARCHITECTURE "Dates and the transport"). ky retries, times out each attempt and
 * honours Retry-After; this file only makes sure an abort lands on every browser and an unread error body is let go.
 *
 * - Abort on every browser: ky links the caller's signal and its per-attempt timeout with `AbortSignal.any`. Where that
 *   is missing (Safari before 17.4, Chromium web views before 116) ky makes no AbortController at all: a timed-out
 *   attempt rejects but its request keeps running, and a caller's signal given to ky would only reach the first
 *   request. So the client never hands its signal to ky; `attemptFetch` is ky's `fetch` instead, and gives every
 *   attempt its own AbortController, aborted by the attempt's own signal (ky's timeout, where ky has one), by the
 *   caller's signal and by its own timer of `timeoutMs`. `untilAborted` settles the call the moment the caller aborts,
 *   even during ky's wait between two attempts.
 * - `cancelBody`: the body of an error answer that is about to be retried is never read; cancelling it frees the
 *   connection for the retry instead of leaving it to the garbage collector.
 */

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export interface AttemptOptions {
  /** Per attempt: the attempt's request is aborted after this many ms (ky has already rejected it as a timeout). */
  readonly timeoutMs: number;
  /** The caller's signal: aborting it aborts the attempt in flight and refuses any further attempt. */
  readonly signal?: AbortSignal;
}

/** A fetch (ky's `fetch` option) whose every attempt is aborted by its own signal, the caller's, or `timeoutMs`. */
export function attemptFetch(send: typeof fetch, { timeoutMs, signal }: AttemptOptions): typeof fetch {
  return (input, init) => {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    const controller = new AbortController();
    const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    const sources = [own, signal].filter((s): s is AbortSignal => s != null);
    const abort = (source: AbortSignal) => () => controller.abort(abortReason(source));
    const listeners = sources.map((source) => {
      const listener = abort(source);
      if (source.aborted) listener();
      else source.addEventListener('abort', listener, { once: true });
      return [source, listener] as const;
    });
    const timer = setTimeout(
      () => controller.abort(new DOMException(`Attempt took longer than ${timeoutMs} ms`, 'TimeoutError')),
      timeoutMs,
    );
    const done = () => {
      clearTimeout(timer);
      for (const [source, listener] of listeners) source.removeEventListener('abort', listener);
    };
    return send(input, { ...init, signal: controller.signal }).finally(done);
  };
}

/** `promise`, or the caller's abort reason as soon as `signal` aborts (ky's wait before a retry included). */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => undefined);
    return Promise.reject(abortReason(signal));
  }
  let onAbort: () => void = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  return Promise.race([promise, aborted]).finally(() => signal.removeEventListener('abort', onAbort));
}

/** Lets go of an unread response body (an error answer about to be retried); never throws. */
export function cancelBody(response: Response): void {
  if (response.bodyUsed || !response.body) return;
  response.body.cancel().catch(() => undefined);
}
