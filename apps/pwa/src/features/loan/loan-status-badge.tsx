/** SPEC §4 a loan's status as a pill (the shared .badge of @upah/ui/list.css) in title case, its tone from the status. */
import { titleCase } from '@upah/core/rules/status';

const TONES: Record<string, string> = {
  pending: 'processing',
  approved: 'success',
  disbursed: 'success',
  paid: 'success',
  rejected: 'failed',
  canceled: 'failed',
};

export function LoanStatusBadge({ status }: { status: string }) {
  return <span className={`badge badge--${TONES[status] ?? 'info'}`}>{titleCase(status)}</span>;
}
