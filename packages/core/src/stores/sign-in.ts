/**
 * Signing in with phone and password (SPEC §4 "Login", §5, §7, §8), shared by the PWA and the gate console:
 * normalise the phone (leading zeros stripped, +62 prefixed), call the login host, take
 * loginToken[0].authToken ('Password salah' when the list is empty) and keep it in the cookie session.
 * What follows a success (toast, profile loads, navigation) is the app's.
 */
import type { ApiClient } from '../api/client';
import { errorText, isApiError } from '../api/errors';
import { type Lang, t } from '../catalogue';
import { authEndpoints } from '../contract/auth';
import { loginTokenFrom, normalizeLoginPhone } from '../rules/auth';
import { markLoginFailed, setSession } from './session';
import { clearSignInWait, noteSignInFailure } from './sign-in-wait';

export type SignInOutcome = { ok: true } | { ok: false; text: string };

/** The text to show for a failed call: the catalogue text or the server's own message (SPEC §8). */
export function failureText(error: unknown, lang: Lang): string {
  return isApiError(error) ? errorText(error, lang) : t('genericError', lang);
}

/** A failed wizard call (OTP send or verify, password set): its text, starting the wait on a 429. */
export function stepFailureText(error: unknown, lang: Lang): string {
  noteSignInFailure(error);
  return failureText(error, lang);
}

export async function signInWithPhone(
  api: ApiClient,
  phoneInput: string,
  password: string,
  lang: Lang,
): Promise<SignInOutcome> {
  const phoneNumber = normalizeLoginPhone(phoneInput);
  try {
    const data = await api.call(
      authEndpoints.login,
      { body: { phoneNumber, password } },
      { context: 'login' },
    );
    const token = loginTokenFrom(data);
    if (!token.ok) {
      markLoginFailed();
      return { ok: false, text: t(token.message, lang) };
    }
    setSession(token.token);
    clearSignInWait();
    return { ok: true };
  } catch (error) {
    markLoginFailed();
    // A 429 of the sign-in limits: the screens count the wait down (sign-in-wait.ts).
    noteSignInFailure(error);
    return { ok: false, text: failureText(error, lang) };
  }
}
