/**
 * The month recap's address (the console's /team/recap): what the screen shows is its URL, so a link or a reload
 * opens the same month, view, search, filters and order. `?month=YYYY-MM` (one of the months the picker offers,
 * else the current Jakarta month), `view=summary|daily`, `q` (name or employee number), `dept`, `loc` (the work
 * location's code), `shift` (its name) and `sort=name|absent|late`. A value that is missing or not one of these
 * falls back to its default, and defaults are left out of the address.
 */
import { NO_TEAM_SEARCH, type TeamSearch, type TeamSort } from './team-search';

export type RecapView = 'summary' | 'daily';

export interface RecapQuery {
  readonly month: string;
  readonly view: RecapView;
  readonly search: TeamSearch;
  readonly sort: TeamSort;
}

const VIEWS: readonly RecapView[] = ['summary', 'daily'];
const SORTS: readonly TeamSort[] = ['name', 'absent', 'late'];

/** The query of `params`; `months` are the months offered, the first the default (the current month). */
export function parseRecapQuery(
  params: { get(name: string): string | null },
  months: readonly string[],
): RecapQuery {
  const month = params.get('month') ?? '';
  const view = params.get('view');
  const sort = params.get('sort');
  const text = (name: string) => params.get(name)?.trim() || null;
  return {
    month: months.includes(month) ? month : (months[0] ?? ''),
    view: VIEWS.find((v) => v === view) ?? 'summary',
    search: {
      ...NO_TEAM_SEARCH,
      text: params.get('q') ?? '',
      department: text('dept'),
      workLocation: text('loc'),
      shift: text('shift'),
    },
    sort: SORTS.find((s) => s === sort) ?? 'name',
  };
}

/** The address's query for `query`, without the defaults (`months[0]` is the default month). */
export function recapQueryParams(query: RecapQuery, months: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  if (query.month !== months[0]) params.set('month', query.month);
  if (query.view !== 'summary') params.set('view', query.view);
  if (query.search.text !== '') params.set('q', query.search.text);
  if (query.search.department !== null) params.set('dept', query.search.department);
  if (query.search.workLocation !== null) params.set('loc', query.search.workLocation);
  if (query.search.shift !== null) params.set('shift', query.search.shift);
  if (query.sort !== 'name') params.set('sort', query.sort);
  return params;
}
