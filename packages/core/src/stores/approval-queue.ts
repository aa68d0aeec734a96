/**
 * The supervisor's approval queues (SPEC §2 /attendance/approval, §4 "Approvers see Approve or Reject…
 * Bulk approval is available… After approve, reject or cancel actions, the lists reload", §5 reject
 * reason, §6 supervisor, §7 Attendance/Leave/Overtime/Permission approvals, §8 'Success approve' /
 * 'Success reject', §9 tab indices).
 *
 * One valtio store for the five tabs (Presensi 0, Cuti 1, Lembur 2, Izin 3, Koreksi 4), used by the PWA and the gate
 * console: every action takes the API client, so each app passes its own.
 *
 * Fast for thousands of pending items: the list is stored as a `ref` (not deep-proxied; it is replaced
 * whole on each load), the selection is an id → true record with a running count, so toggling is O(1),
 * select all O(n), and "is everything selected" is a comparison of two numbers.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { errorText } from '../api/errors';
import type { MessageKey } from '../catalogue/messages';
import { APPROVAL_TAB_KINDS, type ApprovalItem } from '../rules/approval-item';
import { rejectReasonRule } from '../rules/attendance';
import { cancelLoads, type LoadState, trackLoad } from './load-state';

/** SPEC §9 approval tab indices, by the domain each tab lists; 4 is our attendance correction ("Koreksi"). */
export const approvalTabs = { presence: 0, leave: 1, overtime: 2, permission: 3, correction: 4 } as const;
export type ApprovalTab = (typeof approvalTabs)[keyof typeof approvalTabs];
/** The tabs in their order on screen. */
export const APPROVAL_TABS: readonly ApprovalTab[] = Object.values(approvalTabs);

import { forgetOnSignOut } from './user-data';

export {
  APPROVAL_TAB_KINDS,
  type ApprovalItem,
  type ApprovalKind,
} from '../rules/approval-item';

export interface ApprovalTabState extends LoadState {
  items: readonly ApprovalItem[];
  /** Selected ids (`selected[id] === true`); `selectedCount` keeps their number. */
  selected: Record<number, true>;
  selectedCount: number;
}

export interface ApprovalQueueState {
  tab: ApprovalTab;
  tabs: Record<ApprovalTab, ApprovalTabState>;
  /** An approve or reject is under way: buttons are disabled. */
  busy: boolean;
}

type Client = Pick<ApiClient, 'call'>;

export type ApprovalActionResult =
  | { ok: true; message: Extract<MessageKey, 'approveSuccess' | 'rejectSuccess'>; ids: number[] }
  /** `message` is a catalogue key (validation) or null when `text` is the error to show. */
  | { ok: false; message: MessageKey | null; text: string };

const emptyTab = (): ApprovalTabState => ({
  items: ref([]),
  selected: {},
  selectedCount: 0,
  status: 'idle',
  error: null,
});

export const approvalQueueStore = proxy<ApprovalQueueState>({
  tab: 0,
  tabs: Object.fromEntries(APPROVAL_TABS.map((tab) => [tab, emptyTab()])) as Record<
    ApprovalTab,
    ApprovalTabState
  >,
  busy: false,
});

/**
 * The calls of each tab (./approval-calls.ts, with the four request contracts), loaded with the first load or action:
 * the queue's screen renders without the contracts' schemas and gets them right after.
 */
const tabCalls = (tab: ApprovalTab) =>
  import('./approval-calls').then((module) => module.CALLS_BY_KIND[APPROVAL_TAB_KINDS[tab]]);

/** True for a tab's index, 0 to 4 (from a URL or a key press). */
export function isApprovalTab(value: unknown): value is ApprovalTab {
  return (APPROVAL_TABS as readonly unknown[]).includes(value);
}

function clearSelection(state: ApprovalTabState): void {
  state.selected = {};
  state.selectedCount = 0;
}

/**
 * Loads the pending items of `tab` (default: the current tab). Selected ids that are no longer pending
 * are dropped from the selection. Resolves to the items, or null on failure (`error` holds the text).
 */
export async function loadApprovals(
  client: Client,
  tab: ApprovalTab = approvalQueueStore.tab,
): Promise<readonly ApprovalItem[] | null> {
  const state = approvalQueueStore.tabs[tab];
  return trackLoad(
    state,
    async () => (await tabCalls(tab)).list(client),
    (items) => {
      state.items = ref(items);
      const kept: Record<number, true> = {};
      let count = 0;
      for (const item of items) {
        if (state.selected[item.id]) {
          kept[item.id] = true;
          count++;
        }
      }
      state.selected = kept;
      state.selectedCount = count;
    },
  );
}

/** Switches to `tab` and loads it. */
export function setApprovalTab(client: Client, tab: ApprovalTab): Promise<readonly ApprovalItem[] | null> {
  approvalQueueStore.tab = tab;
  return loadApprovals(client, tab);
}

