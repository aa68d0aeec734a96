/**
 * The employee's own leave of the year on the leave form (GET /leave/balance without a subordinate, an extension):
 * "Sisa cuti tahunan: N hari", the working days the chosen dates take and what is left after them.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { type LeaveBalanceResponse, teamEndpoints } from '../contract/team';
import { leaveWorkingDays } from '../rules/leave-balance';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

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
 * What the leave form says about the dates chosen (never a block):
 * - `no-workday`: the dates hold none of the employee's working days (a weekend, a day off), whatever the category;
 * - `annual`: for the annual category, the working days the dates take (the balance's own rule,
 *   rules/leave-balance.ts `leaveWorkingDays`, over the answer's working days of the year), the days left, the days
 *   left after this request, and `over` when it takes more than is left;
 * - `other`: another category takes no allowance: its working days only.
 * Null while the balance, the category or a range of dates is missing.
 */
export type LeavePreview =
  | { kind: 'no-workday' }
  | { kind: 'annual'; days: number; left: number; after: number; over: boolean }
  | { kind: 'other'; days: number };

export function leaveRequestPreview(
  balance: LeaveBalanceResponse | null,
  request: { category: string; start: string; end: string },
): LeavePreview | null {
  if (!balance || !request.category || !request.start || !request.end || request.end < request.start)
    return null;
  const workdays = new Set(balance.workdays);
  // the answer's workdays are the days a leave takes (a shift and no holiday): no calendar to apply again
  const days = leaveWorkingDays(
    { startAt: request.start, endAt: request.end },
    balance.year,
    (d) => workdays.has(d),
    () => null,
  );
  if (days === 0) return { kind: 'no-workday' };
  const annual = balance.categories.find((c) => c.annual);
  if (!annual || annual.remainingDays === null || request.category !== annual.code)
    return { kind: 'other', days };
  const left = annual.remainingDays;
  return { kind: 'annual', days, left, after: left - days, over: days > left };
}

export function resetOwnLeaveBalance(): void {
  cancelLoads(ownLeaveBalanceStore);
  Object.assign(ownLeaveBalanceStore, { value: null, status: 'idle', error: null });
}
forgetOnSignOut(resetOwnLeaveBalance);
