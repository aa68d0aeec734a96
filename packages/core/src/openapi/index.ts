/**
 * The API contract as an OpenAPI 3.1 document, built from the endpoint table (`endpoints` of
 * contract/index.ts) and its zod/mini schemas with zod's own JSON Schema conversion (`z.toJSONSchema`,
 * draft 2020-12, the dialect of OpenAPI 3.1). Nothing here restates a schema: a change to the contract is a
 * change to the document. `npm run openapi -w @upah/core` writes it to docs/openapi.json; the mock serves it at
 * GET /openapi.json and renders it at /docs.
 *
 * How the contract maps:
 * - host → servers: 'main' is the document's server; 'login' and 'upload' operations carry their own.
 * - auth false → `security: []`; otherwise the bearer scheme.
 * - params / query → parameters (the typed value the server reads: `io: 'output'`); body → requestBody
 *   (the JSON or form the client sends: `io: 'input'`, multipart for `bodyType: 'multipart'`).
 * - response → the `{ message, data }` envelope of 200 (`io: 'input'`: the JSON on the wire that the client
 *   parses); errors → `{ message, code? }` with the statuses the endpoint can answer (see errorStatuses).
 * - access → `x-access` (who may call it);
 * - every write → the `Idempotency-Key` header; moneyMoving → `x-money-moving`; rateLimit → 429 with its limits
 *   and `x-rate-limit`; doc → description; SPEC extensions → `x-spec-extension`.
 */
import * as z from 'zod/mini';
import { type Endpoint, envelope, errorBody, type Host, type Schema } from '../contract/endpoint';
import { endpoints } from '../contract/index';
import { describeRateLimit } from '../contract/rate-limits';
import { blob } from '../contract/upload';

/** The one command that rewrites docs/openapi.json (README, and the staleness test prints it). */
export const OPENAPI_REFRESH_COMMAND = 'npm run openapi -w @upah/core';

/** Where docs/openapi.json lives, relative to the repository root. */
export const OPENAPI_FILE = 'docs/openapi.json';

export const DEFAULT_ORIGIN = 'http://127.0.0.1:4010';

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

export interface OpenApiOptions {
  /** Default origin of each host (the mock serves all three on one port; it passes its own origin). */
  origins?: Partial<Record<Host, string>>;
}

const HOSTS: Record<Host, { variable: string; description: string }> = {
  main: { variable: 'mainHost', description: 'Main API (SPEC §7 "{host} A"), bearer token' },
  login: { variable: 'loginHost', description: 'Login host (SPEC §7: login goes to a separate host)' },
  upload: {
    variable: 'uploadHost',
    description: "Upload service (SPEC §7 File upload, the provider's host)",
  },
};

/** `/loan/request/:id/view` → `/loan/request/{id}/view`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}

/**
 * A doc that says the call or its path is not in SPEC (or names itself an extension / the REST form of a
 * SPEC mutation) marks a SPEC extension: it is flagged `x-spec-extension` so a backend team sees what we added.
 */
export function isSpecExtension(doc: string | undefined): boolean {
  return doc !== undefined && /not in SPEC|\bextension\b|REST form of/i.test(doc);
}

/**
 * Error statuses an endpoint can answer: 400 (validation, malformed body; the mock never answers 500 to
 * client input); 401 and 403 unless `auth: false` (SPEC §8: a logged-in call can be refused for a module the
 * company turned off, a role or the hierarchy); 404 when the call names a record (`:id`, `:token`) and on every
 * logged-in call (an id in the query or body the caller may not see answers as an unknown one, OWASP ASVS 5.0
 * V8.2.2); 409 on a logged-in call that changes state (SPEC §4 state machines: no longer pending, already clocked
 * in, cap reached); 413 for a body too large; and every 4xx status its doc names ("409 when already claimed").
 * Anything else (503 under fault injection) is `default`.
 * The mock's tests hold the mock to this list (mocks/src/openapi-check.ts).
 */
