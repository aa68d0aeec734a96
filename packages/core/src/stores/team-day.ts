/**
 * The team board's state (DESIGN "Team views and payroll"; the console's /team/today and the PWA's
 * /attendance/team): the caller's direct subordinates on one day as `GET /attendance/team/day` answers it (one
 * status each by core's rule), the day asked for (null: today in Jakarta, as the server counts it), the status the
 * list is filtered to, and when the answer came. The answer is held by `ref` and replaced whole.
 *
 * It keeps itself current while a board is open (`keepTeamDayCurrent`): every 60 s, when the window gets the
 * focus back and when the page becomes visible again. A reload keeps the day on screen (no spinner over a list
 * that is there); a failed reload keeps it too and says so. Another day clears the list until its answer comes.
 */
import { proxy, ref } from 'valtio/vanilla';
import type { ApiClient } from '../api/client';
import {
  type TeamDayMember,
  type TeamDayResponse,
  type TeamDayStatus,
  teamEndpoints,
} from '../contract/team';
import type { TeamDayQuery } from '../rules/team-query';
import {
  NO_TEAM_SEARCH,
  type TeamSearch,
  type TeamSort,
  teamSearched,
  teamSorted,
} from '../rules/team-search';
import { cancelLoads, type LoadState, trackLoad } from './load-state';
import { forgetOnSignOut } from './user-data';

export type { TeamDayMember, TeamDayResponse, TeamDayStatus } from '../contract/team';

/** How often an open board asks again. */
export const TEAM_DAY_REFRESH_MS = 60_000;

export interface TeamDayState extends LoadState {
  /** The day asked for (YYYY-MM-DD); null is today, the server's today in Jakarta. */
  date: string | null;
  /** The last answer for `date` (null before it, and after the day changed until the new one comes). */
  day: TeamDayResponse | null;
  /** The list shows only this status (null: everyone). */
  filter: TeamDayStatus | null;
  /** Name or employee number, department, work location (rules/team-search.ts); the figures follow it. */
  search: TeamSearch;
  /** The list's order: by name, or the most late minutes first. */
  sort: TeamSort;
  /** Epoch ms of the last answer. */
  updatedAt: number | null;
}

/** The state before the first load, and again after a reset. */
const INITIAL_TEAM_DAY: TeamDayState = {
  date: null,
  day: null,
  filter: null,
  search: NO_TEAM_SEARCH,
  sort: 'name',
  updatedAt: null,
  status: 'idle',
  error: null,
};

export const teamDayStore = proxy<TeamDayState>({ ...INITIAL_TEAM_DAY });

type Client = Pick<ApiClient, 'call'>;

/** Loads the day of `teamDayStore.date` again (keeps what is shown until the answer comes). */
export function loadTeamDay(client: Client, now: () => number = Date.now): Promise<TeamDayResponse | null> {
  const date = teamDayStore.date;
  return trackLoad(
    teamDayStore,
    () => client.call(teamEndpoints.day, { query: date ? { date } : {} }),
    (day) => {
      teamDayStore.day = ref(day);
      teamDayStore.updatedAt = now();
    },
  );
}

/** Shows another day (`null` or today's date: today). The list empties until its answer comes. */
export function setTeamDayDate(client: Client, date: string | null): Promise<TeamDayResponse | null> {
  const next = date || null;
  if (next !== teamDayStore.date) {
    teamDayStore.date = next;
    teamDayStore.day = null;
    teamDayStore.updatedAt = null;
  }
  return loadTeamDay(client);
}

/** Filters the list to one status; the same status again (or null) shows everyone. */
export function setTeamDayFilter(status: TeamDayStatus | null): void {
  teamDayStore.filter = status === teamDayStore.filter ? null : status;
}

/** Narrows the list (and its figures) by name or number, department and work location. */
export function setTeamDaySearch(search: Partial<TeamSearch>): void {
  teamDayStore.search = { ...teamDayStore.search, ...search };
}

/** Orders the list by name or by late minutes. */
export function setTeamDaySort(sort: TeamSort): void {
  teamDayStore.sort = sort;
}

/** The board's state as its address holds it (rules/team-query.ts). */
export function teamDayQuery(): TeamDayQuery {
  const { date, filter, search, sort } = teamDayStore;
  return { date, status: filter, search, sort };
}

/**
 * Shows what an address asks for (a deep link, back and forward): the day, the status, the search and the order.
 * True when the day changed: its list is cleared and the caller loads it.
 */
