import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { REGISTRATION_DIAL_CODE, registrationPhone } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { PhoneDigitsField } from './phone-digits-field';
import { registerFrame } from './register-steps';
import { attemptStep } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { reachStep, registerStore } from './wizard-store';

/** SPEC §2 register step 2: WhatsApp number after a fixed +62 (§5: 7–15 digits), Next sends the OTP. */
export function RegisterPhoneStep() {
  const { lang, label } = useCopy();
  const { phone } = useSnapshot(registerStore, { sync: true });
  const rule = registrationPhone(phone);
  return (
    <WizardFrame
      {...registerFrame}
      stepTitle={registerLabels.phoneStep}
      step={2}
      canNext={rule.ok}
      run={async () => {
        if (!rule.ok) return { ok: false, text: '' };
        const { phoneNumber } = rule;
        return attemptStep(lang, async () => {
          await api.call(authEndpoints.claimSendOtp, { body: { phoneNumber } }, { context: 'login' });
          if (registerStore.phoneNumber !== phoneNumber) registerStore.otp = '';
          registerStore.phoneNumber = phoneNumber;
          reachStep(registerStore, 3);
        });
      }}
    >
      <p className="muted">{label(registerLabels.phoneIntro)}</p>
      <PhoneDigitsField
        label={registerLabels.phone}
        hint={registerLabels.phoneHint}
        dialCode={REGISTRATION_DIAL_CODE}
        value={phone}
        onChange={(digits) => {
          registerStore.phone = digits;
        }}
      />
    </WizardFrame>
  );
}
