import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { loadEnglishMessages } from '../catalogue';
import { closedPortOrigin } from '../testing/fake-server';
import { fakeServerPerFile } from '../testing/fake-server-per-file';
import { testEndpoint } from '../testing/test-endpoint';
import { type ApiClientConfig, createApiClient } from './client';
import { earlyAnswers } from './early-fetch';
import { type ApiError, errorText, isApiError } from './errors';
import type { UploadProgress } from './xhr-fetch';
import { FakeXhr } from './xhr-test-support';

const profile = testEndpoint('profile', '/employee/profile/current', {
  response: z.object({ name: z.string(), ewaAllowed: z.boolean() }),
});
const login = testEndpoint('login', '/auth/login/global/employee/phone', {
  access: { who: 'public' },
  method: 'POST',
  host: 'login',
  auth: false,
  rateLimit: 'login',
  body: z.object({ phoneNumber: z.string(), password: z.string().check(z.minLength(4)) }),
  response: z.object({ loginToken: z.array(z.object({ authToken: z.string() })) }),
});
const history = testEndpoint('history', '/loan/request/:id/view', {
  params: z.object({ id: z.union([z.number(), z.string()]) }),
  query: z.object({ page: z.number(), size: z.number(), status: z.optional(z.string()) }),
  response: z.object({ id: z.number() }),
});
const cancel = testEndpoint('cancel', '/permission/request/:id/cancel', {
  method: 'POST',
  params: z.object({ id: z.number() }),
  response: z.null(),
});
const withdraw = testEndpoint('withdraw', '/ewa/wage-request/create', {
  method: 'POST',
  moneyMoving: true,
  body: z.object({ amount: z.number(), description: z.string() }),
  response: z.object({ eventID: z.string() }),
});
const upload = testEndpoint('upload', '/upload', {
  method: 'POST',
  host: 'upload',
  bodyType: 'multipart',
  body: z.object({ file: z.instanceof(Blob), location: z.string(), randomFilename: z.string() }),
  response: z.object({ url: z.string() }),
});

const server = fakeServerPerFile();
let token: string | undefined = 'tok-123';
let unauthorized: ApiError[] = [];

