/**
 * A persona's calls straight to the mock in both apps' e2e, as its phone's app makes them (the state a test
 * creates before it looks at a screen): sign in with the persona's number and password (GET /__mock/personas),
 * then GET or POST with its token and an Idempotency-Key per write. Expectations stay in the tests; a call that
 * fails throws with its status and answer.
 */
import { moveTime, pinTime, setMockClock } from './pinned-time.mjs';

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
 * A self clock-in of `key` as its phone sends it (the selfie uploaded before, 300 m from the head office),
 * recorded at `at` exactly: the mock's clock is held there (move it on with pinned-time's `moveTime`).
 * Resolves with the presence's clockIn and the shift's startTime as the mock answered them.
 */
export async function clockInAt(request, mockUrl, key, at) {
  await setMockClock(request, mockUrl, at, { frozen: true });
  const phone = await personaApi(request, mockUrl, key);
  const schedule = await phone.get('/attendance/schedule/employee/today');
  if (!schedule) throw new Error(`${key} has no shift at ${at}`);
  const presence = await phone.post('/attendance/presence/clock-in', {
    scheduleId: schedule.id,
    latitude: -6.2115,
    longitude: 106.8456,
    photo: '/files/seed-selfie-1.jpg',
  });
  return { clockIn: presence.clockIn, startTime: schedule.startTime };
}

/**
 * The annual leave `key` has left this year, counted here from the API's list (GET /leave/balance): the
 * allowance less the days of the approved requests, not the answer's own remainingDays.
 */
export async function annualLeaveLeft(request, mockUrl, key) {
  const balance = await (await personaApi(request, mockUrl, key)).get('/leave/balance');
  const annual = balance.categories.find((c) => c.annual);
  if (!annual || annual.allowanceDays === null) throw new Error(`${key}: no annual allowance`);
  const used = annual.requests.filter((r) => r.status === 'approved').reduce((sum, r) => sum + r.days, 0);
  return { allowance: annual.allowanceDays, left: annual.allowanceDays - used };
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
