import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isHTTPError, isTimeoutError } from 'ky';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKOFF_CAP_MS,
  createTransport,
  RETRY_AFTER_CAP_MS,
  type Send,
  type TransportConfig,
} from './transport';
import { createXhrFetch, type UploadProgress } from './xhr-fetch';
import { FakeXhr, Xhr } from './xhr-test-support';

const RETRYABLE = [408, 429, 500, 502, 503, 504];

interface Attempt {
  request: Request;
  /** The body as sent (ky cancels the request's own body once the call is over). */
  body: string;
  at: number;
  signal: AbortSignal | undefined;
}

/** A fetch that answers each attempt with the next of `answers` (the last repeats) and keeps what it got. */
function scripted(answers: ((attempts: Attempt[]) => Response | Promise<Response>)[]) {
  const attempts: Attempt[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input as Request;
    const at = Date.now();
    const body = await request.clone().text();
    attempts.push({ request, body, at, signal: init?.signal ?? undefined });
    const next = answers[Math.min(attempts.length - 1, answers.length - 1)];
    return next ? next(attempts) : new Response('{}');
  }) as typeof fetch;
  return { attempts, fetchFn };
}

function transport(fetchFn: typeof fetch, overrides: Partial<TransportConfig> = {}) {
  return createTransport({
    timeoutMs: 1_000,
    retries: 3,
    retryDelayMs: 1,
    getToken: () => 'tok',
    fetch: fetchFn,
    ...overrides,
  });
}

const post = (overrides: Partial<Send> = {}): Send => ({
  url: 'http://api.test/ewa/wage-request/create',
  method: 'POST',
  headers: new Headers({ 'content-type': 'application/json', 'Idempotency-Key': 'key-1' }),
  body: '{"amount":50000}',
  authenticated: true,
  retryStatuses: RETRYABLE,
  ...overrides,
});
const get = (overrides: Partial<Send> = {}): Send => ({
  url: 'http://api.test/employee/profile/current',
  method: 'GET',
  headers: new Headers({ accept: 'application/json' }),
  authenticated: true,
  retryStatuses: RETRYABLE,
  ...overrides,
});

const status =
  (code: number, headers: Record<string, string> = {}) =>
  () =>
    new Response('{"message":"busy"}', { status: code, headers });
const okAnswer = () => new Response('{"message":"Success","data":null}');

describe('transport: ky retries (DESIGN.md "Security and exactly-once")', () => {
  it('§8 a status outside the retried ones (400) is rejected at once as an HTTPError, its body unread', async () => {
    const { attempts, fetchFn } = scripted([() => new Response('{"message":"bad"}', { status: 400 })]);
    const error = await transport(fetchFn)(post()).catch((e: unknown) => e);
    expect(isHTTPError(error)).toBe(true);
    if (isHTTPError(error)) expect(await error.response.json()).toEqual({ message: 'bad' });
    expect(attempts).toHaveLength(1);
  });

  it('a write with an Idempotency-Key is resent whole on each retry: same key, same body, the token of each attempt', async () => {
    const tokens = ['tok-1', 'tok-2', 'tok-3'];
    const { attempts, fetchFn } = scripted([
      status(503),
      () => Promise.reject(new TypeError('fetch failed')),
      okAnswer,
    ]);
    const response = await transport(fetchFn, { getToken: () => tokens[attempts.length] })(post());
    expect(response.status).toBe(200);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.request)).size).toBe(3);
    for (const { request, body } of attempts) {
      expect(request.headers.get('idempotency-key')).toBe('key-1');
      expect(body).toBe('{"amount":50000}');
    }
    expect(attempts.map((a) => a.request.headers.get('authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
      'Bearer tok-3',
    ]);
  });

  it('a write without an Idempotency-Key is never repeated; a GET is', async () => {
    const writes = scripted([status(503), okAnswer]);
    const headers = new Headers({ 'content-type': 'application/json' });
    const error = await transport(writes.fetchFn)(post({ headers })).catch((e: unknown) => e);
    expect(isHTTPError(error) && error.response.status).toBe(503);
    expect(writes.attempts).toHaveLength(1);

    const reads = scripted([status(503), status(502), okAnswer]);
    expect((await transport(reads.fetchFn)(get())).status).toBe(200);
    expect(reads.attempts).toHaveLength(3);
  });

  it('a call without the token (auth false) carries no Authorization header on any attempt', async () => {
    const { attempts, fetchFn } = scripted([status(503), okAnswer]);
    await transport(fetchFn)(post({ authenticated: false }));
    expect(attempts).toHaveLength(2);
    expect(attempts.every((a) => !a.request.headers.has('authorization'))).toBe(true);
  });

  it('only the statuses given are retried (a sign-in 429 is not), and the limit holds with the last error', async () => {
    const login = scripted([status(429, { 'retry-after': '90' })]);
    const error = await transport(login.fetchFn)(post({ retryStatuses: [503] })).catch((e: unknown) => e);
    expect(isHTTPError(error) && error.response.status).toBe(429);
    expect(login.attempts).toHaveLength(1);

    const down = scripted([status(502)]);
    const last = await transport(down.fetchFn, { retries: 1 })(get()).catch((e: unknown) => e);
    expect(isHTTPError(last) && last.response.status).toBe(502);
    expect(down.attempts).toHaveLength(2);
  });

  it('the unread body of an error answer is cancelled before its retry is sent', async () => {
    let cancelledBeforeRetry: boolean | undefined;
    let cancelled = false;
    const { attempts, fetchFn } = scripted([
      () =>
        new Response(
          new ReadableStream({
            cancel() {
              cancelled = true;
            },
          }),
          { status: 503 },
        ),
      () => {
        cancelledBeforeRetry = cancelled;
        return okAnswer();
      },
    ]);
    await transport(fetchFn)(get());
    expect(attempts).toHaveLength(2);
    expect(cancelledBeforeRetry).toBe(true);
  });
});

