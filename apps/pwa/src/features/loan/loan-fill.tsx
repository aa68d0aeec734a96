/**
 * FORM, fill step, Pinjaman Koperasi (SPEC §2, §5): amount as Rupiah with dot separators, tenor 1 to 12 with its
 * hint, the profile's bank account read-only (or the bank dialog when none is set up). What is typed is a
 * per-user draft: a reload, a failed draft or a failed submit lose nothing.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { loanAmountInput } from '@upah/core/rules/loan';
import {
  checkLoanForm,
  loanStore,
  requestLoanDraft,
  restoreLoanForm,
  setLoanField,
} from '@upah/core/stores/loan';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { LoanSteps } from './loan-steps';
import type { LoanNav } from './use-loan-nav';

// The bank dialog loads when it opens: most users have a bank set up (route budgets).
/** The two numbers of the §5 loan form: the amount (digits grouped as typed) and the tenor. */
const NUMBER_FIELDS = [
  { name: 'amount', label: loanLabels.amountLabel, hint: loanLabels.amountHint, input: loanAmountInput },
  {
    name: 'tenor',
    label: loanLabels.tenorLabel,
    hint: loanLabels.tenorHint,
    input: (value: string) => value,
  },
] as const;

const BankDialog = lazy(() => import('../../ui/bank-dialog').then((m) => ({ default: m.BankDialog })));

export function LoanFill({ nav, profile }: { nav: LoanNav; profile: EmployeeProfile }) {
  const { label, message } = useCopy();
  const snap = useSnapshot(loanStore);
  const [bankOpen, setBankOpen] = useState(false);
  const userId = profile.userID;
  useEffect(() => restoreLoanForm(userId), [userId]);
  const check = checkLoanForm(snap.form);
  const show = (failure: { message: Parameters<typeof message>[0] } | null) =>
    snap.touched && failure ? message(failure.message) : null;
  const hasBank = profile.isBankSetup && Boolean(profile.bankAccountNumber);

  const next = async () => {
    if (await requestLoanDraft(api)) nav.go('confirm');
  };

  return (
    <Form onSubmit={next}>
      <LoanSteps current={1} />
      {NUMBER_FIELDS.map((f) => (
        <Field
          key={f.name}
          label={label(f.label)}
          hint={label(f.hint)}
          inputMode="numeric"
          autoComplete="off"
          required
          value={snap.form[f.name]}
          error={show(check[f.name])}
          onChange={(event) => setLoanField(userId, f.name, f.input(event.currentTarget.value))}
        />
      ))}
      {hasBank ? (
        <Field
          label={label(loanLabels.bankLabel)}
          readOnly
          className="loan-bank"
          value={`${profile.bankCode ?? ''} · ${profile.bankAccountNumber ?? ''}`}
          hint={profile.bankAccountName}
        />
      ) : (
        <div className="stack">
          <p className="field__label">{label(loanLabels.bankLabel)}</p>
          <Alert kind="warning">{label(loanLabels.bankMissing)}</Alert>
          <Button variant="secondary" onClick={() => setBankOpen(true)}>
            {label(loanLabels.bankSetup)}
          </Button>
        </div>
      )}
      {snap.draftStatus === 'failure' && snap.draftError ? (
        <Alert kind="danger" role="alert">
          {snap.draftError}
        </Alert>
      ) : null}
      <Button type="submit" block busy={snap.draftStatus === 'request'} disabled={!hasBank}>
        {label(loanLabels.next)}
      </Button>
      {bankOpen ? (
        <Suspense fallback={null}>
          <BankDialog
            open={bankOpen}
            initialBankCode={profile.bankCode ?? null}
            initialAccountNumber={profile.bankAccountNumber ?? null}
            onClose={() => setBankOpen(false)}
          />
        </Suspense>
      ) : null}
    </Form>
  );
}
