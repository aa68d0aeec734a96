/** The loan's figures as a definition list (SPEC §3 "Loan request": interest type, fees, total payable, length). */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { LoanDraft } from '@upah/core/contract/loan';
import { formatRupiah } from '@upah/core/format';
import type { ReactNode } from 'react';
import { useCopy } from '../../lib/use-copy';

type Figures = Pick<
  LoanDraft,
  'amount' | 'interestType' | 'totalInterestFee' | 'adminFee' | 'principal' | 'installmentLength'
>;

export function LoanFigures({ loan, before }: { loan: Figures; before?: ReactNode }) {
  const { label } = useCopy();
  const rows: [string, string][] = [
    [label(loanLabels.amount), formatRupiah(loan.amount)],
    [
      label(loanLabels.interestType),
      label(loan.interestType === 'tenor' ? loanLabels.interestTenor : loanLabels.interestFlat),
    ],
    [label(loanLabels.totalInterest), formatRupiah(loan.totalInterestFee)],
    [label(loanLabels.adminFee), formatRupiah(loan.adminFee)],
    [label(loanLabels.principal), formatRupiah(loan.principal)],
    [label(loanLabels.installmentLength), label(loanLabels.tenorMonths, { n: loan.installmentLength })],
  ];
  return (
    <dl className="loan-figures">
      {before}
      {rows.map(([term, value]) => (
        <div className="loan-figures__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
