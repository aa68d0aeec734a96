/**
 * Earned wage access (withdrawal) rules: fee, net, cap, slider, button states, default source and the
 * bank step of the withdrawal flow (SPEC §1, §4, §5, §9). Money is whole Rupiah.
 */
import type { MessageKey } from '../catalogue/messages';
import { type DisabledReason, fail, OK, type RuleResult } from './result';

/** §1, §9: transaction fee, 3 percent of the amount withdrawn. */
export const WAGE_FEE_RATE = 0.03;
/** §5, §9: slider step. */
export const SLIDER_STEP = 10_000;
/** §5, §9: minimum reason length. */
export const REASON_MIN_LENGTH = 5;

export type WithdrawalSource = 'advance' | 'wallet';

/** A money input as whole Rupiah: non-finite or negative → 0, fractions dropped. */
function rupiah(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/**
 * §1 fee of a withdrawal, in whole Rupiah: 3 % rounded to the nearest Rupiah (half up), computed as
 * `amount * 3 / 100` so that binary floating point does not shift a result (1,000,000 → 30,000).
 * The amount is first taken as whole Rupiah (fractions dropped; negative or non-finite → 0).
 */
export function wageFee(amount: number): number {
  return Math.round((rupiah(amount) * 3) / 100);
}

/** §1 what the employee receives: amount − fee, never negative (1,000,000 → 970,000). */
export function netAmount(amount: number): number {
  const whole = rupiah(amount);
  return Math.max(0, whole - wageFee(whole));
}

export interface CapInput {
  /** The selected source's limit: ewaCurrentLimit (advance) or ewaWalletBalance (wallet). */
  readonly sourceLimit: number;
  /** ewaMaximumRequestAmount; 0 (or less) means no maximum. */
  readonly maximumPerRequest: number;
}

/**
 * §5 the most one request may withdraw: the lower of the source limit and the maximum per request,
 * where a maximum of 0 means no maximum. Never negative, never above either.
 */
export function withdrawalCap({ sourceLimit, maximumPerRequest }: CapInput): number {
  const limit = rupiah(sourceLimit);
  const maximum = rupiah(maximumPerRequest);
  return maximum > 0 ? Math.min(limit, maximum) : limit;
}

/** Advance limit: what is left of a source (limit or wallet balance) after withdrawing `amount`; never below 0. */
export function remainingAfter(sourceLimit: number, amount: number): number {
  return Math.max(0, rupiah(sourceLimit) - rupiah(amount));
}

export interface SliderBounds {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** false when nothing can be withdrawn (cap under the minimum): the slider is shown disabled. */
  readonly usable: boolean;
}

/**
 * §5 slider bounds: from the minimum (ewaMinimumRequestAmount) to the cap, step 10,000.
 *
 * When the cap is under the minimum nothing can be withdrawn: the bounds collapse to `[cap, cap]` with
 * `usable: false`. The slider then can never offer more than the cap, and its only value (the cap) is
 * under the minimum, so the Tarik Gaji button reports 'amount-under-minimum'.
 */
export function sliderBounds({
  min,
  cap,
  step = SLIDER_STEP,
}: {
  min: number;
  cap: number;
  step?: number;
}): SliderBounds {
  const minimum = rupiah(min);
  const top = rupiah(cap);
  const safeStep = step > 0 && Number.isFinite(step) ? step : SLIDER_STEP;
  if (top < minimum || top === 0) return { min: top, max: top, step: safeStep, usable: false };
  return { min: minimum, max: top, step: safeStep, usable: true };
}

/**
 * A slider value snapped onto the bounds: clamped into [min, max] and moved down to `min + k·step`,
 * except that a value at or above `max` gives `max` (so the cap itself can be chosen even when it is not
 * on the step grid).
 */
export function snapAmount(value: number, bounds: SliderBounds): number {
  if (!Number.isFinite(value) || value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  const steps = Math.floor((value - bounds.min) / bounds.step);
  return bounds.min + steps * bounds.step;
}

export interface TarikGajiState {
  readonly source: WithdrawalSource;
  /** ewaAllowed. */
  readonly allowed: boolean;
  /** The selected source's limit: ewaCurrentLimit (advance) or ewaWalletBalance (wallet). */
  readonly limit: number;
  /** ewaWalletBalance. */
  readonly walletBalance: number;
  /** ewaMinimumRequestAmount. */
  readonly minimum: number;
  /** The amount chosen on the slider. */
  readonly amount: number;
  readonly wageRequestCount: number;
  /** 0 means no cap. */
  readonly transactionCap: number;
}

export type TarikGajiDisabledCode =
  | 'cap-reached'
  | 'limit-under-one'
  | 'not-allowed'
  | 'amount-under-minimum'
  | 'wallet-under-minimum';

/**
 * §5, §9 "Withdrawal cap per period is shown as count / transactionCap": the advance source is closed once this
 * pay period's count has reached the cap (0 means no cap). The count is the period's, so a new period opens it.
 */
export function transactionCapReached(state: {
  readonly wageRequestCount: number;
  readonly transactionCap: number;
}): boolean {
  return state.transactionCap > 0 && state.wageRequestCount >= state.transactionCap;
}

/**
 * §5 every reason the Tarik Gaji button is disabled (empty list: enabled):
 * the count has reached transactionCap (cap above 0, advance source); the limit is under 1; access is not
 * allowed; the amount is under the minimum or is 0; the wallet balance is under the minimum (wallet source).
 */
export function tarikGajiDisabledReasons(state: TarikGajiState): DisabledReason<TarikGajiDisabledCode>[] {
  const reasons: DisabledReason<TarikGajiDisabledCode>[] = [];
  if (state.source === 'advance' && transactionCapReached(state)) {
    reasons.push({ code: 'cap-reached', message: 'withdrawCapReached' });
  }
  if (!(state.limit >= 1)) reasons.push({ code: 'limit-under-one', message: 'nothingWithdrawable' });
  if (!state.allowed) reasons.push({ code: 'not-allowed', message: 'noWithdrawAccess' });
  if (!(state.amount > 0) || state.amount < state.minimum) {
    reasons.push({ code: 'amount-under-minimum', message: 'amountBelowMinimum' });
  }
  if (state.source === 'wallet' && !(state.walletBalance >= state.minimum)) {
    reasons.push({ code: 'wallet-under-minimum', message: 'walletBelowMinimum' });
  }
  return reasons;
}

export interface ConfirmState {
  readonly reason: string;
  /** Net amount (after fee) of the checked request. */
  readonly net: number;
  /** ewaConfirmationMessage: the terms to read; empty or missing means there is nothing to tick. */
  readonly termsMessage?: string | null;
  readonly termsTicked: boolean;
}

export type ConfirmDisabledCode = 'reason-too-short' | 'net-not-positive' | 'terms-not-ticked';

/**
 * §5 every reason the confirm button is disabled: the reason is under 5 characters (surrounding white
 * space not counted), the net amount is 0 or less, or a terms message exists and is not ticked.
 */
export function confirmDisabledReasons(state: ConfirmState): DisabledReason<ConfirmDisabledCode>[] {
  const reasons: DisabledReason<ConfirmDisabledCode>[] = [];
  if (reasonRule(state.reason).ok === false) {
    reasons.push({ code: 'reason-too-short', message: 'reasonMinLength' });
  }
  if (!(state.net > 0)) reasons.push({ code: 'net-not-positive', message: 'netNotPositive' });
  if ((state.termsMessage ?? '').trim() !== '' && !state.termsTicked) {
    reasons.push({ code: 'terms-not-ticked', message: 'termsNotAccepted' });
  }
  return reasons;
}

/** §5 the reason must be at least 5 characters. */
export function reasonRule(reason: string): RuleResult {
  return reason.trim().length >= REASON_MIN_LENGTH ? OK : fail('reasonMinLength');
}

/**
 * §5 the label shown instead of the form when nothing is withdrawable:
 * not allowed → 'anda tidak memiliki akses untuk tarik gaji'; a limit under 1, or under the minimum →
 * 'tidak ada gaji yang bisa ditarik'; otherwise null.
 */
export function nothingWithdrawableLabel(state: {
  allowed: boolean;
  limit: number;
  minimum?: number;
}): MessageKey | null {
  if (!state.allowed) return 'noWithdrawAccess';
  if (!(state.limit >= 1) || state.limit < (state.minimum ?? 0)) return 'nothingWithdrawable';
  return null;
}

/**
 * §4 the default source: the advance-salary limit; the wallet when the advance limit is at or below the
 * minimum and the company enables the wallet.
 */
export function defaultSource(state: {
  limit: number;
  minimum: number;
  walletEnabled: boolean;
}): WithdrawalSource {
  return state.walletEnabled && !(state.limit > state.minimum) ? 'wallet' : 'advance';
}

export type BankNextStep = 'update-bank' | 'pending' | 'confirm';

/**
 * §4 withdrawal flow, after the wage check: bank not set up → the bank-update dialog; status VALID → the
 * confirmation dialog; status PENDING → 'pending', where the screen shows
 * 'We are currently verify your bank account, please retry again later' (`bankPendingMessage`);
 * any other status → the bank-update dialog. Status is compared case-insensitively.
 */
export function bankNextStep(state: {
  isBankSetup: boolean;
  bankVerificationStatus?: string | null;
}): BankNextStep {
  if (!state.isBankSetup) return 'update-bank';
  const status = (state.bankVerificationStatus ?? '').trim().toUpperCase();
  if (status === 'VALID') return 'confirm';
  if (status === 'PENDING') return 'pending';
  return 'update-bank';
}

/** §4 the message of the 'pending' bank step. */
export const bankPendingMessage: MessageKey = 'bankPending';

// §5 bank account number rules live in ./bank (the bank dialog is shared with the loan form).
export { accountNumberRule, sanitizeAccountNumber } from './bank';
