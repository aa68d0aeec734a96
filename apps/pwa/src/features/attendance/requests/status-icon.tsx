/** SPEC §4: pending, approved, rejected and canceled, each with its own icon (and its word, never colour alone). */

import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { normalizeRequestStatus } from '@upah/core/rules/request-status';
import { useCopy } from '../../../lib/use-copy';

const ICON = { pending: '◔', approved: '✔', rejected: '✖', canceled: '⊘' } as const;
const LABEL = {
  pending: 'statusPending',
  approved: 'statusApproved',
  rejected: 'statusRejected',
  canceled: 'statusCanceled',
} as const;

export function StatusIcon({ status }: { status: string }) {
  const { label } = useCopy();
  const s = normalizeRequestStatus(status) ?? 'pending';
  return (
    <span className={`att-status att-status--${s}`} data-status={s}>
      <span aria-hidden="true">{ICON[s]}</span> {label(attendanceRequestLabels[LABEL[s]])}
    </span>
  );
}