describe('transport: timeouts and aborts', () => {
  it('§8 timeout: each attempt is aborted after timeoutMs; after the last one a TimeoutError', async () => {
    const signals: AbortSignal[] = [];
    const hangingFetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.signal) signals.push(init.signal);
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    const error = await transport(hangingFetch, { timeoutMs: 30, retries: 1 })(post()).catch(
      (e: unknown) => e,
    );
    expect(isTimeoutError(error)).toBe(true);
    expect(signals).toHaveLength(2);
    await vi.waitFor(() => expect(signals.every((signal) => signal.aborted)).toBe(true));
  });

  // Fake timers for the two below: "no retry" is checked after the clock has passed every wait a retry could take,
  // not after a real sleep that a slow machine could cut short.
  const LONGER_THAN_EVERY_RETRY_MS = 3 * BACKOFF_CAP_MS + 1_000;

  it("the caller's abort in flight stops the call: the attempt is aborted, no retry, the reason is thrown", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const caller = new AbortController();
      const signals: AbortSignal[] = [];
      const hangingFetch = ((_input: RequestInfo | URL, init?: RequestInit) => {
        if (init?.signal) signals.push(init.signal);
        return new Promise<Response>((_, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
        });
      }) as typeof fetch;
      const pending = transport(hangingFetch)(post({ signal: caller.signal })).catch((e: unknown) => e);
      await vi.waitFor(() => expect(signals).toHaveLength(1));
      caller.abort(new DOMException('left the screen', 'AbortError'));
      const error = await pending;
      expect((error as DOMException).message).toBe('left the screen');
      expect(signals[0]?.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(LONGER_THAN_EVERY_RETRY_MS);
      expect(signals).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's abort during the wait before a retry settles the call at once and sends nothing more", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const caller = new AbortController();
      const { attempts, fetchFn } = scripted([status(503), okAnswer]);
      const started = Date.now();
      const pending = transport(fetchFn, { retryDelayMs: 400 })(get({ signal: caller.signal })).catch(
        (e: unknown) => e,
      );
      await vi.waitFor(() => expect(attempts).toHaveLength(1));
      caller.abort(new DOMException('gone', 'AbortError'));
      expect(await pending).toMatchObject({ message: 'gone' });
      // settled before the 400 ms wait was over, on the fake clock
      expect(Date.now() - started).toBeLessThan(400);
      await vi.advanceTimersByTimeAsync(LONGER_THAN_EVERY_RETRY_MS);
      expect(attempts).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('transport without AbortSignal.any (Safari before 17.4, older web views)', () => {
  it("ky alone leaves a timed-out request running; the transport aborts every attempt, and the caller's abort lands", async () => {
    const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
    const fixture = fileURLToPath(new URL('./no-abort-signal-any.fixture.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(tsx, [fixture], { timeout: 60_000 });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(seen).toEqual({
      anyMissing: true,
      bare: { timeout: true, attempts: 1, aborted: false },
      transport: { timeout: true, attempts: 2, aborted: true },
      caller: { reason: 'left the screen', attempts: 1, aborted: true },
    });
  }, 60_000);
});

describe('transport: waits between attempts (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function gaps(answers: Parameters<typeof scripted>[0], overrides: Partial<TransportConfig> = {}) {
    const { attempts, fetchFn } = scripted(answers);
    const pending = transport(fetchFn, overrides)(get());
    await vi.runAllTimersAsync();
    await pending;
    return attempts.slice(1).map((a, i) => a.at - (attempts[i]?.at ?? 0));
  }

  it('back-off doubles from retryDelayMs and is capped at 2 s', async () => {
    expect(BACKOFF_CAP_MS).toBe(2_000);
    expect(await gaps([status(503), status(503), status(503), okAnswer], { retryDelayMs: 300 })).toEqual([
      300, 600, 1_200,
    ]);
    expect(await gaps([status(500), status(500), status(500), okAnswer], { retryDelayMs: 900 })).toEqual([
      900, 1_800, 2_000,
    ]);
  });

  it('RFC 9110 §10.2.3 Retry-After of a 429 or 503 is honoured (seconds or a date), at most 2 s', async () => {
    expect(RETRY_AFTER_CAP_MS).toBe(2_000);
    expect(await gaps([status(503, { 'retry-after': '1' }), okAnswer])).toEqual([1_000]);
    expect(await gaps([status(429, { 'retry-after': '90' }), okAnswer])).toEqual([2_000]);
    const inOneAndAHalf = () => status(503, { 'retry-after': new Date(Date.now() + 1_500).toUTCString() })();
    const [dated] = await gaps([inOneAndAHalf, okAnswer]);
    // An HTTP date has whole seconds: 1.5 s ahead reads as 1 or 2 s ahead.
    expect(dated).toBeGreaterThanOrEqual(500);
    expect(dated).toBeLessThanOrEqual(2_000);
    // A 502 has no say in the wait: the back-off applies.
    expect(await gaps([status(502, { 'retry-after': '90' }), okAnswer], { retryDelayMs: 300 })).toEqual([
      300,
    ]);
  });
});

describe('transport: upload progress over XMLHttpRequest', () => {
  beforeEach(() => FakeXhr.reset());

  it("an upload sent through the XHR fetch reports its progress, and ky's retries go through it with the same key", async () => {
    FakeXhr.replies = [
      { status: 503, body: '{"message":"busy"}', headers: 'content-type: application/json' },
      {
        status: 200,
        body: '{"message":"ok","data":{"url":"/f/a.jpg"}}',
        headers: 'content-type: application/json',
      },
    ];
    const progress: UploadProgress[] = [];
    const form = new FormData();
    form.append('file', new Blob(['x'.repeat(2_000)], { type: 'image/jpeg' }), 'a.jpg');
    const unused = scripted([okAnswer]);
    const response = await transport(unused.fetchFn)(
      post({
        url: 'http://api.test/upload/file',
        headers: new Headers({ 'Idempotency-Key': 'up-1' }),
        body: form,
        fetch: createXhrFetch((p) => progress.push(p), Xhr),
      }),
    );
    expect(await response.json()).toEqual({ message: 'ok', data: { url: '/f/a.jpg' } });
    expect(unused.attempts).toHaveLength(0);
    expect(FakeXhr.made).toHaveLength(2);
    for (const xhr of FakeXhr.made) {
      expect(xhr.headers['idempotency-key']).toBe('up-1');
      expect(xhr.headers.authorization).toBe('Bearer tok');
      expect(xhr.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(xhr.sent?.size).toBeGreaterThan(2_000);
    }
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)?.fraction).toBe(1);
  });
});