export function errorStatuses(e: Endpoint): string[] {
  const statuses = new Set(['400']);
  if (e.auth !== false) statuses.add('401').add('403');
  if (e.params || e.auth !== false) statuses.add('404');
  if (e.body) statuses.add('413');
  if (e.auth !== false && e.method !== 'GET') statuses.add('409');
  for (const m of e.doc?.matchAll(/\b(40[0-9])\b/g) ?? []) if (m[1]) statuses.add(m[1]);
  if (e.rateLimit) statuses.add('429');
  return [...statuses].sort();
}

const ERROR_TEXT: Record<string, string> = {
  '400': 'Invalid input; message names the field (e.g. "body.amount: …").',
  '401': 'Missing, invalid or expired bearer token (SPEC §8: the app logs out).',
  '403': 'Not allowed for this caller (SPEC §8: "Anda tidak memiliki akses untuk fitur ini.").',
  '413': 'The body is too large (JSON of the main API over 64 KB, any body over 8 MB).',
  '404': 'Not found, or not the caller’s.',
  '409': 'The state does not allow it (already done, no longer pending, cap reached).',
  '429': 'Throttled (RFC 6585 §4): wait `Retry-After` seconds (also `retryAfterSeconds` in the body).',
};

/**
 * zod → JSON Schema (draft 2020-12, inline). Custom types zod cannot describe: the upload Blob becomes a
 * binary string; any other custom or transform output becomes `{}` (any) rather than failing.
 */
