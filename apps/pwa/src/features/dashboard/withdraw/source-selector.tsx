/**
 * Source selector (SPEC §2 withdrawal page, §4 default source): the advance-salary limit or the wallet
 * (only when the company enables the wallet). A radio group, each option showing its balance.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { formatRupiah } from '@upah/core/format';
import type { WithdrawalSource } from '@upah/core/rules/ewa';
import { useCopy } from '../../../lib/use-copy';

export interface SourceSelectorProps {
  readonly value: WithdrawalSource;
  readonly advanceLimit: number;
  readonly walletBalance: number;
  readonly disabled: boolean;
  readonly onChange: (source: WithdrawalSource) => void;
}

export function SourceSelector({
  value,
  advanceLimit,
  walletBalance,
  disabled,
  onChange,
}: SourceSelectorProps) {
  const { label } = useCopy();
  const options: { source: WithdrawalSource; title: string; amount: number }[] = [
    { source: 'advance', title: label(dashboardLabels.sourceAdvance), amount: advanceLimit },
    { source: 'wallet', title: label(dashboardLabels.sourceWallet), amount: walletBalance },
  ];
  return (
    <fieldset className="withdraw-source" disabled={disabled}>
      <legend className="withdraw-source__legend">{label(dashboardLabels.sourceLabel)}</legend>
      <div className="withdraw-source__options">
        {options.map((option) => (
          <label
            key={option.source}
            className={
              option.source === value
                ? 'withdraw-source__option withdraw-source__option--on'
                : 'withdraw-source__option'
            }
          >
            <input
              type="radio"
              name="withdraw-source"
              value={option.source}
              checked={option.source === value}
              onChange={() => onChange(option.source)}
            />
            <span className="withdraw-source__text">
              <span className="withdraw-source__title">{option.title}</span>
              <span className="withdraw-source__amount">{formatRupiah(option.amount)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
