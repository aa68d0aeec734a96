/**
 * Console login: the PWA's form, rules and messages (@upah/ui login form, core sign-in), for
 * supervisors only: a non-supervisor is signed out again with a notice. Success goes back to the screen an ended
 * session left (lib/session.ts), else to scan mode.
 */

import { loginLabels } from '@upah/core/catalogue/labels-auth';
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { LoginForm } from '@upah/ui/login-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { showNotice } from '../../lib/notice';
import { takeReturnPath } from '../../lib/session';
import { useCopy } from '../../lib/use-copy';

export default function LoginRoute() {
  const { lang, label, message } = useCopy();
  const navigate = useNavigate();

  const submit = async (phone: string, password: string) => {
    const { signInSupervisor } = await import('./sign-in');
    const outcome = await signInSupervisor(phone, password, lang);
    if (outcome.ok) {
      showNotice('success', message('loginSuccess'));
      navigate(takeReturnPath() ?? paths.scan, { replace: true });
    }
    return outcome;
  };

  return (
    <main className="login">
      <div className="login__card">
        <h1 className="login__title">{label(consoleLabels.appName)}</h1>
        <p className="muted">{label(consoleLabels.loginIntro)}</p>
        <h2 className="login__subtitle">{label(loginLabels.title)}</h2>
        <LoginForm lang={lang} onSubmit={submit} />
      </div>
    </main>
  );
}
