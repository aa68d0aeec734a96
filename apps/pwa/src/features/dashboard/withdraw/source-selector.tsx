/**
 * Source selector (SPEC §2 withdrawal page, §4 default source): the advance-salary limit or the wallet
 * (only when the company enables the wallet). A radio group, each option showing its balance.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { formatRupiah } from '@upah/core/format';
import type { WithdrawalSource } from '@upah/core/rules/ewa';
import { ChoiceGroup } from '@upah/ui/choice-group';
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
    <ChoiceGroup
      className="withdraw-source"
      disabled={disabled}
      legend={label(dashboardLabels.sourceLabel)}
      legendClassName="withdraw-source__legend"
      optionsClassName="cols-2"
      optionClassName={(checked) =>
        checked ? 'withdraw-source__option withdraw-source__option--on' : 'withdraw-source__option'
      }
      name="withdraw-source"
      value={value}
      onChange={onChange}
      choices={options.map((option) => ({
        value: option.source,
        content: (
          <span className="withdraw-source__text">
            <span className="withdraw-source__title">{option.title}</span>
            <span className="withdraw-source__amount">{formatRupiah(option.amount)}</span>
          </span>
        ),
      }))}
    />
  );
}
