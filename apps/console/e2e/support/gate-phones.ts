/**
 * The employees' phones for e2e tests of the gate (docs/ARCHITECTURE.md "The gate code"): each persona under
 * the supervisor gets a phone key, registered with the mock as their own phone does it (logged in as them,
 * POST /attendance/device-key), and signs codes the way the PWA's QR screen does. Used by the console's and the
 * PWA's e2e specs and the console's scan bench (the PWA's specs import it from here).
 */
import type { APIRequestContext } from '@playwright/test';
import type { QrClockType, QrPayload } from '@upah/core/qr';
import { PERSONA_PASSWORD, PERSONAS } from '../../../../mocks/src/personas';
import { phoneKeys } from '../../../../scripts/persona-api.mjs';

export interface GateSub {
  id: number;
  name: string;
  scheduleId: number | null;
  shiftName: string | null;
}

/** The same keys as scripts/persona-api.mjs's clock-ins: one phone per employee in this worker. */
const keys = phoneKeys();

/** True when the subordinate is a persona who can log in (a phone of their own). */
export function hasPhone(sub: { id: number }): boolean {
  return PERSONAS.some((p) => p.employeeId === sub.id && p.overrides.password !== null);
}

/** Registers the subordinate's phone key with the mock at `mockUrl`, logged in as them. */
export async function registerPhone(request: APIRequestContext, mockUrl: string, sub: { id: number }) {
  const persona = PERSONAS.find((p) => p.employeeId === sub.id);
  if (!persona) throw new Error(`employee ${sub.id} is not a persona with a phone`);
  const login = await request.post(`${mockUrl}/auth/login/global/employee/phone`, {
    data: { phoneNumber: persona.phoneNumber, password: PERSONA_PASSWORD },
  });
  const token = ((await login.json()) as { data: { loginToken: { authToken: string }[] } }).data.loginToken[0]
    ?.authToken;
  const key = await keys.keyOf(sub.id);
  const res = await request.post(`${mockUrl}/attendance/device-key`, {
    headers: { authorization: `Bearer ${token}` },
    data: { publicKey: key.publicKey },
  });
  if (!res.ok()) throw new Error(`device-key registration failed: ${res.status()}`);
}

/** SPEC §3's payload of the subordinate's code (at the gate's coordinates). */
export function phonePayload(sub: GateSub, type: QrClockType): QrPayload {
  return {
    scheduleId: sub.scheduleId ?? 0,
    subOrdinateId: sub.id,
    latitude: -6.2,
    longitude: 106.8,
    employeeName: sub.name,
    shiftName: sub.shiftName ?? '',
    type,
  };
}

/**
 * A code as the subordinate's phone shows it, issued `ageMs` before `now` (epoch ms; the host's clock unless a
 * test pinned another, scripts/pinned-time.mjs), signed by `signer`'s key when given.
 */
export function phoneCode(
  sub: GateSub,
  type: QrClockType,
  options: { ageMs?: number; now?: number; passphrase?: string; signer?: number } = {},
): Promise<string> {
  return keys.sign(phonePayload(sub, type), {
    now: (options.now ?? Date.now()) - (options.ageMs ?? 0),
    ...(options.passphrase ? { passphrase: options.passphrase } : {}),
    ...(options.signer ? { signer: options.signer } : {}),
  });
}

/** A clock-in as the persona's own phone sends it (DESIGN "Evidence"), and its selfie: scripts/persona-api.mjs. */
export { signedClockIn as phoneClockIn, uploadSelfie } from '../../../../scripts/persona-api.mjs';
