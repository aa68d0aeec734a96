/**
 * SPEC §2 supervisor-only shortcuts (Presensi Bawahan, Scan QR, Approval). Their screens belong to the
 * supervisor feature; the lead fills SUPERVISOR_SHORTCUTS at merge time, once those routes exist, so there is
 * never a dead link. Rendered only for supervisors and only when the list has entries.
 */
import type { Entry } from '@upah/core/catalogue';
import { Link } from 'react-router-dom';
import { useText } from '../use-text';

export interface SupervisorShortcut {
  readonly label: Entry;
  readonly to: string;
}

/** Filled at merge time with the supervisor routes (e.g. paths of /attendance/employee-presence). */
export const SUPERVISOR_SHORTCUTS: readonly SupervisorShortcut[] = [];

export function SupervisorShortcuts({
  isSupervisor,
  shortcuts = SUPERVISOR_SHORTCUTS,
}: {
  isSupervisor: boolean;
  shortcuts?: readonly SupervisorShortcut[];
}) {
  const { text } = useText();
  if (!isSupervisor || shortcuts.length === 0) return null;
  return (
    <nav aria-label={text('supervisorShortcuts')}>
      <ul className="att-shortcuts">
        {shortcuts.map((s) => (
          <li key={s.to}>
            <Link className="att-shortcut" to={s.to}>
              {text(s.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