export function applyTeamDayQuery(query: TeamDayQuery): boolean {
  const dayChanged = query.date !== teamDayStore.date;
  if (dayChanged) {
    cancelLoads(teamDayStore);
    teamDayStore.date = query.date;
    teamDayStore.day = null;
    teamDayStore.updatedAt = null;
  }
  teamDayStore.filter = query.status;
  teamDayStore.search = query.search;
  teamDayStore.sort = query.sort;
  return dayChanged;
}

/**
 * The members the list shows: those `search` keeps (rules/team-search.ts), of `filter`'s status when one is chosen,
 * in the answer's order (by name) or the most late minutes first.
 */
export function teamDayMembersShown(
  members: readonly TeamDayMember[],
  filter: TeamDayStatus | null,
  search: TeamSearch = NO_TEAM_SEARCH,
  sort: TeamSort = 'name',
): readonly TeamDayMember[] {
  const searched = teamSearched(members, search);
  const kept = filter ? searched.filter((m) => m.status === filter) : searched;
  return teamSorted(kept, sort, (m, by) => (by === 'late' ? m.lateMinutes : m.status === 'absent' ? 1 : 0));
}

/** How many of `members` have each status (the figures over a searched list; absent statuses are missing). */
export function teamDayStatusCounts(
  members: readonly TeamDayMember[],
): Readonly<Partial<Record<TeamDayStatus, number>>> {
  const counts: Partial<Record<TeamDayStatus, number>> = {};
  for (const m of members) counts[m.status] = (counts[m.status] ?? 0) + 1;
  return counts;
}

/** A shift group of the chart: members of one shift (by name and times), or those without a shift. */
export interface TeamDayShiftGroup {
  /** `name|start|end`, or '' for no shift. */
  readonly key: string;
  readonly shift: TeamDayMember['shift'];
  readonly counts: Readonly<Partial<Record<TeamDayStatus, number>>>;
  readonly total: number;
}

/** The members per shift (earliest start first, no shift last), with their counts per status. */
export function teamDayShiftGroups(members: readonly TeamDayMember[]): TeamDayShiftGroup[] {
  const groups = new Map<
    string,
    { shift: TeamDayMember['shift']; counts: Partial<Record<TeamDayStatus, number>>; total: number }
  >();
  for (const m of members) {
    const key = m.shift ? `${m.shift.name}|${m.shift.start}|${m.shift.end}` : '';
    let group = groups.get(key);
    if (!group) {
      group = { shift: m.shift, counts: {}, total: 0 };
      groups.set(key, group);
    }
    group.counts[m.status] = (group.counts[m.status] ?? 0) + 1;
    group.total++;
  }
  return [...groups.entries()]
    .map(([key, g]) => ({ key, ...g }))
    .sort((a, b) => {
      if (!a.shift || !b.shift) return a.shift ? -1 : b.shift ? 1 : 0;
      return a.shift.start.localeCompare(b.shift.start) || a.shift.name.localeCompare(b.shift.name);
    });
}

/** What the board listens to: the window's focus and timer, the document's visibility. */
export interface TeamDayWatchTarget {
  addEventListener(type: 'focus', listener: () => void): void;
  removeEventListener(type: 'focus', listener: () => void): void;
  setInterval(run: () => void, ms: number): number;
  clearInterval(id: number): void;
  document: {
    visibilityState: DocumentVisibilityState;
    addEventListener(type: 'visibilitychange', listener: () => void): void;
    removeEventListener(type: 'visibilitychange', listener: () => void): void;
  };
}

/**
 * Keeps the board current while it is shown: a reload every `everyMs`, on the window's focus and when the page is
 * visible again. Returns the stop function (the screen's effect cleanup).
 */
export function keepTeamDayCurrent(
  client: Client,
  target: TeamDayWatchTarget = window,
  everyMs: number = TEAM_DAY_REFRESH_MS,
): () => void {
  const reload = () => void loadTeamDay(client);
  const onVisibility = () => {
    if (target.document.visibilityState === 'visible') reload();
  };
  const timer = target.setInterval(reload, everyMs);
  target.addEventListener('focus', reload);
  target.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    target.clearInterval(timer);
    target.removeEventListener('focus', reload);
    target.document.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Back to the start (tests, logout). An answer under way is dropped. */
export function resetTeamDay(): void {
  cancelLoads(teamDayStore);
  Object.assign(teamDayStore, INITIAL_TEAM_DAY);
}
forgetOnSignOut(resetTeamDay);
