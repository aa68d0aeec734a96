import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { newPasswordRule } from '@upah/core/rules/auth';
import { Field } from '@upah/ui/field';
import { useSnapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';
import { NewPasswordFields } from './new-password-fields';
import { registerFrame } from './register-steps';
import { setPasswordAndSignIn } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { registerStore, resetRegister } from './wizard-store';

/**
 * SPEC §2 register step 4: company and employee name read-only, the password twice (§5); Ok sets the password
 * and signs in automatically, then the wizard goes to /dashboard.
 */
export function RegisterPasswordStep() {
  const { lang, label } = useCopy();
  const { companyName, name, password, confirm } = useSnapshot(registerStore, { sync: true });
  return (
    <WizardFrame
      {...registerFrame}
      stepTitle={registerLabels.passwordStep}
      step={4}
      canNext={newPasswordRule(password, confirm).ok}
      run={async () => {
        const outcome = await setPasswordAndSignIn(
          {
            token: registerStore.token,
            password: registerStore.password,
            fallbackUsername: registerStore.phoneNumber,
          },
          lang,
        );
        if (outcome.ok) resetRegister();
        return outcome;
      }}
    >
      <Field label={label(registerLabels.companyName)} name="company" value={companyName} readOnly />
      <Field label={label(registerLabels.employeeName)} name="name" value={name} readOnly />
      <NewPasswordFields
        labels={registerLabels}
        password={password}
        confirm={confirm}
        onPassword={(value) => {
          registerStore.password = value;
        }}
        onConfirm={(value) => {
          registerStore.confirm = value;
        }}
      />
    </WizardFrame>
  );
}
