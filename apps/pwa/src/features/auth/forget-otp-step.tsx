import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { otpRule } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { forgetFrame } from './forget-password-steps';
import { OtpField } from './otp-field';
import { attemptStep } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { forgetPasswordStore, reachStep } from './wizard-store';

/** SPEC §2 reset step 2: the one-time code (§5: at least 4 characters); Next verifies it. */
export function ForgetOtpStep() {
  const { lang, label } = useCopy();
  const { otp, countryCode, phoneNumber } = useSnapshot(forgetPasswordStore, { sync: true });
  return (
    <WizardFrame
      {...forgetFrame}
      stepTitle={forgetPasswordLabels.otpStep}
      step={2}
      canNext={otpRule(otp).ok}
      run={() =>
        attemptStep(lang, async () => {
          const data = await api.call(
            authEndpoints.forgotVerifyOtp,
            { body: { otpCode: forgetPasswordStore.otp, token: forgetPasswordStore.otpToken } },
            { context: 'login' },
          );
          forgetPasswordStore.resetToken = data.token;
          reachStep(forgetPasswordStore, 3);
        })
      }
    >
      <p className="muted">
        {label(forgetPasswordLabels.otpIntro, { phone: `${countryCode}${phoneNumber}` })}
      </p>
      <OtpField
        label={forgetPasswordLabels.otp}
        value={otp}
        onChange={(value) => {
          forgetPasswordStore.otp = value;
        }}
      />
    </WizardFrame>
  );
}
