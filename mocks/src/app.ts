/**
 * The mock API as one Hono app (DESIGN.md "mocks"): the standalone server (server.ts) and in-process
 * tests (`app.request`) use the same object. Main API, login host and upload service share one port.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { registerApiDocs } from './api-docs';
import { clockSettingFromEnv, createClock, type MockClock } from './clock';
import { clampLatency, clampRate, configFromEnv, type MockConfig, type ThrottleConfig } from './config';
import { domainModules } from './domains/index';
import type { AnswerCheck, AppContext, DomainModule, MockApp, MockEnv } from './domains/types';
import { dropAnswer } from './drop-answer';
import { type FileUrlSigner, fileUrlSignerFromEnv } from './file-urls';
import { isHttpError, SERVER_MESSAGES } from './http-error';
import { BODY_TOO_LARGE, bindAppContext } from './route';
import { mulberry32 } from './seed/random';
import { createState, resetState } from './state/seed';
import type { MockState } from './state/types';

export interface CreateAppOptions {
  /** faker seed (default MOCK_SEED or 20240501): same seed → same data */
  seed?: number;
  /**
   * the host clock under the mock's own (tests pass a fixed or movable one); MOCK_NOW and POST /__mock/clock set
   * the mock's clock relative to it (clock.ts)
   */
  now?: () => Date;
  /** added delay per request (default MOCK_LATENCY_MS or 0) */
  latencyMs?: number;
  /** share of requests answered 503 (default MOCK_ERROR_RATE or 0) */
  errorRate?: number;
  /** share of writes that commit and then lose their answer (default MOCK_DROP_RATE or 0) */
  dropRate?: number;
  /** seed of the fault dice (default MOCK_FAULT_SEED; unset → Math.random); POST /__mock/reset rolls from it again */
  faultSeed?: number;
  /** sign-in limits; unset ones keep MOCK_* env or the contract's defaults (tests set them low) */
  throttle?: Partial<ThrottleConfig>;
  tokenTtlSeconds?: number;
  /** one log line per request unless quiet (default MOCK_QUIET=1 → quiet) */
  quiet?: boolean;
  checkResponses?: boolean;
  /** checks every answer of a contract endpoint (tests pass the OpenAPI check of openapi-check.ts) */
  checkAnswer?: AnswerCheck;
  /** called for every unexpected throw the global onError turns into a 400 (default: logs it) */
  onUnexpectedError?: (error: unknown, where: string) => void;
  /** signer of file URLs (default from MOCK_FILE_URL_SECRET / MOCK_FILE_URL_TTL_SECONDS, file-urls.ts) */
  fileUrls?: FileUrlSigner;
  /** domain modules to mount (default: all of domains/index.ts) */
  modules?: readonly DomainModule[];
}

export interface MockServer {
  app: MockApp;
  state: MockState;
  ctx: AppContext;
  /** The mock's clock: MOCK_NOW, POST /__mock/clock and POST /__mock/reset { now } move it (clock.ts). */
  mockClock: MockClock;
}

/** Any http(s) origin on localhost / 127.0.0.1 / [::1] (the apps' dev and preview servers). */
export const LOCAL_ORIGIN = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

const CORS_HEADERS = [
  'Authorization',
  'Content-Type',
  'Idempotency-Key',
  'x-mock-latency',
  'x-mock-error-rate',
  'x-mock-drop-rate',
];

