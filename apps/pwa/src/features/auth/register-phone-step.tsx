import { tr } from '@upah/core/catalogue';
import { registerLabels } from '@upah/core/catalogue/labels-auth';
import { authEndpoints } from '@upah/core/contract/auth';
import { REGISTRATION_DIAL_CODE, registrationPhone } from '@upah/core/rules/auth';
import { useSnapshot } from 'valtio';
import { api } from '../../app/api';
import { useLang } from '../../app/lang';
import { Field } from '../../ui/field';
import { registerFrame } from './register-steps';
import { failureText } from './sign-in';
import { WizardFrame } from './wizard-frame';
import { reachStep, registerStore } from './wizard-store';

/** SPEC §2 register step 2: WhatsApp number after a fixed +62 (§5: 7–15 digits), Next sends the OTP. */
export function RegisterPhoneStep() {
  const lang = useLang();
  const { phone } = useSnapshot(registerStore, { sync: true });
  const rule = registrationPhone(phone);
  return (
    <WizardFrame
      {...registerFrame}
      title={tr(registerFrame.title, lang)}
      stepTitle={tr(registerLabels.phoneStep, lang)}
      step={2}
      canNext={rule.ok}
      run={async () => {
        if (!rule.ok) return { ok: false, text: '' };
        try {
          await api.call(
            authEndpoints.claimSendOtp,
            { body: { phoneNumber: rule.phoneNumber } },
            { context: 'login' },
          );
        } catch (error) {
          return { ok: false, text: failureText(error, lang) };
        }
        if (registerStore.phoneNumber !== rule.phoneNumber) registerStore.otp = '';
        registerStore.phoneNumber = rule.phoneNumber;
        reachStep(registerStore, 3);
        return { ok: true };
      }}
    >
      <p className="muted">{tr(registerLabels.phoneIntro, lang)}</p>
      <Field
        label={tr(registerLabels.phone, lang)}
        hint={tr(registerLabels.phoneHint, lang)}
        prefix={REGISTRATION_DIAL_CODE}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        onChange={(event) => {
          registerStore.phone = event.target.value.replace(/\D/g, '');
        }}
      />
    </WizardFrame>
  );
}
