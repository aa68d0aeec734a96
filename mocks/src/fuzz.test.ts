/**
 * DESIGN "mocks": "never a 500 for anything a client sends: a fuzz test over every endpoint with generated junk
 * (fast-check) proves it." For EVERY endpoint of allEndpoints, random params, query, bodies and headers (wrong
 * types, huge strings, nulls, unicode, arrays) sent with a valid token never get a status ≥ 500, and never reach
 * the global error handler (a handler that crashes on junk is a bug even though onError answers 400).
 */
import { allEndpoints, type Endpoint, type Schema } from '@upah/core/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginAs, testApp } from './test-support';

const RUNS_PER_ENDPOINT = 40;

function keysOf(schema: Schema | undefined): string[] {
  const def = (schema as { _zod?: { def?: { shape?: Record<string, unknown> } } } | undefined)?._zod?.def;
  return def?.shape ? Object.keys(def.shape) : [];
}

const tricky = fc.constantFrom(
  '',
  '0',
  '1',
  '-1',
  '2',
  'NaN',
  '1e309',
  '9007199254740993',
  'true',
  'null',
  '2024-02-30',
  '2024-05-15',
  '08:00:00',
  '2024-05-15T08:00:00+07:00',
  '+6281100000001',
  'workday',
  'offday',
  'PENDING',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '\u0000',
  '🙂',
  'تست',
);

const junkString = fc.oneof(
  tricky,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.integer().map(String),
);

const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer({ min: 1, max: 250 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer({ min: 1, max: 250 }), junkString), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** An object with the schema's own keys (each maybe present, with junk) and maybe extra keys. */
function junkObject(keys: string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = fc.record(Object.fromEntries(keys.map((k) => [k, junkValue])), { requiredKeys: [] });
  const extra = fc.dictionary(fc.string({ maxLength: 10 }), junkValue, { maxKeys: 3 });
  return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
}

interface Junk {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body:
    | { kind: 'none' }
    | { kind: 'json'; value: unknown }
    | { kind: 'text'; value: string }
    | { kind: 'form'; value: Record<string, unknown> };
  tokenChoice: 'valid' | 'supervisor' | 'garbage' | 'none';
  contentType: string | null;
  idempotencyKey: string | null;
  extraHeaders: Record<string, string>;
}

function junkFor(endpoint: Endpoint): fc.Arbitrary<Junk> {
  const paramNames = [...endpoint.path.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1] ?? '');
  const bodyKeys = keysOf(endpoint.body);
  return fc.record({
    params: fc.record(
      Object.fromEntries(
        paramNames.map((n) => [n, fc.oneof(fc.integer({ min: 1, max: 250 }).map(String), junkString)]),
      ),
    ),
    query: junkObject(keysOf(endpoint.query)),
    body: fc.oneof(
      fc.constant({ kind: 'none' as const }),
      junkObject(bodyKeys).map((value) => ({ kind: 'json' as const, value })),
      junkValue.map((value) => ({ kind: 'json' as const, value })),
      fc
        .oneof(fc.string({ maxLength: 50 }), fc.constant('{"a":'))
        .map((value) => ({ kind: 'text' as const, value })),
      junkObject(bodyKeys).map((value) => ({ kind: 'form' as const, value })),
    ),
    tokenChoice: fc.constantFrom('valid', 'valid', 'valid', 'supervisor', 'supervisor', 'garbage', 'none'),
    contentType: fc.constantFrom(
      null,
      'application/json',
      'application/json',
      'text/plain',
      'multipart/form-data',
      'multipart/form-data; boundary=zzz',
      'application/x-www-form-urlencoded',
    ),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }).map(encodeURIComponent)), {
      nil: null,
    }),
    extraHeaders: fc.record(
      {
        'x-mock-latency': fc.constantFrom('abc', '-5', '0'),
        accept: fc.constantFrom('*/*', 'text/html', ''),
      },
      { requiredKeys: [] },
    ),
  });
}

function toQuery(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (Array.isArray(v))
      for (const item of v) search.append(k, typeof item === 'string' ? item : JSON.stringify(item));
    else search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function requestOf(
  endpoint: Endpoint,
  junk: Junk,
  tokens: { employee: string; supervisor: string },
): [string, RequestInit] {
  const path = endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) =>
    encodeURIComponent(junk.params[name] ?? ''),
  );
  const headers: Record<string, string> = { ...junk.extraHeaders };
  if (junk.tokenChoice === 'valid') headers.authorization = `Bearer ${tokens.employee}`;
  if (junk.tokenChoice === 'supervisor') headers.authorization = `Bearer ${tokens.supervisor}`;
  if (junk.tokenChoice === 'garbage') headers.authorization = 'Bearer garbage';
  if (junk.idempotencyKey !== null) headers['idempotency-key'] = junk.idempotencyKey;
  let body: BodyInit | undefined;
  const canHaveBody = endpoint.method !== 'GET';
  if (canHaveBody && junk.body.kind === 'json') {
    body = JSON.stringify(junk.body.value) ?? 'null';
    if (junk.contentType) headers['content-type'] = junk.contentType;
  } else if (canHaveBody && junk.body.kind === 'text') {
    body = junk.body.value;
    if (junk.contentType) headers['content-type'] = junk.contentType;
  } else if (canHaveBody && junk.body.kind === 'form') {
    const form = new FormData();
    for (const [k, v] of Object.entries(junk.body.value)) {
      if (typeof v === 'string' && v.length > 100)
        form.set(k, new Blob([v], { type: 'image/jpeg' }), 'junk.jpg');
      else form.set(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
    }
    body = form;
  }
  return [`${path}${toQuery(junk.query)}`, { method: endpoint.method, headers, body }];
}

describe('§8 fuzz: no 500 for anything a client sends', async () => {
  const unexpected: string[] = [];
  const { app } = testApp({
    onUnexpectedError: (error, where) => unexpected.push(`${where}: ${String(error)}`),
  });
  const tokens = { employee: await loginAs(app, 'employee'), supervisor: await loginAs(app, 'supervisor') };

  it.each(allEndpoints.map((e) => [e.id, e] as const))(
    '§5 %s answers junk with a status below 500',
    async (_id, endpoint) => {
      await fc.assert(
        fc.asyncProperty(junkFor(endpoint), async (junk) => {
          const before = unexpected.length;
          const [url, init] = requestOf(endpoint, junk, tokens);
          const res = await app.request(url, init);
          const text = await res.text();
          if (res.status >= 500)
            throw new Error(`${endpoint.id} answered ${res.status}: ${text.slice(0, 300)}`);
          if (unexpected.length > before)
            throw new Error(`${endpoint.id} crashed (onError): ${unexpected.at(-1)}`);
          expect(() => JSON.parse(text)).not.toThrow();
        }),
        { numRuns: RUNS_PER_ENDPOINT, seed: 20240501 },
      );
    },
  );
});
