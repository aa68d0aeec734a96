/**
 * The month recap's address (the console's /team/recap): what the screen shows is its URL, so a link or a reload
 * opens the same month, view, search, filters and order. `?month=YYYY-MM` (one of the months the picker offers,
 * else the current Jakarta month), `view=summary|daily`, `q` (name or employee number), `dept`, `loc` (the work
 * location's code), `shift` (its name), `status` (absent, late, leave, permission or remote: who had a day of it) and
 * `sort=name|absent|late`. A value that is missing or not one of these falls back to its default, and defaults are
 * left out of the address. The search and the order are read and
 * written as on the board (./team-query.ts).
 */
import { type RecapStatusFilter, recapStatusOf } from './recap-status';
import { type QueryReader, teamSearchOfQuery, teamSearchParams, teamSortOfQuery } from './team-query';
import type { TeamSearch, TeamSort } from './team-search';

export type RecapView = 'summary' | 'daily';

export interface RecapQuery {
  readonly month: string;
  readonly view: RecapView;
  readonly search: TeamSearch;
  readonly sort: TeamSort;
  /** Only who had a day of this status in the month (rules/recap-status.ts); null: everyone. */
  readonly status: RecapStatusFilter | null;
}

const VIEWS: readonly RecapView[] = ['summary', 'daily'];

/** The query of `params`; `months` are the months offered, the first the default (the current month). */
export function parseRecapQuery(params: QueryReader, months: readonly string[]): RecapQuery {
  const month = params.get('month') ?? '';
  const view = params.get('view');
  return {
    month: months.includes(month) ? month : (months[0] ?? ''),
    view: VIEWS.find((v) => v === view) ?? 'summary',
    search: teamSearchOfQuery(params),
    sort: teamSortOfQuery(params),
    status: recapStatusOf(params.get('status')),
  };
}

/** The address's query for `query`, without the defaults (`months[0]` is the default month). */
export function recapQueryParams(query: RecapQuery, months: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  if (query.month !== months[0]) params.set('month', query.month);
  if (query.view !== 'summary') params.set('view', query.view);
  if (query.status !== null) params.set('status', query.status);
  for (const [name, value] of teamSearchParams(query.search, query.sort)) params.set(name, value);
  return params;
}
