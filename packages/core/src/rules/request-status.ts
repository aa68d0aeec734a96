import type { RequestStatus } from '../contract/common';

export type { RequestStatus };

/**
 * §4 a request's status as the server writes it (any case, "cancelled" or "canceled") → one of the four the
 * screens know, or null. Its own file: the status badge (rules/status.ts) needs only this, not the attendance
 * rules and the formatting they bring into a route's first render.
 */
export function normalizeRequestStatus(status: string | null | undefined): RequestStatus | null {
  const s = (status ?? '').trim().toLowerCase();
  if (s === 'pending' || s === 'approved' || s === 'rejected') return s;
  if (s === 'canceled' || s === 'cancelled') return 'canceled';
  return null;
}
