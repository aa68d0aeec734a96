/**
 * Helpers for in-process tests (`app.request`). Not loaded by the server.
 */
import { type CreateAppOptions, createApp, type MockServer } from './app';
import type { MockApp } from './domains/types';
import { PERSONA_PASSWORD, type PersonaKey, personaByKey } from './personas';

/** A movable clock for tests: `clock.advance(5 * 60_000)`. */
export function testClock(start = '2024-05-15T09:00:00+07:00') {
  let t = new Date(start).getTime();
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
    set(iso: string) {
      t = new Date(iso).getTime();
    },
  };
}

/** A quiet app with a fixed clock unless told otherwise. */
export function testApp(
  options: CreateAppOptions = {},
): MockServer & { clock: ReturnType<typeof testClock> } {
  const clock = testClock();
  return { ...createApp({ quiet: true, now: clock.now, ...options }), clock };
}

export interface JsonAnswer {
  status: number;
  body: unknown;
  /** `body.data` of a success envelope (undefined on errors) */
  data: unknown;
  /** `body.message` */
  message: string | undefined;
}

export async function callJson(
  app: MockApp,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const res = await app.request(path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (files, tiles): keep the text
  }
  const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  return {
    status: res.status,
    body: parsed,
    data: record.data,
    message: typeof record.message === 'string' ? record.message : undefined,
  };
}

/** Logs a persona in (SPEC §7 login) and returns its bearer token. */
export async function loginAs(app: MockApp, key: PersonaKey): Promise<string> {
  const persona = personaByKey(key);
  const answer = await callJson(app, 'POST', '/auth/login/global/employee/phone', {
    body: { phoneNumber: persona.phoneNumber, password: PERSONA_PASSWORD },
  });
  const data = answer.data as { loginToken?: { authToken?: string }[] } | undefined;
  const token = data?.loginToken?.[0]?.authToken;
  if (answer.status !== 200 || !token)
    throw new Error(`login as ${key} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return token;
}

/** `call(persona, method, path, body?, headers?)`: logs each persona in once, then calls as it. */
export function personaCaller(app: MockApp) {
  const tokens = new Map<PersonaKey, string>();
  return async (
    who: PersonaKey,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<JsonAnswer> => {
    if (!tokens.has(who)) tokens.set(who, await loginAs(app, who));
    return callJson(app, method, path, { token: tokens.get(who), body, headers });
  };
}
