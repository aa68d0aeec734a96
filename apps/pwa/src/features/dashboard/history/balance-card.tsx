/**
 * Riwayat balance card (SPEC §2): the advance-salary balance (ewaCurrentLimit) and, when the company
 * enables the wallet, the wallet balance.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { formatRupiah } from '@upah/core/format';
import { useId } from 'react';
import { useLabel } from '../use-label';

export function BalanceCard({ limit, wallet }: { limit: number; wallet: number | null }) {
  const label = useLabel();
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
    </section>
  );
}
