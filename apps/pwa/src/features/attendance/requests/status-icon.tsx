/** SPEC §4: pending, approved, rejected and canceled, each with its own icon (and its word, never colour alone). */
import { normalizeRequestStatus } from '@upah/core/rules/attendance';
import { useText } from '../use-text';

const ICON = { pending: '◔', approved: '✔', rejected: '✖', canceled: '⊘' } as const;
const LABEL = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  canceled: 'statusCanceled',
} as const;

export function StatusIcon({ status }: { status: string }) {
  const { text } = useText();
  const s = normalizeRequestStatus(status) ?? 'pending';
  return (
    <span className={`att-status att-status--${s}`} data-status={s}>
      <span aria-hidden="true">{ICON[s]}</span> {text(LABEL[s])}
    </span>
  );
}
