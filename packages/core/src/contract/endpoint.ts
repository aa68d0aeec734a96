/**
 * The shape of one call of the API, declared once and shared by the API client (packages/core/src/api)
 * and the mock server (mocks/). Every domain file in this folder exports its zod schemas, their inferred
 * types, and an object of endpoints built with `endpoint()`.
 *
 * Responses travel in an envelope `{ message, data }` (the spec reads `data.loginToken`,
 * `data.forgetPasswordToken`, …); `response` describes `data` only. Errors travel as `{ message }`
 * with a non-2xx status.
 */
import * as z from 'zod/mini';
import type { RateLimitKind } from './rate-limits';

export type Host = 'main' | 'login' | 'upload';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Schema = z.ZodMiniType;

/** A company- and user-level module a call belongs to (SPEC §6 flags): off → 403. */
export type AccessModule = 'attendance' | 'ewa' | 'wallet' | 'loan' | 'production';
/** SPEC §6: the production roles a project gives (same list as contract/production.ts). */
export type AccessRole = 'operator' | 'worker' | 'checker' | 'manager';

/**
 * Who may call an endpoint (the authz matrix in mocks/ runs every endpoint × caller against it):
 * - `public`: no token (sign-in, OTP, reset);
 * - `employee`: any signed-in employee, on their own data (lists, creates, own profile);
 * - `owner`: the employee whose record the call names by id (cancel, view, clock-out, a schedule);
 * - `supervisor`: the direct supervisor of the employee a record or id belongs to (SPEC §6 hierarchy);
 * - `production`: an employee holding one of `roles` in the project of the log or entry named;
 * - `hr`: the company's HR staff (the profile's `isHr`): the calendar's company days, the work policy, month close.
 * `module` adds the company and user flag that must be on (403 otherwise).
 */
export interface Access {
  readonly who: 'public' | 'employee' | 'owner' | 'supervisor' | 'production' | 'hr';
  readonly module?: AccessModule;
  /** For `production`: the roles allowed; absent means any role in the project. */
  readonly roles?: readonly AccessRole[];
}

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  /** Stable name, `domain.call`, used in logs and in contract errors. */
  readonly id: string;
  readonly method: Method;
  readonly host: Host;
  /** Path with a leading slash and `:name` segments for params, e.g. `/loan/request/:id/view`. */
  readonly path: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Schema of `data` inside the `{ message, data }` envelope. */
  readonly response: R;
  /** false for calls made before login (login, OTP, reset). Default true: bearer token required. */
  readonly auth?: boolean;
  /** Who may call it (public ↔ `auth: false`); the mock's authz matrix test asserts it for every caller. */
  readonly access: Access;
  /**
   * Money-moving POST (SPEC §7 earned wage access, loan). Every write carries an Idempotency-Key that stays the
   * same across its retries; this marks the ones that move money.
   */
  readonly moneyMoving?: boolean;
  /** The sign-in limit that guards this call (rate-limits.ts): it can answer 429, and the client never retries that. */
  readonly rateLimit?: RateLimitKind;
  /** 'multipart' for file upload; default JSON. */
  readonly bodyType?: 'json' | 'multipart';
  /** What the spec leaves open and how we filled it in. */
  readonly doc?: string;
}

/**
 * An endpoint as declared: the parts it declares (params, query, body) are known to be present, so
 * `ewaEndpoints.wageCheck.body.parse(x)` needs no undefined check. Still assignable to `Endpoint`.
 */
export type DeclaredEndpoint<
  P extends Schema | undefined,
  Q extends Schema | undefined,
  B extends Schema | undefined,
  R extends Schema,
> = Endpoint<P, Q, B, R> &
  (P extends Schema ? { readonly params: P } : unknown) &
  (Q extends Schema ? { readonly query: Q } : unknown) &
  (B extends Schema ? { readonly body: B } : unknown);

/**
 * The team reads (the board, who is off, the recap, the team's phones; the leave balance and the own recap): GET on
 * the main host, the attendance module, one token bucket per caller (`rateLimit: 'read'`, docs/ARCHITECTURE.md
 * "Evidence"); the supervisor's are for their direct subordinates, the employee's for themselves.
 */
export const SUPERVISOR_READ = {
  rateLimit: 'read',
  access: { who: 'supervisor', module: 'attendance' },
  method: 'GET',
  host: 'main',
} as const satisfies Pick<Endpoint, 'rateLimit' | 'access' | 'method' | 'host'>;
export const EMPLOYEE_READ = {
  ...SUPERVISOR_READ,
  access: { who: 'employee', module: 'attendance' },
} as const satisfies Pick<Endpoint, 'rateLimit' | 'access' | 'method' | 'host'>;

/** Identity helper that keeps the literal types of an endpoint declaration. */
export function endpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(e: Endpoint<P, Q, B, R>): DeclaredEndpoint<P, Q, B, R> {
  return e as DeclaredEndpoint<P, Q, B, R>;
}

type Out<S> = S extends Schema ? z.output<S> : never;
type In<S> = S extends Schema ? z.input<S> : never;

/** What a caller passes: only the parts the endpoint declares. */
export type InputOf<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema>
    ? (P extends Schema ? { params: In<P> } : { params?: undefined }) &
        (Q extends Schema ? { query: In<Q> } : { query?: undefined }) &
        (B extends Schema ? { body: In<B> } : { body?: undefined })
    : never;

/** What a call resolves to: the parsed `data` of the envelope. */
export type ResponseOf<E> =
  E extends Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, infer R> ? Out<R> : never;

/** Parsed request parts as the mock server sees them after validation. */
export type ParsedInputOf<E> =
  E extends Endpoint<infer P, infer Q, infer B, Schema>
    ? { params: Out<P>; query: Out<Q>; body: Out<B> }
    : never;

/**
 * Marks a field or schema SPEC does not show (an extension we added): the OpenAPI document (core/openapi)
 * carries the description and `x-spec-extension: true` on it. Calls are marked by their `doc`.
 */
export function specExtension<S extends Schema>(schema: S, description: string): S {
  z.globalRegistry.add(schema, { description, 'x-spec-extension': true });
  return schema;
}

export const envelope = <R extends Schema>(data: R) => z.object({ message: z.string(), data });

export const errorBody = z.object({
  message: z.string(),
  code: z.optional(z.string()),
  /** On a 429 (RFC 6585 §4): the seconds to wait, as the Retry-After header says. */
  retryAfterSeconds: z.optional(z.number().check(z.int(), z.nonnegative())),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** Fills `:name` segments of a path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path param "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
