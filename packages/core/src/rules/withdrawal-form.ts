/**
 * What the Tarik Gaji page shows, from the profile, the company flags and the user's choices (SPEC §2
 * "Withdrawal page", §4 withdrawal flow, §5 withdrawal): the source, the slider, the amount, every reason the
 * Tarik Gaji button is disabled, the nothing-withdrawable label, the counter and the live net / left figures.
 * Every rule is ./ewa's; this wires the profile fields into them, so the screen and the store read one answer.
 */
import type { MessageKey } from '../catalogue/messages';
import type { CompanySettings } from '../contract/company';
import type { EmployeeProfile } from '../contract/profile';
import {
  defaultSource,
  netAmount,
  nothingWithdrawableLabel,
  remainingAfter,
  type SliderBounds,
  sliderBounds,
  snapAmount,
  type TarikGajiDisabledCode,
  tarikGajiDisabledReasons,
  type WithdrawalSource,
  withdrawalCap,
} from './ewa';
import type { DisabledReason } from './result';

/** The profile fields the page reads. */
export type WithdrawalProfile = Pick<
  EmployeeProfile,
  | 'ewaAllowed'
  | 'ewaCurrentLimit'
  | 'ewaWalletBalance'
  | 'ewaMinimumRequestAmount'
  | 'ewaMaximumRequestAmount'
  | 'wageRequestCount'
  | 'transactionCap'
>;

export interface WithdrawalChoice {
  /** null: the default source of §4. */
  readonly source: WithdrawalSource | null;
  /** null: the slider's lowest value. */
  readonly amount: number | null;
}

export interface WithdrawalForm {
  /** §2 the source selector shows only when the company enables the wallet. */
  readonly walletEnabled: boolean;
  readonly source: WithdrawalSource;
  /** ewaCurrentLimit (advance) or ewaWalletBalance (wallet). */
  readonly sourceLimit: number;
  readonly bounds: SliderBounds;
  /** The chosen amount snapped onto the slider. */
  readonly amount: number;
  /** §5 every reason Tarik Gaji is disabled (empty: enabled). */
  readonly disabledReasons: DisabledReason<TarikGajiDisabledCode>[];
  /** The reasons listed under the button: all but the nothing-withdrawable label, which stands on its own. */
  readonly listedReasons: DisabledReason<TarikGajiDisabledCode>[];
  /** §5 'tidak ada gaji yang bisa ditarik' / 'anda tidak memiliki akses untuk tarik gaji', or null. */
  readonly nothingLabel: MessageKey | null;
  /** Nothing to withdraw: the amount and the reason cannot be used either. */
  readonly locked: boolean;
  readonly count: number;
  /** §9 count / transactionCap; 0: no cap, the counter is not shown. */
  readonly transactionCap: number;
  /** §1 what the chosen amount brings in after the 3 % fee. */
  readonly net: number;
  /** What is left of the source (limit or wallet balance) after the chosen amount. */
  readonly left: number;
}

export function sourceLimitOf(profile: WithdrawalProfile, source: WithdrawalSource): number {
  return source === 'wallet' ? profile.ewaWalletBalance : profile.ewaCurrentLimit;
}

/** §4, §5 the page for `profile` under `company` with the user's `choice`. */
export function withdrawalForm(
  profile: WithdrawalProfile,
  company: Pick<CompanySettings, 'wallet_enabled'> | null,
  choice: WithdrawalChoice,
): WithdrawalForm {
  const walletEnabled = company?.wallet_enabled === true;
  const minimum = profile.ewaMinimumRequestAmount;
  const fallback = defaultSource({ limit: profile.ewaCurrentLimit, minimum, walletEnabled });
  const source = walletEnabled ? (choice.source ?? fallback) : 'advance';
  const sourceLimit = sourceLimitOf(profile, source);
  const cap = withdrawalCap({ sourceLimit, maximumPerRequest: profile.ewaMaximumRequestAmount });
  const bounds = sliderBounds({ min: minimum, cap });
  const amount = snapAmount(choice.amount ?? bounds.min, bounds);
  const disabledReasons = tarikGajiDisabledReasons({
    source,
    allowed: profile.ewaAllowed,
    limit: sourceLimit,
    walletBalance: profile.ewaWalletBalance,
    minimum,
    amount,
    wageRequestCount: profile.wageRequestCount,
    transactionCap: profile.transactionCap,
  });
  const nothingLabel = nothingWithdrawableLabel({ allowed: profile.ewaAllowed, limit: sourceLimit, minimum });
  return {
    walletEnabled,
    source,
    sourceLimit,
    bounds,
    amount,
    disabledReasons,
    listedReasons: disabledReasons.filter((item) => item.message !== nothingLabel),
    nothingLabel,
    locked: nothingLabel !== null,
    count: profile.wageRequestCount,
    transactionCap: profile.transactionCap,
    net: netAmount(amount),
    left: remainingAfter(sourceLimit, amount),
  };
}