/** Checks or unchecks one item of the current tab (`on` defaults to the opposite of now). O(1). */
export function toggleApproval(id: number, on?: boolean): void {
  const state = approvalQueueStore.tabs[approvalQueueStore.tab];
  const isOn = state.selected[id] === true;
  const next = on ?? !isOn;
  if (next === isOn) return;
  if (next) {
    state.selected[id] = true;
    state.selectedCount++;
  } else {
    delete state.selected[id];
    state.selectedCount--;
  }
}

/** Select all (or, with `false`, none) of the current tab's items, or of `ids` when given. O(n). */
export function selectAllApprovals(on = true, ids?: readonly number[]): void {
  const state = approvalQueueStore.tabs[approvalQueueStore.tab];
  if (!on) {
    clearSelection(state);
    return;
  }
  const all: Record<number, true> = {};
  let count = 0;
  for (const id of ids ?? state.items.map((item) => item.id)) {
    if (!all[id]) {
      all[id] = true;
      count++;
    }
  }
  state.selected = all;
  state.selectedCount = count;
}

/** True when every item of the tab is selected (and there is at least one). */
export function allApprovalsSelected(state: Pick<ApprovalTabState, 'items' | 'selectedCount'>): boolean {
  return state.items.length > 0 && state.selectedCount === state.items.length;
}

/** The selected ids of the current tab, in list order. */
export function selectedApprovalIds(tab: ApprovalTab = approvalQueueStore.tab): number[] {
  const state = approvalQueueStore.tabs[tab];
  return state.items.filter((item) => state.selected[item.id]).map((item) => item.id);
}

async function act(
  client: Client,
  tab: ApprovalTab,
  ids: number[],
  run: () => Promise<number[]>,
  success: 'approveSuccess' | 'rejectSuccess',
): Promise<ApprovalActionResult> {
  if (ids.length === 0) return { ok: false, message: 'selectAtLeastOne', text: '' };
  if (approvalQueueStore.busy) return { ok: false, message: null, text: '' };
  approvalQueueStore.busy = true;
  let result: ApprovalActionResult;
  try {
    result = { ok: true, message: success, ids: await run() };
    const state = approvalQueueStore.tabs[tab];
    for (const id of ids) {
      if (state.selected[id]) {
        delete state.selected[id];
        state.selectedCount--;
      }
    }
  } catch (error) {
    result = { ok: false, message: null, text: errorText(error) };
  } finally {
    approvalQueueStore.busy = false;
  }
  // SPEC §4: after approve or reject the list reloads (after a failure too: items may have moved on).
  await loadApprovals(client, tab);
  return result;
}

/** Approves one item of `tab` (default current) and reloads. */
export function approveApproval(
  client: Client,
  id: number,
  tab: ApprovalTab = approvalQueueStore.tab,
): Promise<ApprovalActionResult> {
  return act(
    client,
    tab,
    [id],
    async () => {
      await (await tabCalls(tab)).approve(client, id);
      return [id];
    },
    'approveSuccess',
  );
}

/**
 * Bulk approve (SPEC §6 "Bulk approve uses checked items"): the selected ids of `tab` (or `ids`), in one
 * call with `{id}` (presence, permission) or `{requestIds}` (leave, overtime). Resolves with the ids the
 * server approved; the list reloads.
 */
export function approveSelected(
  client: Client,
  tab: ApprovalTab = approvalQueueStore.tab,
  ids: number[] = selectedApprovalIds(tab),
): Promise<ApprovalActionResult> {
  return act(
    client,
    tab,
    ids,
    async () => (await (await tabCalls(tab)).approveMany(client, ids)).approvedIds,
    'approveSuccess',
  );
}

/**
 * Rejects items of `tab`, each with its own reason (SPEC §4/§5: a reason is required; a blank one stops
 * everything before any call with 'Alasan penolakan wajib diisi'). Calls go one by one; the first failure
 * stops the rest and is reported. The list reloads.
 */
export async function rejectApprovals(
  client: Client,
  entries: readonly { id: number; reason: string }[],
  tab: ApprovalTab = approvalQueueStore.tab,
): Promise<ApprovalActionResult> {
  for (const entry of entries) {
    const rule = rejectReasonRule(entry.reason);
    if (!rule.ok) return { ok: false, message: rule.message, text: '' };
  }
  return act(
    client,
    tab,
    entries.map((e) => e.id),
    async () => {
      const done: number[] = [];
      const calls = await tabCalls(tab);
      for (const entry of entries) {
        await calls.reject(client, entry.id, entry.reason.trim());
        done.push(entry.id);
      }
      return done;
    },
    'rejectSuccess',
  );
}

/** Rejects one item with `reason`. */
export function rejectApproval(
  client: Client,
  id: number,
  reason: string,
  tab: ApprovalTab = approvalQueueStore.tab,
): Promise<ApprovalActionResult> {
  return rejectApprovals(client, [{ id, reason }], tab);
}

/** Back to the start (tests, logout). In-flight loads are dropped. */
export function resetApprovalQueue(): void {
  for (const tab of APPROVAL_TABS) {
    cancelLoads(approvalQueueStore.tabs[tab]);
    approvalQueueStore.tabs[tab] = emptyTab();
  }
  approvalQueueStore.tab = 0;
  approvalQueueStore.busy = false;
}
forgetOnSignOut(resetApprovalQueue);
