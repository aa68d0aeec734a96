import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { authEndpoints } from './auth';
import { COUNTRIES, DEFAULT_DIAL_CODE } from './country';

describe('auth contract (SPEC §3 Password payloads, §5, §7 Auth)', () => {
  it('§7 login sends {phoneNumber, password} and reads data.loginToken[0].authToken', () => {
    expect(authEndpoints.login.body.parse({ phoneNumber: '+6281100000001', password: 'rahasia123' })).toEqual(
      {
        phoneNumber: '+6281100000001',
        password: 'rahasia123',
      },
    );
    const data = authEndpoints.login.response.parse({
      loginToken: [{ authToken: 'tok', companyID: 1, companyName: 'PT Maju' }],
    });
    expect(data.loginToken[0]?.authToken).toBe('tok');
  });

  it('§8 an empty loginToken list is a valid answer (wrong password)', () => {
    expect(authEndpoints.login.response.parse({ loginToken: [] }).loginToken).toEqual([]);
  });

  it('§5 login phone is sent normalised with a + prefix and 7 to 15 digits', () => {
    expect(failedFields(authEndpoints.login.body, { phoneNumber: '0811000001', password: 'x' })).toEqual([
      'phoneNumber',
    ]);
    expect(failedFields(authEndpoints.login.body, { phoneNumber: '+62811', password: 'x' })).toEqual([
      'phoneNumber',
    ]);
    expect(failedFields(authEndpoints.login.body, { phoneNumber: '+6281100000001', password: '' })).toEqual([
      'password',
    ]);
  });

  it('§5 OTP is a string of at least 4 characters', () => {
    const ok = { phoneNumber: '+6281100000015', otpCode: '1234' };
    expect(authEndpoints.claimVerifyOtp.body.safeParse(ok).success).toBe(true);
    expect(failedFields(authEndpoints.claimVerifyOtp.body, { ...ok, otpCode: '123' })).toEqual(['otpCode']);
    expect(failedFields(authEndpoints.forgotVerifyOtp.body, { otpCode: 1234, token: 't' })).toEqual([
      'otpCode',
    ]);
  });

  it('§7 claim verify reads forgetPasswordToken, name and companyName', () => {
    const data = { forgetPasswordToken: 'f', name: 'Budi', companyName: 'PT Maju' };
    expect(authEndpoints.claimVerifyOtp.response.parse(data)).toEqual(data);
    expect(failedFields(authEndpoints.claimVerifyOtp.response, { name: 'Budi', companyName: 'PT' })).toEqual([
      'forgetPasswordToken',
    ]);
  });

  it('§5 new password needs at least 4 characters', () => {
    expect(authEndpoints.resetPassword.body.safeParse({ newPassword: 'abcd' }).success).toBe(true);
    expect(failedFields(authEndpoints.resetPassword.body, { newPassword: 'abc' })).toEqual(['newPassword']);
    expect(failedFields(authEndpoints.resetPassword.params, { token: '' })).toEqual(['token']);
  });

  it('§7 forgot password: send OTP {countryCode, phoneNumber} returns a token; reset returns the username', () => {
    expect(authEndpoints.forgotSendOtp.body.parse({ countryCode: '+65', phoneNumber: '81234567' })).toEqual({
      countryCode: '+65',
      phoneNumber: '81234567',
    });
    expect(
      failedFields(authEndpoints.forgotSendOtp.body, { countryCode: '62', phoneNumber: '8123' }),
    ).toEqual(['countryCode']);
    expect(authEndpoints.forgotSendOtp.response.parse({ token: 'otp-session' }).token).toBe('otp-session');
    expect(authEndpoints.resetPassword.response.parse({ username: '+6281100000001' }).username).toBe(
      '+6281100000001',
    );
  });

  it('§5 change password needs the old password and a new one of at least 4; §7 returns ChangePasswordToken', () => {
    expect(
      failedFields(authEndpoints.changePassword.body, { oldPassword: '', newPassword: 'abc' }).sort(),
    ).toEqual(['newPassword', 'oldPassword']);
    expect(authEndpoints.changePassword.response.parse({ ChangePasswordToken: 'c' })).toEqual({
      ChangePasswordToken: 'c',
    });
  });

  it('§3 supported countries: Indonesia +62, Singapore +65, United States +1, each with a flag URL', () => {
    expect(COUNTRIES.map((c) => [c.name, c.dial, c.iso])).toEqual([
      ['Indonesia', '+62', 'ID'],
      ['Singapore', '+65', 'SG'],
      ['United States', '+1', 'US'],
    ]);
    for (const c of COUNTRIES) expect(c.flag).toMatch(/^https:\/\/.+\.(png|svg)$/);
    expect(DEFAULT_DIAL_CODE).toBe('+62');
  });
});
