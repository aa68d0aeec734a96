/**
 * Riwayat, tab 1 (SPEC §2 history): balance card, the withdrawal list (amount, fee, date in id-ID
 * Asia/Jakarta, status badge, rejection reason) with a Detail popup per item, 'load more' (page size 10)
 * and an empty state.
 */
import { errorText } from '@upah/core/api';
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import type { CompanySettings } from '@upah/core/contract/company';
import type { WageRequest } from '@upah/core/contract/ewa';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatDateTime, formatRupiah } from '@upah/core/format';
import { paydayDeduction } from '@upah/core/rules/ewa-limit';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { ensureHistory } from '../dashboard-data';
import { BalanceCard } from './balance-card';
import { hasMoreHistory, historyStore, loadMoreHistory, retryHistory } from './history-store';
import { StatusBadge } from './status-badge';
import { WageRequestDetail } from './wage-request-detail';

export interface HistoryScreenProps {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

export default function HistoryScreen({ profile, company }: HistoryScreenProps) {
  const { lang, label } = useCopy();
  const titleId = useId();
  const history = useSnapshot(historyStore);
  const [detail, setDetail] = useState<WageRequest | null>(null);

  useEffect(() => {
    ensureHistory();
  }, []);

  const items = history.items as readonly WageRequest[];
  const loading = history.status === 'request';
  return (
    <div className="history stack">
      <BalanceCard
        limit={profile.ewaCurrentLimit}
        wallet={company?.wallet_enabled ? profile.ewaWalletBalance : null}
        deduction={
          profile.ewaLimitBasis
            ? { payday: profile.ewaLimitBasis.payday, total: paydayDeduction(profile.ewaLimitBasis).total }
            : null
        }
      />
      <section className="stack" aria-labelledby={titleId} aria-busy={loading}>
        <h2 className="section-title" id={titleId}>
          {label(dashboardLabels.historyTitle)}
        </h2>
        {history.status === 'failure' ? (
          <LoadFailure
            error={errorText(history.error, lang)}
            lang={lang}
            onRetry={() => void retryHistory(api)}
          />
        ) : null}
        {items.length === 0 && history.status === 'success' ? (
          <p className="empty muted">{label(dashboardLabels.historyEmpty)}</p>
        ) : null}
        {items.length > 0 ? (
          <ul className="card-list">
            {items.map((item) => (
              <li key={item.eventID} className="card-item wage-item" data-testid="wage-item">
                <div className="spread">
                  <span className="wage-item__amount">{formatRupiah(item.amount)}</span>
                  <StatusBadge status={item.status} />
                </div>
                <div className="spread wage-item__meta muted">
                  <span>
                    {label(dashboardLabels.fieldFee)} {formatRupiah(item.fee)}
                  </span>
                  <span>{formatDateTime(item.created_at)}</span>
                </div>
                {item.rejectReason ? (
                  <p className="wage-item__reject">
                    {label(dashboardLabels.fieldRejectReason)}: {item.rejectReason}
                  </p>
                ) : null}
                <Button
                  variant="secondary"
                  className="wage-item__detail"
                  aria-label={label(dashboardLabels.detailOf, { amount: formatRupiah(item.amount) })}
                  aria-haspopup="dialog"
                  onClick={() => setDetail(item)}
                >
                  {label(dashboardLabels.detail)}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {loading ? <Spinner label={label(dashboardLabels.loading)} /> : null}
        {hasMoreHistory(history) ? (
          <Button variant="secondary" block disabled={loading} onClick={() => void loadMoreHistory(api)}>
            {label(dashboardLabels.loadMore)}
          </Button>
        ) : null}
      </section>
      <WageRequestDetail item={detail} onClose={() => setDetail(null)} />
    </div>
  );
}
