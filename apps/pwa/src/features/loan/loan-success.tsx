/** Success (SPEC §2, §8): 'Berhasil mengajukan pinjaman', Download Formulir, the history, and /dashboard/0. */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { loanStore } from '@upah/core/stores/loan';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import { LoanFigures } from './loan-figures';
import { useDownloadForm } from './use-download';
import type { LoanNav } from './use-loan-nav';

export function LoanSuccess({ nav, profile }: { nav: LoanNav; profile: EmployeeProfile }) {
  const { label, message } = useCopy();
  const { created } = useSnapshot(loanStore);
  const { busy, download } = useDownloadForm();
  if (!created) return null;
  return (
    <div className="stack">
      <Alert kind="success">{message('loanCreated')}</Alert>
      <LoanFigures loan={created} />
      <p className="muted">{label(loanLabels.signHint)}</p>
      <Button block busy={busy} onClick={() => void download(loanStore.created ?? created, profile)}>
        {label(loanLabels.download)}
      </Button>
      {/* the success entry replaced confirm: two entries back is Home (§2 back steps) */}
      <Button variant="secondary" block onClick={() => nav.back(2)}>
        {label(loanLabels.toHistory)}
      </Button>
      <Link className="btn btn--ghost btn--block" to={paths.home}>
        {label(loanLabels.toDashboard)}
      </Link>
    </div>
  );
}
