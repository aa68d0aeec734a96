/**
 * The API client (SPEC §7 calls, §8 error handling; ARCHITECTURE "API client"). It is generic over the
 * endpoint objects of the contract: the caller passes the endpoint, the client picks the host, fills
 * the path, validates the request, sends it, and parses the `{ message, data }` envelope.
 *
 * It never imports the contract index, so a page ships only the endpoints it calls. The transport (ky and the thin
 * layer beside it, ./transport.ts) loads with the first call that goes to the network: a first screen whose GETs
 * index.html's boot script already made (`early`) renders without it, and the boot script preloads its file.
 */

import {
  buildPath,
  type Endpoint,
  envelope,
  errorBody,
  type InputOf,
  type ResponseOf,
  type Schema,
} from '../contract/endpoint';
import type { UploadResponse } from '../contract/upload';
import type { EarlyAnswers } from './early-fetch';
import { type ApiError, apiError, type CallContext, kindOfStatus, messageForStatus } from './errors';
import { newIdempotencyKey } from './idempotency';
import type { Transport } from './transport';
import { joinUrl, queryString } from './url';
import type { UploadProgressListener } from './xhr-fetch';

type TransportModule = typeof import('./transport');

export interface ApiClientConfig {
  /** Absolute URLs ('https://api.example.id') or same-origin prefixes ('/api'). */
  hosts: { main: string; login: string; upload: string };
  getToken: () => string | null | undefined;
  /** Per attempt. Default 15000. */
  timeoutMs?: number;
  /** Retries of a call (every call is safe to repeat: writes carry an Idempotency-Key). Default 3. */
  retries?: number;
  /** First backoff step in ms, doubled on each retry and capped at 2 s (./transport.ts). Default 300. */
  retryDelayMs?: number;
  /** Called on a 401 of an authenticated call: the app logs out and shows `errorText(error)`. */
  onUnauthorized?: (error: ApiError) => void;
  fetch?: typeof fetch;
  /** Answers started before the app ran (./early-fetch.ts): a successful one is used as the call's response. */
  early?: EarlyAnswers;
}

export interface CallOptions {
  /**
   * One key per user action, reused when the user taps again for the same content (a store keeps it with the
   * draft). Every write sends one: a new one per call when absent, the same across that call's retries.
   */
  idempotencyKey?: string;
  /** 'login' on the login page: a 403 then reads 'Akun tidak terdaftar di perusahaan manapun'. */
  context?: CallContext;
  signal?: AbortSignal;
  /**
   * Multipart uploads: called as the body is sent (the loan attachment and the request photos show it). The call then goes through
   * XMLHttpRequest (see xhr-fetch.ts), the only browser API that reports upload progress.
   */
  onUploadProgress?: UploadProgressListener;
}

/** Input is optional for endpoints that declare no params, query or body. */
export type CallArgs<E> =
  object extends InputOf<E>
    ? [input?: InputOf<E>, options?: CallOptions]
    : [input: InputOf<E>, options?: CallOptions];

export interface ApiClient {
  call<E extends Endpoint>(endpoint: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** SPEC §7 File upload: multipart POST of file, location 'file-request', randomFilename 'true'. */
  upload(file: Blob, filename: string, options?: CallOptions): Promise<UploadResponse>;
  /** SPEC §3 upload payload, base64 variant: a JPEG data URL (or bare base64) sent as JSON. */
  uploadBase64(dataUrl: string, options?: CallOptions): Promise<UploadResponse>;
}

/** Statuses worth a retry: every call is safe to repeat (GETs read, writes carry an Idempotency-Key). */
export const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

interface RawInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function describeIssue(prefix: string, issue: Issue | undefined): string {
  if (!issue) return prefix;
  const path = issue.path.map(String).join('.');
  return `${prefix} at ${path || '(root)'}: ${issue.message}`;
}

/**
 * Statuses a call retries on. A 429 of a sign-in limit is never retried: the user sees the wait instead
 * (DESIGN.md "Security and exactly-once"); another 429 is retried after its Retry-After (at most 2 s).
 */
export function retryStatusesOf(endpoint: Endpoint): number[] {
  return endpoint.rateLimit ? RETRY_STATUSES.filter((s) => s !== 429) : RETRY_STATUSES;
}

/** The `{ message, data }` schema of each response schema, built once (a schema costs time to build). */
const envelopes = new WeakMap<Schema, ReturnType<typeof envelope>>();
function envelopeOf(response: Schema): ReturnType<typeof envelope> {
  let schema = envelopes.get(response);
  if (!schema) {
    schema = envelope(response);
    envelopes.set(response, schema);
  }
  return schema;
}

/** The XMLHttpRequest fetch of uploads with progress, loaded with the first such upload (most pages never upload). */
function uploadFetch(onProgress: UploadProgressListener): typeof fetch {
  return async (input, init) => (await import('./xhr-fetch')).createXhrFetch(onProgress)(input, init);
}

function toFormData(body: unknown): FormData {
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    const items: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(key, item);
      else form.append(key, String(item));
    }
  }
  return form;
}