function headerNumber(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

export const MAX_BODY_BYTES = 8 * 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createApp(options: CreateAppOptions = {}): MockServer {
  const env = configFromEnv();
  const config: MockConfig = {
    seed: options.seed ?? env.seed,
    tokenTtlSeconds: options.tokenTtlSeconds ?? env.tokenTtlSeconds,
    latencyMs: clampLatency(options.latencyMs ?? env.latencyMs),
    errorRate: clampRate(options.errorRate ?? env.errorRate),
    dropRate: clampRate(options.dropRate ?? env.dropRate),
    faultSeed: options.faultSeed ?? env.faultSeed,
    throttle: { ...env.throttle, ...options.throttle },
    quiet: options.quiet ?? env.quiet,
    checkResponses: options.checkResponses ?? env.checkResponses,
  };
  const host = options.now;
  const clock = createClock(
    options.now ? null : clockSettingFromEnv(),
    host ? () => host().getTime() : Date.now,
  );
  const now = clock.now;
  const modules = options.modules ?? domainModules;
  const state = createState(config.seed, now(), modules);
  const app: MockApp = new Hono<MockEnv>();
  const dice = () => (config.faultSeed === undefined ? Math.random : mulberry32(config.faultSeed));
  let roll = dice();
  const ctx: AppContext = {
    state,
    now,
    config,
    fileUrls: options.fileUrls ?? fileUrlSignerFromEnv(),
    reset: () => {
      roll = dice();
      resetState(state, now(), modules);
    },
    clock,
    checkAnswer: options.checkAnswer,
  };
  bindAppContext(app, ctx);

  // One log line per request: method path status ms. The Date header is the mock's clock (a phone records its
  // offset from it: stores/server-clock.ts), not the host's, so a pinned clock is one clock for both sides.
  app.use('*', async (c, next) => {
    const started = performance.now();
    c.set('startedAt', started);
    await next();
    try {
      c.res.headers.set('Date', now().toUTCString());
    } catch {
      // an answer with immutable headers (none of ours today) keeps the host's Date
    }
    if (!config.quiet) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    }
  });

  app.use(
    '*',
    cors({
      origin: (origin) => (LOCAL_ORIGIN.test(origin) ? origin : null),
      allowHeaders: CORS_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  // The API reference: GET /openapi.json and /docs, before the fault knobs so they always answer.
  registerApiDocs(app);

  // Fault knobs: latency, error rate and drop rate from config or per-request headers; faults only when asked for.
  // A 503 is answered before the handler runs (nothing saved); a dropped answer comes after the write committed,
  // as when a mobile network loses the response: the client sees a network error and must retry with its key.
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/__mock/') || c.req.method === 'OPTIONS') return next();
    const latency = clampLatency(headerNumber(c.req.header('x-mock-latency')) ?? config.latencyMs);
    const rate = clampRate(headerNumber(c.req.header('x-mock-error-rate')) ?? config.errorRate);
    const drop = clampRate(headerNumber(c.req.header('x-mock-drop-rate')) ?? config.dropRate);
    if (latency > 0) await sleep(latency);
    if (rate > 0 && roll() < rate) return c.json({ message: SERVER_MESSAGES.unavailable }, 503);
    await next();
    if (drop > 0 && c.req.method !== 'GET' && c.res.status < 500 && roll() < drop) {
      c.res = dropAnswer(c);
    }
  });

  // Request bodies above 8 MB are refused before parsing (uploads stop at 5 MB in upload.ts).
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413),
    }),
  );

  app.get('/', (c) =>
    c.json({
      name: '@upah/mocks',
      seed: state.seed,
      personas: '/__mock/personas',
      docs: '/docs',
      openapi: '/openapi.json',
      otp: '/__mock/otp?phoneNumber=',
    }),
  );

  for (const module of modules) module.register(app, ctx);

  app.notFound((c) => c.json({ message: `Tidak ditemukan: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (isHttpError(error)) return c.json({ message: error.message }, error.status as 400);
    // Anything unexpected came from input a handler did not foresee: answer like a backend, never 500.
    const where = `${c.req.method} ${c.req.path}`;
    if (options.onUnexpectedError) options.onUnexpectedError(error, where);
    else console.error(`[mock] unexpected error on ${where}:`, error);
    return c.json({ message: SERVER_MESSAGES.invalid }, 400);
  });

  return { app, state, ctx, mockClock: clock };
}
