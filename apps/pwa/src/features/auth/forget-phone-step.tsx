import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { resetPhone } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { DialCodePicker } from './dial-code-picker';
import { forgetFrame } from './forget-password-steps';
import { PhoneDigitsField } from './phone-digits-field';
import { attemptStep } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { forgetPasswordStore, reachStep } from './wizard-store';

/** SPEC §2 reset step 1: dial code (+62 default) and WhatsApp number (§5: 7–15 long); Next sends the OTP. */
export function ForgetPhoneStep() {
  const { lang, label } = useCopy();
  const { dialCode, phone } = useSnapshot(forgetPasswordStore, { sync: true });
  const rule = resetPhone(dialCode, phone);
  return (
    <WizardFrame
      {...forgetFrame}
      stepTitle={forgetPasswordLabels.phoneStep}
      step={1}
      canNext={rule.ok}
      run={async () => {
        if (!rule.ok) return { ok: false, text: '' };
        const { countryCode, phoneNumber } = rule;
        return attemptStep(lang, async () => {
          const data = await api.call(
            authEndpoints.forgotSendOtp,
            { body: { countryCode, phoneNumber } },
            { context: 'login' },
          );
          forgetPasswordStore.otpToken = data.token;
          forgetPasswordStore.countryCode = countryCode;
          forgetPasswordStore.phoneNumber = phoneNumber;
          forgetPasswordStore.otp = '';
          reachStep(forgetPasswordStore, 2);
        });
      }}
    >
      <p className="muted">{label(forgetPasswordLabels.phoneIntro)}</p>
      <DialCodePicker
        value={dialCode}
        onChange={(dial) => {
          forgetPasswordStore.dialCode = dial;
        }}
      />
      <PhoneDigitsField
        label={forgetPasswordLabels.phone}
        dialCode={dialCode}
        value={phone}
        onChange={(digits) => {
          forgetPasswordStore.phone = digits;
        }}
      />
    </WizardFrame>
  );
}
