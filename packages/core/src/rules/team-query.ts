/**
 * A team screen's state in its address (DESIGN "Where HR works": links open where they point), so a desk can
 * bookmark, share and reload `/team/today?date=2026-10-15&status=late&q=wulan`:
 * - `q` the search text, `dept` a department, `loc` a work location's code, `shift` a shift's name
 *   (rules/team-search.ts);
 * - `sort`: `late` (most late minutes first) or `absent` (absences first); by name when missing;
 * - on the board, `date` (a past day; today when missing) and `status` (one status of the day).
 * What cannot be read (an unknown status, 2026-02-30, a day after today) is left out, never an error: the screen
 * opens as it would without it. Writing leaves out every default, so the plain screen has the plain address.
 */
import { jakartaDate, parseJakarta } from '../format';
import { TEAM_DAY_STATUSES, type TeamDayStatus } from './team-day-statuses';
import { NO_TEAM_SEARCH, type TeamSearch, type TeamSort } from './team-search';

/** The address's parameter for each part of a search. */
const SEARCH_PARAMS = { text: 'q', department: 'dept', workLocation: 'loc', shift: 'shift' } as const;

/** What reads a query: URLSearchParams, or anything with `get`. */
export interface QueryReader {
  get(name: string): string | null;
}

function given(params: QueryReader, name: string): string | null {
  const value = params.get(name)?.trim();
  return value ? value : null;
}

/** The search a query holds (nothing narrowed when it holds none). */
export function teamSearchOfQuery(params: QueryReader): TeamSearch {
  return {
    text: params.get(SEARCH_PARAMS.text) ?? NO_TEAM_SEARCH.text,
    department: given(params, SEARCH_PARAMS.department),
    workLocation: given(params, SEARCH_PARAMS.workLocation),
    shift: given(params, SEARCH_PARAMS.shift),
  };
}

/** The order a query holds. */
export function teamSortOfQuery(
  params: QueryReader,
  allowed: readonly TeamSort[] = ['name', 'late', 'absent'],
): TeamSort {
  const sort = params.get('sort');
  return allowed.find((s) => s === sort) ?? 'name';
}

/** `text` when it is a real day `YYYY-MM-DD`, else null. */
export function dayOfQuery(text: string | null): string | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const instant = parseJakarta(text);
  return instant && jakartaDate(instant) === text ? text : null;
}

export interface TeamDayQuery {
  /** A past day, or null for today. */
  readonly date: string | null;
  readonly status: TeamDayStatus | null;
  readonly search: TeamSearch;
  readonly sort: TeamSort;
}

/** The board's state in `params`; `today` is Jakarta's date now (today and later days read as today). */
export function teamDayQueryOf(params: QueryReader, today: string): TeamDayQuery {
  const date = dayOfQuery(params.get('date'));
  const status = params.get('status');
  return {
    date: date !== null && date < today ? date : null,
    status: TEAM_DAY_STATUSES.find((s) => s === status) ?? null,
    search: teamSearchOfQuery(params),
    sort: teamSortOfQuery(params),
  };
}

/** The parameters of `search` and `sort`, defaults left out, in a fixed order. */
export function teamSearchParams(search: TeamSearch, sort: TeamSort): [string, string][] {
  const out: [string, string][] = [];
  if (search.text !== '') out.push([SEARCH_PARAMS.text, search.text]);
  if (search.department) out.push([SEARCH_PARAMS.department, search.department]);
  if (search.workLocation) out.push([SEARCH_PARAMS.workLocation, search.workLocation]);
  if (search.shift) out.push([SEARCH_PARAMS.shift, search.shift]);
  if (sort !== 'name') out.push(['sort', sort]);
  return out;
}

/** The board's query string (without '?'; '' for the plain board). */
export function teamDayQueryString(query: TeamDayQuery): string {
  const out: [string, string][] = [];
  if (query.date) out.push(['date', query.date]);
  if (query.status) out.push(['status', query.status]);
  out.push(...teamSearchParams(query.search, query.sort));
  return new URLSearchParams(out).toString();
}
