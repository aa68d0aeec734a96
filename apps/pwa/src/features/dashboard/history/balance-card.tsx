/**
 * Riwayat balance card (SPEC §2): the advance-salary balance (ewaCurrentLimit) and, when the company
 * enables the wallet, the wallet balance; "dipotong pada {payday}: Rp …" for the current period.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ewaDetailLabels } from '@upah/core/catalogue/labels-ewa-details';
import { formatDate, formatRupiah } from '@upah/core/format';
import { useId } from 'react';
import { useCopy } from '../../../lib/use-copy';

export interface BalanceCardProps {
  readonly limit: number;
  readonly wallet: number | null;
  /** Advance limit: this period's payday and what it deducts (fees included), or null without a basis. */
  readonly deduction: { readonly payday: string; readonly total: number } | null;
}

export function BalanceCard({ limit, wallet, deduction }: BalanceCardProps) {
  const { label } = useCopy();
  const titleId = useId();
  return (
    <section className="balance-card" aria-labelledby={titleId}>
      <h2 className="sr-only" id={titleId}>
        {label(dashboardLabels.balanceTitle)}
      </h2>
      <dl className="balance-card__list">
        <div className="balance-card__item">
          <dt>{label(dashboardLabels.balanceSalary)}</dt>
          <dd data-testid="balance-salary">{formatRupiah(limit)}</dd>
        </div>
        {wallet !== null ? (
          <div className="balance-card__item">
            <dt>{label(dashboardLabels.balanceWallet)}</dt>
            <dd data-testid="balance-wallet">{formatRupiah(wallet)}</dd>
          </div>
        ) : null}
      </dl>
      {deduction ? (
        <p className="balance-card__deduction" data-testid="balance-deduction">
          {label(ewaDetailLabels.balanceDeduction, {
            payday: formatDate(deduction.payday),
            // A no-break space keeps 'Rp' with its number when the line wraps.
            amount: formatRupiah(deduction.total).replace(' ', '\u00a0'),
          })}
        </p>
      ) : null}
    </section>
  );
}
