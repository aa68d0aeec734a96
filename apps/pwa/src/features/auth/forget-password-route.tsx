import { Navigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { FORGET_PASSWORD_STEPS, parseStep, paths } from '../../config/paths';
import { ForgetNewPasswordStep } from './forget-new-password-step';
import { ForgetOtpStep } from './forget-otp-step';
import { ForgetPhoneStep } from './forget-phone-step';
import { forgetPasswordStore } from './wizard-store';

/** SPEC §2 /login/forget-password/:step (1–3). A step not reached yet (deep link) goes back to step 1. */
export default function ForgetPasswordRoute() {
  const { step: raw } = useParams();
  const { reached } = useSnapshot(forgetPasswordStore);
  const step = parseStep(raw, FORGET_PASSWORD_STEPS);
  if (step === null || step > reached) return <Navigate to={paths.forgetPassword(1)} replace />;
  if (step === 1) return <ForgetPhoneStep />;
  if (step === 2) return <ForgetOtpStep />;
  return <ForgetNewPasswordStep />;
}
