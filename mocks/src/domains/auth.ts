/**
 * Auth (SPEC §7 "Auth and profile", §8): login with expiring tokens, claim-account and forgot-password OTP flows
 * (single use, 5 min, 5 attempts), reset and change password. Sign-in limits (state/throttle.ts): failed logins
 * per account and per client address, OTP sends per number and per client, each a 429 with Retry-After.
 *
 * Decisions where the spec is silent:
 * - unknown phone → 403 'Akun tidak terdaftar di perusahaan manapun'; an invited account that has not been
 *   claimed (no password yet) is treated the same (it belongs to no company until claimed);
 * - wrong password → 200 with `loginToken: []` (SPEC §8: the app shows 'Password salah');
 * - reset tokens (from claim or forgot verify) live 15 minutes and work once; resetting ends the old sessions.
 */
import { randomBytes } from 'node:crypto';
import { authEndpoints } from '@upah/core/contract/auth';
import { clientAddress } from '../client-address';
import type { ThrottleConfig } from '../config';
import { HttpError, httpError } from '../http-error';
import { reply, route } from '../route';
import { consumeOtp, findOtp, findOtpBySessionToken, issueOtp } from '../state/otp';
import { companyOf, findEmployeeByPhone } from '../state/queries';
import { createSession, endSessionsOf } from '../state/sessions';
import {
  checkLogin,
  checkOtpSend,
  noteLoginFailure,
  noteLoginSuccess,
  type ThrottleCall,
} from '../state/throttle';
import type { Employee, MockState, OtpPurpose, ResetToken } from '../state/types';
import { defineDomain } from './types';

export const AUTH_MESSAGES = {
  notRegistered: 'Akun tidak terdaftar di perusahaan manapun',
  loginSuccess: 'Login Success',
  wrongPassword: 'Password salah',
  notInvited: 'Nomor tidak terdaftar',
  alreadyClaimed: 'Akun sudah terdaftar, silakan login',
  otpSent: 'Kode OTP telah dikirim melalui WhatsApp',
  otpVerified: 'Kode OTP benar',
  resetTokenInvalid: 'Token tidak valid atau sudah kedaluwarsa',
  resetTokenUsed: 'Token sudah digunakan',
  otpSessionInvalid: 'Sesi OTP tidak valid, silakan kirim ulang kode OTP',
  passwordChanged: 'Update Success',
  oldPasswordWrong: 'Password lama salah',
  samePassword: 'Password lama dan password baru tidak boleh sama',
} as const;

export const RESET_TOKEN_TTL_MS = 15 * 60 * 1000;

function issueResetToken(
  state: MockState,
  employee: Employee,
  purpose: OtpPurpose,
  nowMs: number,
): ResetToken {
  const token: ResetToken = {
    token: `reset.${randomBytes(16).toString('hex')}`,
    employeeId: employee.id,
    purpose,
    expiresAt: nowMs + RESET_TOKEN_TTL_MS,
    used: false,
  };
  state.resetTokens.set(token.token, token);
  return token;
}

/** `+62` + national number without its leading zeros (SPEC §5 login and reset normalisation). */
function internationalNumber(countryCode: string, national: string): string {
  return `${countryCode}${national.replace(/^0+/, '')}`;
}

function invitedUnclaimed(state: MockState, phoneNumber: string): Employee {
  const employee = findEmployeeByPhone(state, phoneNumber);
  if (!employee) throw new HttpError(404, AUTH_MESSAGES.notInvited);
  if (employee.password !== null) throw new HttpError(409, AUTH_MESSAGES.alreadyClaimed);
  return employee;
}

/** The throttled call of a request: the mock's limits, the caller's address (client-address.ts) and the time. */
function throttleCall(
  state: MockState,
  config: ThrottleConfig,
  c: Parameters<typeof clientAddress>[0],
  now: Date,
): ThrottleCall {
  return { t: state.throttle, config, client: clientAddress(c), nowMs: now.getTime() };
}

