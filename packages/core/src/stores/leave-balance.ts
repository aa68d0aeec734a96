/**
 * The employee's own leave of the year on the leave form (GET /leave/balance without a subordinate, an extension):
 * "Sisa cuti tahunan: N hari", and a warning, never a block, when a request is longer than what is left.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type LeaveBalanceResponse, teamEndpoints } from '../contract/team';
import { daysInRange } from '../format/jakarta-time';
import { cancelLoads, type LoadState, trackLoad } from './load-state';

export interface OwnLeaveBalanceState extends LoadState {
  value: LeaveBalanceResponse | null;
}

export const ownLeaveBalanceStore = proxy<OwnLeaveBalanceState>({ value: null, status: 'idle', error: null });

export function loadOwnLeaveBalance(client: Pick<ApiClient, 'call'>): Promise<LeaveBalanceResponse | null> {
  return trackLoad(
    ownLeaveBalanceStore,
    () => client.call(teamEndpoints.leaveBalance, { query: {} }),
    (value) => {
      ownLeaveBalanceStore.value = ref(value);
    },
  );
}

/** The annual leave left (the category with an allowance), or null when the answer has none. */
export function annualLeaveLeft(balance: LeaveBalanceResponse | null): number | null {
  return balance?.categories.find((c) => c.annual)?.remainingDays ?? null;
}

/**
 * The warning of the leave form: the request's calendar days (start to end, both counted) when they are more than
 * the annual leave left and the category is the annual one; null otherwise (or while the dates are not a range).
 */
export function leaveOverBalance(
  balance: LeaveBalanceResponse | null,
  request: { category: string; start: string; end: string },
): { days: number; left: number } | null {
  const annual = balance?.categories.find((c) => c.annual);
  if (!annual || annual.remainingDays === null || request.category !== annual.code) return null;
  const days = daysInRange(request.start, request.end).length;
  return days > annual.remainingDays ? { days, left: annual.remainingDays } : null;
}

export function resetOwnLeaveBalance(): void {
  cancelLoads(ownLeaveBalanceStore);
  Object.assign(ownLeaveBalanceStore, { value: null, status: 'idle', error: null });
}
