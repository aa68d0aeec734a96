/**
 * Console login: the PWA's form, rules and messages (@upah/ui login form, core sign-in), for
 * supervisors only: a non-supervisor is signed out again with a notice. The screen says which mode the tablet
 * opens (Mode Scan or Mode meja, rules/console-mode.ts). Once signed in, the shell (app/app-shell.tsx) goes back to
 * the screen an ended session or a deep link opened signed out left (lib/session.ts), else to the mode's home.
 */

import { loginLabels } from '@upah/core/catalogue/labels-auth';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { LoginForm } from '@upah/ui/login-form';
import { useSnapshot } from 'valtio';
import { consoleSettings } from '../../lib/console-settings';
import { showNotice } from '../../lib/notice';
import { useCopy } from '../../lib/use-copy';

export default function LoginRoute() {
  const { lang, label, message } = useCopy();
  const { mode: tablet } = useSnapshot(consoleSettings);
  const opens =
    tablet === 'desk'
      ? consoleLabels.opensDesk
      : tablet === 'gate'
        ? consoleLabels.opensGate
        : consoleLabels.opensAuto;

  const submit = async (phone: string, password: string) => {
    const { signInSupervisor } = await import('./sign-in');
    const outcome = await signInSupervisor(phone, password, lang);
    // signed in, the shell leaves this screen for the one a session or a deep link left, or the mode's home
    if (outcome.ok) showNotice('success', message('loginSuccess'));
    return outcome;
  };

  return (
    <main className="login">
      <div className="login__card">
        <h1 className="login__title">{label(consoleLabels.appName)}</h1>
        <p className="muted">{label(consoleLabels.loginIntro)}</p>
        <p className="login__mode" data-testid="login-mode">
          {label(opens)}
        </p>
        <h2 className="login__subtitle">{label(loginLabels.title)}</h2>
        <LoginForm lang={lang} onSubmit={submit} />
      </div>
    </main>
  );
}
