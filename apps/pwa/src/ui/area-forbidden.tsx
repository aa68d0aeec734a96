import type { Entry } from '@upah/core/catalogue';
import { type AreaGate, ForbiddenDialog } from '@upah/ui/area-gate';
import { useNavigate } from 'react-router-dom';
import { paths } from '../config/paths';
import { useCopy } from '../lib/use-copy';

/**
 * An area's forbidden dialog (SPEC §2: attendance, supervisor, loan): open while the area's gate is blocked, with
 * the block's message. Closing it leads out of the area: to Home, replacing the area's entry, unless `onLeave`
 * says where.
 */
export function AreaForbidden({
  gate,
  title,
  leaveLabel,
  onLeave,
}: {
  gate: AreaGate;
  title: Entry;
  leaveLabel: Entry;
  onLeave?: () => void;
}) {
  const { label, message } = useCopy();
  const navigate = useNavigate();
  return (
    <ForbiddenDialog
      open={gate.kind === 'blocked'}
      title={label(title)}
      message={message(gate.kind === 'blocked' ? gate.message : 'forbidden')}
      leaveLabel={label(leaveLabel)}
      onLeave={onLeave ?? (() => navigate(paths.home, { replace: true }))}
    />
  );
}
