import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { newPasswordRule } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';
import { forgetFrame } from './forget-password-steps';
import { NewPasswordFields } from './new-password-fields';
import { setPasswordAndSignIn } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { forgetPasswordStore, resetForgetPassword } from './wizard-store';

/**
 * SPEC §2 reset step 3: the new password twice (§5). Ok resets it and, as §7 says, signs in with the new
 * password (the reset answers with the username), then the wizard goes to /dashboard.
 */
export function ForgetNewPasswordStep() {
  const { lang } = useCopy();
  const { password, confirm } = useSnapshot(forgetPasswordStore, { sync: true });
  return (
    <WizardFrame
      {...forgetFrame}
      stepTitle={forgetPasswordLabels.passwordStep}
      step={3}
      canNext={newPasswordRule(password, confirm).ok}
      run={async () => {
        const outcome = await setPasswordAndSignIn(
          {
            token: forgetPasswordStore.resetToken,
            password: forgetPasswordStore.password,
            fallbackUsername: `${forgetPasswordStore.countryCode}${forgetPasswordStore.phoneNumber}`,
          },
          lang,
        );
        if (outcome.ok) resetForgetPassword();
        return outcome;
      }}
    >
      <NewPasswordFields
        labels={forgetPasswordLabels}
        password={password}
        confirm={confirm}
        onPassword={(value) => {
          forgetPasswordStore.password = value;
        }}
        onConfirm={(value) => {
          forgetPasswordStore.confirm = value;
        }}
      />
    </WizardFrame>
  );
}
