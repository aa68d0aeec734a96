import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { otpRule } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { OtpField } from './otp-field';
import { registerFrame } from './register-steps';
import { attemptStep } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { reachStep, registerStore } from './wizard-store';

/** SPEC §2 register step 3: the OTP (§5: at least 4 characters); Next verifies it and reads token, name, company. */
export function RegisterOtpStep() {
  const { lang, label } = useCopy();
  const { otp, phoneNumber } = useSnapshot(registerStore, { sync: true });
  return (
    <WizardFrame
      {...registerFrame}
      stepTitle={registerLabels.otpStep}
      step={3}
      canNext={otpRule(otp).ok}
      run={() =>
        attemptStep(lang, async () => {
          const data = await api.call(
            authEndpoints.claimVerifyOtp,
            { body: { phoneNumber: registerStore.phoneNumber, otpCode: registerStore.otp } },
            { context: 'login' },
          );
          registerStore.token = data.forgetPasswordToken;
          registerStore.name = data.name;
          registerStore.companyName = data.companyName;
          reachStep(registerStore, 4);
        })
      }
    >
      <p className="muted">{label(registerLabels.otpIntro, { phone: phoneNumber })}</p>
      <OtpField
        label={registerLabels.otp}
        value={otp}
        onChange={(value) => {
          registerStore.otp = value;
        }}
      />
    </WizardFrame>
  );
}
