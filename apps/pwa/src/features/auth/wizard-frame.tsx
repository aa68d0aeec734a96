import type { Entry } from '@upah/core/catalogue';
import { wizardLabels } from '@upah/core/catalogue/labels-auth';
import { signInWaitUntil } from '@upah/core/stores/sign-in-wait';
import { Alert } from '@upah/ui/alert';
import { Form } from '@upah/ui/form';
import { SignInWaitNotice, useSignInSecondsLeft } from '@upah/ui/sign-in-wait';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/alerts';
import { useCopy } from '../../lib/use-copy';
import { Page } from '../../ui/page';
import type { StepOutcome } from './sign-in';
import { WizardFooter } from './wizard-footer';

export interface WizardFrameProps {
  /** The wizard's title (Daftar Akun, Lupa Password). */
  title: Entry;
  /** This step's heading. */
  stepTitle: Entry;
  step: number;
  total: number;
  /** Route of step n. */
  pathOf: (step: number) => string;
  /** Next is enabled only when the step's rule passes (SPEC §5). */
  canNext: boolean;
  /** The step's action; Next advances only when it succeeds (SPEC §2 wizard footer). */
  run: () => Promise<StepOutcome>;
  children: ReactNode;
}

/**
 * One wizard step: page frame, step heading, the step's form, its error, and the footer. Next runs `run`; on
 * success it goes to step+1, or on the last step (Ok) to the completion route /dashboard; on failure it stays,
 * shows the text (inline and as a danger alert) and keeps every value typed.
 */
export function WizardFrame({
  title,
  stepTitle,
  step,
  total,
  pathOf,
  canNext,
  run,
  children,
}: WizardFrameProps) {
  const { label, lang } = useCopy();
  const navigate = useNavigate();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A sign-in limit's wait (429 on an OTP send or verify): Next stays disabled and counts down, reloads too.
  const waitSeconds = useSignInSecondsLeft();
  const ready = canNext && waitSeconds === 0;

  const submit = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (outcome.ok) {
      navigate(step === total ? paths.dashboard : pathOf(step + 1));
    } else {
      setError(outcome.text);
      if (signInWaitUntil() <= Date.now()) showAlert({ kind: 'danger', text: outcome.text });
    }
  };

  return (
    <Page
      className="wizard-page"
      header={
        <header className="page__header wizard-header">
          <p className="wizard-header__title">{label(title)}</p>
          <p className="wizard-header__step">{label(wizardLabels.stepOf, { step, total })}</p>
          <div className="wizard-progress" aria-hidden="true">
            <span style={{ width: `${(step / total) * 100}%` }} />
          </div>
        </header>
      }
      footer={
        <WizardFooter
          step={step}
          total={total}
          formId={formId}
          canNext={ready}
          busy={busy}
          onBack={() => navigate(pathOf(step - 1))}
          onCancel={() => navigate(paths.login)}
        />
      }
    >
      <Form id={formId} onSubmit={submit}>
        <h1 className="wizard-step__title">{label(stepTitle)}</h1>
        {children}
        <SignInWaitNotice lang={lang} seconds={waitSeconds} />
        {error && waitSeconds === 0 ? (
          <div data-testid="wizard-error">
            <Alert kind="danger">{error}</Alert>
          </div>
        ) : null}
      </Form>
    </Page>
  );
}