export const authDomain = defineDomain({
  name: 'auth',
  register(app, ctx) {
    route(app, authEndpoints.login, ({ input, state, now, c }) => {
      const call = throttleCall(state, ctx.config.throttle, c, now);
      const employee = findEmployeeByPhone(state, input.body.phoneNumber);
      // Checked before the password, so during a lockout even the right one answers 429.
      checkLogin(call, employee?.phoneNumber ?? input.body.phoneNumber);
      if (!employee || employee.password === null) {
        noteLoginFailure(call, undefined);
        throw httpError(403, AUTH_MESSAGES.notRegistered);
      }
      if (employee.password !== input.body.password) {
        noteLoginFailure(call, employee.phoneNumber);
        return reply({ loginToken: [] }, AUTH_MESSAGES.wrongPassword);
      }
      noteLoginSuccess(state.throttle, employee.phoneNumber);
      const session = createSession(state, employee.id, now.getTime(), ctx.config.tokenTtlSeconds);
      const company = companyOf(state, employee);
      return reply(
        { loginToken: [{ authToken: session.token, companyID: company.id, companyName: company.name }] },
        AUTH_MESSAGES.loginSuccess,
      );
    });

    route(app, authEndpoints.claimSendOtp, ({ input, state, now, c }) => {
      checkOtpSend(throttleCall(state, ctx.config.throttle, c, now), input.body.phoneNumber);
      const employee = invitedUnclaimed(state, input.body.phoneNumber);
      issueOtp(state, 'claim', employee.phoneNumber, now.getTime());
      return reply(null, AUTH_MESSAGES.otpSent);
    });

    route(app, authEndpoints.claimVerifyOtp, ({ input, state, now }) => {
      const employee = invitedUnclaimed(state, input.body.phoneNumber);
      consumeOtp(findOtp(state, 'claim', employee.phoneNumber), input.body.otpCode, now.getTime());
      const token = issueResetToken(state, employee, 'claim', now.getTime());
      return reply(
        {
          forgetPasswordToken: token.token,
          name: employee.name,
          companyName: companyOf(state, employee).name,
        },
        AUTH_MESSAGES.otpVerified,
      );
    });

    route(app, authEndpoints.forgotSendOtp, ({ input, state, now, c }) => {
      const phoneNumber = internationalNumber(input.body.countryCode, input.body.phoneNumber);
      checkOtpSend(throttleCall(state, ctx.config.throttle, c, now), phoneNumber);
      const employee = findEmployeeByPhone(state, phoneNumber);
      if (!employee || employee.password === null) throw httpError(404, AUTH_MESSAGES.notInvited);
      const record = issueOtp(state, 'forgot', employee.phoneNumber, now.getTime());
      return reply({ token: record.sessionToken }, AUTH_MESSAGES.otpSent);
    });

    route(app, authEndpoints.forgotVerifyOtp, ({ input, state, now }) => {
      const record = findOtpBySessionToken(state, input.body.token);
      if (record?.purpose !== 'forgot') throw httpError(400, AUTH_MESSAGES.otpSessionInvalid);
      // A newer code for the same phone replaces this session.
      if (findOtp(state, 'forgot', record.phoneNumber) !== record)
        throw httpError(400, AUTH_MESSAGES.otpSessionInvalid);
      consumeOtp(record, input.body.otpCode, now.getTime());
      const employee = findEmployeeByPhone(state, record.phoneNumber);
      if (!employee) throw httpError(404, AUTH_MESSAGES.notInvited);
      return reply(
        { token: issueResetToken(state, employee, 'forgot', now.getTime()).token },
        AUTH_MESSAGES.otpVerified,
      );
    });

    route(app, authEndpoints.resetPassword, ({ input, state, now }) => {
      const token = state.resetTokens.get(input.params.token);
      if (!token || token.expiresAt <= now.getTime()) throw httpError(400, AUTH_MESSAGES.resetTokenInvalid);
      if (token.used) throw httpError(409, AUTH_MESSAGES.resetTokenUsed);
      const employee = state.employees.get(token.employeeId);
      if (!employee) throw httpError(400, AUTH_MESSAGES.resetTokenInvalid);
      if (token.purpose === 'claim' && employee.password !== null)
        throw httpError(409, AUTH_MESSAGES.alreadyClaimed);
      token.used = true;
      employee.password = input.body.newPassword;
      endSessionsOf(state, employee.id);
      return reply({ username: employee.phoneNumber }, AUTH_MESSAGES.passwordChanged);
    });

    route(app, authEndpoints.changePassword, ({ input, user }) => {
      if (user.password !== input.body.oldPassword) throw httpError(400, AUTH_MESSAGES.oldPasswordWrong);
      if (input.body.oldPassword === input.body.newPassword) throw httpError(400, AUTH_MESSAGES.samePassword);
      user.password = input.body.newPassword;
      return reply({ ChangePasswordToken: randomBytes(16).toString('hex') }, AUTH_MESSAGES.passwordChanged);
    });
  },
});
