/**
 * HOME, Riwayat Koperasi (SPEC §2, §4, §7): the loan history, page 1 size 10 then "load more"; each item shows
 * the amount, the date, the tenor and the status badge in title case. A Create Request button opens the form.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import { formatDate, formatRupiah } from '@upah/core/format';
import { loadMoreLoans, loanStore, reloadLoanHistory, startLoanRequest } from '@upah/core/stores/loan';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect } from 'react';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { useDeferredSnapshot } from '../../lib/use-deferred-snapshot';
import { LoanStatusBadge } from './loan-status-badge';
import type { LoanNav } from './use-loan-nav';

export function LoanHome({ nav }: { nav: LoanNav }) {
  const { label, lang } = useCopy();
  const { history } = useDeferredSnapshot(loanStore);
  useEffect(() => {
    if (loanStore.history.status === 'idle') void reloadLoanHistory(api);
  }, []);
  const loading = history.status === 'request';
  return (
    <div className="stack">
      <Button
        block
        onClick={() => {
          startLoanRequest();
          nav.go('fill');
        }}
      >
        {label(loanLabels.createRequest)}
      </Button>
      {history.status === 'failure' ? (
        <LoadFailure error={history.error} lang={lang} onRetry={() => void reloadLoanHistory(api)} />
      ) : null}
      {history.status === 'success' && history.items.length === 0 ? (
        <p className="muted">{label(loanLabels.emptyHistory)}</p>
      ) : null}
      <ul className="loan-list">
        {history.items.map((loan) => (
          <li key={loan.id}>
            <button
              type="button"
              className="row-button loan-item"
              aria-label={label(loanLabels.openDetail, { amount: formatRupiah(loan.amount) })}
              onClick={() => nav.go('detail', { id: loan.id })}
            >
              <span className="loan-item__main">
                <span className="loan-item__amount">{formatRupiah(loan.amount)}</span>
                <LoanStatusBadge status={loan.status} />
              </span>
              <span className="loan-item__meta">
                {formatDate(loan.createdAt, 'short')} ·{' '}
                {label(loanLabels.tenorMonths, { n: loan.installmentLength })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {loading ? <Spinner label={label(loanLabels.loading)} /> : null}
      {history.hasMore && !loading ? (
        <Button variant="secondary" block onClick={() => void loadMoreLoans(api)}>
          {label(loanLabels.loadMore)}
        </Button>
      ) : null}
    </div>
  );
}
