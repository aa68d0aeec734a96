/**
 * The mock's side of the smoke, over its HTTP API as a client would call it (paths from core's contract): a
 * persona's login and the calls the steps compare a screen with or that the console would make.
 */
import { authEndpoints } from '@upah/core/contract/auth';
import { loanEndpoints } from '@upah/core/contract/loan';
import { PERSONA_PASSWORD, PERSONAS } from '../mocks/src/personas';
import { fail } from './page';
import { urls } from './servers';

export function personaByPhone(localPhone: string) {
  const found = PERSONAS.find((p) => p.phoneNumber === localPhone.replace(/^0/, '+62'));
  if (!found) throw new Error(`no persona with the phone ${localPhone}`);
  return found;
}

export async function call<T>(
  method: string,
  path: string,
  token: string | null,
  body?: unknown,
  headers = {},
) {
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

/** The amounts of the first page of `localPhone`'s loans (SPEC §9: page 1, size 10), newest first. */
export async function loanAmountsOf(localPhone: string): Promise<number[]> {
  const res = await call<{ loanRequests: { amount: number }[] }>(
    'GET',
    `${loanEndpoints.history.path}?page=1&size=10`,
    await tokenOf(localPhone),
  );
  return (res.data?.loanRequests ?? []).map((loan) => loan.amount);
}
