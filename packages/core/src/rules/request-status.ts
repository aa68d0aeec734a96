import type { RequestStatus } from '../contract/common';

export type { RequestStatus };

/**
 * §4 a request's status as the server writes it (any case, "cancelled" or "canceled") → one of the four the
 * screens know, or null. Its own file: the status badge (rules/status.ts) and the request lists' Cancel
 * (`requestActions`) need only this, not the attendance rules and the formatting they bring into a route's first
 * render. rules/attendance.ts re-exports both.
 */
export function normalizeRequestStatus(status: string | null | undefined): RequestStatus | null {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'pending' || s === 'approved' || s === 'rejected') return s;
  if (s === 'canceled' || s === 'cancelled') return 'canceled';
  return null;
}

export interface RequestActions {
  readonly cancel: boolean;
  readonly approve: boolean;
  readonly reject: boolean;
}

/**
 * §4 the buttons of a request item (overtime, leave, permission, remote presence, presence): only pending
 * items offer anything; Cancel only to the owner; Approve and Reject only to an approver (the supervisor
 * viewing a subordinate's item, never their own).
 */
export function requestActions(item: {
  status: string | null | undefined;
  isOwner: boolean;
  isApprover: boolean;
}): RequestActions {
  const pending = normalizeRequestStatus(item.status) === 'pending';
  const approver = pending && item.isApprover && !item.isOwner;
  return { cancel: pending && item.isOwner, approve: approver, reject: approver };
}
