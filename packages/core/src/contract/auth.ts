/**
 * Auth calls (SPEC §7 "Auth and profile", §3 "Password payloads", §5 validation bounds).
 * Login goes to the login host; login, OTP and reset calls are made without a bearer token.
 */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { zString } from './common';
import { endpoint } from './endpoint';

/** `+<dial><digits>`: what the app sends after normalising (SPEC §5: leading zeros stripped, +62 prefixed). */
export const phoneNumber = z.string().check(z.regex(/^\+\d{7,15}$/, messages.phoneLength));
/** Dial code of a supported country, e.g. `+62` (SPEC §3 Supported countries). */
export const countryCode = z.string().check(z.regex(/^\+\d{1,4}$/, messages.countryCodeFormat));
/** Password: at least 4 characters (SPEC §5, §9). */
export const password = z.string().check(z.minLength(4, messages.passwordMinLength));
/** OTP code: a string of at least 4 characters (SPEC §5, §7 "otpCode as string"). */
export const otpCode = z.string().check(z.minLength(4, 'OTP must be at least 4 characters'));

export const loginBody = z.object({
  phoneNumber,
  password: z.string().check(z.minLength(1, messages.passwordRequired)),
});
export type LoginBody = z.infer<typeof loginBody>;

export const loginTokenItem = z.object({
  authToken: z.string().check(z.minLength(1)),
  companyID: z.int(),
  companyName: zString,
});
export type LoginTokenItem = z.infer<typeof loginTokenItem>;

export const loginResponse = z.object({ loginToken: z.array(loginTokenItem) });
export type LoginResponse = z.infer<typeof loginResponse>;

export const claimSendOtpBody = z.object({ phoneNumber });
export type ClaimSendOtpBody = z.infer<typeof claimSendOtpBody>;

export const claimVerifyOtpBody = z.object({ phoneNumber, otpCode });
export type ClaimVerifyOtpBody = z.infer<typeof claimVerifyOtpBody>;

export const claimVerifyOtpResponse = z.object({
  forgetPasswordToken: z.string().check(z.minLength(1)),
  name: zString,
  companyName: zString,
});
export type ClaimVerifyOtpResponse = z.infer<typeof claimVerifyOtpResponse>;

export const resetPasswordParams = z.object({ token: z.string().check(z.minLength(1)) });
export type ResetPasswordParams = z.infer<typeof resetPasswordParams>;

export const resetPasswordBody = z.object({ newPassword: password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const resetPasswordResponse = z.object({ username: zString });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponse>;

export const forgotSendOtpBody = z.object({
  countryCode,
  phoneNumber: z.string().check(z.regex(/^\d{4,15}$/, messages.phoneDigits)),
});
export type ForgotSendOtpBody = z.infer<typeof forgotSendOtpBody>;

export const otpTokenResponse = z.object({ token: z.string().check(z.minLength(1)) });
export type OtpTokenResponse = z.infer<typeof otpTokenResponse>;

export const forgotVerifyOtpBody = z.object({ otpCode, token: z.string().check(z.minLength(1)) });
export type ForgotVerifyOtpBody = z.infer<typeof forgotVerifyOtpBody>;

export const changePasswordBody = z.object({
  oldPassword: z.string().check(z.minLength(1, messages.oldPasswordRequired)),
  newPassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const changePasswordResponse = z.object({ ChangePasswordToken: zString });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponse>;

export const authEndpoints = {
  login: endpoint({
    id: 'auth.login',
    access: { who: 'public' },
    method: 'POST',
    host: 'login',
    path: '/auth/login/global/employee/phone',
    body: loginBody,
    response: loginResponse,
    auth: false,
    rateLimit: 'login',
    doc: 'One loginToken per company the employee belongs to; the app signs in with loginToken[0].authToken. An empty list means a wrong password (SPEC §8 "Password salah"). 403 = not registered at any company.',
  }),
  claimSendOtp: endpoint({
    id: 'auth.claimSendOtp',
    access: { who: 'public' },
    method: 'POST',
    host: 'main',
    path: '/auth/claim-account/send-otp',
    body: claimSendOtpBody,
    response: z.nullish(z.object({})),
    auth: false,
    rateLimit: 'otpSend',
    doc: 'Registration step 2: sends an OTP by WhatsApp to an invited, unclaimed phone. data is null; 404 when the phone is not invited, 409 when already claimed.',
  }),
  claimVerifyOtp: endpoint({
    id: 'auth.claimVerifyOtp',
    access: { who: 'public' },
    method: 'POST',
    host: 'main',
    path: '/auth/claim-account/verify-otp',
    body: claimVerifyOtpBody,
    response: claimVerifyOtpResponse,
    auth: false,
    doc: 'Registration step 3. forgetPasswordToken is then used as :token of resetPassword; name and companyName are shown read-only on the password step. 404 when the phone is not invited, 409 when already claimed.',
  }),
  resetPassword: endpoint({
    id: 'auth.resetPassword',
    access: { who: 'public' },
    method: 'POST',
    host: 'main',
    path: '/auth/reset-password/:token',
    params: resetPasswordParams,
    body: resetPasswordBody,
    response: resetPasswordResponse,
    auth: false,
    doc: 'Sets the password for a claim (forgetPasswordToken) or a forgotten password (token from forgotVerifyOtp). Returns the username (the phone number in +62… form) so the app signs in with the new password. 409 when the token was already used or the account already claimed.',
  }),
  forgotSendOtp: endpoint({
    id: 'auth.forgotSendOtp',
    access: { who: 'public' },
    method: 'POST',
    host: 'main',
    path: '/auth/forget-password/send-otp',
    body: forgotSendOtpBody,
    response: otpTokenResponse,
    auth: false,
    rateLimit: 'otpSend',
    doc: 'REST form of the "send OTP" mutation of SPEC §7. phoneNumber is the national number without dial code (digits); countryCode e.g. "+62". Returns a token that identifies the OTP session. 404 when no account has this phone.',
  }),
  forgotVerifyOtp: endpoint({
    id: 'auth.forgotVerifyOtp',
    access: { who: 'public' },
    method: 'POST',
    host: 'main',
    path: '/auth/forget-password/verify-otp',
    body: forgotVerifyOtpBody,
    response: otpTokenResponse,
    auth: false,
    doc: 'REST form of the "verify OTP" mutation of SPEC §7. Returns the reset token used as :token of resetPassword.',
  }),
  changePassword: endpoint({
    id: 'auth.changePassword',
    access: { who: 'employee' },
    method: 'POST',
    host: 'main',
    path: '/auth/change-password',
    body: changePasswordBody,
    response: changePasswordResponse,
    doc: 'Returns ChangePasswordToken (SPEC §7); 400 when oldPassword is wrong.',
  }),
} as const;
