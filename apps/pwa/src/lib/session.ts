/**
 * Signing out (SPEC §8: a 401 logs the user out with 'Anda tidak bisa mengakses aplikasi').
 *
 * Every store of the user's answers is forgotten (core's stores/user-data.ts); the subordinates' cache is cleared
 * through a dynamic import: it carries the profile contract (zod), which /login must not load up front (100 KB
 * budget). When a supervisor is logged in it is loaded already, so the import resolves from the module cache.
 */
import { type MessageKey, t } from '@upah/core/catalogue';
import { clearAllDrafts } from '@upah/core/stores/drafts';
import {
  forgetReturnPath,
  saveReturnPath,
  takeReturnPath as takeSavedPath,
} from '@upah/core/stores/return-path';
import { clearSession } from '@upah/core/stores/session';
import { forgetUserData } from '@upah/core/stores/user-data';
import { paths } from '../config/paths';
import { showAlert } from './alerts';
import { langStore } from './lang';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateTo: Navigate | null = null;

/** The offline area cache of the attendance screens (features/attendance/offline-area-cache.ts): it holds the profile. */
export const OFFLINE_AREA_CACHE_KEY = 'upah:attendance-offline';
/** Where the user was when the session ended (sessionStorage: this tab only). */
export const RETURN_PATH_KEY = 'upah:return-path';

/** True from the first 401 until the next sign-in: later 401s of the same burst do nothing. */
let ended = false;

/** The shell hands the router's navigate function over once it is mounted (see app-shell.tsx). */
export function bindNavigate(navigate: Navigate | null): void {
  navigateTo = navigate;
}

/**
 * What the screens hold of the user's answers (core's stores/user-data.ts: profile, company, the team, the
 * queues, the own lists…), and the subordinates' cache with their phone keys even where this page never loaded
 * the list: the next user of a shared phone must not see or scan with them.
 */
async function resetUserStores(): Promise<void> {
  forgetUserData();
  const subordinates = await import('@upah/core/stores/subordinates');
  subordinates.resetSubordinates();
}

function goToLogin(): void {
  if (navigateTo) navigateTo(paths.login, { replace: true });
  else window.location.assign(paths.login);
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}

/**
 * An expired or revoked token (any 401 of a signed-in call): one redirect, drafts kept, the screen remembered.
 * Resolves once the user's stores (loaded lazily) are reset too; callers need not wait.
 */
export function sessionEnded(messageKey: MessageKey = 'unauthorized'): Promise<void> {
  if (ended) return Promise.resolve();
  ended = true;
  const here = currentPath();
  if (!here.startsWith(paths.login)) saveReturnPath(RETURN_PATH_KEY, here);
  clearSession();
  const reset = resetUserStores();
  showAlert({ kind: 'danger', text: t(messageKey, langStore.lang) });
  goToLogin();
  return reset;
}

/**
 * After a sign-in: the screen the session ended on (once), or null. Only same-app paths come back (never another
 * origin), and it re-arms `sessionEnded` for the new session.
 */
export function takeReturnPath(): string | null {
  ended = false;
  return takeSavedPath(RETURN_PATH_KEY);
}

/**
 * The user signs out: everything of theirs leaves the phone except clock entries not yet sent. Resolves once the
 * lazily loaded stores are reset too; callers need not wait.
 */
export function logout(messageKey?: MessageKey): Promise<void> {
  ended = false;
  clearSession();
  clearAllDrafts();
  forgetReturnPath(RETURN_PATH_KEY);
  try {
    localStorage.removeItem(OFFLINE_AREA_CACHE_KEY);
  } catch {
    // storage blocked: nothing was kept there either
  }
  const reset = Promise.all([
    resetUserStores(),
    import('@upah/core/stores/clock-queue').then((queue) => queue.resetClockQueue()),
  ]).then(() => undefined);
  if (messageKey) showAlert({ kind: 'danger', text: t(messageKey, langStore.lang) });
  goToLogin();
  return reset;
}
