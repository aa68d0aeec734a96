/**
 * Confirm step (SPEC §2, §4 "the server calculates the preview", §5 "Submit is disabled if the interest fee is
 * 0", §7 draft and create): the server's draft, every instalment with its date without an extra click, and the
 * effective annual cost computed in core. One Idempotency-Key per confirmed loan (core's store): a double tap
 * or a retry after a timeout makes one loan. A failure keeps the user here with the server's message.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { loanSubmitRule } from '@upah/core/rules/loan';
import { formatPercent, loanEffectiveAnnualRate } from '@upah/core/rules/loan-cost';
import { loanStore, submitLoan } from '@upah/core/stores/loan';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { LoanFigures } from './loan-figures';
import { LoanSchedule } from './loan-schedule';
import { LoanSteps } from './loan-steps';
import type { LoanNav } from './use-loan-nav';

export function LoanConfirm({ nav, profile }: { nav: LoanNav; profile: EmployeeProfile }) {
  const { label, message } = useCopy();
  const snap = useSnapshot(loanStore);
  const draft = snap.draft;
  if (!draft) return null;
  const rule = loanSubmitRule(draft);
  const rate = loanEffectiveAnnualRate(draft);
  const submitting = snap.submitStatus === 'request';

  const submit = async () => {
    const ok = await submitLoan(api, profile.userID, {
      bankCode: profile.bankCode ?? '',
      bankAccountNumber: profile.bankAccountNumber ?? '',
    });
    // the success view itself says 'Berhasil mengajukan pinjaman'
    if (ok) nav.go('success', { id: loanStore.created?.id, replace: true });
  };

  return (
    <div className="stack">
      <LoanSteps current={2} />
      <LoanFigures loan={draft} />
      <LoanSchedule installments={draft.installments} />
      {rate !== null ? (
        <section className="loan-cost" aria-labelledby="loan-cost-title">
          <h2 className="loan-cost__title" id="loan-cost-title">
            {label(loanLabels.effectiveCost)}: <strong>{formatPercent(rate)}</strong>
          </h2>
          <p className="loan-cost__text">
            {label(loanLabels.effectiveCostExplain, { rate: formatPercent(rate) })}
          </p>
        </section>
      ) : null}
      {!rule.ok ? <Alert kind="warning">{message(rule.message)}</Alert> : null}
      {snap.submitStatus === 'failure' && snap.submitError ? (
        <Alert kind="danger" role="alert">
          {snap.submitError}
        </Alert>
      ) : null}
      <div className="loan-actions">
        <Button variant="secondary" onClick={() => nav.back()} disabled={submitting}>
          {label(loanLabels.back)}
        </Button>
        <Button onClick={() => void submit()} busy={submitting} disabled={!rule.ok}>
          {label(loanLabels.submit)}
        </Button>
      </div>
    </div>
  );
}
