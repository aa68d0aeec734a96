/**
 * Tarik Gaji (SPEC §2 "Withdrawal page", §4 withdrawal flow, §5 withdrawal): source selector, amount
 * slider, reason, count / transactionCap, the Tarik Gaji button with every disabled reason, the PENDING
 * message, the bank update dialog and the confirmation dialog. Rules come from `@upah/core/rules/ewa`
 * through ./withdraw-model; the flow (calls, idempotency) from ./use-withdraw-flow.
 */
import { t } from '@upah/core/catalogue';
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ewaLabels } from '@upah/core/catalogue/labels-ewa';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatRupiah } from '@upah/core/format';
import { bankPendingMessage, reasonRule } from '@upah/core/rules/ewa';
import { lazy, Suspense, useId, useState } from 'react';
import { useLang } from '../../../lib/lang';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { useLabel } from '../use-label';
import { AmountSlider } from './amount-slider';
import { LimitBasisLine } from './limit-basis-line';
import { SourceSelector } from './source-selector';
import { useWithdrawFlow } from './use-withdraw-flow';
import { withdrawModel } from './withdraw-model';

// Opens after the wage check: its own chunk (issue 12 keeps /dashboard/2 within its budget).
const ConfirmDialog = lazy(() => import('./confirm-dialog').then((m) => ({ default: m.ConfirmDialog })));
// The bank dialog loads when it opens: most users have a bank set up (issue 9 item 5, route budgets).
const BankDialog = lazy(() => import('../../../ui/bank-dialog').then((m) => ({ default: m.BankDialog })));

export interface WithdrawScreenProps {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

export default function WithdrawScreen({ profile, company }: WithdrawScreenProps) {
  const label = useLabel();
  const lang = useLang();
  const flow = useWithdrawFlow();
  const reasonsId = useId();
  const [reasonTouched, setReasonTouched] = useState(false);
  const model = withdrawModel(profile, company, { source: flow.source, amount: flow.amount });
  const busy = flow.checking || flow.sending;
  const reasonCheck = reasonRule(flow.reason);
  // The 'nothing withdrawable' label stands on its own: the list below does not repeat it.
  const reasons = model.disabledReasons.filter((item) => item.message !== model.nothingLabel);
  const disabled = model.disabledReasons.length > 0 || busy;
  // Nothing to withdraw (§5 labels): the amount and reason cannot be used either.
  const locked = model.nothingLabel !== null;

  return (
    <div className="withdraw stack">
      {model.walletEnabled ? (
        <SourceSelector
          value={model.source}
          advanceLimit={profile.ewaCurrentLimit}
          walletBalance={profile.ewaWalletBalance}
          disabled={busy}
          onChange={flow.chooseSource}
        />
      ) : (
        <p className="withdraw-limit">
          <span className="muted">{label(dashboardLabels.sourceAdvance)}</span>{' '}
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

      {model.nothingLabel ? (
        <p className="withdraw-nothing" role="status">
          {t(model.nothingLabel, lang)}
        </p>
      ) : null}

      <AmountSlider
        bounds={model.bounds}
        value={model.amount}
        disabled={busy || locked}
        onChange={flow.chooseAmount}
      />
      {locked ? null : (
        <dl className="withdraw-live">
          <div>
            <dt>{label(ewaLabels.liveReceived)}</dt>
            <dd data-testid="live-net">{formatRupiah(model.net)}</dd>
          </div>
          <div>
            <dt>{label(model.source === 'wallet' ? ewaLabels.liveWalletLeft : ewaLabels.liveLeft)}</dt>
            <dd data-testid="live-left">{formatRupiah(model.left)}</dd>
          </div>
        </dl>
      )}

      <Field
        label={label(dashboardLabels.reasonLabel)}
        hint={label(dashboardLabels.reasonHint)}
        value={flow.reason}
        maxLength={200}
        autoComplete="off"
        disabled={flow.sending || locked}
        error={reasonTouched && !reasonCheck.ok ? t(reasonCheck.message, lang) : null}
        onChange={(event) => flow.setReason(event.currentTarget.value)}
        onBlur={() => setReasonTouched(flow.reason !== '')}
      />

      {model.transactionCap > 0 ? (
        <p className="withdraw-counter">
          <span className="muted">{label(dashboardLabels.counterLabel)}</span>{' '}
          <strong data-testid="withdraw-counter">
            {model.count} / {model.transactionCap}
          </strong>
        </p>
      ) : null}

      {flow.pendingNotice ? (
        <Alert kind="warning" role="alert">
          {t(bankPendingMessage, lang)}
        </Alert>
      ) : null}

      <Button
        block
        busy={flow.checking}
        disabled={disabled}
        aria-describedby={reasons.length > 0 ? reasonsId : undefined}
        onClick={() =>
          void flow.start(model.source, model.amount, {
            isBankSetup: profile.isBankSetup,
            bankVerificationStatus: profile.bankVerificationStatus,
          })
        }
      >
        {label(dashboardLabels.withdrawButton)}
      </Button>
      {reasons.length > 0 ? (
        <ul className="reasons" id={reasonsId}>
          {reasons.map((item) => (
            <li key={item.code}>{t(item.message, lang)}</li>
          ))}
        </ul>
      ) : null}

      {flow.step === 'bank' ? (
        <Suspense fallback={null}>
          <BankDialog
            open
            initialBankCode={profile.bankCode}
            initialAccountNumber={profile.bankAccountNumber}
            onClose={flow.closeDialog}
          />
        </Suspense>
      ) : null}
      {flow.step === 'confirm' && flow.check ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            check={flow.check}
            reason={flow.reason}
            termsMessage={profile.ewaConfirmationMessage}
            termsTicked={flow.termsTicked}
            left={{ wallet: model.source === 'wallet', amount: model.left }}
            basis={model.source === 'advance' ? (profile.ewaLimitBasis ?? null) : null}
            sending={flow.sending}
            onTermsTicked={flow.setTermsTicked}
            onConfirm={() => void flow.confirm(model.source, model.amount)}
            onClose={flow.closeDialog}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
