/**
 * A persona's calls straight to the mock in both apps' e2e, as its phone's app makes them (the state a test
 * creates before it looks at a screen): sign in with the persona's number and password (GET /__mock/personas),
 * then GET or POST with its token and an Idempotency-Key per write. Expectations stay in the tests; a call that
 * fails throws with its status and answer.
 */
import { createRequire } from 'node:module';
import { moveTime, pinTime, setMockClock } from './pinned-time.mjs';

// core's qr modules through require: qr/index imports `crypto-js/aes` (a CommonJS file without extension), which
// Node's ESM loader refuses; Playwright's require hook compiles core's TypeScript as the apps' bundler does.
const requireCore = createRequire(import.meta.url);
let ring;
/** The phones' keys of this test worker, one per employee id (core qr/gate-keyring), shared by every e2e helper. */
export function phoneKeys() {
  ring ??= requireCore('@upah/core/qr/gate-keyring').gateKeyring();
  return ring;
}

/** A 1×1 JPEG: a picture a browser draws (the board's <img> has a width once loaded). */
export const SELFIE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////2wBDAf//////////////////////////////////////////////////////////////////////////////////////wAARCAABAAEDASIAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAAA//EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAA/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AP//Z',
  'base64',
);

/** Uploads a selfie as the token's employee (POST /upload/base64); its url (`/files/<random name>`). */
export async function uploadSelfie(request, mockUrl, token) {
  const upload = await request.post(`${mockUrl}/upload/base64`, {
    headers: { authorization: `Bearer ${token}` },
    data: { image: SELFIE_JPEG.toString('base64'), location: 'file-request', randomFilename: true },
  });
  if (!upload.ok()) throw new Error(`upload: ${upload.status()}`);
  return (await upload.json()).data.url;
}

/**
 * A clock-in as the employee's own phone sends it (DESIGN "Evidence"): its key registered (the first phone is
 * approved at once), a selfie uploaded by them, the body signed at the tap. Answers the presence.
 */
export async function signedClockIn(request, mockUrl, token, employeeId, body) {
  const { photoDigestOf, signClock } = requireCore('@upah/core/qr/clock-proof');
  const headers = { authorization: `Bearer ${token}` };
  const key = await phoneKeys().keyOf(employeeId);
  const registered = await request.post(`${mockUrl}/attendance/device-key`, {
    headers,
    data: { publicKey: key.publicKey },
  });
  if (!registered.ok()) throw new Error(`device-key: ${registered.status()}`);
  const photo = await uploadSelfie(request, mockUrl, token);
  const deviceSignature = await signClock(
    { type: 'clock-in', ...body, photoDigest: await photoDigestOf(new Uint8Array(SELFIE_JPEG)) },
    key,
  );
  const res = await request.post(`${mockUrl}/attendance/presence/clock-in`, {
    headers: { ...headers, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: { ...body, photo, deviceSignature },
  });
  if (!res.ok()) throw new Error(`clock-in: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
}

/** Signs `key` in at the mock; `get(path)` and `post(path, body)` answer the envelope's `data`. */
export async function personaApi(request, mockUrl, key) {
  const personas = await (await request.get(`${mockUrl}/__mock/personas`)).json();
  const who = personas.find((p) => p.key === key);
  if (!who) throw new Error(`no persona ${key}`);
  const login = await request.post(`${mockUrl}/auth/login/global/employee/phone`, {
    data: { phoneNumber: who.phoneNumber, password: who.password },
  });
  const token = login.ok() ? (await login.json()).data.loginToken[0]?.authToken : undefined;
  if (!token) throw new Error(`login of ${key} → ${login.status()}`);
  const headers = { authorization: `Bearer ${token}` };
  let writes = 0;
  const data = async (response, what) => {
    if (!response.ok()) throw new Error(`${what} as ${key} → ${response.status()} ${await response.text()}`);
    return (await response.json()).data;
  };
  return {
    name: who.name,
    token,
    get: async (path) => data(await request.get(`${mockUrl}${path}`, { headers }), `GET ${path}`),
    post: async (path, body) => {
      writes += 1;
      const response = await request.post(`${mockUrl}${path}`, {
        headers: { ...headers, 'idempotency-key': `${key}-${Date.now()}-${writes}` },
        data: body,
      });
      return data(response, `POST ${path}`);
    },
  };
}

/**
 * A self clock-in of `key` as its phone sends it (signedClockIn: its own selfie, 300 m from the head office),
 * recorded at `at` exactly: the mock's clock is held there (move it on with pinned-time's `moveTime`).
 * Resolves with the presence's clockIn and the shift's startTime as the mock answered them.
 */
export async function clockInAt(request, mockUrl, key, at) {
  await setMockClock(request, mockUrl, at, { frozen: true });
  const phone = await personaApi(request, mockUrl, key);
  const schedule = await phone.get('/attendance/schedule/employee/today');
  if (!schedule) throw new Error(`${key} has no shift at ${at}`);
  const { id } = await phone.get('/employee/profile/current');
  const presence = await signedClockIn(request, mockUrl, phone.token, id, {
    scheduleId: schedule.id,
    latitude: -6.2115,
    longitude: 106.8456,
    clientTime: at,
  });
  return { clockIn: presence.clockIn, startTime: schedule.startTime };
}

/**
 * The annual leave `key` has left this year, counted here from the API's lists (GET /leave/balance), not the
 * answer's own remainingDays: the allowance less the days of the approved requests and less the year's cuti
 * bersama days that take annual leave (`collectiveDays`: the company's default, SKB 3 Menteri; the rule that
 * counts them is pinned in core's rules/leave-balance tests). `collective` is returned for the tests to name.
 */
export async function annualLeaveLeft(request, mockUrl, key) {
  const balance = await (await personaApi(request, mockUrl, key)).get('/leave/balance');
  const annual = balance.categories.find((c) => c.annual);
  if (!annual || annual.allowanceDays === null) throw new Error(`${key}: no annual allowance`);
  const used = annual.requests.filter((r) => r.status === 'approved').reduce((sum, r) => sum + r.days, 0);
  const collective = annual.collectiveDays;
  return { allowance: annual.allowanceDays, collective, left: annual.allowanceDays - used - collective };
}

/**
 * A day with its clock-ins, looked at later: the mock reseeded and `context`'s clock pinned at 08:00 Jakarta of
 * `then`'s day, each `[key, at]` clocked in at `at` (clockInAt), then both clocks moved on to `then`.
 */
export async function clockInsThenAt(context, request, mockUrl, clockIns, then) {
  await pinTime(context, request, mockUrl, `${then.slice(0, 10)}T08:00:00+07:00`);
  for (const [key, at] of clockIns) await clockInAt(request, mockUrl, key, at);
  await moveTime(context, request, mockUrl, then);
}

/**
 * The clocks of one test, the mock's and the browser context's, bound to them (both apps' e2e fixture `clock`):
 * `pin(at)` and `move(at)` as pinned-time's pinTime and moveTime, `clockInsThen(clockIns, then)` as clockInsThenAt.
 */
export function testClock(context, request, mockUrl) {
  return {
    pin: (at) => pinTime(context, request, mockUrl, at),
    move: (at) => moveTime(context, request, mockUrl, at),
    clockInsThen: (clockIns, then) => clockInsThenAt(context, request, mockUrl, clockIns, then),
  };
}