export function jsonSchemaOf(schema: Schema, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    override: (ctx) => {
      if (ctx.zodSchema === blob) {
        ctx.jsonSchema.type = 'string';
        ctx.jsonSchema.contentMediaType = 'application/octet-stream';
        ctx.jsonSchema.format = 'binary';
      }
    },
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/**
 * Path and query parameters, one per property: the typed value the server reads (`io: 'output'`, e.g. an
 * integer id), or the text on the wire where the output is a transform zod cannot describe (presenceTypes).
 */
function parametersOf(schema: Schema | undefined, where: 'path' | 'query'): Json[] {
  if (!schema) return [];
  const js = jsonSchemaOf(schema, 'output');
  const wire = (jsonSchemaOf(schema, 'input').properties ?? {}) as Record<string, JsonSchema>;
  const properties = (js.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((js.required ?? []) as string[]);
  return Object.entries(properties).map(([name, typed]) => {
    const property = Object.keys(typed).length === 0 ? (wire[name] ?? typed) : typed;
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBodyOf(e: Endpoint): Json | undefined {
  if (!e.body) return undefined;
  const mediaType = e.bodyType === 'multipart' ? 'multipart/form-data' : 'application/json';
  return {
    required: !e.body.safeParse(undefined).success,
    content: { [mediaType]: { schema: jsonSchemaOf(e.body, 'input') } },
  };
}

function responsesOf(e: Endpoint): Json {
  const error = { $ref: '#/components/schemas/ErrorBody' };
  const responses: Json = {
    '200': {
      description:
        'Success: the `{ message, data }` envelope (SPEC §8 "Generic wrapper success: \'Success\'").',
      content: { 'application/json': { schema: jsonSchemaOf(envelope(e.response), 'input') } },
    },
  };
  for (const status of errorStatuses(e)) {
    responses[status] = {
      description:
        status === '429' && e.rateLimit ? describeRateLimit(e.rateLimit) : (ERROR_TEXT[status] ?? 'Error'),
      ...(status === '429'
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
      content: { 'application/json': { schema: error } },
    };
  }
  responses.default = {
    description: 'Any other error (e.g. 503 when the mock injects faults): the same error body.',
    content: { 'application/json': { schema: error } },
  };
  return responses;
}

function serverOf(host: Host, origins: Partial<Record<Host, string>>): Json {
  const { variable, description } = HOSTS[host];
  return {
    url: `{${variable}}`,
    description,
    variables: { [variable]: { default: origins[host] ?? DEFAULT_ORIGIN, description: `${description}.` } },
  };
}

function operationOf(tag: string, e: Endpoint, origins: Partial<Record<Host, string>>): Json {
  const extension = isSpecExtension(e.doc);
  const parameters = [...parametersOf(e.params, 'path'), ...parametersOf(e.query, 'query')];
  if (e.method !== 'GET') parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
  const requestBody = requestBodyOf(e);
  return {
    operationId: e.id,
    tags: [tag],
    summary: `${e.id}${extension ? ' (SPEC extension)' : ''}`,
    ...(e.doc ? { description: e.doc } : {}),
    ...(e.host === 'main' ? {} : { servers: [serverOf(e.host, origins)] }),
    ...(e.auth === false ? { security: [] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(e),
    ...(extension ? { 'x-spec-extension': true } : {}),
    ...(e.moneyMoving ? { 'x-money-moving': true } : {}),
    ...(e.rateLimit ? { 'x-rate-limit': e.rateLimit } : {}),
    'x-access': e.access,
    'x-host': e.host,
  };
}

/** The OpenAPI 3.1 document of the whole contract. */
export function buildOpenApi(options: OpenApiOptions = {}): Json {
  const origins = options.origins ?? {};
  const paths: Record<string, Json> = {};
  for (const [tag, table] of Object.entries(endpoints)) {
    for (const e of Object.values(table) as Endpoint[]) {
      const key = openApiPath(e.path);
      const item = paths[key] ?? {};
      paths[key] = item;
      const method = e.method.toLowerCase();
      if (item[method]) throw new Error(`Two endpoints on ${e.method} ${e.path}: ${e.id}`);
      item[method] = operationOf(tag, e, origins);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Upah API',
      version: '0.1.0',
      summary: 'The calls of the Upah employee app (SPEC §7), generated from @upah/core/contract.',
      description: [
        'Generated from `packages/core/src/contract` (zod/mini schemas and endpoint tables) by',
        `\`packages/core/src/openapi\`; refresh with \`${OPENAPI_REFRESH_COMMAND}\`. Do not edit by hand.`,
        '',
        '**Wire format.** Every success body is an envelope `{ message, data }`; errors are `{ message, code? }`',
        'with status 400/401/403/404/409 (never 500 for client input). Timestamps the client sends are',
        '`YYYY-MM-DDTHH:mm:ss+07:00`; dates `YYYY-MM-DD`; times `HH:mm:ss`; money is a whole number of Rupiah.',
        '',
        '**Hosts.** Three hosts (main, login, upload); the mock server serves all three on one origin.',
        '',
        '**Idempotency.** Every write (POST, PUT, DELETE) takes an `Idempotency-Key` header that stays the same',
        'across retries and across a tap again on the same content: a repeat with the same body answers the first',
        'outcome without doing it twice; the same key with another body is a 409. Money-moving calls are marked',
        '`x-money-moving`.',
        '',
        '**Access.** `x-access` says who may call an operation: `public` (no token), `employee` (any signed-in',
        'employee, own data), `owner` (the employee whose record the call names), `supervisor` (the direct',
        "supervisor of the record's employee), `production` (a role in the project, `roles` when only some may) or",
        "`hr` (HR staff of the company: the profile's `isHr`);",
        '`module` is the company and user flag that must be on. Anyone else gets 401 (no, forged or expired token),',
        '403 (module, role, hierarchy) or 404 (an id that is not theirs to see).',
        '',
        '**SPEC extensions.** Calls, paths and fields that SPEC does not show are marked `x-spec-extension: true`.',
      ].join('\n'),
    },
    servers: [serverOf('main', origins)],
    security: [{ bearer: [] }],
    tags: Object.keys(endpoints).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'authToken of `loginToken[0]` from auth.login (`Authorization: Bearer <token>`).',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Every write: one key per user action, the same across its retries and a second tap for the same content (1–255 characters). A repeat with the same body returns the stored outcome without doing it again; the same key with another body is a 409.',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      schemas: { ErrorBody: jsonSchemaOf(errorBody, 'input') },
    },
  };
}

/** The document as committed (two-space JSON and a final newline). */
export function openApiText(options: OpenApiOptions = {}): string {
  return `${JSON.stringify(buildOpenApi(options), null, 2)}\n`;
}
