/**
 * SPEC §2 supervisor-only shortcuts (Presensi Bawahan, Scan QR, Approval). Their screens belong to the
 * supervisor feature (features/supervisor, routes beside the area's splat in app/router.tsx); this list links
 * to them through the route table only. Rendered only for supervisors.
 */
import type { Entry } from '@upah/core/catalogue';
import { attendanceHomeLabels } from '@upah/core/catalogue/labels-attendance-home';
import { teamTitleLabel } from '@upah/core/catalogue/labels-team-title';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCopy } from '../../../lib/use-copy';

export interface SupervisorShortcut {
  readonly label: Entry;
  readonly to: string;
}

export const SUPERVISOR_SHORTCUTS: readonly SupervisorShortcut[] = [
  { label: attendanceHomeLabels.shortcutEmployeePresence, to: paths.attendanceEmployeePresence },
  { label: attendanceHomeLabels.shortcutScanQr, to: paths.attendanceScanQr },
  { label: attendanceHomeLabels.shortcutApproval, to: paths.attendanceApproval },
  { label: teamTitleLabel, to: paths.attendanceTeam },
];

export function SupervisorShortcuts({
  isSupervisor,
  shortcuts = SUPERVISOR_SHORTCUTS,
}: {
  isSupervisor: boolean;
  shortcuts?: readonly SupervisorShortcut[];
}) {
  const { label } = useCopy();
  if (!isSupervisor || shortcuts.length === 0) return null;
  return (
    <nav aria-label={label(attendanceHomeLabels.supervisorShortcuts)}>
      <ul className="att-shortcuts">
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link className="att-shortcut" to={s.to}>
              {label(s.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
