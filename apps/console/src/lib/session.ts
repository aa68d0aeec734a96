/**
 * Signing out of the console (SPEC §8: a 401 logs out with 'Anda tidak bisa mengakses aplikasi'). The queued
 * offline scans stay: they carry their own Idempotency-Key and are sent after the next login. The cached
 * subordinate list (with the phone keys) goes. The shell shows the login screen whenever the session has no token.
 */
import { type MessageKey, t } from '@upah/core/catalogue';
import { clearSession } from '@upah/core/stores/session';
import { proxy } from 'valtio';
import { langStore } from './lang';
import { showNotice } from './notice';

export function logout(messageKey?: MessageKey): void {
  clearSession();
  // The supervisor's team and their phone keys (cached for offline scans) go with the session; loaded
  // lazily: the login screen does not carry the profile contract.
  void import('@upah/core/stores/subordinates').then((s) => s.resetSubordinates());
  if (messageKey) showNotice('danger', t(messageKey, langStore.lang));
}

/**
 * True while a sign-in is being checked (token kept, profile not yet known to be a supervisor's): the shell keeps
 * the login screen until then, so a refusal shows on the form the user typed in.
 */
export const signInGate = proxy({ checking: false });
