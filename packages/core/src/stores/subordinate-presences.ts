/**
 * The supervisor's view of the direct subordinates' presences (SPEC §6 supervisor; §7 GET
 * attendance/presence/history/direct-subordinate), every type and status, newest first: where a self clock-in
 * kept on a phone without signal shows its `offline` / `clock-skew` flags. Self clock-ins are approved when they
 * arrive, so the approval queue never lists them. A flag is for a human to look at, never a block.
 *
 * States: idle → request → success | failure (load-state.ts); `loadSubordinatePresences` reloads.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { presenceHistoryEndpoints } from '../contract/presence-history';
import { presenceApprovalItem } from '../rules/approval-item';
import type { ApprovalItem } from './approval-queue';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

/** How many of the latest presences the view shows. */
export const SUBORDINATE_PRESENCES_SHOWN = 20;

/** One presence: the approval list's item (day, clock-in – clock-out, type, flags) and its status. */
export type SubordinatePresence = ApprovalItem & { readonly status: string };

export interface SubordinatePresencesState extends LoadState {
  items: readonly SubordinatePresence[];
}

export const subordinatePresencesStore = proxy<SubordinatePresencesState>({
  items: ref([]),
  status: 'idle',
  error: null,
});

export function loadSubordinatePresences(
  client: Pick<ApiClient, 'call'>,
): Promise<readonly SubordinatePresence[] | null> {
  return trackLoad(
    subordinatePresencesStore,
    async () =>
      (
        await client.call(presenceHistoryEndpoints.presenceHistorySubordinate, {
          query: { page: 1, size: SUBORDINATE_PRESENCES_SHOWN },
        })
      ).presences.map((p): SubordinatePresence => ({ ...presenceApprovalItem(p), status: p.status })),
    (items) => {
      subordinatePresencesStore.items = ref(items);
    },
  );
}

export function resetSubordinatePresences(): void {
  cancelLoads(subordinatePresencesStore);
  Object.assign(subordinatePresencesStore, { items: ref([]), status: 'idle', error: null });
}
forgetOnSignOut(resetSubordinatePresences);
