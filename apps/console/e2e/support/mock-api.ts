/**
 * The mock's own data in the console e2e, read over its API as the supervisor's tablet would not: a reset, the
 * personas' numbers and tokens, the supervisor's subordinates (their phones' keys registered, ./gate-phones.ts) and
 * the presences recorded for them.
 */
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { joinTime, mockTime, resetMockAt } from '../../../../scripts/pinned-time.mjs';
import { MOCK_URL } from './env';
import { hasPhone, registerPhone } from './gate-phones';

export const PASSWORD = 'rahasia123';
export const PERSONA_PHONE: Record<string, string> = { supervisor: '081100000002', employee: '081100000001' };

export async function resetMock(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${MOCK_URL}/__mock/reset`)).ok()).toBe(true);
}

/**
 * The instant the scanning specs run at, a Wednesday morning: a code carries the schedule of its day, so a scan
 * must never straddle midnight (the 31 Dec 23:50 run refused a code signed before it and read after it).
 */
export const GATE_MORNING = '2026-12-09T10:00:00+07:00';

/**
 * Reseeds the mock at GATE_MORNING (scripts/pinned-time.mjs); the answer is `browserWithCamera`'s option that puts
 * the console's context on the mock's clock, where ./camera.ts `codeFor` signs.
 */
export async function pinGate(
  request: APIRequestContext,
): Promise<{ beforeFirstPage: (context: BrowserContext) => Promise<void> }> {
  await resetMockAt(request, MOCK_URL, GATE_MORNING);
  return { beforeFirstPage: (context) => joinTime(context, request, MOCK_URL) };
}

export async function phoneOf(request: APIRequestContext, key: string): Promise<string> {
  const rows = (await (await request.get(`${MOCK_URL}/__mock/personas`)).json()) as {
    key: string;
    phoneNumber: string;
  }[];
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`No persona ${key}`);
  return row.phoneNumber;
}

export async function apiToken(request: APIRequestContext, key: string): Promise<string> {
  const phoneNumber = await phoneOf(request, key);
  const res = await request.post(`${MOCK_URL}/auth/login/global/employee/phone`, {
    data: { phoneNumber, password: PASSWORD },
  });
  const body = (await res.json()) as { data: { loginToken: { authToken: string }[] } };
  return body.data.loginToken[0]?.authToken ?? '';
}

export interface Sub {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
}

/**
 * The supervisor's subordinates with a shift today. With `phones` (default), only those who have a phone of
 * their own (personas), each with its key registered, so their codes are signed as the PWA signs them.
 */
export async function subordinatesOf(
  request: APIRequestContext,
  key = 'supervisor',
  options: { phones?: boolean } = {},
): Promise<Sub[]> {
  const token = await apiToken(request, key);
  const load = async () => {
    const res = await request.get(`${MOCK_URL}/employee/profile/subordinate/direct`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { data: { subordinates: Sub[] } }).data.subordinates.filter(
      (s) => s.scheduleId !== null,
    );
  };
  if (options.phones === false) return load();
  const withPhones = (await load()).filter(hasPhone);
  for (const sub of withPhones) await registerPhone(request, MOCK_URL, sub);
  return withPhones;
}

export interface PresenceRow {
  id: number;
  scheduleDate: string;
  employeeName: string;
  clockIn: string | null;
  clockOut: string | null;
  photo: string | null;
  presenceType: string;
  status: string;
}

/** The mock's today in Asia/Jakarta as YYYY-MM-DD (the day every e2e acts on; a pinned test's, not the host's). */
export async function mockToday(request: APIRequestContext): Promise<string> {
  const now = await mockTime(request, MOCK_URL);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date(now));
}

/**
 * The caller's subordinates' presences of `types` made TODAY (Asia/Jakarta schedule date): what a test made. The
 * mock seeds past days of the team (the team board and the month recap read them), so the whole history is never
 * empty; a test that counts its own records reads today's only.
 */
export async function presencesOf(
  request: APIRequestContext,
  types = 'qr',
  key = 'supervisor',
): Promise<PresenceRow[]> {
  const today = await mockToday(request);
  return (await allPresencesOf(request, types, key)).filter((row) => row.scheduleDate === today);
}

/** Every presence of `types` in the caller's subordinates' history, seeded past days included. */
async function allPresencesOf(
  request: APIRequestContext,
  types = 'qr',
  key = 'supervisor',
): Promise<PresenceRow[]> {
  const token = await apiToken(request, key);
  const all: PresenceRow[] = [];
  for (let page = 1; ; page++) {
    const res = await request.get(
      `${MOCK_URL}/attendance/presence/history/direct-subordinate?presenceTypes=${types}&page=${page}&size=100`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const rows = ((await res.json()) as { data: { presences: PresenceRow[] } }).data.presences;
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}

export interface LeaveRow {
  id: number;
  employeeName: string;
  status: string;
  reject_reason: string | null;
}

/** The leave requests of the supervisor's direct subordinates, every status, as the server holds them. */
export async function subordinateLeaveOf(
  request: APIRequestContext,
  key = 'supervisor',
): Promise<LeaveRow[]> {
  const token = await apiToken(request, key);
  const res = await request.get(`${MOCK_URL}/leave/history/subordinate?page=1&size=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const data = (
    (await res.json()) as { data: { leaveRequests: LeaveRow[]; pagination: { totalItems: number } } }
  ).data;
  expect(data.leaveRequests).toHaveLength(data.pagination.totalItems);
  return data.leaveRequests;
}
