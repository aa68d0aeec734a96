/**
 * Cooperative loan rules (SPEC §4, §5, §9).
 */
import type { MessageKey } from '../catalogue/messages';
import { formatThousands, parseRupiahInput } from '../format';
import { fail, OK, type RuleFailure, type RuleResult } from './result';

/**
 * §2/§6: the loan area is shut when the company has loan management off (the forbidden dialog's message); company
 * settings not loaded (null) leave it open (the server still refuses). null = allowed.
 */
export function loanAreaBlock(
  _user: unknown,
  company: { loan_management_enabled: boolean } | null,
): MessageKey | null {
  return company && !company.loan_management_enabled ? 'forbidden' : null;
}

/** §9: interest shown, 2 percent, per tenor or flat. */
export const LOAN_INTEREST_RATE = 0.02;
/** §9: loan tenor 1 to 12 months. */
export const LOAN_TENOR_MIN = 1;
export const LOAN_TENOR_MAX = 12;

export type NumberResult = { ok: true; value: number } | RuleFailure;

/**
 * A form value as a number through the one money/count parser (`parseRupiahInput` in ../format): numbers pass through (non-finite fails); text is read as id-ID ('1.500.000', 'Rp 1.500.000').
 * Returns null for an empty value, NaN for a non-numeric one (including '1,5': no fractions).
 */
function parseWhole(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) ? input : Number.NaN;
  if (input.trim() === '') return null;
  return parseRupiahInput(input) ?? Number.NaN;
}

/**
 * §5 / §9 the amount field shows what is typed with dot separators ('1500000' → '1.500.000'); text the one parser
 * cannot read is left as typed, so the field's message can say why.
 */
export function loanAmountInput(text: string): string {
  const value = parseRupiahInput(text);
  return value === null ? text : formatThousands(value);
}

/** §5 loan amount: numeric, required, above 0. On success `value` is whole Rupiah. */
export function loanAmountRule(input: string | number | null | undefined): NumberResult {
  const value = parseWhole(input);
  if (value === null) return fail('amountRequired');
  if (Number.isNaN(value)) return fail('amountNotNumber');
  if (!(value > 0)) return fail('amountNotPositive');
  return { ok: true, value: Math.floor(value) };
}

/** §5 loan tenor: numeric, required, a whole number of months from 1 to 12 (the field hint reads 1 to 12). */
export function loanTenorRule(input: string | number | null | undefined): NumberResult {
  const value = parseWhole(input);
  if (value === null) return fail('tenorRequired');
  if (Number.isNaN(value)) return fail('tenorNotNumber');
  if (!Number.isInteger(value) || value < LOAN_TENOR_MIN || value > LOAN_TENOR_MAX) return fail('tenorRange');
  return { ok: true, value };
}

/** §5 loan confirm: submit is disabled while the server's interest fee (totalInterestFee) is 0. */
export function loanSubmitRule(draft: { totalInterestFee: number | null | undefined }): RuleResult {
  const fee = draft.totalInterestFee;
  return typeof fee === 'number' && Number.isFinite(fee) && fee !== 0 ? OK : fail('interestFeeZero');
}

/**
 * §9 interest as shown before the server's draft arrives: 2 % of the amount, per tenor month when the
 * interest type is 'tenor', else flat once. Whole Rupiah, rounded to the nearest. The server's draft
 * (totalInterestFee) is what the confirm step shows and submits.
 */
export function loanInterestEstimate(amount: number, tenor: number, interestType: string): number {
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const months = interestType === 'tenor' && Number.isFinite(tenor) && tenor > 0 ? Math.floor(tenor) : 1;
  return Math.round((Math.floor(amount) * 2 * months) / 100);
}

/**
 * §5 signed-form upload: images (`image/*`) or PDF (`application/pdf`) only, else
 * 'File harus berupa gambar atau pdf'. The MIME type is compared case-insensitively.
 */
export function signedFormFileRule(file: { type: string }): RuleResult {
  const type = file.type.trim().toLowerCase();
  return /^image\/[\w.+-]+$/.test(type) || type === 'application/pdf' ? OK : fail('loanFileType');
}

/** The `accept` attribute for the signed-form file input. */
export const SIGNED_FORM_ACCEPT = 'image/*,application/pdf';

/** §4 loan detail: cancel is offered only while the status is pending (any case). */
export function canCancelLoan(status: string | null | undefined): boolean {
  return (status ?? '').trim().toLowerCase() === 'pending';
}
