/**
 * Signing out of the console (SPEC §8: a 401 logs out with 'Anda tidak bisa mengakses aplikasi'). The queued
 * offline scans stay: they carry their own Idempotency-Key and are sent after the next login. What the screens
 * hold of the last user's answers goes with a logout and with a 401 alike (core's stores/user-data.ts: the board,
 * the recap, the queues, the subordinates with their phone keys…), so the next one signed in never sees it. The
 * shell shows the login screen whenever the session has no token.
 */
import { type MessageKey, t } from '@upah/core/catalogue';
import {
  forgetReturnPath,
  saveReturnPath,
  takeReturnPath as takeSavedPath,
} from '@upah/core/stores/return-path';
import { clearSession } from '@upah/core/stores/session';
import { forgetUserData } from '@upah/core/stores/user-data';
import { proxy } from 'valtio';
import { forgetConsoleMode } from './console-mode';
import { langStore } from './lang';
import { showNotice } from './notice';

/** Where the supervisor was when the session ended (sessionStorage: this tab only). */
export const RETURN_PATH_KEY = 'upah:console-return-path';

/** True from the first 401 until the next sign-in: later 401s of the same burst do nothing. */
let ended = false;
/** True from a logout until the next sign-in: the screen left by logging out is no deep link to return to. */
let loggedOut = false;

/** Resolves once the cached team is forgotten too (callers need not wait: the session is gone at once). */
export function logout(messageKey?: MessageKey): Promise<void> {
  ended = false;
  loggedOut = true;
  clearSession();
  forgetReturnPath(RETURN_PATH_KEY);
  forgetConsoleMode();
  if (messageKey) showNotice('danger', t(messageKey, langStore.lang));
  forgetUserData();
  // The subordinates' cache on the tablet (with their phone keys, for offline scans) goes too, even when this
  // page never loaded the list; loaded lazily: the login screen does not carry the profile contract.
  return import('@upah/core/stores/subordinates').then((s) => s.resetSubordinates());
}

/** An expired or revoked token: one notice, the screen remembered (the shell then shows the login). */
export function sessionEnded(messageKey: MessageKey = 'unauthorized'): void {
  if (ended) return;
  ended = true;
  const here = `${window.location.pathname}${window.location.search}`;
  if (!here.startsWith('/login')) saveReturnPath(RETURN_PATH_KEY, here);
  clearSession();
  forgetUserData();
  showNotice('danger', t(messageKey, langStore.lang));
}

/** Signed out at an address (a bookmarked deep link): kept for after the sign-in, unless a logout led here. */
export function rememberDeepLink(path: string): void {
  if (!loggedOut) saveReturnPath(RETURN_PATH_KEY, path);
}

/** After a sign-in: the screen the session ended on or the deep link opened (once, same-app paths only), or null. */
export function takeReturnPath(): string | null {
  ended = false;
  loggedOut = false;
  return takeSavedPath(RETURN_PATH_KEY);
}

/**
 * True while a sign-in is being checked (token kept, profile not yet known to be a supervisor's): the shell keeps
 * the login screen until then, so a refusal shows on the form the user typed in.
 */
export const signInGate = proxy({ checking: false });