function client(overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    hosts: {
      main: `${server().origin}/api`,
      login: `${server().origin}/login-host/`,
      upload: `${server().origin}/up`,
    },
    getToken: () => token,
    retryDelayMs: 5,
    onUnauthorized: (error) => unauthorized.push(error),
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

/** Waits (on real I/O turns, not on timers, which a test may have faked) until `condition` holds; 5 s at most. */
async function untilTrue(condition: () => boolean): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const ok = (data: unknown) => ({ status: 200, body: { message: 'Success', data } });

beforeEach(() => {
  token = 'tok-123';
  unauthorized = [];
});

// the English messages load with an English UI (catalogue/index.ts loadEnglishMessages)
beforeAll(loadEnglishMessages);
describe('API client requests (SPEC §7)', () => {
  it('§7 main API: sends the bearer token and returns the parsed data of the envelope', async () => {
    server().respond = () => ok({ name: 'Budi', ewaAllowed: true });
    const data = await client().call(profile);
    expect(data).toEqual({ name: 'Budi', ewaAllowed: true });
    expect(server().requests).toHaveLength(1);
    expect(server().requests[0]?.url).toBe('/api/employee/profile/current');
    expect(server().requests[0]?.headers.authorization).toBe('Bearer tok-123');
  });

  it('§7 login host: a call with auth false goes to the login host without the bearer header', async () => {
    server().respond = () => ok({ loginToken: [{ authToken: 'abc' }] });
    const data = await client().call(login, { body: { phoneNumber: '+62811', password: 'rahasia123' } });
    expect(data.loginToken[0]?.authToken).toBe('abc');
    const request = server().requests[0];
    expect(request?.url).toBe('/login-host/auth/login/global/employee/phone');
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers['content-type']).toContain('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      phoneNumber: '+62811',
      password: 'rahasia123',
    });
  });

  it('§7 no token yet: an authenticated call is sent without an Authorization header', async () => {
    token = undefined;
    server().respond = () => ok({ name: 'Budi', ewaAllowed: false });
    await client().call(profile);
    expect(server().requests[0]?.headers.authorization).toBeUndefined();
  });

  it('§7 paths and queries: params fill :id, query skips undefined values', async () => {
    server().respond = () => ok({ id: 7 });
    await client().call(history, { params: { id: 'a b' }, query: { page: 1, size: 10, status: undefined } });
    expect(server().requests[0]?.url).toBe('/api/loan/request/a%20b/view?page=1&size=10');
  });

  it('§7 payloads: an invalid body is a validation error and no request is sent', async () => {
    const error = await failure(
      client().call(login, { body: { phoneNumber: '+62811', password: 'abc' } }, { context: 'login' }),
    );
    expect(error.kind).toBe('validation');
    expect(error.endpointId).toBe('test.login');
    expect(error.detail).toContain('password');
    expect(server().requests).toHaveLength(0);
  });

  it('§7 file upload: multipart body carries file, location and random-filename flag', async () => {
    server().respond = () => ok({ url: 'http://files/x.png' });
    const file = new File([new Uint8Array([1, 2, 3])], 'bukti.png', { type: 'image/png' });
    const data = await client().call(upload, {
      body: { file, location: 'file-request', randomFilename: 'true' },
    });
    expect(data.url).toBe('http://files/x.png');
    const request = server().requests[0];
    expect(request?.url).toBe('/up/upload');
    expect(String(request?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    const form = request ? await server().formData(request) : new FormData();
    expect(form.get('location')).toBe('file-request');
    expect(form.get('randomFilename')).toBe('true');
    const sent = form.get('file');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).name).toBe('bukti.png');
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe('API client and early answers (index.html started the first GETs)', () => {
  const envelope = (data: unknown, status = 200) =>
    Promise.resolve(new Response(JSON.stringify({ message: 'Success', data }), { status }));
  const profileUrl = () => `${server().origin}/api/employee/profile/current`;

  it('a GET with an early answer of its URL and token uses it: no request is sent, the contract still checks it', async () => {
    const early = earlyAnswers([
      { url: profileUrl(), token: 'tok-123', response: envelope({ name: 'Budi', ewaAllowed: true }) },
    ]);
    const api = client({ early });
    expect(await api.call(profile)).toEqual({ name: 'Budi', ewaAllowed: true });
    expect(server().requests).toHaveLength(0);
    // taken once: the next call goes to the server
    server().respond = () => ok({ name: 'Budi', ewaAllowed: false });
    expect(await api.call(profile)).toEqual({ name: 'Budi', ewaAllowed: false });
    expect(server().requests).toHaveLength(1);
  });

  it('an early answer with an error status, or one that breaks the contract, is not passed off as data', async () => {
    server().respond = () => ok({ name: 'Budi', ewaAllowed: true });
    const failed = client({
      early: earlyAnswers([{ url: profileUrl(), token: 'tok-123', response: envelope(null, 503) }]),
    });
    // the 503 goes to the network instead, which answers
    expect(await failed.call(profile)).toEqual({ name: 'Budi', ewaAllowed: true });
    expect(server().requests).toHaveLength(1);
    const broken = client({
      early: earlyAnswers([{ url: profileUrl(), token: 'tok-123', response: envelope({ name: 7 }) }]),
    });
    expect((await failure(broken.call(profile))).kind).toBe('contract');
  });

  it('another token, or a write first, sends the GET to the server', async () => {
    server().respond = () => ok({ name: 'Budi', ewaAllowed: true });
    const answer = () => ({
      url: profileUrl(),
      token: 'tok-old',
      response: envelope({ name: 'X', ewaAllowed: false }),
    });
    await client({ early: earlyAnswers([answer()]) }).call(profile);
    expect(server().requests).toHaveLength(1);
    token = 'tok-old';
    const api = client({ early: earlyAnswers([answer()]) });
    server().respond = () => ok({ loginToken: [{ authToken: 'abc' }] });
    await api.call(login, { body: { phoneNumber: '+62811', password: 'rahasia123' } });
    server().respond = () => ok({ name: 'Budi', ewaAllowed: true });
    expect(await api.call(profile)).toEqual({ name: 'Budi', ewaAllowed: true });
    expect(server().requests).toHaveLength(3);
  });
});

describe('client.upload and client.uploadBase64 (SPEC §7 File upload, §3 upload payload)', () => {
  it('§7 File upload: upload() posts multipart file + location file-request + randomFilename true to the upload host', async () => {
    server().respond = () => ok({ url: `${server().origin}/files/abc.pdf` });
    const result = await client().upload(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'slip.pdf');
    expect(result.url).toBe(`${server().origin}/files/abc.pdf`);
    const request = server().requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/up/upload/file');
    expect(request?.headers.authorization).toBe('Bearer tok-123');
    const form = request ? await server().formData(request) : new FormData();
    expect(form.get('location')).toBe('file-request');
    expect(form.get('randomFilename')).toBe('true');
    const file = form.get('file') as File;
    expect(file.name).toBe('slip.pdf');
    expect(file.type).toBe('application/pdf');
    expect(await file.text()).toBe('%PDF-1.4');
  });

  it('§3 upload payload: uploadBase64() sends the jpeg data URL as JSON', async () => {
    server().respond = () => ok({ url: `${server().origin}/files/selfie.jpg` });
    const dataUrl = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
    const result = await client().uploadBase64(dataUrl);
    expect(result.url).toBe(`${server().origin}/files/selfie.jpg`);
    const request = server().requests[0];
    expect(request?.url).toBe('/up/upload/base64');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      image: dataUrl,
      location: 'file-request',
      randomFilename: true,
    });
  });

  it('§7 File upload: a non-jpeg data URL is refused before sending', async () => {
    const error = await failure(client().uploadBase64('data:image/png;base64,iVBORw0KGgo='));
    expect(error).toMatchObject({ kind: 'validation', endpointId: 'upload.base64' });
    expect(server().requests).toHaveLength(0);
  });
});

describe('API client errors (SPEC §8)', () => {
  const callProfile = () => client().call(profile);
  const callLoginPage = () =>
    client().call(login, { body: { phoneNumber: '+62811', password: 'rahasia123' } }, { context: 'login' });

  it.each([
    {
      rule: '§8 HTTP 401: onUnauthorized is called and the text is "Anda tidak bisa mengakses aplikasi"',
      status: 401,
      call: callProfile,
      kind: 'unauthorized',
      text: 'Anda tidak bisa mengakses aplikasi',
      logsOut: true,
    },
    {
      rule: '§8 HTTP 401 of a call made before login (auth false) shows the text but does not trigger logout',
      status: 401,
      call: callLoginPage,
      kind: 'unauthorized',
      text: 'Anda tidak bisa mengakses aplikasi',
      logsOut: false,
    },
    {
      rule: '§8 HTTP 403 on the login page: "Akun tidak terdaftar di perusahaan manapun"',
      status: 403,
      call: callLoginPage,
      kind: 'forbidden',
      text: 'Akun tidak terdaftar di perusahaan manapun',
      logsOut: false,
    },
    {
      rule: '§8 HTTP 403 elsewhere: "Anda tidak memiliki akses untuk fitur ini."',
      status: 403,
      call: callProfile,
      kind: 'forbidden',
      text: 'Anda tidak memiliki akses untuk fitur ini.',
      logsOut: false,
    },
  ])('$rule', async ({ status, call, kind, text, logsOut }) => {
    server().respond = () => ({ status, body: { message: 'refused' } });
    const error = await failure(call());
    expect(error).toMatchObject({ kind, status });
    expect(errorText(error)).toBe(text);
    expect(unauthorized).toEqual(logsOut ? [error] : []);
  });

  it("§8 other errors: the server's message is passed through on 400 and 409", async () => {
    server().respond = () => ({ status: 400, body: { message: 'Saldo tidak cukup', code: 'LOW_BALANCE' } });
    const bad = await failure(client().call(withdraw, { body: { amount: 1, description: 'butuh dana' } }));
    expect(bad).toMatchObject({ kind: 'validation', status: 400, message: null, code: 'LOW_BALANCE' });
    expect(errorText(bad)).toBe('Saldo tidak cukup');

    server().reset();
    server().respond = () => ({ status: 409, body: { message: 'Pengajuan sudah dibatalkan' } });
    const conflict = await failure(client().call(cancel, { params: { id: 3 } }));
    expect(conflict).toMatchObject({
      kind: 'conflict',
      status: 409,
      serverMessage: 'Pengajuan sudah dibatalkan',
    });
    expect(errorText(conflict, 'en')).toBe('Pengajuan sudah dibatalkan');
  });

  it('§8 other errors: 404 without a server message falls back to the catalogue text', async () => {
    server().respond = () => ({ status: 404, body: '' });
    const error = await failure(client().call(cancel, { params: { id: 3 } }));
    expect(error.kind).toBe('not_found');
    expect(errorText(error)).toBe('Terjadi kesalahan');
  });

  it('§7 wire format: a body that breaks the contract is a contract error naming the endpoint and path', async () => {
    server().respond = () => ok({ name: 'Budi', ewaAllowed: 'yes' });
    const error = await failure(client().call(profile));
    expect(error.kind).toBe('contract');
    expect(error.detail).toContain('test.profile');
    expect(error.detail).toContain('data.ewaAllowed');
    expect(errorText(error)).toBe('Terjadi kesalahan saat pengambilan data');
  });

  it('§7 wire format: a body that is not JSON is a contract error', async () => {
    server().respond = () => ({ status: 200, body: '<html>' });
    const error = await failure(client().call(profile));
    expect(error).toMatchObject({ kind: 'contract', endpointId: 'test.profile' });
  });

  it('§8 network failure: a closed port gives the network kind and the catalogue text', async () => {
    const origin = await closedPortOrigin();
    const offline = createApiClient({
      hosts: { main: origin, login: origin, upload: origin },
      getToken: () => token,
      retries: 0,
    });
    const error = await failure(offline.call(profile));
    expect(error.kind).toBe('network');
    expect(errorText(error)).toBe('Tidak dapat terhubung ke server. Periksa koneksi Anda lalu coba lagi.');
  });

  it('§8 timeout: a call slower than timeoutMs gives the timeout kind', async () => {
    server().respond = () => ({ ...ok({ name: 'x', ewaAllowed: true }), delayMs: 1_000 });
    const error = await failure(client({ timeoutMs: 60, retries: 0 }).call(profile));
    expect(error.kind).toBe('timeout');
    expect(errorText(error)).toBe('Server terlalu lama merespons. Silakan coba lagi.');
  });
});

describe('API client retries and idempotency (DESIGN.md "Security and exactly-once")', () => {
  it('every write carries an Idempotency-Key and is retried with the SAME key after a 503', async () => {
    server().respond = (_request, attempt) =>
      attempt === 1 ? { status: 503, body: { message: 'busy' } } : ok(null);
    await client().call(cancel, { params: { id: 1 } });
    const keys = server().requests.map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('a write is retried after a network failure (the answer may be lost after the server saved it)', async () => {
    let attempts = 0;
    const keys: (string | null)[] = [];
    const flakyFetch: typeof fetch = (input, init) => {
      attempts += 1;
      const request = input instanceof Request ? input : new Request(input, init);
      keys.push(request.headers.get('idempotency-key'));
      if (attempts < 3) return Promise.reject(new TypeError('fetch failed'));
      return fetch(input, init);
    };
    server().respond = () => ok(null);
    await client({ fetch: flakyFetch }).call(cancel, { params: { id: 1 } });
    expect(attempts).toBe(3);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('RFC 6585: a 429 on a sign-in call is never retried and reports the wait', async () => {
    server().respond = () => ({
      status: 429,
      body: {
        message: 'Terlalu banyak percobaan. Coba lagi dalam 1:30.',
        code: 'THROTTLED',
        retryAfterSeconds: 90,
      },
      headers: { 'retry-after': '90' },
    });
    const error = await failure(
      client().call(login, { body: { phoneNumber: '+628111', password: 'rahasia' } }, { context: 'login' }),
    );
    expect(server().requests).toHaveLength(1);
    expect(error).toMatchObject({ kind: 'throttled', status: 429, retryAfterSeconds: 90 });
    expect(errorText(error)).toBe('Terlalu banyak percobaan. Coba lagi dalam 1:30.');
    expect(errorText(error, 'en')).toBe('Too many attempts. Try again in 1:30.');
  });

  it('§7 a GET is retried after a 503 and succeeds', async () => {
    server().respond = (_request, attempt) =>
      attempt < 3 ? { status: 503, body: { message: 'busy' } } : ok({ name: 'Budi', ewaAllowed: true });
    const data = await client().call(profile);
    expect(data.name).toBe('Budi');
    expect(server().requests).toHaveLength(3);
  });

  it('§7 a GET gives up after the retry limit with the last error', async () => {
    server().respond = () => ({ status: 502, body: '' });
    const error = await failure(client({ retries: 1 }).call(profile));
    expect(error).toMatchObject({ kind: 'server', status: 502 });
    expect(errorText(error)).toBe('there was a problem with the server. Please try again later');
    expect(server().requests).toHaveLength(2);
  });

  it('§7 money-moving POST: retried after 503 and timeout with the SAME generated Idempotency-Key', async () => {
    server().respond = (_request, attempt) => {
      if (attempt === 1) return { status: 503, body: { message: 'busy' } };
      if (attempt === 2) return { ...ok({ eventID: 'late' }), delayMs: 2_000 };
      return ok({ eventID: 'ev-1' });
    };
    const data = await client({ timeoutMs: 500 }).call(withdraw, {
      body: { amount: 50000, description: 'sekolah' },
    });
    expect(data.eventID).toBe('ev-1');
    expect(server().requests).toHaveLength(3);
    const keys = server().requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(
      server().requests.every((r) => r.body.toString() === '{"amount":50000,"description":"sekolah"}'),
    ).toBe(true);
  });

  it('§7 money-moving POST: an explicit key is sent as given on every attempt; each call() without one gets a new key', async () => {
    server().respond = (_request, attempt) =>
      attempt === 1 ? { status: 504, body: '' } : ok({ eventID: 'ev' });
    await client().call(
      withdraw,
      { body: { amount: 1, description: 'abcde' } },
      { idempotencyKey: 'user-action-1' },
    );
    expect(server().requests.map((r) => r.headers['idempotency-key'])).toEqual([
      'user-action-1',
      'user-action-1',
    ]);

    server().reset();
    server().respond = () => ok({ eventID: 'ev' });
    const c = client();
    await c.call(withdraw, { body: { amount: 1, description: 'abcde' } });
    await c.call(withdraw, { body: { amount: 1, description: 'abcde' } });
    const [first, second] = server().requests.map((r) => r.headers['idempotency-key']);
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(first).not.toBe(second);
  });

  it('a key given by the caller (a queued subordinate clock-in, a draft) is sent on every attempt', async () => {
    server().respond = (_request, attempt) => (attempt === 1 ? { status: 503, body: '' } : ok(null));
    await client().call(cancel, { params: { id: 1 } }, { idempotencyKey: 'scan-42' });
    expect(server().requests.map((r) => r.headers['idempotency-key'])).toEqual(['scan-42', 'scan-42']);
  });

  it('GETs carry no Idempotency-Key', async () => {
    server().respond = () => ok({ name: 'Budi', ewaAllowed: true });
    await client().call(profile);
    expect(server().requests[0]?.headers['idempotency-key']).toBeUndefined();
  });
});

describe('API client on its transport: caller abort and upload progress', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.reset();
  });

  it("a caller's abort rejects with the abort's reason, not an ApiError, and sends no retry", async () => {
    server().respond = () => ({ status: 503, body: { message: 'busy' } });
    let sent = 0;
    let answered = 0;
    const counting: typeof fetch = async (input, init) => {
      sent += 1;
      const response = await fetch(input, init);
      answered += 1;
      return response;
    };
    // The clock is fake (the socket is real): ky's wait before its retry passes only when the test moves the clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const controller = new AbortController();
      const pending = client({ retryDelayMs: 300, fetch: counting })
        .call(profile, undefined, { signal: controller.signal })
        .catch((e: unknown) => e);
      // the first attempt's 503 is back: ky now waits 300 ms (fake) before its retry
      await untilTrue(() => answered === 1);
      controller.abort(new DOMException('left the screen', 'AbortError'));
      const error = await pending;
      expect(isApiError(error)).toBe(false);
      expect((error as DOMException).message).toBe('left the screen');
      // past every wait a retry could take (3 retries, each at most 2 s)
      await vi.advanceTimersByTimeAsync(7_000);
      expect(sent).toBe(1);
      expect(server().requests).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('§7 File upload with onUploadProgress goes through XMLHttpRequest: progress up to 1, the same key on its retry', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.replies = [
      { status: 503, body: '{"message":"busy"}', headers: 'content-type: application/json' },
      { status: 200, body: '{"message":"Success","data":{"url":"/f/slip.pdf"}}', headers: '' },
    ];
    const progress: UploadProgress[] = [];
    const result = await client().upload(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'slip.pdf', {
      onUploadProgress: (p) => progress.push(p),
    });
    expect(result.url).toBe('/f/slip.pdf');
    expect(server().requests).toHaveLength(0);
    expect(FakeXhr.made.map((x) => x.url)).toEqual([
      `${server().origin}/up/upload/file`,
      `${server().origin}/up/upload/file`,
    ]);
    const keys = FakeXhr.made.map((x) => x.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(FakeXhr.made.every((x) => x.headers.authorization === 'Bearer tok-123')).toBe(true);
    expect(progress.at(-1)?.fraction).toBe(1);
  });
});
