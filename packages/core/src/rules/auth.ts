/**
 * Login, registration, password reset and change-password rules (SPEC §5, §7, §8, §9).
 */
import { type FieldFailure, fail, filled, OK, type RuleFailure, type RuleResult } from './result';

/** §9: password and OTP minimum length. */
export const PASSWORD_MIN_LENGTH = 4;
export const OTP_MIN_LENGTH = 4;
/** §9: phone digits 7 to 15 (country code included). */
export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 15;
/** §9: registration country code. */
export const REGISTRATION_DIAL_CODE = '+62';

const INDONESIA = '62';

function stripLeadingZeros(digits: string): string {
  return digits.replace(/^0+/, '');
}

/**
 * §5 login: the phone number as sent to the login host, `+62…`.
 *
 * Decisions (the spec only says "leading zeros are stripped and +62 is prefixed"):
 * - Spaces, dashes, dots, brackets and any other non-digit are removed.
 * - Leading zeros are removed, then `+62` is prefixed: `0812 345` → `+62812345`, `812345` → `+62812345`.
 * - A number the user already typed with `+` keeps its country code: `+62812…` stays, `+65…` stays
 *   (`+62 0812…` loses the zero after 62).
 * - Without `+`, digits starting `62` followed by `8` (an Indonesian mobile, which is what accounts use) are
 *   taken as already prefixed: `62812…` → `+62812…`, never `+6262812…`. Indonesian mobile numbers
 *   start with 8 after the trunk zero, so no local mobile number is misread.
 * - No digits at all gives `''` (the login button stays disabled).
 */
export function normalizeLoginPhone(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    const international = stripLeadingZeros(digits);
    if (international.startsWith(INDONESIA)) {
      const rest = stripLeadingZeros(international.slice(INDONESIA.length));
      return rest === '' ? '' : `+${INDONESIA}${rest}`;
    }
    return international === '' ? '' : `+${international}`;
  }
  const local = stripLeadingZeros(digits);
  if (local === '') return '';
  if (local.startsWith(`${INDONESIA}8`)) return `+${local}`;
  return `+${INDONESIA}${local}`;
}

/** §5 login: the button is enabled only when phone and password are both non-empty. */
export function canSubmitLogin(phone: string, password: string): boolean {
  return normalizeLoginPhone(phone) !== '' && password !== '';
}

export type PhoneResult = { ok: true; phoneNumber: string } | RuleFailure;

/**
 * §5 registration phone (step 2, fixed +62): non-digits removed; `62` + the number must be 7 to 15 digits
 * to enable Next. Leading zeros are dropped too (the user sees +62 beside the field, so `0812…` means
 * `812…`). On success `phoneNumber` is the number to send, `+62…`.
 */
export function registrationPhone(input: string): PhoneResult {
  const number = stripLeadingZeros(input.replace(/\D/g, ''));
  if (number === '') return fail('phoneRequired');
  const combined = `${INDONESIA}${number}`;
  if (combined.length < PHONE_MIN_DIGITS || combined.length > PHONE_MAX_DIGITS) return fail('phoneLength');
  return { ok: true, phoneNumber: `+${combined}` };
}

export type ResetPhoneResult = { ok: true; countryCode: string; phoneNumber: string } | RuleFailure;

/**
 * §5 password reset step 1: dial code plus number, with non-alphanumeric characters stripped, must be
 * 7 to 15 long (the length check follows the spec literally, so a letter counts). On success
 * `countryCode` is the dial code as chosen (`+62`) and `phoneNumber` the number's digits without
 * leading zeros, the two fields of the reset payload (§3).
 */
export function resetPhone(dialCode: string, number: string): ResetPhoneResult {
  const digits = stripLeadingZeros(number.replace(/\D/g, ''));
  if (digits === '') return fail('phoneRequired');
  const combined = `${dialCode}${number}`.replace(/[^a-zA-Z0-9]/g, '');
  if (combined.length < PHONE_MIN_DIGITS || combined.length > PHONE_MAX_DIGITS) return fail('phoneLength');
  return { ok: true, countryCode: dialCode.trim(), phoneNumber: digits };
}

/** §5 OTP: at least 4 characters (white space around the code does not count). */
export function otpRule(code: string): RuleResult {
  return code.trim().length >= OTP_MIN_LENGTH ? OK : fail('otpMinLength');
}

export type NewPasswordField = 'password' | 'confirm';
export type NewPasswordResult = { ok: true } | FieldFailure<NewPasswordField>;

/**
 * §5 new password (registration and reset): not empty, at least 4 characters, both entries match.
 * The first failing rule is returned, in that order.
 */
export function newPasswordRule(password: string, confirm: string): NewPasswordResult {
  if (password === '') return { ...fail('passwordRequired'), field: 'password' };
  if (password.length < PASSWORD_MIN_LENGTH) return { ...fail('passwordMinLength'), field: 'password' };
  if (confirm === '') return { ...fail('confirmPasswordRequired'), field: 'confirm' };
  if (password !== confirm) return { ...fail('passwordConfirmMismatch'), field: 'confirm' };
  return OK;
}

export interface ChangePasswordInput {
  readonly old: string;
  readonly new: string;
  readonly confirm: string;
}
export type ChangePasswordField = keyof ChangePasswordInput;
export type ChangePasswordResult = { ok: true } | FieldFailure<ChangePasswordField>;

/**
 * §5 change-password dialog. Checked in this order, first failure returned:
 * old required; new required; confirmation required; new at least 4; confirmation at least 4;
 * mismatch → 'Konfirmasi password tidak sesuai'; new equal to old →
 * 'Password lama dan password baru tidak boleh sama'.
 */
export function changePasswordRule(input: ChangePasswordInput): ChangePasswordResult {
  if (input.old === '') return { ...fail('oldPasswordRequired'), field: 'old' };
  if (input.new === '') return { ...fail('passwordRequired'), field: 'new' };
  if (input.confirm === '') return { ...fail('confirmPasswordRequired'), field: 'confirm' };
  if (input.new.length < PASSWORD_MIN_LENGTH) return { ...fail('passwordMinLength'), field: 'new' };
  if (input.confirm.length < PASSWORD_MIN_LENGTH) return { ...fail('passwordMinLength'), field: 'confirm' };
  if (input.new !== input.confirm) return { ...fail('passwordConfirmMismatch'), field: 'confirm' };
  if (input.new === input.old) return { ...fail('passwordSameAsOld'), field: 'new' };
  return OK;
}

/** The part of the login response the app reads (§7: `data.loginToken[0].authToken`). */
export interface LoginData {
  readonly loginToken?: readonly { readonly authToken?: string | null }[] | null;
}

export type LoginTokenResult = { ok: true; token: string } | RuleFailure;

/** §8: the first authToken of the login response, or 'Password salah' when the list is empty. */
export function loginTokenFrom(data: LoginData | null | undefined): LoginTokenResult {
  const token = data?.loginToken?.[0]?.authToken;
  return filled(token) ? { ok: true, token } : fail('wrongPassword');
}
