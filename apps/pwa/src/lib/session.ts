/**
 * Signing out (SPEC §8: a 401 logs the user out with 'Anda tidak bisa mengakses aplikasi'). The cookie token and
 * the user's stores are cleared, the message is shown as a danger alert and the app goes to /login.
 * Every form draft is cleared too (core/stores/drafts): the next user of a shared phone sees none of them.
 * The dashboard's Profil logout button calls `logout()` without a message.
 *
 * The profile, company and subordinate stores (the subordinate cache with its phone keys too) are reset through a
 * dynamic import: they carry the profile/company contracts (zod), which /login must not load up front (100 KB
 * budget). When a user is logged in they are loaded already, so the import resolves from the module cache.
 */
import { type MessageKey, t } from '@upah/core/catalogue';
import { clearAllDrafts } from '@upah/core/stores/drafts';
import { clearSession } from '@upah/core/stores/session';
import { showAlert } from './alerts';
import { langStore } from './lang';
import { paths } from '../config/paths';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateTo: Navigate | null = null;

/** The shell hands the router's navigate function over once it is mounted (see app-shell.tsx). */
export function bindNavigate(navigate: Navigate | null): void {
  navigateTo = navigate;
}

async function resetUserStores(): Promise<void> {
  const [profile, company, subordinates] = await Promise.all([
    import('@upah/core/stores/profile'),
    import('@upah/core/stores/company'),
    import('@upah/core/stores/subordinates'),
  ]);
  profile.resetProfile();
  company.resetCompany();
  // The supervisor's team and their phone keys: the next user of a shared phone must not scan with them.
  subordinates.resetSubordinates();
}

export function logout(messageKey?: MessageKey): void {
  clearSession();
  clearAllDrafts();
  void resetUserStores();
  if (messageKey) showAlert({ kind: 'danger', text: t(messageKey, langStore.lang) });
  if (navigateTo) navigateTo(paths.login, { replace: true });
  else window.location.assign(paths.login);
}
