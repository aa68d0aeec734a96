import { loginLabels } from '@upah/core/catalogue/labels-auth';
import { signInWaitUntil } from '@upah/core/stores/sign-in-wait';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/alerts';
import { takeReturnPath } from '../../lib/session';
import { useCopy } from '../../lib/use-copy';
import { Page } from '../../ui/page';
import { AuthHero } from './auth-hero';
import { LoginForm } from './login-form';

/**
 * SPEC §2 login screen (base route B = /login). Success goes back to the screen an ended session left (drafts kept),
 * else to /dashboard, where the start-tab rule applies.
 */
export default function LoginRoute() {
  const { lang, label } = useCopy();
  const navigate = useNavigate();

  const submit = async (phone: string, password: string) => {
    // Loaded on submit: the API client, zod and the auth contract are not needed to show the form.
    const { signIn } = await import('./sign-in');
    const outcome = await signIn(phone, password, lang);
    if (outcome.ok) navigate(takeReturnPath() ?? paths.dashboard, { replace: true });
    // A sign-in limit's wait has its own countdown in the form: no toast on top of it.
    else if (signInWaitUntil() <= Date.now()) showAlert({ kind: 'danger', text: outcome.text });
    return outcome;
  };

  return (
    <Page className="auth-page" header={<AuthHero title={label(loginLabels.welcome)} />}>
      <div className="stack">
        <h1 className="auth-page__title">{label(loginLabels.title)}</h1>
        <p className="muted">{label(loginLabels.intro)}</p>
        <LoginForm onSubmit={submit} />
        <p className="auth-page__links">
          <Link to={paths.forgetPassword(1)}>{label(loginLabels.forgotPassword)}</Link>
        </p>
        <p className="auth-page__links">
          {label(loginLabels.noAccount)} <Link to={paths.register(1)}>{label(loginLabels.register)}</Link>
        </p>
        <p className="auth-page__links auth-page__links--small">
          <Link to={paths.terms}>{label(loginLabels.terms)}</Link>
        </p>
      </div>
    </Page>
  );
}
