/**
 * The API client's transport: one ky instance (ky 1.14, the owner's choice) made from the client's config
 * (DESIGN.md "Security and exactly-once"):
 *
 * - a timeout per attempt (`timeoutMs`);
 * - retries, at most `retries`, of a network failure, a timeout and the endpoint's retryable statuses, for a GET and
 *   for a write that carries an Idempotency-Key (the server replays its first answer instead of doing it twice);
 * - Retry-After of a 429 or 503 honoured, at most 2 s; otherwise a doubling back-off from `retryDelayMs`, at most 2 s;
 * - the bearer token read in a `beforeRequest` hook, so each attempt carries the token of its moment;
 * - the request's headers, the Idempotency-Key included, built once per call: ky's retries resend the same request.
 *
 * What ky lacks is in ./attempt-fetch.ts: an abort that lands without `AbortSignal.any`, and cancelling an error body
 * before its retry. Upload progress goes through XMLHttpRequest (./xhr-fetch.ts), given to ky as that call's `fetch`.
 */
import ky, { isHTTPError } from 'ky';

/** ky's error guards, for the client, which loads this module with its first network call. */
export { isHTTPError, isTimeoutError } from 'ky';

import { attemptFetch, cancelBody, untilAborted } from './attempt-fetch';

/** Longest wait a Retry-After may ask for before a retry; a longer one is cut to this. */
export const RETRY_AFTER_CAP_MS = 2_000;
/** Longest back-off between two attempts. */
export const BACKOFF_CAP_MS = 2_000;
/** Statuses whose Retry-After header is honoured (RFC 6585 §4, RFC 9110 §15.6.4). */
export const RETRY_AFTER_STATUSES = [429, 503];
const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export interface TransportConfig {
  /** Per attempt, in ms. */
  readonly timeoutMs: number;
  readonly retries: number;
  /** First back-off step in ms, doubled on each retry (capped at BACKOFF_CAP_MS). */
  readonly retryDelayMs: number;
  readonly getToken: () => string | null | undefined;
  readonly fetch: typeof fetch;
}

export interface Send {
  readonly url: string;
  readonly method: string;
  /** accept, content-type and the Idempotency-Key; the token is added per attempt. */
  readonly headers: Headers;
  readonly body?: BodyInit;
  /** Whether the call carries the bearer token. */
  readonly authenticated: boolean;
  /** Statuses this call retries (the client's `retryStatusesOf(endpoint)`). */
  readonly retryStatuses: readonly number[];
  readonly signal?: AbortSignal;
  /** This call's fetch instead of the config's (the XMLHttpRequest fetch of an upload with progress). */
  readonly fetch?: typeof fetch;
}

/** Sends one call with ky's retries; resolves to a 2xx Response, rejects with ky's HTTPError, TimeoutError or the fetch error. */
export type Transport = (send: Send) => Promise<Response>;

/** A call is retried only when repeating it is safe: a GET, or a write the server can recognise by its key. */
function retryMethods(send: Send): string[] {
  const method = send.method.toLowerCase();
  return method === 'get' || send.headers.has(IDEMPOTENCY_HEADER) ? [method] : [];
}

export function createTransport(config: TransportConfig): Transport {
  const api = ky.create({
    timeout: config.timeoutMs,
    throwHttpErrors: true,
    retry: {
      limit: config.retries,
      afterStatusCodes: RETRY_AFTER_STATUSES,
      maxRetryAfter: RETRY_AFTER_CAP_MS,
      backoffLimit: BACKOFF_CAP_MS,
      delay: (attempt) => config.retryDelayMs * 2 ** (attempt - 1),
      retryOnTimeout: true,
    },
    hooks: {
      beforeRequest: [
        (request, options) => {
          const token = options.context.authenticated === true ? config.getToken() : null;
          if (token) request.headers.set('authorization', `Bearer ${token}`);
          else request.headers.delete('authorization');
        },
      ],
      beforeRetry: [
        ({ error }) => {
          if (isHTTPError(error)) cancelBody(error.response);
        },
      ],
    },
  });

  return (send) => {
    const { signal } = send;
    const response = api(send.url, {
      method: send.method,
      headers: send.headers,
      ...(send.body !== undefined ? { body: send.body } : {}),
      context: { authenticated: send.authenticated },
      fetch: attemptFetch(send.fetch ?? config.fetch, {
        timeoutMs: config.timeoutMs,
        ...(signal ? { signal } : {}),
      }),
      // Per call only (ky concatenates arrays of an instance's options with a call's).
      retry: {
        methods: retryMethods(send),
        statusCodes: [...send.retryStatuses],
        // The caller left: no further attempt.
        shouldRetry: () => (signal?.aborted ? false : undefined),
      },
    });
    return untilAborted(response, signal);
  };
}
