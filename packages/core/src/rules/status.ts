/**
 * How statuses are displayed (SPEC §4): withdrawal badges, bank verification, loan and instalment labels,
 * request statuses and production log statuses.
 */

import { normalizeLogStatus, type ProductionLogStatus } from './production';
import { normalizeRequestStatus, type RequestStatus } from './request-status';

/** §4 a withdrawal status is shown as-is, lowercase, as the badge class (`SUCCESS` → `success`). */
export function withdrawalBadgeClass(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-');
}

export type Tone = 'green' | 'orange' | 'red';

/** §4 bank verification display: VALID green, PENDING orange, anything else 'Invalid' in red. */
export function bankVerificationDisplay(status: string | null | undefined): {
  label: 'Valid' | 'Pending' | 'Invalid';
  tone: Tone;
} {
  const s = (status ?? '').trim().toUpperCase();
  if (s === 'VALID') return { label: 'Valid', tone: 'green' };
  if (s === 'PENDING') return { label: 'Pending', tone: 'orange' };
  return { label: 'Invalid', tone: 'red' };
}

/** §4 loan status badge: the status text in title case (`pending` → `Pending`, `IN_REVIEW` → `In Review`). */
export function titleCase(text: string | null | undefined): string {
  return (text ?? '')
    .trim()
    .toLowerCase()
    .split(/[\s_]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** §4 instalment display: 'Approve' if paid, otherwise 'Pending'. */
export function instalmentLabel(isPaid: boolean): 'Approve' | 'Pending' {
  return isPaid ? 'Approve' : 'Pending';
}

/** Icon names the apps map to their icon set. */
export type RequestStatusIcon = 'clock' | 'check-circle' | 'x-circle' | 'slash-circle' | 'help-circle';

const REQUEST_STATUS: Record<RequestStatus, { label: string; icon: RequestStatusIcon; tone: Tone | 'grey' }> =
  {
    pending: { label: 'Pending', icon: 'clock', tone: 'orange' },
    approved: { label: 'Approved', icon: 'check-circle', tone: 'green' },
    rejected: { label: 'Rejected', icon: 'x-circle', tone: 'red' },
    canceled: { label: 'Canceled', icon: 'slash-circle', tone: 'grey' },
  };

/**
 * §4 request statuses pending, approved, rejected and canceled, each with its own icon. An unknown status
 * keeps its text in title case with a question icon.
 */
export function requestStatusDisplay(status: string | null | undefined): {
  status: RequestStatus | null;
  label: string;
  icon: RequestStatusIcon;
  tone: Tone | 'grey';
} {
  const known = normalizeRequestStatus(status);
  if (known === null) return { status: null, label: titleCase(status), icon: 'help-circle', tone: 'grey' };
  return { status: known, ...REQUEST_STATUS[known] };
}

const LOG_LABEL: Record<ProductionLogStatus, string> = {
  PENDING: 'Operator on Input',
  CHECKING: 'Operator Submitted',
  WAIT_FOR_APPROVAL: 'Checker Submitted',
  APPROVED: 'Approved',
  NEED_REVISION: 'Need Revision',
};

/**
 * §4 production log status labels: PENDING 'Operator on Input', CHECKING 'Operator Submitted',
 * WAIT_FOR_APPROVAL 'Checker Submitted', APPROVED 'Approved', NEED_REVISION 'Need Revision' (awaiting
 * revision at the operator). An unknown status is shown in title case.
 */
export function productionLogStatusLabel(status: string | null | undefined): string {
  const known = normalizeLogStatus(status);
  return known === null ? titleCase(status) : LOG_LABEL[known];
}
