/**
 * Confirmation dialog (SPEC §4 step 4, §5): amount, fee and net from the wage check, the company's
 * ewaConfirmationMessage as the terms with a checkbox to tick. Confirm is disabled per core's
 * `confirmDisabledReasons` and while the request is being sent.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { ewaDetailLabels } from '@upah/core/catalogue/labels-ewa-details';
import type { WageCheckResult } from '@upah/core/contract/ewa';
import type { EwaLimitBasis } from '@upah/core/contract/profile';
import { formatDate, formatRupiah } from '@upah/core/format';
import { confirmDisabledReasons, hasTermsToAccept } from '@upah/core/rules/ewa';
import { paydayDeduction } from '@upah/core/rules/ewa-limit';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { useId } from 'react';
import { useCopy } from '../../../lib/use-copy';

export interface ConfirmDialogProps {
  readonly open: boolean;
  readonly check: WageCheckResult;
  readonly reason: string;
  readonly termsMessage: string | null;
  readonly termsTicked: boolean;
  /** What the source has left after this withdrawal. */
  readonly left: { readonly wallet: boolean; readonly amount: number };
  /** The period's basis when withdrawing from the advance limit (payday deduction), else null. */
  readonly basis: EwaLimitBasis | null;
  readonly sending: boolean;
  readonly onTermsTicked: (ticked: boolean) => void;
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, check, reason, termsMessage, termsTicked, left, basis, sending } = props;
  const { onTermsTicked, onConfirm, onClose } = props;
  const { label, message } = useCopy();
  const reasonsId = useId();
  const termsId = useId();
  const deduction = basis ? paydayDeduction(basis, check.amount) : null;
  const hasTerms = hasTermsToAccept(termsMessage);
  const disabled = confirmDisabledReasons({ reason, net: check.principal, termsMessage, termsTicked });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      dismissible={!sending}
      title={label(dashboardLabels.confirmTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {label(dashboardLabels.cancel)}
          </Button>
          <Button
            onClick={onConfirm}
            busy={sending}
            disabled={disabled.length > 0}
            aria-describedby={disabled.length > 0 ? reasonsId : undefined}
          >
            {label(dashboardLabels.confirmButton)}
          </Button>
        </>
      }
    >
      <dl className="summary">
        <div className="summary__row">
          <dt>{label(dashboardLabels.fieldAmount)}</dt>
          <dd>{formatRupiah(check.amount)}</dd>
        </div>
        <div className="summary__row">
          <dt>{label(dashboardLabels.fieldFee)}</dt>
          <dd>{formatRupiah(check.fee)}</dd>
        </div>
        <div className="summary__row summary__row--total">
          <dt>{label(dashboardLabels.fieldNet)}</dt>
          <dd>{formatRupiah(check.principal)}</dd>
        </div>
        <div className="summary__row">
          <dt>{label(dashboardLabels.fieldDescription)}</dt>
          <dd>{reason.trim()}</dd>
        </div>
        <div className="summary__row">
          <dt>{label(left.wallet ? ewaDetailLabels.confirmWalletLeft : ewaDetailLabels.confirmLeft)}</dt>
          <dd className="summary__money" data-testid="confirm-left">
            {formatRupiah(left.amount)}
          </dd>
        </div>
        {deduction ? (
          <div className="summary__row">
            <dt>{label(ewaDetailLabels.confirmDeduction, { payday: formatDate(basis?.payday ?? '') })}</dt>
            <dd className="summary__money" data-testid="confirm-deduction">
              {formatRupiah(deduction.total)}
            </dd>
          </div>
        ) : null}
      </dl>
      {deduction ? (
        <p className="muted">
          {label(ewaDetailLabels.confirmDeductionNote, {
            count: deduction.count,
            fees: formatRupiah(deduction.fees),
          })}
        </p>
      ) : null}
      {hasTerms ? (
        <div className="terms">
          <h3 className="terms__title" id={termsId}>
            {label(dashboardLabels.termsTitle)}
          </h3>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
          <section className="terms__text" tabIndex={0} aria-labelledby={termsId}>
            {termsMessage}
          </section>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={termsTicked}
              disabled={sending}
              onChange={(event) => onTermsTicked(event.currentTarget.checked)}
            />
            <span>{label(dashboardLabels.termsAccept)}</span>
          </label>
        </div>
      ) : null}
      {disabled.length > 0 ? (
        <ul className="reasons" id={reasonsId}>
          {disabled.map((item) => (
            <li key={item.code}>{message(item.message)}</li>
          ))}
        </ul>
      ) : null}
    </Dialog>
  );
}
