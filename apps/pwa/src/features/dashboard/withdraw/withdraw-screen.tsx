/**
 * Tarik Gaji (SPEC §2 "Withdrawal page", §4 withdrawal flow, §5 withdrawal): source selector, amount slider,
 * reason, count / transactionCap, the Tarik Gaji button with every disabled reason, the PENDING message, the
 * bank update dialog and the confirmation dialog. What the page shows is core's `withdrawalForm`; the flow
 * (wage check, bank step, send with its Idempotency-Key) is core's withdrawal store. This renders them and says
 * how an action went.
 */
import { errorText } from '@upah/core/api';
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ewaLabels } from '@upah/core/catalogue/labels-ewa';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatRupiah } from '@upah/core/format';
import { bankPendingMessage, reasonRule } from '@upah/core/rules/ewa';
import { withdrawalForm } from '@upah/core/rules/withdrawal-form';
import {
  chooseWithdrawalAmount,
  chooseWithdrawalSource,
  closeWithdrawalDialog,
  confirmWithdrawal,
  openWithdrawal,
  setWithdrawalReason,
  startWithdrawal,
  tickWithdrawalTerms,
  touchWithdrawalReason,
  visibleDialog,
  type WithdrawalOutcome,
  withdrawalStore,
} from '@upah/core/stores/withdrawal';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { showAlert } from '../../../lib/alerts';
import { api } from '../../../lib/api-client';
import { type Copy, useCopy } from '../../../lib/use-copy';
import { reloadAfterWithdrawal } from '../dashboard-data';
import { AmountSlider } from './amount-slider';
import { LimitBasisLine } from './limit-basis-line';
import { SourceSelector } from './source-selector';

// Opens after the wage check: its own chunk (keeps /dashboard/2 within its route budget).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
// The bank dialog loads when it opens: most users have a bank set up (route budget).
const BankDialog = lazy(() => import('../../../ui/bank-dialog').then((m) => ({ default: m.BankDialog })));

export interface WithdrawScreenProps {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

/** §8 a failed call shows the server's message as a danger alert (a refused action says nothing). */
function alertFailure(outcome: WithdrawalOutcome, copy: Copy): void {
  if (!outcome.ok && outcome.error !== null)
    showAlert({ kind: 'danger', text: errorText(outcome.error, copy.lang) });
}

export default function WithdrawScreen({ profile, company }: WithdrawScreenProps) {
  const copy = useCopy();
  // sync: the reason is a controlled text input, its caret must not jump (valtio batches otherwise)
  const flow = useSnapshot(withdrawalStore, { sync: true });
  const reasonsId = useId();
  useEffect(() => openWithdrawal(profile.userID), [profile.userID]);
  const form = withdrawalForm(profile, company, flow);
  const busy = flow.step === 'checking' || flow.step === 'sending';
  const reasonCheck = reasonRule(flow.reason);
  const dialog = visibleDialog(flow);

  const start = async () => alertFailure(await startWithdrawal(api, profile, company), copy);
  const confirm = async () => {
    const outcome = await confirmWithdrawal(api, profile.ewaConfirmationMessage);
    alertFailure(outcome, copy);
    if (!outcome.ok) return;
    // §4 step 5: 'Request Success', then the history and the limits reload.
    showAlert({ kind: 'success', text: copy.message('requestSuccess') });
    void reloadAfterWithdrawal();
  };

  return (
    <div className="withdraw stack">
      {form.walletEnabled ? (
        <SourceSelector
          value={form.source}
          advanceLimit={profile.ewaCurrentLimit}
          walletBalance={profile.ewaWalletBalance}
          disabled={busy}
          onChange={chooseWithdrawalSource}
        />
      ) : (
        <p className="withdraw-limit">
          <span className="muted">{copy.label(dashboardLabels.sourceAdvance)}</span>{' '}
          <strong>{formatRupiah(profile.ewaCurrentLimit)}</strong>
        </p>
      )}
      {profile.ewaLimitBasis ? (
        <LimitBasisLine
          basis={profile.ewaLimitBasis}
          maximumPerRequest={profile.ewaMaximumRequestAmount}
          limit={profile.ewaCurrentLimit}
        />
      ) : null}

      {form.nothingLabel ? (
        <p className="withdraw-nothing" role="status">
          {copy.message(form.nothingLabel)}
        </p>
      ) : null}

      <AmountSlider
        bounds={form.bounds}
        value={form.amount}
        disabled={busy || form.locked}
        onChange={chooseWithdrawalAmount}
      />
      {form.locked ? null : (
        <dl className="withdraw-live">
          <div>
            <dt>{copy.label(ewaLabels.liveReceived)}</dt>
            <dd data-testid="live-net">{formatRupiah(form.net)}</dd>
          </div>
          <div>
            <dt>{copy.label(form.source === 'wallet' ? ewaLabels.liveWalletLeft : ewaLabels.liveLeft)}</dt>
            <dd data-testid="live-left">{formatRupiah(form.left)}</dd>
          </div>
        </dl>
      )}

      <Field
        label={copy.label(dashboardLabels.reasonLabel)}
        hint={copy.label(dashboardLabels.reasonHint)}
        value={flow.reason}
        maxLength={200}
        autoComplete="off"
        disabled={flow.step === 'sending' || form.locked}
        error={flow.reasonTouched && !reasonCheck.ok ? copy.message(reasonCheck.message) : null}
        onChange={(event) => setWithdrawalReason(event.currentTarget.value)}
        onBlur={touchWithdrawalReason}
      />

      {form.transactionCap > 0 ? (
        <p className="withdraw-counter">
          <span className="muted">{copy.label(dashboardLabels.counterLabel)}</span>{' '}
          <strong data-testid="withdraw-counter">
            {form.count} / {form.transactionCap}
          </strong>
        </p>
      ) : null}

      {flow.pendingNotice ? (
        <Alert kind="warning" role="alert">
          {copy.message(bankPendingMessage)}
        </Alert>
      ) : null}

      <Button
        block
        busy={flow.step === 'checking'}
        disabled={form.disabledReasons.length > 0 || busy}
        aria-describedby={form.listedReasons.length > 0 ? reasonsId : undefined}
        onClick={() => void start()}
      >
        {copy.label(dashboardLabels.withdrawButton)}
      </Button>
      {form.listedReasons.length > 0 ? (
        <ul className="reasons" id={reasonsId}>
          {form.listedReasons.map((item) => (
            <li key={item.code}>{copy.message(item.message)}</li>
          ))}
        </ul>
      ) : null}

      {dialog === 'bank' ? (
        <Suspense fallback={null}>
          <BankDialog
            open
            initialBankCode={profile.bankCode}
            initialAccountNumber={profile.bankAccountNumber}
            onClose={closeWithdrawalDialog}
          />
        </Suspense>
      ) : null}
      {dialog === 'confirm' && flow.checked ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            check={flow.checked.result}
            reason={flow.reason}
            termsMessage={profile.ewaConfirmationMessage}
            termsTicked={flow.termsTicked}
            left={{ wallet: form.source === 'wallet', amount: form.left }}
            basis={form.source === 'advance' ? (profile.ewaLimitBasis ?? null) : null}
            sending={flow.step === 'sending'}
            onTermsTicked={tickWithdrawalTerms}
            onConfirm={() => void confirm()}
            onClose={closeWithdrawalDialog}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
