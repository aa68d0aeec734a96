/**
 * The instalment schedule (every instalment with its number, amount and due date, without an extra
 * click). On the detail view each row also shows §4's 'Approve' if paid, otherwise 'Pending'.
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { LoanInstallment } from '@upah/core/contract/loan';
import { formatDate, formatRupiah } from '@upah/core/format';
import { instalmentLabel } from '@upah/core/rules/status';
import { useCopy } from '../../lib/use-copy';

export function LoanSchedule({
  installments,
  showPaid = false,
}: {
  installments: readonly LoanInstallment[];
  showPaid?: boolean;
}) {
  const { label } = useCopy();
  return (
    <table className="loan-schedule">
      <caption className="loan-schedule__caption">{label(loanLabels.schedule)}</caption>
      <thead>
        <tr>
          <th scope="col">{label(loanLabels.installmentNo)}</th>
          <th scope="col">{label(loanLabels.dueDate)}</th>
          <th scope="col" className="num">
            {label(loanLabels.installmentAmount)}
          </th>
          {showPaid ? <th scope="col">{label(loanLabels.installmentStatus)}</th> : null}
        </tr>
      </thead>
      <tbody>
        {installments.map((i) => (
          <tr key={i.installmentNo}>
            <td>{i.installmentNo}</td>
            <td>{formatDate(i.dueDate, 'short')}</td>
            <td className="num">{formatRupiah(i.amount)}</td>
            {showPaid ? (
              <td>
                <span className={i.isPaid ? 'badge badge--success' : 'badge badge--processing'}>
                  {instalmentLabel(i.isPaid)}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
