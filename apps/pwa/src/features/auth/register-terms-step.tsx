import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import { LanguageSwitch } from '../../ui/language-switch';
import { registerFrame } from './register-steps';
import { TermsDocument } from './terms-document';
import { WizardFrame } from './wizard-frame';
import { reachStep, registerStore } from './wizard-store';

/** SPEC §2 register step 1: terms with the Bahasa/English switch and the agree checkbox (Next needs it). */
export function RegisterTermsStep() {
  const { label } = useCopy();
  const { agreed } = useSnapshot(registerStore);
  return (
    <WizardFrame
      {...registerFrame}
      stepTitle={registerLabels.termsStep}
      step={1}
      canNext={agreed}
      run={async () => {
        reachStep(registerStore, 2);
        return { ok: true };
      }}
    >
      <LanguageSwitch />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="terms-box" tabIndex={0} aria-label={label(registerLabels.termsStep)}>
        <TermsDocument headingLevel={2} />
      </section>
      <Link to={paths.terms}>{label(registerLabels.readFullTerms)}</Link>
      <label className="checkbox">
        <input
          type="checkbox"
          name="agree"
          checked={agreed}
          onChange={(event) => {
            registerStore.agreed = event.target.checked;
          }}
        />
        <span>{label(registerLabels.agree)}</span>
      </label>
    </WizardFrame>
  );
}
