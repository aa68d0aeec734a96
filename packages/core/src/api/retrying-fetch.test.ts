import { describe, expect, it } from 'vitest';
import {
  HttpStatusError,
  RequestTimeoutError,
  type RetryPolicy,
  retryAfterMs,
  retryingFetch,
} from './retrying-fetch';

const retry: RetryPolicy = {
  limit: 3,
  statusCodes: [408, 429, 500, 502, 503, 504],
  afterStatusCodes: [429, 503],
  maxRetryAfterMs: 20,
  delayMs: () => 1,
  backoffLimitMs: 2_000,
};

/** A fetch that answers each attempt with the next of `answers` and keeps the requests it got. */
function scripted(answers: (() => Response | Promise<Response>)[]) {
  const requests: Request[] = [];
  const fetchFn = (async (input: RequestInfo | URL) => {
    requests.push(input as Request);
    const next = answers[Math.min(requests.length - 1, answers.length - 1)];
    return next ? next() : new Response('{}');
  }) as typeof fetch;
  return { requests, fetchFn };
}

const request = (signal: AbortSignal) =>
  new Request('http://api.test/x', { method: 'POST', body: '{}', signal });

describe('retrying fetch (DESIGN.md "Security and exactly-once": the client\'s retries and timeouts)', () => {
  it('§8 a status outside the retried ones (400) is thrown at once, its response unread', async () => {
    const { requests, fetchFn } = scripted([() => new Response('{"message":"bad"}', { status: 400 })]);
    const error = await retryingFetch({ request, fetch: fetchFn, timeoutMs: 1_000, retry }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(await (error as HttpStatusError).response.json()).toEqual({ message: 'bad' });
    expect(requests).toHaveLength(1);
  });

  it('RFC 6585: a 429 with Retry-After 90 s waits at most maxRetryAfterMs, then succeeds', async () => {
    const { requests, fetchFn } = scripted([
      () => new Response('', { status: 429, headers: { 'retry-after': '90' } }),
      () => new Response('{"ok":true}'),
    ]);
    const response = await retryingFetch({ request, fetch: fetchFn, timeoutMs: 1_000, retry });
    expect(await response.json()).toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });

  it('a fresh request per attempt: the body is sent again on every retry', async () => {
    const { requests, fetchFn } = scripted([
      () => new Response('', { status: 503 }),
      () => Promise.reject(new TypeError('fetch failed')),
      () => new Response('{}'),
    ]);
    await retryingFetch({ request, fetch: fetchFn, timeoutMs: 1_000, retry });
    expect(requests).toHaveLength(3);
    expect(new Set(requests).size).toBe(3);
    for (const sent of requests) expect(await sent.text()).toBe('{}');
  });

  it('§8 timeout: each attempt is aborted after timeoutMs; after the last one RequestTimeoutError is thrown', async () => {
    const signals: AbortSignal[] = [];
    const hanging = ((input: Request) => {
      signals.push(input.signal);
      return new Promise<Response>(() => undefined);
    }) as unknown as typeof fetch;
    const error = await retryingFetch({
      request,
      fetch: hanging,
      timeoutMs: 15,
      retry: { ...retry, limit: 1 },
    }).catch((e) => e);
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(signals).toHaveLength(2);
    expect(signals.every((signal) => signal.aborted)).toBe(true);
  });

  it("the caller's abort stops the call: no retry, the abort reason is thrown", async () => {
    const controller = new AbortController();
    const { requests, fetchFn } = scripted([
      () => {
        controller.abort(new DOMException('left the screen', 'AbortError'));
        return new Response('', { status: 503 });
      },
    ]);
    const error = await retryingFetch({
      request,
      fetch: fetchFn,
      timeoutMs: 1_000,
      retry,
      signal: controller.signal,
    }).catch((e) => e);
    expect((error as DOMException).message).toBe('left the screen');
    expect(requests).toHaveLength(1);
  });

  it('RFC 9110 §10.2.3 Retry-After: delay-seconds or an HTTP date, in ms', () => {
    const now = Date.parse('2026-11-26T05:00:00Z');
    const at = (value: string) => retryAfterMs(new Response('', { headers: { 'retry-after': value } }), now);
    expect(at('2')).toBe(2_000);
    expect(at('Thu, 26 Nov 2026 05:00:03 GMT')).toBe(3_000);
    expect(at('soon')).toBeUndefined();
    expect(retryAfterMs(new Response(''), now)).toBeUndefined();
  });
});
