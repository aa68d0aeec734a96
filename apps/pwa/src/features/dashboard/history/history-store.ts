/**
 * Riwayat (SPEC §2 history, §7 `GET ewa/wage-request/history?page&size=10`): the withdrawal list, newest
 * first, grown page by page with 'load more'. A valtio store so the header's reload and the Tarik Gaji
 * success (§4 step 5: "the history and limits reload") can refresh it from outside the screen.
 */
import type { ApiClient } from '@upah/core/api';
import { ewaEndpoints, type WageRequest } from '@upah/core/contract/ewa';
import type { LoadStatus } from '@upah/core/stores/load-state';
import { proxy } from 'valtio';

/** SPEC §9: history page size 10. */
export const HISTORY_PAGE_SIZE = 10;

export interface HistoryState {
  items: WageRequest[];
  /** Last page loaded (0 before the first). */
  page: number;
  totalPages: number;
  /** The request state of core's data stores. */
  status: LoadStatus;
  /** The error of the last failed call, shown by the screen. */
  error: unknown;
}

export const historyStore = proxy<HistoryState>({
  items: [],
  page: 0,
  totalPages: 0,
  status: 'idle',
  error: null,
});

let generation = 0;
/** The page load that failed last, for "Coba lagi": a failed reload reloads, a failed "load more" loads that page. */
let failed: { page: number; replace: boolean } | null = null;

async function loadPage(client: ApiClient, page: number, replace: boolean): Promise<void> {
  const mine = ++generation;
  failed = null;
  historyStore.status = 'request';
  historyStore.error = null;
  try {
    const data = await client.call(ewaEndpoints.wageHistory, { query: { page, size: HISTORY_PAGE_SIZE } });
    if (mine !== generation) return;
    const known = new Set(replace ? [] : historyStore.items.map((item) => item.eventID));
    const fresh = data.wageRequests.filter((item) => !known.has(item.eventID));
    historyStore.items = replace ? fresh : [...historyStore.items, ...fresh];
    historyStore.page = data.pagination.page;
    historyStore.totalPages = data.pagination.totalPages;
    historyStore.status = 'success';
  } catch (error) {
    if (mine !== generation) return;
    failed = { page, replace };
    historyStore.status = 'failure';
    historyStore.error = error;
  }
}

/** Loads page 1 and replaces the list (first visit, reload, after a withdrawal). */
export function reloadHistory(client: ApiClient): Promise<void> {
  return loadPage(client, 1, true);
}

/** Appends the next page ('load more'). */
export function loadMoreHistory(client: ApiClient): Promise<void> {
  return loadPage(client, historyStore.page + 1, false);
}

/** "Coba lagi" under a failed load (SPEC §8 fetch error): the same page again, else page 1. */
export function retryHistory(client: ApiClient): Promise<void> {
  return failed ? loadPage(client, failed.page, failed.replace) : reloadHistory(client);
}

export function hasMoreHistory(state: Pick<HistoryState, 'page' | 'totalPages'>): boolean {
  return state.page > 0 && state.page < state.totalPages;
}

export function resetHistory(): void {
  generation++;
  failed = null;
  historyStore.items = [];
  historyStore.page = 0;
  historyStore.totalPages = 0;
  historyStore.status = 'idle';
  historyStore.error = null;
}
