import { Navigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { parseStep, paths, REGISTER_STEPS } from '../../config/paths';
import { RegisterOtpStep } from './register-otp-step';
import { RegisterPasswordStep } from './register-password-step';
import { RegisterPhoneStep } from './register-phone-step';
import { RegisterTermsStep } from './register-terms-step';
import { registerStore } from './wizard-store';

/** SPEC §2 /login/register/:step (1–4). A step the user has not reached yet (deep link) goes back to step 1. */
export default function RegisterRoute() {
  const { step: raw } = useParams();
  const { reached } = useSnapshot(registerStore);
  const step = parseStep(raw, REGISTER_STEPS);
  if (step === null || step > reached) return <Navigate to={paths.register(1)} replace />;
  if (step === 1) return <RegisterTermsStep />;
  if (step === 2) return <RegisterPhoneStep />;
  if (step === 3) return <RegisterOtpStep />;
  return <RegisterPasswordStep />;
}
