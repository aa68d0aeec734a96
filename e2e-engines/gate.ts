/**
 * The gate code across the engines (SPEC §3 "QR payload", §7 clock-in/subordinate; docs/ARCHITECTURE.md "The gate
 * code"): the code a gate persona's phone drew in the engine under test, read off that engine's screenshot with
 * zxing-wasm (as a camera would), is checked and sent the way the console does it: core's checkScan against the
 * supervisor's direct subordinates with their registered phone keys, then scanPresenceRequest posted to
 * clock-in/subordinate with the code's own Idempotency-Key (apps/console/src/lib/presence-queue.ts). The mock
 * answers with the presence and its history holds exactly one more. So a key made, stored or registered wrongly by
 * Firefox's or WebKit's WebCrypto and IndexedDB, or a code drawn so that it does not read, fails here.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
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
import { call, tokenOf } from './mock-api';
import { fail } from './page';

/** The QR presences the supervisor's history holds for `name` (every page). */
async function qrPresencesOf(token: string, name: string): Promise<number> {
  let found = 0;
  for (let page = 1; ; page++) {
    const res = await call<{ presences: { employeeName: string }[] }>(
      'GET',
      `${attendanceEndpoints.presenceHistorySubordinate.path}?presenceTypes=qr&page=${page}&size=100`,
      token,
    );
    const rows = res.data?.presences ?? [];
    found += rows.filter((p) => p.employeeName === name).length;
    if (rows.length < 100) return found;
  }
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
