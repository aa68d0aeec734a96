/**
 * The month recap's state (DESIGN "Team views and payroll"; the console's /team/recap): the caller's direct
 * subordinates over one month as `GET /attendance/recap` answers it, page by page (`RECAP_MAX_PAGE_SIZE` rows each,
 * a plant of 5,000 in fifty pages). The pages stream: the first page's rows show as soon as it arrives and each
 * later page's rows are appended in page order as they come, so the table draws before the month has arrived;
 * `complete` says every page is in (the exports wait for it: a file carries the whole month or nothing).
 *
 * Keyed by month: another month aborts the pages under way and clears the rows until its first page comes. A reload
 * of the same month keeps the rows on screen until its own pages replace them; a failed reload keeps them too and
 * says so (`status` 'failure', `error`). Rows are held by `ref` and replaced whole (./load-state.ts).
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import { RECAP_MAX_PAGE_SIZE, type RecapClose, type RecapRow, recapEndpoints } from '../contract/recap';
import type { LeaveCategoryRef } from '../contract/team';
import { type RecapStatusFilter, recapRowsWithStatus } from '../rules/recap-status';
import { type TeamSearch, type TeamSort, teamSearched, teamSorted } from '../rules/team-search';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export type { RecapClose, RecapRow } from '../contract/recap';

export interface TeamRecapState extends LoadState {
  /** The month shown (YYYY-MM); '' before the first load. */
  month: string;
  /** The month's rows received so far, in the server's order (by name); null until its first page. */
  rows: readonly RecapRow[] | null;
  /** How many rows the month has (the first page's pagination), 0 before it. */
  total: number;
  /** Every page of the month is in `rows`. */
  complete: boolean;
  workWeek: 5 | 6;
  /** The company's leave categories: each is a column of the summary and the files, every month. */
  leaveCategories: readonly LeaveCategoryRef[];
  close: RecapClose | null;
}

const NO_CATEGORIES: readonly LeaveCategoryRef[] = [];

const initial = (): TeamRecapState => ({
  month: '',
  rows: null,
  total: 0,
  complete: false,
  workWeek: 5,
  leaveCategories: NO_CATEGORIES,
  close: null,
  status: 'idle',
  error: null,
});

export const teamRecapStore = proxy<TeamRecapState>(initial());

type Client = Pick<ApiClient, 'call'>;

/** The pages under way for the store's load (aborted by the next load, a month change or a reset). */
let running: AbortController | null = null;

/**
 * Loads every page of `month`. Another month aborts the load under way and clears the rows first; the same month
 * again (a reload, "Coba lagi") keeps a whole month on screen until the new one is whole, and streams into a month
 * that was not. The pages after the first are asked for at once and applied in page order as they arrive.
 * Resolves to true when the whole month arrived.
 */
export async function loadTeamRecap(client: Client, month: string): Promise<boolean> {
  running?.abort();
  const abort = new AbortController();
  running = abort;
  const signal = abort.signal;
  if (month !== teamRecapStore.month) {
    Object.assign(teamRecapStore, { ...initial(), month });
  }
  // a month already whole on screen stays as it is until the reload has every page (no list shrinking to a page)
  const streaming = !teamRecapStore.complete;
  const size = RECAP_MAX_PAGE_SIZE;
  const page = (n: number) =>
    client.call(recapEndpoints.team, { query: { month, page: n, size } }, { signal });
  const done = await trackLoad(
    teamRecapStore,
    async () => {
      const first = await page(1);
      if (signal.aborted) throw signal.reason;
      const later = Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, i) =>
        page(i + 2),
      );
      // a page that fails after an earlier one failed is no unhandled rejection: the first failure ends the load
      for (const p of later) p.catch(() => undefined);
      const head = {
        total: first.pagination.totalItems,
        workWeek: first.workWeek,
        leaveCategories: ref(first.leaveCategories),
        close: first.close ? ref(first.close) : null,
      };
      let rows = [...first.rows];
      if (streaming) Object.assign(teamRecapStore, head, { rows: ref(rows) });
      // applied in page order: a page waits for those before it; a failure ends the load (the rows so far stay)
      for (const next of later) {
        const answer = await next;
        if (signal.aborted) throw signal.reason;
        rows = rows.concat(answer.rows);
        if (streaming) teamRecapStore.rows = ref(rows);
      }
      return { head, rows };
    },
    ({ head, rows }) => {
      Object.assign(teamRecapStore, head, { rows: ref(rows), complete: true });
    },
  );
  if (running === abort) running = null;
  if (!done) abort.abort();
  return done !== null;
}

/**
 * The rows the recap shows: those `search` keeps (rules/team-search.ts) with a day of `status` in the month
 * (rules/recap-status.ts), by name as the server orders them, or the most absences (A days) or late minutes first, by
 * name within a tie.
 */
export function teamRecapRowsShown(
  rows: readonly RecapRow[],
  search: TeamSearch,
  sort: TeamSort,
  status: RecapStatusFilter | null = null,
): readonly RecapRow[] {
  return teamSorted(recapRowsWithStatus(teamSearched(rows, search), status), sort, (r, by) =>
    by === 'late' ? r.totals.lateMinutes : r.totals.absent,
  );
}

/** Back to the start (tests, logout). The pages under way are aborted and dropped. */
export function resetTeamRecap(): void {
  running?.abort();
  running = null;
  cancelLoads(teamRecapStore);
  Object.assign(teamRecapStore, initial());
}
forgetOnSignOut(resetTeamRecap);
