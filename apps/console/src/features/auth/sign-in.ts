/**
 * Supervisor sign-in: core's phone sign-in, then the profile must say isSupervisor (SPEC §6); the console's mode for
 * this sign-in follows from the tablet's choice and the role (rules/console-mode.ts).
 */
import { type Lang, t, tr } from '@upah/core/catalogue';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { clearSession } from '@upah/core/stores/session';
import { type SignInOutcome, signInWithPhone } from '@upah/core/stores/sign-in';
import { api } from '../../lib/api-client';
import { startConsoleMode } from '../../lib/console-mode';
import { signInGate } from '../../lib/session';

export async function signInSupervisor(phone: string, password: string, lang: Lang): Promise<SignInOutcome> {
  signInGate.checking = true;
  try {
    return await checkedSignIn(phone, password, lang);
  } finally {
    signInGate.checking = false;
  }
}

async function checkedSignIn(phone: string, password: string, lang: Lang): Promise<SignInOutcome> {
  const outcome = await signInWithPhone(api, phone, password, lang);
  if (!outcome.ok) return outcome;
  const profile = await loadProfile(api);
  if (profile?.isSupervisor) {
    startConsoleMode(profile.isHr === true);
    return outcome;
  }
  clearSession();
  return {
    ok: false,
    text: profile ? tr(consoleLabels.notSupervisor, lang) : (profileStore.error ?? t('genericError', lang)),
  };
}
