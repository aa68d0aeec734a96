import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canSubmitLogin,
  changePasswordRule,
  loginTokenFrom,
  newPasswordRule,
  normalizeLoginPhone,
  otpRule,
  registrationPhone,
  resetPhone,
} from './auth';

describe('auth rules', () => {
  it.each([
    ['0812345678', '+62812345678'],
    ['812345678', '+62812345678'],
    ['000812345678', '+62812345678'],
    ['0812-3456-78', '+62812345678'],
    [' 0812 3456 78 ', '+62812345678'],
    ['(0812) 345.678', '+62812345678'],
    ['+62812345678', '+62812345678'],
    ['+62 0812 345 678', '+62812345678'],
    ['62812345678', '+62812345678'],
    ['+6591234567', '+6591234567'],
    ['+00620812345678', '+62812345678'],
    ['0811-0000-0001', '+6281100000001'],
  ])('§5 login: %s is sent as %s (leading zeros stripped, +62 prefixed once)', (input, expected) => {
    expect(normalizeLoginPhone(input)).toBe(expected);
  });

  it('§5 login: no digits gives an empty number', () => {
    expect(normalizeLoginPhone('')).toBe('');
    expect(normalizeLoginPhone(' - ')).toBe('');
    expect(normalizeLoginPhone('000')).toBe('');
  });

  it('§5 login: normalising is idempotent and gives + then digits; 0 + mobile always becomes +62 + mobile', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[0-9 -]{0,16}$/), (input) => {
        const out = normalizeLoginPhone(input);
        if (out === '') return;
        expect(out).toMatch(/^\+[1-9]\d*$/);
        expect(normalizeLoginPhone(out)).toBe(out);
      }),
    );
    fc.assert(
      fc.property(fc.stringMatching(/^8[0-9]{6,11}$/), (mobile) => {
        expect(normalizeLoginPhone(`0${mobile}`)).toBe(`+62${mobile}`);
        expect(normalizeLoginPhone(mobile)).toBe(`+62${mobile}`);
        expect(normalizeLoginPhone(`+62${mobile}`)).toBe(`+62${mobile}`);
        expect(normalizeLoginPhone(`62${mobile}`)).toBe(`+62${mobile}`);
      }),
    );
  });

  it('§5 login: button enabled only when phone and password are both non-empty', () => {
    expect(canSubmitLogin('0812345678', 'rahasia123')).toBe(true);
    expect(canSubmitLogin('', 'rahasia123')).toBe(false);
    expect(canSubmitLogin('0812345678', '')).toBe(false);
    expect(canSubmitLogin('   ', 'x')).toBe(false);
  });

  it('§5 registration phone: non-digits removed, 62 + number of 7 to 15 digits enables Next', () => {
    expect(registrationPhone('0812-3456-789')).toEqual({ ok: true, phoneNumber: '+628123456789' });
    expect(registrationPhone('81234')).toEqual({ ok: true, phoneNumber: '+6281234' });
    expect(registrationPhone('8123')).toEqual({ ok: false, message: 'phoneLength' });
    expect(registrationPhone('8123456789012')).toEqual({ ok: true, phoneNumber: '+628123456789012' });
    expect(registrationPhone('81234567890123')).toEqual({ ok: false, message: 'phoneLength' });
    expect(registrationPhone('abc')).toEqual({ ok: false, message: 'phoneRequired' });
  });

  it('§5 reset step 1: dial code + number, non-alphanumerics stripped, must be 7 to 15 long', () => {
    expect(resetPhone('+62', '0812-345')).toEqual({ ok: true, countryCode: '+62', phoneNumber: '812345' });
    expect(resetPhone('+62', '81234')).toEqual({ ok: true, countryCode: '+62', phoneNumber: '81234' });
    expect(resetPhone('+62', '8123')).toEqual({ ok: false, message: 'phoneLength' });
    expect(resetPhone('+1', '2345')).toEqual({ ok: false, message: 'phoneLength' });
    expect(resetPhone('+65', '12345678901234')).toEqual({ ok: false, message: 'phoneLength' });
    expect(resetPhone('+62', '')).toEqual({ ok: false, message: 'phoneRequired' });
  });

  it('§5 OTP: at least 4 characters', () => {
    expect(otpRule('1234')).toEqual({ ok: true });
    expect(otpRule('123')).toEqual({ ok: false, message: 'otpMinLength' });
    expect(otpRule(' 123 ')).toEqual({ ok: false, message: 'otpMinLength' });
  });

  it('§5 new password: not empty, at least 4, both entries match', () => {
    expect(newPasswordRule('abcd', 'abcd')).toEqual({ ok: true });
    expect(newPasswordRule('', '')).toMatchObject({
      ok: false,
      message: 'passwordRequired',
      field: 'password',
    });
    expect(newPasswordRule('abc', 'abc')).toMatchObject({ message: 'passwordMinLength', field: 'password' });
    expect(newPasswordRule('abcd', '')).toMatchObject({
      message: 'confirmPasswordRequired',
      field: 'confirm',
    });
    expect(newPasswordRule('abcd', 'abce')).toMatchObject({
      message: 'passwordConfirmMismatch',
      field: 'confirm',
    });
  });

  it('§5 change password: the old password is required', () => {
    expect(changePasswordRule({ old: '', new: 'abcd', confirm: 'abcd' })).toMatchObject({
      message: 'oldPasswordRequired',
      field: 'old',
    });
  });

  it('§5 change password: new and confirmation are required', () => {
    expect(changePasswordRule({ old: 'lama', new: '', confirm: 'abcd' })).toMatchObject({
      message: 'passwordRequired',
      field: 'new',
    });
    expect(changePasswordRule({ old: 'lama', new: 'abcd', confirm: '' })).toMatchObject({
      message: 'confirmPasswordRequired',
      field: 'confirm',
    });
  });

  it('§5 change password: new and confirmation must each be at least 4 characters', () => {
    expect(changePasswordRule({ old: 'lama', new: 'abc', confirm: 'abcd' })).toMatchObject({
      message: 'passwordMinLength',
      field: 'new',
    });
    expect(changePasswordRule({ old: 'lama', new: 'abcd', confirm: 'abc' })).toMatchObject({
      message: 'passwordMinLength',
      field: 'confirm',
    });
  });

  it("§5 change password: mismatch gives 'Konfirmasi password tidak sesuai'", () => {
    expect(changePasswordRule({ old: 'lama', new: 'abcd', confirm: 'abce' })).toMatchObject({
      message: 'passwordConfirmMismatch',
    });
  });

  it("§5 change password: new equal to old gives 'Password lama dan password baru tidak boleh sama'", () => {
    expect(changePasswordRule({ old: 'abcd', new: 'abcd', confirm: 'abcd' })).toMatchObject({
      message: 'passwordSameAsOld',
    });
    expect(changePasswordRule({ old: 'lama', new: 'baru1', confirm: 'baru1' })).toEqual({ ok: true });
  });

  it("§7 §8 login token: the first authToken, or 'Password salah' for an empty list", () => {
    expect(loginTokenFrom({ loginToken: [{ authToken: 'tok-1' }, { authToken: 'tok-2' }] })).toEqual({
      ok: true,
      token: 'tok-1',
    });
    expect(loginTokenFrom({ loginToken: [] })).toEqual({ ok: false, message: 'wrongPassword' });
    expect(loginTokenFrom({ loginToken: [{ authToken: '' }] })).toEqual({
      ok: false,
      message: 'wrongPassword',
    });
    expect(loginTokenFrom(null)).toEqual({ ok: false, message: 'wrongPassword' });
    expect(loginTokenFrom({})).toEqual({ ok: false, message: 'wrongPassword' });
  });
});
