import { tr } from '@upah/core/catalogue';
import { loginLabels } from '@upah/core/catalogue/labels-auth';
import { signInWaitUntil } from '@upah/core/stores/sign-in-wait';
import { Link, useNavigate } from 'react-router-dom';
import { showAlert } from '../../lib/alerts';
import { useLang } from '../../lib/lang';
import { paths } from '../../config/paths';
import { Page } from '../../ui/page';
import { AuthHero } from './auth-hero';
import { LoginForm } from './login-form';

/** SPEC §2 login screen (base route B = /login). Success goes to /dashboard, where the start-tab rule applies. */
export default function LoginRoute() {
  const lang = useLang();
  const navigate = useNavigate();

  const submit = async (phone: string, password: string) => {
    // Loaded on submit: the API client, zod and the auth contract are not needed to show the form.
    const { signIn } = await import('./sign-in');
    const outcome = await signIn(phone, password, lang);
    if (outcome.ok) navigate(paths.dashboard, { replace: true });
    // A sign-in limit's wait has its own countdown in the form: no toast on top of it.
    else if (signInWaitUntil() <= Date.now()) showAlert({ kind: 'danger', text: outcome.text });
    return outcome;
  };

  return (
    <Page className="auth-page" header={<AuthHero title={tr(loginLabels.welcome, lang)} />}>
      <div className="stack">
        <h1 className="auth-page__title">{tr(loginLabels.title, lang)}</h1>
        <p className="muted">{tr(loginLabels.intro, lang)}</p>
        <LoginForm onSubmit={submit} />
        <p className="auth-page__links">
          <Link to={paths.forgetPassword(1)}>{tr(loginLabels.forgotPassword, lang)}</Link>
        </p>
        <p className="auth-page__links">
          {tr(loginLabels.noAccount, lang)}{' '}
          <Link to={paths.register(1)}>{tr(loginLabels.register, lang)}</Link>
        </p>
        <p className="auth-page__links auth-page__links--small">
          <Link to={paths.terms}>{tr(loginLabels.terms, lang)}</Link>
        </p>
      </div>
    </Page>
  );
}
