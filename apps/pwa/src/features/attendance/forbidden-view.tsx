/** SPEC §2 forbidden dialog shown instead of the attendance area; closing it goes to /dashboard/0. */
import type { MessageKey } from '@upah/core/catalogue';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useText } from './use-text';

export default function ForbiddenView({ message }: { message: MessageKey }) {
  const { text, msg } = useText();
  const navigate = useNavigate();
  const leave = () => navigate(paths.dashboardTab(0), { replace: true });
  return (
    <main id="main" className="page__content">
      <Dialog
        open
        onClose={leave}
        title={text('forbiddenTitle')}
        actions={<Button onClick={leave}>{text('close')}</Button>}
      >
        <p>{msg(message)}</p>
      </Dialog>
    </main>
  );
}
