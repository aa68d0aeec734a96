/**
 * Signing in (SPEC §4 "Login", §5, §7, §8): normalise the phone (leading zeros stripped, +62 prefixed), call the
 * login host, take loginToken[0].authToken ('Password salah' when the list is empty), keep it in the cookie
 * session, toast 'Login Success' and start loading the profile and company settings.
 * Registration and password reset sign in through the same function after setting the password (§7).
 */
import { errorText, isApiError } from '@upah/core/api';
import { type Lang, t } from '@upah/core/catalogue';
import { authEndpoints } from '@upah/core/contract/auth';
import { loginTokenFrom, normalizeLoginPhone } from '@upah/core/rules/auth';
import { loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile } from '@upah/core/stores/profile';
import { markLoginFailed, setSession } from '@upah/core/stores/session';
import { showAlert } from '../../app/alerts';
import { api } from '../../app/api';
import type { StepOutcome } from './step-outcome';

export type { StepOutcome };

/** The text to show for a failed call: the catalogue text or the server's own message (SPEC §8). */
export function failureText(error: unknown, lang: Lang): string {
  return isApiError(error) ? errorText(error, lang) : t('genericError', lang);
}

export async function signIn(phoneInput: string, password: string, lang: Lang): Promise<StepOutcome> {
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
    showAlert({ kind: 'success', text: t('loginSuccess', lang) });
    void loadProfile(api);
    void loadCompanySettings(api);
    return { ok: true };
  } catch (error) {
    markLoginFailed();
    return { ok: false, text: failureText(error, lang) };
  }
}
