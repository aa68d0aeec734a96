/** SPEC §8: a 403 (production tracking off for the company, or not a member) shows the forbidden dialog. */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useCopy } from './use-copy';

export function ForbiddenDialog({ open }: { open: boolean }) {
  const navigate = useNavigate();
  const { label, message } = useCopy();
  const leave = () => navigate(paths.dashboardTab(0), { replace: true });
  return (
    <Dialog
      open={open}
      onClose={leave}
      title={label(productionLabels.title)}
      actions={<Button onClick={leave}>{label(productionLabels.close)}</Button>}
    >
      <p>{message('forbidden')}</p>
    </Dialog>
  );
}
