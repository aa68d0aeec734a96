/**
 * Auth in the mock: SPEC §5 (password ≥ 4), §7 (auth calls), §8 (login messages): login, expiring tokens,
 * claim-account and forgot-password OTP flows, reset and change password.
 */
import { describe, expect, it } from 'vitest';
import { PERSONA_PASSWORD } from '../personas';
import { OTP_MAX_ATTEMPTS, OTP_TTL_MS } from '../state/otp';
import { callJson, loginAs, testApp } from '../test-support';

const LOGIN = '/auth/login/global/employee/phone';
const PROFILE = '/employee/profile/current';

async function lastOtp(app: ReturnType<typeof testApp>['app'], phone: string): Promise<string> {
  const answer = await callJson(app, 'GET', `/__mock/otp?phoneNumber=${encodeURIComponent(phone)}`);
  expect(answer.status).toBe(200);
  return (answer.body as { code: string }).code;
}

describe('§7 login', () => {
  it('§7 login: right password gives loginToken[0].authToken that opens the profile', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', LOGIN, {
      body: { phoneNumber: '+6281100000001', password: PERSONA_PASSWORD },
    });
    expect(answer.status).toBe(200);
    const data = answer.data as { loginToken: { authToken: string; companyName: string }[] };
    expect(data.loginToken).toHaveLength(1);
    expect(data.loginToken[0]?.companyName).toBe('PT Sinar Nusantara Abadi');
    const profile = await callJson(app, 'GET', PROFILE, { token: data.loginToken[0]?.authToken });
    expect(profile.status).toBe(200);
  });

  it('§8 login: a wrong password answers 200 with an empty loginToken list ("Password salah")', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', LOGIN, {
      body: { phoneNumber: '+6281100000001', password: 'salah123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ loginToken: [] });
  });

  it('§8 login: an unknown phone is 403 "Akun tidak terdaftar di perusahaan manapun"', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', LOGIN, {
      body: { phoneNumber: '+6289999999999', password: 'whatever' },
    });
    expect(answer.status).toBe(403);
    expect(answer.message).toBe('Akun tidak terdaftar di perusahaan manapun');
  });

  it('§5: a phone without +62 form is a 400 naming the field', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', LOGIN, { body: { phoneNumber: '0811', password: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^phoneNumber: /);
  });
});

describe('§8 tokens', () => {
  it('§8 401: missing, garbage and expired tokens are refused', async () => {
    const { app, clock } = testApp({ tokenTtlSeconds: 60 });
    expect((await callJson(app, 'GET', PROFILE)).status).toBe(401);
    expect((await callJson(app, 'GET', PROFILE, { token: 'garbage' })).status).toBe(401);
    expect((await callJson(app, 'GET', PROFILE, { headers: { authorization: 'Basic abc' } })).status).toBe(
      401,
    );
    const token = await loginAs(app, 'employee');
    expect((await callJson(app, 'GET', PROFILE, { token })).status).toBe(200);
    clock.advance(61_000);
    const expired = await callJson(app, 'GET', PROFILE, { token });
    expect(expired.status).toBe(401);
    expect(expired.message).toMatch(/berakhir/);
  });

  it('§8: POST /__mock/expire-sessions makes every token answer 401', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'supervisor');
    expect((await callJson(app, 'POST', '/__mock/expire-sessions')).status).toBe(200);
    expect((await callJson(app, 'GET', PROFILE, { token })).status).toBe(401);
  });
});

