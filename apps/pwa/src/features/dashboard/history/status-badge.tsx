/** SPEC §4: a withdrawal status is shown as-is, as a badge whose class is the lowercase status. */
import { withdrawalBadgeClass } from '@upah/core/rules/status';

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${withdrawalBadgeClass(status)}`}>{status}</span>;
}
