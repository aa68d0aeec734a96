/**
 * `route(app, endpoint, handler)`: one generic registration over the contract's Endpoint type, so the contract is the
 * one source of every call's shape.
 *
 * For every request it: checks the bearer token unless `auth: false` (401 missing / garbage / expired),
 * parses params, query and body with the endpoint's schemas (400 `{ message }` naming the field, e.g.
 * "page: Terlalu kecil: …"; multipart bodies from FormData), honours Idempotency-Key on every write that sends one,
 * runs the handler, checks its answer against `endpoint.response` (in dev/test; a mismatch is a mock bug and
 * the only 500 the server gives) and wraps it in the `{ message, data }` envelope.
 */
import type { Endpoint, ParsedInputOf, Schema } from '@upah/core/contract/endpoint';
import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { AppContext, MockApp, MockEnv } from './domains/types';
import { signEvidenceUrls } from './file-urls';
import { HttpError, isHttpError, SERVER_MESSAGES } from './http-error';
import { fingerprintOf, runIdempotent } from './state/idempotency';
import { layLazySeeds } from './state/lazy-seed';
import { lookupSession } from './state/sessions';
import { ThrottledError, takeReadToken } from './state/throttle';
import type { Employee, MockState, StoredOutcome } from './state/types';

/** JSON bodies of the main and login hosts above this many characters answer 413 (OWASP ASVS 5.0 V2.3.2). */
export const MAX_JSON_BODY_CHARS = 64 * 1024;
export const BODY_TOO_LARGE = 'Ukuran permintaan terlalu besar';

/** SPEC §8 "Generic wrapper success: 'Success'". */
export const DEFAULT_SUCCESS_MESSAGE = 'Success';

type ResponseIn<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R>
    ? z.input<R>
    : never;

/** A handler's answer with its own envelope message (and status, default 200). */
export class Reply<T> {
  constructor(
    readonly data: T,
    readonly message: string,
    readonly status: 200 | 201 | 202 = 200,
  ) {}
}

/** `return reply(data, 'Request Success')` */
export function reply<T>(data: T, message: string, status: 200 | 201 | 202 = 200): Reply<T> {
  return new Reply(data, message, status);
}

export interface HandlerArgs<E> {
  input: ParsedInputOf<E>;
  /** The logged-in employee. On `auth: false` endpoints reading it throws 401 (there is no session). */
  readonly user: Employee;
  /** The bearer token of the session (undefined on `auth: false` endpoints). */
  token: string | undefined;
  state: MockState;
  c: Context<MockEnv>;
  /** The clock at the start of this request. */
  now: Date;
  ctx: AppContext;
}

type Awaitable<T> = T | Promise<T>;
export type Handler<E> = (args: HandlerArgs<E>) => Awaitable<ResponseIn<E> | Reply<ResponseIn<E>>>;

const contexts = new WeakMap<MockApp, AppContext>();
const registries = new WeakMap<MockApp, Map<string, Endpoint>>();

/** Called once by createApp before any domain registers. */
export function bindAppContext(app: MockApp, ctx: AppContext): void {
  contexts.set(app, ctx);
  registries.set(app, new Map());
}

/** Which endpoint ids have a handler on this app (the contract-coverage test reads it). */
export function registeredEndpoints(app: MockApp): ReadonlyMap<string, Endpoint> {
  return registries.get(app) ?? new Map();
}

export function registeredEndpointIds(app: MockApp): string[] {
  return [...registeredEndpoints(app).keys()];
}

function appContext(app: MockApp): AppContext {
  const ctx = contexts.get(app);
  if (!ctx) throw new Error('route() before bindAppContext(): build apps with createApp()');
  return ctx;
}

// Issues the contract gives no message of its own read in Indonesian, like every other answer of this server
// (zod's own id locale; the contract's messages still take precedence).
z.config(z.locales.id());

/** "field.sub: message" of the first zod issue; the part name when the whole part is wrong. */
function issueMessage(part: 'params' | 'query' | 'body', error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return `${part}: Input tidak valid`;
  const path = issue.path.map(String).join('.');
  return `${path || part}: ${issue.message}`;
}

function parsePart<S extends Schema | undefined>(
  part: 'params' | 'query' | 'body',
  schema: S,
  raw: unknown,
): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(raw);
  if (!result.success) throw new HttpError(400, issueMessage(part, result.error));
  return result.data;
}

function rawQuery(c: Context<MockEnv>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

async function rawBody(c: Context<MockEnv>, endpoint: Endpoint): Promise<unknown> {
  if (!endpoint.body) return undefined;
  if (endpoint.bodyType === 'multipart') {
    const type = c.req.header('content-type') ?? '';
    if (!/multipart\/form-data|application\/x-www-form-urlencoded/i.test(type)) {
      throw new HttpError(400, 'body: harus berupa multipart/form-data');
    }
    try {
      return await c.req.parseBody();
    } catch {
      throw new HttpError(400, 'body: multipart/form-data tidak valid');
    }
  }
  const text = await c.req.text();
  // a JSON body of the main API is small (the longest text field is 1,000 characters); the base64 upload is not
  if (endpoint.host !== 'upload' && text.length > MAX_JSON_BODY_CHARS) {
    throw new HttpError(413, BODY_TOO_LARGE);
  }
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'body: JSON tidak valid');
  }
}

function authenticate(
  c: Context<MockEnv>,
  state: MockState,
  nowMs: number,
): { user: Employee; token: string } {
  const found = lookupSession(state, c.req.header('authorization'), nowMs);
  if (!found.ok) {
    throw new HttpError(
      401,
      found.reason === 'expired' ? SERVER_MESSAGES.expired : SERVER_MESSAGES.unauthorized,
    );
  }
  const user = state.employees.get(found.session.employeeId);
  if (!user) throw new HttpError(401, SERVER_MESSAGES.unauthorized);
  layLazySeeds(state, user.id);
  return { user, token: found.session.token };
}

