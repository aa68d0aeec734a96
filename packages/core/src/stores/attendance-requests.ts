/**
 * The request lists of the attendance area (SPEC §2 outstation, permit, cuti, overtime, presence-history;
 * §4 "After approve, reject or cancel actions, the lists reload"; §9 page size 10): one small store per list,
 * grown page by page with 'load more', reloaded after every action.
 */
import { proxy } from 'valtio';
import type { Pagination } from '../contract/common';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

/** SPEC §9 history page size. */
export const REQUEST_PAGE_SIZE = 10;

export interface RequestListState<T> extends LoadState {
  items: T[];
  page: number;
  totalPages: number;
}

export interface RequestList<T> {
  readonly state: RequestListState<T>;
  /** Page 1, replacing the list (first visit and after every action). */
  reload(): Promise<void>;
  /** The next page, appended. */
  loadMore(): Promise<void>;
  hasMore(): boolean;
  reset(): void;
}

export function createRequestList<T extends { id: number | string }>(
  fetchPage: (page: number, size: number) => Promise<{ items: T[]; pagination: Pagination }>,
): RequestList<T> {
  const state = proxy<RequestListState<T>>({
    items: [],
    page: 0,
    totalPages: 0,
    status: 'idle',
    error: null,
  });
  const load = async (page: number, replace: boolean) => {
    await trackLoad(
      state,
      () => fetchPage(page, REQUEST_PAGE_SIZE),
      ({ items, pagination }) => {
        const known = new Set(replace ? [] : state.items.map((item) => item.id));
        const fresh = items.filter((item) => !known.has(item.id));
        state.items = (replace ? fresh : [...state.items, ...fresh]) as never;
        state.page = pagination.page;
        state.totalPages = pagination.totalPages;
      },
    );
  };
  const reset = () => {
    cancelLoads(state);
    Object.assign(state, { items: [], page: 0, totalPages: 0, status: 'idle', error: null });
  };
  forgetOnSignOut(reset);
  return {
    state,
    reload: () => load(1, true),
    loadMore: () => load(state.page + 1, false),
    hasMore: () => state.page < state.totalPages,
    reset,
  };
}
