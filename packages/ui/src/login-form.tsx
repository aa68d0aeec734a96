import { type Lang, tr } from '@upah/core/catalogue';
import { loginLabels } from '@upah/core/catalogue/labels-auth';
import { canSubmitLogin } from '@upah/core/rules/auth';
import { useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Field } from './field';
import { Form } from './form';
import { SignInWaitNotice, useSignInSecondsLeft } from './sign-in-wait';

/** What a login or wizard step action reports: success, or the text to show. */
export type StepOutcome = { ok: true } | { ok: false; text: string };

/**
 * SPEC §2 login form: phone and password, the button disabled until both are filled (§5), Enter submits (§9).
 * A failure shows its text and leaves both values as typed. While a sign-in limit's wait runs (429), the
 * countdown replaces the error and the button stays disabled until it ends, across reloads too.
 * Shared by the PWA and the gate console.
 */
export function LoginForm({
  lang,
  onSubmit,
}: {
  lang: Lang;
  onSubmit: (phone: string, password: string) => Promise<StepOutcome>;
}) {
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const waitSeconds = useSignInSecondsLeft();
  const enabled = canSubmitLogin(phone, password) && waitSeconds === 0;

  const submit = async () => {
    if (!enabled || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await onSubmit(phone, password);
    setBusy(false);
    if (!outcome.ok) setError(outcome.text);
  };

  return (
    <Form onSubmit={submit} aria-label={tr(loginLabels.title, lang)}>
      <Field
        label={tr(loginLabels.phone, lang)}
        hint={tr(loginLabels.phoneHint, lang)}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <Field
        label={tr(loginLabels.password, lang)}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <SignInWaitNotice lang={lang} seconds={waitSeconds} />
      {error && waitSeconds === 0 ? (
        <div data-testid="login-error">
          <Alert kind="danger">{error}</Alert>
        </div>
      ) : null}
      <Button type="submit" block disabled={!enabled} busy={busy}>
        {tr(loginLabels.submit, lang)}
      </Button>
    </Form>
  );
}