interface ServerError {
  serverMessage?: string;
  code?: string;
  retryAfterSeconds?: number;
}

/** Retry-After as seconds (RFC 9110 §10.2.3: delay-seconds or an HTTP date). */
function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

async function readServerError(response: Response): Promise<ServerError> {
  const header = retryAfterOf(response);
  const out: ServerError = header === undefined ? {} : { retryAfterSeconds: header };
  try {
    const parsed = errorBody.safeParse(JSON.parse(await response.text()));
    if (!parsed.success) return out;
    if (parsed.data.message) out.serverMessage = parsed.data.message;
    if (parsed.data.code !== undefined) out.code = parsed.data.code;
    out.retryAfterSeconds ??= parsed.data.retryAfterSeconds;
    return out;
  } catch {
    return out;
  }
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? 15_000;
  /** The transport module and this client's transport, loaded once, with the first call sent over the network. */
  let loaded: Promise<{ module: TransportModule; send: Transport }> | undefined;
  const loadTransport = () => {
    loaded ??= import('./transport').then((module) => ({
      module,
      send: module.createTransport({
        timeoutMs,
        retries: config.retries ?? 3,
        retryDelayMs: config.retryDelayMs ?? 300,
        getToken: config.getToken,
        fetch: config.fetch ?? ((input, init) => fetch(input, init)),
      }),
    }));
    // a failed load (offline before the file came) is tried again by the next call
    loaded.catch(() => {
      loaded = undefined;
    });
    return loaded;
  };

  /**
   * Parsed synchronously (safeParse, as the responses are: fewer promises than safeParseAsync, half the time). No
   * contract schema has an async check; one would make zod throw, first in the contract tests.
   */
  function validate(endpoint: Endpoint, input: RawInput): ApiError | null {
    const parts = [
      ['params', endpoint.params, input.params],
      ['query', endpoint.query, input.query],
      ['body', endpoint.body, input.body],
    ] as const;
    for (const [part, schema, value] of parts) {
      if (!schema) continue;
      const result = schema.safeParse(value);
      if (!result.success) {
        return apiError({
          kind: 'validation',
          endpointId: endpoint.id,
          message: 'sendError',
          detail: describeIssue(`Invalid ${part} for ${endpoint.id}`, result.error.issues[0]),
        });
      }
    }
    return null;
  }

  async function call(endpoint: Endpoint, rawInput?: RawInput, options: CallOptions = {}): Promise<unknown> {
    const input = rawInput ?? {};
    const invalid = validate(endpoint, input);
    if (invalid) throw invalid;

    let path: string;
    try {
      path = buildPath(endpoint.path, input.params);
    } catch (error) {
      throw apiError({
        kind: 'validation',
        endpointId: endpoint.id,
        message: 'sendError',
        detail: error instanceof Error ? error.message : String(error),
      });
    }
    const url = joinUrl(config.hosts[endpoint.host], path) + queryString(input.query);

    const headers = new Headers({ accept: 'application/json' });
    const authenticated = endpoint.auth !== false;
    // The transport sets the token on each attempt; this one only matches an early answer.
    const token = authenticated ? config.getToken() : null;
    // Every write carries a key, the same on each retry of this call: a server that saved the first attempt and
    // lost its answer replays that answer instead of doing it twice (DESIGN.md "Security and exactly-once").
    const idempotencyKey =
      options.idempotencyKey ?? (endpoint.method === 'GET' ? undefined : newIdempotencyKey());
    if (idempotencyKey !== undefined) headers.set(IDEMPOTENCY_HEADER, idempotencyKey);

    const hasBody = endpoint.body !== undefined && input.body !== undefined;
    const multipart = endpoint.bodyType === 'multipart';
    if (hasBody && !multipart) headers.set('content-type', 'application/json');
    const body = !hasBody ? undefined : multipart ? toFormData(input.body) : JSON.stringify(input.body);

    // An answer the boot script already has (a GET of the first screen): used as it is when it succeeded.
    const early = config.early?.take(endpoint.method, url, token ?? '');
    const earlyResponse = early ? await early : null;
    let response: Response;
    // An error status goes to the network instead: that call reports it, with its retries.
    if (earlyResponse?.ok) response = earlyResponse;
    else {
      let module: TransportModule | undefined;
      try {
        const transport = await loadTransport();
        module = transport.module;
        response = await transport.send({
          url,
          method: endpoint.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          authenticated,
          retryStatuses: retryStatusesOf(endpoint),
          ...(options.signal ? { signal: options.signal } : {}),
          ...(options.onUploadProgress && typeof XMLHttpRequest !== 'undefined'
            ? { fetch: uploadFetch(options.onUploadProgress) }
            : {}),
        });
      } catch (error) {
        throw await toApiError(endpoint, error, options, authenticated, module);
      }
    }

    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      throw apiError({
        kind: 'contract',
        status: response.status,
        endpointId: endpoint.id,
        message: 'fetchError',
        detail: `Response of ${endpoint.id} is not JSON`,
      });
    }
    const parsed = envelopeOf(endpoint.response).safeParse(json);
    if (!parsed.success) {
      throw apiError({
        kind: 'contract',
        status: response.status,
        endpointId: endpoint.id,
        message: 'fetchError',
        detail: describeIssue(
          `Response of ${endpoint.id} does not match the contract`,
          parsed.error.issues[0],
        ),
      });
    }
    return parsed.data.data;
  }

  /** The error of a call in the family's terms; `module` is the transport's (absent when it could not load). */
  async function toApiError(
    endpoint: Endpoint,
    error: unknown,
    options: CallOptions,
    authenticated: boolean,
    module: TransportModule | undefined,
  ): Promise<unknown> {
    if (options.signal?.aborted) return options.signal.reason ?? error;
    if (module?.isHTTPError(error)) {
      const status = error.response.status;
      const { serverMessage, code, retryAfterSeconds } = await readServerError(error.response);
      const result = apiError({
        kind: kindOfStatus(status),
        status,
        endpointId: endpoint.id,
        message: messageForStatus(status, options.context ?? 'app', serverMessage),
        ...(serverMessage !== undefined ? { serverMessage } : {}),
        ...(code !== undefined ? { code } : {}),
        ...(status === 429 ? { retryAfterSeconds: retryAfterSeconds ?? 60 } : {}),
      });
      if (status === 401 && authenticated) {
        try {
          config.onUnauthorized?.(result);
        } catch {
          // A failing logout hook must not hide the error from the caller.
        }
      }
      return result;
    }
    if (module?.isTimeoutError(error)) {
      return apiError({
        kind: 'timeout',
        endpointId: endpoint.id,
        message: 'timeout',
        detail: `${endpoint.id} took longer than ${timeoutMs} ms`,
      });
    }
    return apiError({
      kind: 'network',
      endpointId: endpoint.id,
      message: 'networkFailure',
      detail: error instanceof Error ? error.message : String(error),
    });
  }

  // The upload endpoints load with the first upload: most screens never upload, and every screen loads this client.
  const client: ApiClient = {
    call: call as ApiClient['call'],
    async upload(file, filename, options) {
      const { UPLOAD_LOCATION, uploadEndpoints } = await import('../contract/upload');
      const named = new File([file], filename, { type: file.type });
      return client.call(
        uploadEndpoints.file,
        { body: { file: named, location: UPLOAD_LOCATION, randomFilename: 'true' } },
        options,
      );
    },
    async uploadBase64(dataUrl, options) {
      const { UPLOAD_LOCATION, uploadEndpoints } = await import('../contract/upload');
      return client.call(
        uploadEndpoints.base64,
        { body: { image: dataUrl, location: UPLOAD_LOCATION, randomFilename: true } },
        options,
      );
    },
  };
  return client;
}
