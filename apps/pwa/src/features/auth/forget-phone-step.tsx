import { tr } from '@upah/core/catalogue';
import { forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { resetPhone } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../app/api';
import { useLang } from '../../app/lang';
import { Field } from '../../ui/field';
import { DialCodePicker } from './dial-code-picker';
import { forgetFrame } from './forget-password-steps';
import { failureText } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { forgetPasswordStore, reachStep } from './wizard-store';

/** SPEC §2 reset step 1: dial code (+62 default) and WhatsApp number (§5: 7–15 long); Next sends the OTP. */
export function ForgetPhoneStep() {
  const lang = useLang();
  const { dialCode, phone } = useSnapshot(forgetPasswordStore, { sync: true });
  const rule = resetPhone(dialCode, phone);
  return (
    <WizardFrame
      {...forgetFrame}
      title={tr(forgetFrame.title, lang)}
      stepTitle={tr(forgetPasswordLabels.phoneStep, lang)}
      step={1}
      canNext={rule.ok}
      run={async () => {
        if (!rule.ok) return { ok: false, text: '' };
        try {
          const data = await api.call(
            authEndpoints.forgotSendOtp,
            { body: { countryCode: rule.countryCode, phoneNumber: rule.phoneNumber } },
            { context: 'login' },
          );
          forgetPasswordStore.otpToken = data.token;
        } catch (error) {
          return { ok: false, text: failureText(error, lang) };
        }
        forgetPasswordStore.countryCode = rule.countryCode;
        forgetPasswordStore.phoneNumber = rule.phoneNumber;
        forgetPasswordStore.otp = '';
        reachStep(forgetPasswordStore, 2);
        return { ok: true };
      }}
    >
      <p className="muted">{tr(forgetPasswordLabels.phoneIntro, lang)}</p>
      <DialCodePicker
        value={dialCode}
        onChange={(dial) => {
          forgetPasswordStore.dialCode = dial;
        }}
      />
      <Field
        label={tr(forgetPasswordLabels.phone, lang)}
        prefix={dialCode}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onChange={(event) => {
          forgetPasswordStore.phone = event.target.value.replace(/\D/g, '');
        }}
      />
    </WizardFrame>
  );
}
