import { tr } from '@upah/core/catalogue';
import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { newPasswordRule } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../app/api';
import { useLang } from '../../app/lang';
import { forgetFrame } from './forget-password-steps';
import { NewPasswordFields } from './new-password-fields';
import { failureText, signIn } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { forgetPasswordStore, resetForgetPassword } from './wizard-store';

/**
 * SPEC §2 reset step 3: the new password twice (§5). Ok resets it and, as §7 says, signs in with the new
 * password (the reset answers with the username), then the wizard goes to /dashboard.
 */
export function ForgetNewPasswordStep() {
  const lang = useLang();
  const { password, confirm } = useSnapshot(forgetPasswordStore, { sync: true });
  return (
    <WizardFrame
      {...forgetFrame}
      title={tr(forgetFrame.title, lang)}
      stepTitle={tr(forgetPasswordLabels.passwordStep, lang)}
      step={3}
      canNext={newPasswordRule(password, confirm).ok}
      run={async () => {
        let username: string;
        try {
          const data = await api.call(
            authEndpoints.resetPassword,
            {
              params: { token: forgetPasswordStore.resetToken },
              body: { newPassword: forgetPasswordStore.password },
            },
            { context: 'login' },
          );
          username = data.username || `${forgetPasswordStore.countryCode}${forgetPasswordStore.phoneNumber}`;
        } catch (error) {
          return { ok: false, text: failureText(error, lang) };
        }
        const outcome = await signIn(username, forgetPasswordStore.password, lang);
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
