/**
 * What the registration and password-reset wizards have collected (SPEC §2 "Login area"). Kept in valtio stores
 * so Back (Kembali) shows the values again, and `reached` tells how far the user got: a deep link to a later
 * step without the earlier data goes back to step 1.
 */
import { DEFAULT_DIAL_CODE } from '@upah/core/contract/country';
import { proxy } from 'valtio';

export interface RegisterState {
  /** Highest step the user may open (1 until step 1 is passed). */
  reached: number;
  agreed: boolean;
  /** The number as typed after the fixed +62. */
  phone: string;
  /** The number sent with the OTP calls, `+62…`. */
  phoneNumber: string;
  otp: string;
  /** data.forgetPasswordToken of claimVerifyOtp, the :token of resetPassword. */
  token: string;
  name: string;
  companyName: string;
  password: string;
  confirm: string;
}

export interface ForgetPasswordState {
  reached: number;
  dialCode: string;
  phone: string;
  /** What forgotSendOtp was sent: dial code and national digits. */
  countryCode: string;
  phoneNumber: string;
  /** OTP session token from forgotSendOtp. */
  otpToken: string;
  otp: string;
  /** Reset token from forgotVerifyOtp, the :token of resetPassword. */
  resetToken: string;
  password: string;
  confirm: string;
}

const freshRegister = (): RegisterState => ({
  reached: 1,
  agreed: false,
  phone: '',
  phoneNumber: '',
  otp: '',
  token: '',
  name: '',
  companyName: '',
  password: '',
  confirm: '',
});

const freshForget = (): ForgetPasswordState => ({
  reached: 1,
  dialCode: DEFAULT_DIAL_CODE,
  phone: '',
  countryCode: '',
  phoneNumber: '',
  otpToken: '',
  otp: '',
  resetToken: '',
  password: '',
  confirm: '',
});

export const registerStore = proxy<RegisterState>(freshRegister());
export const forgetPasswordStore = proxy<ForgetPasswordState>(freshForget());

export function resetRegister(): void {
  Object.assign(registerStore, freshRegister());
}

export function resetForgetPassword(): void {
  Object.assign(forgetPasswordStore, freshForget());
}

/** After step `step` succeeded, the next one may be opened. */
export function reachStep(store: { reached: number }, step: number): void {
  if (store.reached < step) store.reached = step;
}
