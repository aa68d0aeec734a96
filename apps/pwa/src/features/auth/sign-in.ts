/**
 * Signing in (SPEC §4 "Login", §5, §7, §8): normalise the phone (leading zeros stripped, +62 prefixed), call the
 * login host, take loginToken[0].authToken ('Password salah' when the list is empty), keep it in the cookie
 * session, toast 'Login Success' and start loading the profile and company settings.
 * Registration and password reset sign in through the same function after setting the password (§7).
 */
import { type Lang, t } from '@upah/core/catalogue';
import { authEndpoints } from '@upah/core/contract/auth';
import { loadCompanySettings } from '@upah/core/stores/company';
import { loadProfile } from '@upah/core/stores/profile';
import { failureText, signInWithPhone, stepFailureText } from '@upah/core/stores/sign-in';
import type { StepOutcome } from '@upah/ui/login-form';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';

export type { StepOutcome };
export { failureText };

/** Runs a wizard step's action (its call and what it keeps): success, or the failure's text (SPEC §8). */
export async function attemptStep(lang: Lang, action: () => Promise<void>): Promise<StepOutcome> {
  try {
    await action();
    return { ok: true };
  } catch (error) {
    return { ok: false, text: stepFailureText(error, lang) };
  }
}

export interface NewPassword {
  /** The :token of resetPassword that the wizard's OTP verification answered. */
  readonly token: string;
  readonly password: string;
  /** Who to sign in as when the reset answers no username: the phone number the OTP went to. */
  readonly fallbackUsername: string;
}

/**
 * The last step of registration and of the password reset (SPEC §2, §7): set the password, then sign in
 * with it as the username the reset answers.
 */
export async function setPasswordAndSignIn(
  { token, password, fallbackUsername }: NewPassword,
  lang: Lang,
): Promise<StepOutcome> {
  let username = fallbackUsername;
  const set = await attemptStep(lang, async () => {
    const data = await api.call(
      authEndpoints.resetPassword,
      { params: { token }, body: { newPassword: password } },
      { context: 'login' },
    );
    username = data.username || fallbackUsername;
  });
  return set.ok ? signIn(username, password, lang) : set;
}

export async function signIn(phoneInput: string, password: string, lang: Lang): Promise<StepOutcome> {
  const outcome = await signInWithPhone(api, phoneInput, password, lang);
  if (!outcome.ok) return outcome;
  showAlert({ kind: 'success', text: t('loginSuccess', lang) });
  void loadProfile(api);
  void loadCompanySettings(api);
  return outcome;
}
