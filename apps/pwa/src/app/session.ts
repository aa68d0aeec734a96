/**
 * Signing out (SPEC §8: a 401 logs the user out with 'Anda tidak bisa mengakses aplikasi'). The cookie token and
 * the user's stores are cleared, the message is shown as a danger alert and the app goes to /login.
 * The dashboard's Profil logout button calls `logout()` without a message.
 */
import { type MessageKey, t } from '@upah/core/catalogue';
import { resetCompany } from '@upah/core/stores/company';
import { resetProfile } from '@upah/core/stores/profile';
import { clearSession } from '@upah/core/stores/session';
import { showAlert } from './alerts';
import { langStore } from './lang';
import { paths } from './routes';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigateTo: Navigate | null = null;

/** The shell hands the router's navigate function over once it is mounted (see app-shell.tsx). */
export function bindNavigate(navigate: Navigate | null): void {
  navigateTo = navigate;
}

export function logout(messageKey?: MessageKey): void {
  clearSession();
  resetProfile();
  resetCompany();
  if (messageKey) showAlert({ kind: 'danger', text: t(messageKey, langStore.lang) });
  if (navigateTo) navigateTo(paths.login, { replace: true });
  else window.location.assign(paths.login);
}