describe('§2 registration (claim account)', () => {
  it('§2 register: send OTP, verify, set password, then log in with it', async () => {
    const { app } = testApp();
    const phone = '+6281100000015';
    expect(
      (await callJson(app, 'POST', '/auth/claim-account/send-otp', { body: { phoneNumber: phone } })).status,
    ).toBe(200);
    const code = await lastOtp(app, phone);
    expect(code).toMatch(/^\d{4,6}$/);
    const verified = await callJson(app, 'POST', '/auth/claim-account/verify-otp', {
      body: { phoneNumber: phone, otpCode: code },
    });
    expect(verified.status).toBe(200);
    const data = verified.data as { forgetPasswordToken: string; name: string; companyName: string };
    expect(data).toMatchObject({ name: 'Andi Kurniawan', companyName: 'PT Sinar Nusantara Abadi' });
    const reset = await callJson(app, 'POST', `/auth/reset-password/${data.forgetPasswordToken}`, {
      body: { newPassword: 'baru1234' },
    });
    expect(reset.status).toBe(200);
    expect(reset.data).toEqual({ username: phone });
    const login = await callJson(app, 'POST', LOGIN, { body: { phoneNumber: phone, password: 'baru1234' } });
    expect((login.data as { loginToken: unknown[] }).loginToken).toHaveLength(1);
    // the reset token works once
    const again = await callJson(app, 'POST', `/auth/reset-password/${data.forgetPasswordToken}`, {
      body: { newPassword: 'lagi1234' },
    });
    expect(again.status).toBe(409);
  });

  it('§2 register: an already claimed phone is 409, a phone never invited is 404', async () => {
    const { app } = testApp();
    expect(
      (
        await callJson(app, 'POST', '/auth/claim-account/send-otp', {
          body: { phoneNumber: '+6281100000001' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await callJson(app, 'POST', '/auth/claim-account/send-otp', {
          body: { phoneNumber: '+6289999999999' },
        })
      ).status,
    ).toBe(404);
  });

  it('§5 OTP: single use — the same code twice is refused the second time', async () => {
    const { app } = testApp();
    const phone = '+6281100000015';
    await callJson(app, 'POST', '/auth/claim-account/send-otp', { body: { phoneNumber: phone } });
    const code = await lastOtp(app, phone);
    const body = { phoneNumber: phone, otpCode: code };
    expect((await callJson(app, 'POST', '/auth/claim-account/verify-otp', { body })).status).toBe(200);
    expect((await callJson(app, 'POST', '/auth/claim-account/verify-otp', { body })).status).toBe(409);
  });

  it('§5 OTP: a code expires after 5 minutes', async () => {
    const { app, clock } = testApp();
    const phone = '+6281100000015';
    await callJson(app, 'POST', '/auth/claim-account/send-otp', { body: { phoneNumber: phone } });
    const code = await lastOtp(app, phone);
    clock.advance(OTP_TTL_MS + 1);
    const answer = await callJson(app, 'POST', '/auth/claim-account/verify-otp', {
      body: { phoneNumber: phone, otpCode: code },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/kedaluwarsa/);
  });

  it('§5 OTP: after 5 wrong attempts even the right code is refused until a new one is sent', async () => {
    const { app } = testApp();
    const phone = '+6281100000015';
    await callJson(app, 'POST', '/auth/claim-account/send-otp', { body: { phoneNumber: phone } });
    const code = await lastOtp(app, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      statuses.push(
        (
          await callJson(app, 'POST', '/auth/claim-account/verify-otp', {
            body: { phoneNumber: phone, otpCode: wrong },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(409);
    const right = await callJson(app, 'POST', '/auth/claim-account/verify-otp', {
      body: { phoneNumber: phone, otpCode: code },
    });
    expect(right.status).toBe(409);
    await callJson(app, 'POST', '/auth/claim-account/send-otp', { body: { phoneNumber: phone } });
    const fresh = await lastOtp(app, phone);
    expect(
      (
        await callJson(app, 'POST', '/auth/claim-account/verify-otp', {
          body: { phoneNumber: phone, otpCode: fresh },
        })
      ).status,
    ).toBe(200);
  });
});

describe('§2 forgot password', () => {
  it('§2 forget-password: dial code + number, OTP, new password; old sessions end and the new password works', async () => {
    const { app } = testApp();
    const oldToken = await loginAs(app, 'employee');
    const sent = await callJson(app, 'POST', '/auth/forget-password/send-otp', {
      body: { countryCode: '+62', phoneNumber: '081100000001' },
    });
    expect(sent.status).toBe(200);
    const otpSession = (sent.data as { token: string }).token;
    const code = await lastOtp(app, '+6281100000001');
    const verified = await callJson(app, 'POST', '/auth/forget-password/verify-otp', {
      body: { otpCode: code, token: otpSession },
    });
    expect(verified.status).toBe(200);
    const resetToken = (verified.data as { token: string }).token;
    expect(
      (
        await callJson(app, 'POST', `/auth/reset-password/${resetToken}`, {
          body: { newPassword: 'ganti999' },
        })
      ).status,
    ).toBe(200);
    expect((await callJson(app, 'GET', PROFILE, { token: oldToken })).status).toBe(401);
    const login = await callJson(app, 'POST', LOGIN, {
      body: { phoneNumber: '+6281100000001', password: 'ganti999' },
    });
    expect((login.data as { loginToken: unknown[] }).loginToken).toHaveLength(1);
  });

  it('§2 forget-password: unknown number 404, wrong OTP session token 400', async () => {
    const { app } = testApp();
    expect(
      (
        await callJson(app, 'POST', '/auth/forget-password/send-otp', {
          body: { countryCode: '+62', phoneNumber: '89999999999' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await callJson(app, 'POST', '/auth/forget-password/verify-otp', {
          body: { otpCode: '1234', token: 'nope' },
        })
      ).status,
    ).toBe(400);
  });

  it('§5 reset: a password under 4 characters is a 400 naming newPassword', async () => {
    const { app } = testApp();
    const answer = await callJson(app, 'POST', '/auth/reset-password/whatever', {
      body: { newPassword: 'abc' },
    });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^newPassword: /);
  });
});

describe('§5 change password', () => {
  it('§5 change password: wrong old password 400, same as old 400 with the SPEC message, then success', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    expect(
      (
        await callJson(app, 'POST', '/auth/change-password', {
          token,
          body: { oldPassword: 'salah', newPassword: 'baru1234' },
        })
      ).status,
    ).toBe(400);
    const same = await callJson(app, 'POST', '/auth/change-password', {
      token,
      body: { oldPassword: PERSONA_PASSWORD, newPassword: PERSONA_PASSWORD },
    });
    expect(same.status).toBe(400);
    expect(same.message).toBe('Password lama dan password baru tidak boleh sama');
    const ok = await callJson(app, 'POST', '/auth/change-password', {
      token,
      body: { oldPassword: PERSONA_PASSWORD, newPassword: 'baru1234' },
    });
    expect(ok.status).toBe(200);
    expect(ok.message).toBe('Update Success');
    const login = await callJson(app, 'POST', LOGIN, {
      body: { phoneNumber: '+6281100000001', password: 'baru1234' },
    });
    expect((login.data as { loginToken: unknown[] }).loginToken).toHaveLength(1);
  });
});
