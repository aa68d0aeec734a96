/**
 * Helpers for in-process tests (`app.request`). Not loaded by the server.
 */
import { type CreateAppOptions, createApp, type MockServer } from './app';
import type { MockApp } from './domains/types';
import { fileUrlSigner } from './file-urls';
import { openApiProblem } from './openapi-check';
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

/** A quiet app with a fixed clock unless told otherwise; every answer is checked against the OpenAPI document. */
export function testApp(
  options: CreateAppOptions = {},
): MockServer & { clock: ReturnType<typeof testClock> } {
  const clock = testClock();
  return {
    ...createApp({
      quiet: true,
      now: clock.now,
      checkAnswer: openApiProblem,
      // one secret for every test app: the same seed answers the same signed URLs
      fileUrls: fileUrlSigner('test-file-url-secret', 900),
      ...options,
    }),
    clock,
  };
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

/** A small JPEG's first bytes: enough for the upload's sniffing (SPEC §5 "File harus berupa gambar atau pdf"). */
export function jpegBytes(seed = 0): Uint8Array<ArrayBuffer> {
  return new Uint8Array([
    0xff,
    0xd8,
    0xff,
    0xe0,
    0x00,
    0x10,
    0x4a,
    0x46,
    0x49,
    0x46,
    seed & 0xff,
    0xff,
    0xd9,
  ]);
}

/** Uploads a photo as the token's employee (POST /upload/base64) and answers its url (`/files/<random name>`). */
export async function uploadAs(
  app: MockApp,
  token: string,
  bytes: Uint8Array = jpegBytes(),
): Promise<string> {
  const answer = await callJson(app, 'POST', '/upload/base64', {
    token,
    body: { image: Buffer.from(bytes).toString('base64'), location: 'file-request', randomFilename: true },
  });
  const url = (answer.data as { url?: string } | undefined)?.url;
  if (answer.status !== 200 || !url) throw new Error(`upload failed: ${answer.status} ${answer.message}`);
  return url.replace(/\?.*$/, '');
}

interface ClockInFields {
  scheduleId: number;
  latitude: number;
  longitude: number;
  photo: string;
  clientTime?: string;
  [field: string]: unknown;
}

interface ClockOutFields {
  presenceId: number;
  latitude: number;
  longitude: number;
  clientTime?: string;
  [field: string]: unknown;
}

/**
 * The employee's phone as the PWA is (DESIGN "Evidence"): a device key registered with POST /attendance/device-key
 * (the first is approved at once), and clock bodies signed over the tap with it (core qr/clock-proof.ts). The
 * tap's `clientTime` defaults to the server's clock.
 */
export async function phoneFor(server: MockServer, token: string, userAgent?: string) {
  const { createGateKeyPair } = await import('@upah/core/qr/gate-code');
  const { photoDigestOf, signClock } = await import('@upah/core/qr/clock-proof');
  const { toJakartaTimestamp } = await import('./time');
  const key = await createGateKeyPair();
  const registered = await callJson(server.app, 'POST', '/attendance/device-key', {
    token,
    body: { publicKey: key.publicKey },
    ...(userAgent ? { headers: { 'user-agent': userAgent } } : {}),
  });
  if (registered.status !== 200) throw new Error(`device-key: ${registered.status} ${registered.message}`);
  const tap = (clientTime: string | undefined) => clientTime ?? toJakartaTimestamp(server.ctx.now());
  return {
    key,
    registered: registered.data as { keyId: string; status?: string },
    async signIn<B extends ClockInFields>(body: B) {
      const clientTime = tap(body.clientTime);
      const name = body.photo.replace(/^.*\/files\//, '').replace(/\?.*$/, '');
      const bytes = server.state.files.get(name)?.bytes;
      const deviceSignature = await signClock(
        {
          type: 'clock-in',
          scheduleId: body.scheduleId,
          latitude: body.latitude,
          longitude: body.longitude,
          clientTime,
          photoDigest: bytes ? await photoDigestOf(bytes) : 'none',
        },
        key,
      );
      return { ...body, clientTime, deviceSignature };
    },
    async signOut<B extends ClockOutFields>(body: B, scheduleId: number) {
      const clientTime = tap(body.clientTime);
      const deviceSignature = await signClock(
        {
          type: 'clock-out',
          scheduleId,
          latitude: body.latitude,
          longitude: body.longitude,
          clientTime,
          photoDigest: null,
        },
        key,
      );
      return { ...body, clientTime, deviceSignature };
    },
  };
}

/**
 * A persona's own phone in a test: signed in, its key registered, and its clock calls made the way the PWA makes
 * them (a fresh selfie uploaded unless `photo` is given, the body signed at the tap).
 */
export async function personaPhone(server: MockServer, who: PersonaKey, userAgent?: string) {
  const token = await loginAs(server.app, who);
  const phone = await phoneFor(server, token, userAgent);
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    callJson(server.app, 'POST', path, { token, body, ...(headers ? { headers } : {}) });
  return {
    ...phone,
    token,
    upload: (bytes?: Uint8Array) => uploadAs(server.app, token, bytes),
    async clockIn(
      body: {
        scheduleId: number;
        latitude: number;
        longitude: number;
        photo?: string;
        [field: string]: unknown;
      },
      headers?: Record<string, string>,
    ): Promise<JsonAnswer> {
      const photo = body.photo ?? (await uploadAs(server.app, token));
      return post('/attendance/presence/clock-in', await phone.signIn({ ...body, photo }), headers);
    },
    async clockOut(body: ClockOutFields, headers?: Record<string, string>): Promise<JsonAnswer> {
      const presence = server.state.domains.attendance.presences.get(body.presenceId);
      return post(
        '/attendance/presence/clock-out',
        await phone.signOut(body, presence?.scheduleId ?? 0),
        headers,
      );
    },
  };
}
