/**
 * Context while deciding a request (DESIGN "Team views and payroll"; both apps' approval screens): the request
 * tapped, the employee's last five other requests of that kind with their outcome (the subordinate history with
 * `employeeId`, an extension), and for leave the employee's balance of the year ("Sisa cuti", GET /leave/balance)
 * and who else among the caller's subordinates is off on any of its dates ("Juga tidak masuk", GET
 * /attendance/team/off). Joined by the employee's pkID, never by name. Each part loads and fails on its own.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import type { LeaveBalanceResponse, TeamOffDay, TeamOffItem } from '../contract/team';
import { teamEndpoints } from '../contract/team';
import type { ApprovalItem } from '../rules/approval-item';
import { type ShortDay, shortStaffedDays } from '../rules/staffing';
import { LIST_BY_KIND } from './approval-calls';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

/** How many earlier requests the detail lists. */
export const DETAIL_HISTORY = 5;

export interface ApprovalDetailState {
  item: ApprovalItem | null;
  history: LoadState & { items: readonly ApprovalItem[] };
  balance: LoadState & { value: LeaveBalanceResponse | null };
  /** The others off (approved or pending leave) on the item's days, each day's staffing and the company's share. */
  off: LoadState & { items: readonly TeamOffItem[]; days: readonly TeamOffDay[]; minShareAtWork: number };
}

const idle = { status: 'idle', error: null } as const;

export const approvalDetailStore = proxy<ApprovalDetailState>({
  item: null,
  history: { ...idle, items: ref([]) },
  balance: { ...idle, value: null },
  off: { ...idle, items: ref([]), days: ref([]), minShareAtWork: 0 },
});

type Client = Pick<ApiClient, 'call'>;

/** The employee's latest requests of the item's kind but the item itself, newest first. */
export function loadDetailHistory(client: Client, item: ApprovalItem): Promise<unknown> {
  const { history } = approvalDetailStore;
  const employeeId = item.employeeId;
  return trackLoad(
    history,
    async () =>
      employeeId === undefined
        ? []
        : (await LIST_BY_KIND[item.kind](client, { employeeId, size: DETAIL_HISTORY + 1 }))
            .filter((other) => other.id !== item.id)
            .slice(0, DETAIL_HISTORY),
    (items) => {
      history.items = ref(items);
    },
  );
}

/** The employee's leave of the year (a leave item only). */
export function loadDetailBalance(client: Client, item: ApprovalItem): Promise<unknown> {
  const { balance } = approvalDetailStore;
  const subordinateId = item.employeeId;
  return trackLoad(
    balance,
    async () =>
      subordinateId === undefined
        ? null
        : client.call(teamEndpoints.leaveBalance, { query: { subordinateId } }),
    (value) => {
      balance.value = value ? ref(value) : null;
    },
  );
}

/** The other subordinates off (approved or pending leave) on any day of the item's period (a leave item only). */
export function loadDetailOff(client: Client, item: ApprovalItem): Promise<unknown> {
  const { off } = approvalDetailStore;
  const from = item.from ?? item.date.slice(0, 10);
  const to = item.to ?? from;
  return trackLoad(
    off,
    () => client.call(teamEndpoints.off, { query: { from, to } }),
    (answer) => {
      off.items = ref(answer.off.filter((o) => o.employeeId !== item.employeeId && o.requestId !== item.id));
      off.days = ref(answer.days);
      off.minShareAtWork = answer.minShareAtWork;
    },
  );
}

/** Opens the detail of `item` and loads its context (the balance and the off list for a leave). */
export function openApprovalDetail(client: Client, item: ApprovalItem): Promise<unknown> {
  closeApprovalDetail();
  approvalDetailStore.item = ref(item);
  const loads = [loadDetailHistory(client, item)];
  if (item.kind === 'leave') loads.push(loadDetailBalance(client, item), loadDetailOff(client, item));
  return Promise.all(loads);
}

export function closeApprovalDetail(): void {
  const s = approvalDetailStore;
  cancelLoads(s.history);
  cancelLoads(s.balance);
  cancelLoads(s.off);
  s.item = null;
  s.history = { ...idle, items: ref([]) };
  s.balance = { ...idle, value: null };
  s.off = { ...idle, items: ref([]), days: ref([]), minShareAtWork: 0 };
}
forgetOnSignOut(closeApprovalDetail);

/**
 * "Sisa cuti" of the leave's category before and after approving it. With an allowance (annual leave): the days
 * left, and left minus this leave's working days. Without (other categories): the days used this year, and used
 * plus this leave's days. `days` is this leave's working days (0 when the balance does not list it).
 */
export function leaveBalanceFigures(
  balance: LeaveBalanceResponse,
  item: Pick<ApprovalItem, 'id' | 'categoryCode'>,
): { name: string; annual: boolean; before: number; after: number; days: number } | null {
  const category = balance.categories.find((c) => c.code === item.categoryCode);
  if (!category) return null;
  const days = category.requests.find((r) => r.id === item.id)?.days ?? 0;
  if (category.remainingDays !== null)
    return {
      name: category.name,
      annual: true,
      before: category.remainingDays,
      after: category.remainingDays - days,
      days,
    };
  return {
    name: category.name,
    annual: false,
    before: category.usedDays,
    after: category.usedDays + days,
    days,
  };
}

/**
 * The days on which approving the leave would leave fewer than the company's share of the team at work
 * (rules/staffing.ts), from the off list's staffing; none while it has not loaded or for an item without its
 * employee's id.
 */
export function detailShortDays(
  item: Pick<ApprovalItem, 'id' | 'employeeId'>,
  off: { readonly days: readonly TeamOffDay[]; readonly minShareAtWork: number },
): ShortDay[] {
  if (item.employeeId === undefined) return [];
  return shortStaffedDays(off.days, { requestId: item.id, employeeId: item.employeeId }, off.minShareAtWork);
}