function errorOutcome(error: HttpError): StoredOutcome {
  if (error instanceof ThrottledError) {
    // RFC 6585 §4: the wait in the Retry-After header and, for the apps' countdown, in the body.
    return {
      status: 429,
      body: { message: error.message, code: error.code, retryAfterSeconds: error.retryAfterSeconds },
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    };
  }
  return {
    status: error.status,
    body: error.code ? { message: error.message, code: error.code } : { message: error.message },
  };
}

export function route<E extends Endpoint>(app: MockApp, endpoint: E, handler: Handler<E>): void {
  const registry = registries.get(app);
  if (!registry) throw new Error('route() before bindAppContext(): build apps with createApp()');
  if (registry.has(endpoint.id)) throw new Error(`Endpoint ${endpoint.id} registered twice`);
  registry.set(endpoint.id, endpoint);

  app.on(endpoint.method, endpoint.path, async (c) => {
    const ctx = appContext(app);
    const { state } = ctx;
    const now = ctx.now();
    try {
      const session = endpoint.auth === false ? undefined : authenticate(c, state, now.getTime());
      if (endpoint.rateLimit === 'read' && session) {
        takeReadToken(state.throttle, ctx.config.throttle, session.user.id, now.getTime());
      }
      const raw = {
        params: c.req.param() as Record<string, string>,
        query: rawQuery(c),
        body: await rawBody(c, endpoint),
      };
      const input = {
        params: parsePart('params', endpoint.params, raw.params),
        query: parsePart('query', endpoint.query, raw.query),
        body: parsePart('body', endpoint.body, raw.body),
      } as ParsedInputOf<E>;
      const args: HandlerArgs<E> = {
        input,
        get user(): Employee {
          if (!session) throw new HttpError(401, SERVER_MESSAGES.unauthorized);
          return session.user;
        },
        token: session?.token,
        state,
        c,
        now,
        ctx,
      };
      const run =
        endpoint.method === 'GET'
          ? () => runHandler(endpoint, handler, args, ctx)
          : async () => {
              // what this call writes is seen by the kept indexes (state/by-employee.ts), also while it awaits
              state.writes++;
              try {
                return await runHandler(endpoint, handler, args, ctx);
              } finally {
                state.writes++;
              }
            };
      const key = c.req.header('idempotency-key');
      let outcome: StoredOutcome;
      // Money-moving POSTs and any other write that carries a key, such as a supervisor's subordinate
      // clock-in or clock-out replayed from the gate console's offline queue (DESIGN "Security and exactly-once").
      if (endpoint.method !== 'GET' && key !== undefined) {
        if (key.length < 1 || key.length > 255)
          throw new HttpError(400, 'Idempotency-Key: harus 1 sampai 255 karakter');
        const scope = `${session?.user.id ?? 'anon'}:${endpoint.id}:${key}`;
        outcome = await runIdempotent(state, scope, fingerprintOf(raw), now.getTime(), run);
      } else {
        outcome = await run();
      }
      return answer(c, ctx, endpoint, outcome);
    } catch (error) {
      if (isHttpError(error)) return answer(c, ctx, endpoint, errorOutcome(error));
      throw error;
    }
  });
}

/** Sends an outcome; with `checkAnswer` (tests) an answer that breaks the OpenAPI document becomes a 500. */
function answer(c: Context<MockEnv>, ctx: AppContext, endpoint: Endpoint, outcome: StoredOutcome) {
  const problem = ctx.checkAnswer?.(endpoint, outcome.status, outcome.body);
  if (problem) {
    console.error(
      `\n!!! MOCK BUG: ${endpoint.id} answered ${outcome.status} against the OpenAPI document: ${problem}\n`,
    );
    return c.json(
      { message: `Answer of ${endpoint.id} breaks docs/openapi.json: ${problem}`, code: 'MOCK_OPENAPI' },
      500,
    );
  }
  // Answers are personal data: never kept by a browser or a shared cache (OWASP ASVS 5.0 V14.3.2). Evidence URLs
  // go out signed for this caller's <img> (file-urls.ts); the stored outcome of an Idempotency-Key keeps them bare.
  const body =
    outcome.status < 300 ? signEvidenceUrls(outcome.body, ctx.fileUrls, ctx.now().getTime()) : outcome.body;
  return c.json(body as object, outcome.status as 200, {
    'Cache-Control': 'no-store',
    ...outcome.headers,
  });
}

async function runHandler<E extends Endpoint>(
  endpoint: E,
  handler: Handler<E>,
  args: HandlerArgs<E>,
  ctx: AppContext,
): Promise<StoredOutcome> {
  let result: unknown;
  try {
    result = await handler(args);
  } catch (error) {
    if (isHttpError(error)) return errorOutcome(error);
    throw error;
  }
  const answer = result instanceof Reply ? result : new Reply(result, DEFAULT_SUCCESS_MESSAGE);
  if (ctx.config.checkResponses) {
    const checked = endpoint.response.safeParse(answer.data);
    if (!checked.success) {
      const detail = checked.error.issues
        .slice(0, 5)
        .map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      console.error(
        `\n!!! MOCK BUG: ${endpoint.id} answered data that breaks its response schema: ${detail}\n`,
      );
      return {
        status: 500,
        body: {
          message: `Mock response of ${endpoint.id} breaks the contract: ${detail}`,
          code: 'MOCK_CONTRACT',
        },
      };
    }
  }
  return { status: answer.status, body: { message: answer.message, data: answer.data ?? null } };
}
