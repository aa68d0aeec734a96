/**
 * The gate code across the engines (SPEC §3 "QR payload", §7 clock-in/subordinate; docs/ARCHITECTURE.md "The gate
 * code"): the code a gate persona's phone drew in the engine under test, read off that engine's screenshot with
 * zxing-wasm (as a camera would), is checked and sent the way the console does it: core's checkScan against the
 * supervisor's direct subordinates with their registered phone keys, then scanPresenceRequest posted to
 * clock-in/subordinate with the code's own Idempotency-Key (apps/console/src/lib/presence-queue.ts). The mock answers
 * with the presence and its history holds exactly one more. So a key made, stored or registered wrongly by Firefox's or WebKit's WebCrypto and
 * IndexedDB, or a code drawn so that it does not read, fails here.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { authEndpoints } from '@upah/core/contract/auth';
import { profileEndpoints } from '@upah/core/contract/profile';
import { DEV_QR_PASSPHRASE } from '@upah/core/qr/passphrase';
import {
  checkScan,
  codeKeyOf,
  createScanSession,
  indexSubordinates,
  type ScanSubordinate,
  scanPresenceRequest,
} from '@upah/core/rules/scan-session';
import { PERSONA_PASSWORD, PERSONAS } from '../mocks/src/personas';
import { fail } from './page';
import { urls } from './servers';

export function personaByPhone(localPhone: string) {
  const found = PERSONAS.find((p) => p.phoneNumber === localPhone.replace(/^0/, '+62'));
  if (!found) throw new Error(`no persona with the phone ${localPhone}`);
  return found;
}

async function call<T>(method: string, path: string, token: string | null, body?: unknown, headers = {}) {
  const res = await fetch(`${urls.mock}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await res.json().catch(() => null)) as { data?: T; message?: string } | null;
  return { status: res.status, data: json?.data as T, message: json?.message };
}

export async function tokenOf(localPhone: string): Promise<string> {
  const res = await call<{ loginToken: { authToken: string }[] }>('POST', authEndpoints.login.path, null, {
    phoneNumber: personaByPhone(localPhone).phoneNumber,
    password: PERSONA_PASSWORD,
  });
  const token = res.data?.loginToken?.[0]?.authToken;
  if (!token) fail(`the mock refused the login of ${localPhone}: ${res.status} ${res.message ?? ''}`);
  return token;
}

/** The QR presences the supervisor's history holds for `name`. */
async function qrPresencesOf(token: string, name: string): Promise<number> {
  const res = await call<{ presences: { employeeName: string }[] }>(
    'GET',
    `${attendanceEndpoints.presenceHistorySubordinate.path}?presenceTypes=qr&page=1&size=100`,
    token,
  );
  return (res.data?.presences ?? []).filter((p) => p.employeeName === name).length;
}

/**
 * Checks `code` as the console does for `supervisorPhone` and sends it; resolves when the mock answered with the
 * presence and its history holds exactly one more QR presence of `employeeName`.
 */
export async function acceptAtTheGate(code: string, supervisorPhone: string, employeeName: string) {
  const token = await tokenOf(supervisorPhone);
  const team = await call<{ subordinates: ScanSubordinate[] }>(
    'GET',
    profileEndpoints.directSubordinates.path,
    token,
  );
  const subordinates = team.data?.subordinates ?? [];
  if (subordinates.length === 0) fail(`the supervisor ${supervisorPhone} has no subordinates`);
  const now = Date.now();
  const verdict = await checkScan(createScanSession(), code, {
    passphrase: DEV_QR_PASSPHRASE,
    subordinates: indexSubordinates(subordinates),
    now,
  });
  if (verdict.status !== 'accepted') fail(`the console would refuse the phone's code: ${verdict.status}`);
  if (verdict.presence.name !== employeeName)
    fail(`the code names ${verdict.presence.name}, the phone belongs to ${employeeName}`);
  if (verdict.presence.type !== 'clock-in') fail(`the code is a ${verdict.presence.type}, expected clock-in`);
  const before = await qrPresencesOf(token, employeeName);
  const request = scanPresenceRequest(verdict.presence, now);
  const endpoint =
    request.type === 'clock-in'
      ? attendanceEndpoints.subordinateClockIn
      : attendanceEndpoints.subordinateClockOut;
  const sent = await call<{ employeeName?: string; presenceType?: string }>(
    endpoint.method,
    endpoint.path,
    token,
    request.body,
    {
      'idempotency-key': `qr-code|${codeKeyOf(verdict.presence)}`,
    },
  );
  if (sent.status !== 200) fail(`the mock answered ${sent.status} to the scan: ${sent.message ?? ''}`);
  if (sent.data?.employeeName !== employeeName || sent.data?.presenceType !== 'qr')
    fail(`the mock recorded ${JSON.stringify(sent.data)}, not a QR presence of ${employeeName}`);
  const after = await qrPresencesOf(token, employeeName);
  if (after !== before + 1)
    fail(
      `the supervisor's history went from ${before} to ${after} QR presences of ${employeeName}, not one more`,
    );
}
