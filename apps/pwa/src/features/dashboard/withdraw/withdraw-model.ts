/**
 * What the Tarik Gaji screen shows, derived from the profile, the company flags and the user's choices
 * (SPEC §4 withdrawal flow, §5 withdrawal). Every rule is core's (`@upah/core/rules/ewa`); this only
 * wires the profile fields into them.
 */
import type { MessageKey } from '@upah/core/catalogue';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import {
  defaultSource,
  netAmount,
  remainingAfter,
  nothingWithdrawableLabel,
  type SliderBounds,
  sliderBounds,
  snapAmount,
  type TarikGajiDisabledCode,
  tarikGajiDisabledReasons,
  type WithdrawalSource,
  withdrawalCap,
} from '@upah/core/rules/ewa';
import type { DisabledReason } from '@upah/core/rules/result';

export interface WithdrawChoice {
  /** null: the default source of §4. */
  readonly source: WithdrawalSource | null;
  /** null: the slider's lowest value. */
  readonly amount: number | null;
}

export interface WithdrawModel {
  readonly walletEnabled: boolean;
  readonly source: WithdrawalSource;
  readonly sourceLimit: number;
  readonly bounds: SliderBounds;
  readonly amount: number;
  readonly disabledReasons: DisabledReason<TarikGajiDisabledCode>[];
  /** §5 'tidak ada gaji yang bisa ditarik' / 'anda tidak memiliki akses untuk tarik gaji', or null. */
  readonly nothingLabel: MessageKey | null;
  readonly count: number;
  readonly transactionCap: number;
  /** Issue 12: what the chosen amount brings in after the 3 % fee. */
  readonly net: number;
  /** Issue 12: what is left of the source (limit or wallet balance) after the chosen amount. */
  readonly left: number;
}

export function sourceLimitOf(profile: EmployeeProfile, source: WithdrawalSource): number {
  return source === 'wallet' ? profile.ewaWalletBalance : profile.ewaCurrentLimit;
}

export function withdrawModel(
  profile: EmployeeProfile,
  company: CompanySettings | null,
  choice: WithdrawChoice,
): WithdrawModel {
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
    nothingLabel,
    count: profile.wageRequestCount,
    transactionCap: profile.transactionCap,
    net: netAmount(amount),
    left: remainingAfter(sourceLimit, amount),
  };
}
