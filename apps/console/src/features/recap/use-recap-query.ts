/**
 * The month recap's state as its address says it (core rules/recap-query.ts; a bad value its default) and the
 * function that writes a change to the address. Changes made before React renders again (a search cleared, then a
 * department chosen in the same moment) build on each other: each starts from the last one written, not from the
 * address of the last render, so the second never brings back what the first removed.
 */
import { parseRecapQuery, type RecapQuery, recapQueryParams } from '@upah/core/rules/recap-query';
import type { TeamSearch } from '@upah/core/rules/team-search';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A change to the query; `search` names only the search's fields that change. */
export type RecapQueryChange = Partial<Omit<RecapQuery, 'search'>> & { search?: Partial<TeamSearch> };

export function useRecapQuery(months: readonly string[]): [RecapQuery, (change: RecapQueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseRecapQuery(params, months), [params, months]);
  // the last query written: the rendered one until a change is written, then that change until the next render
  const latest = useRef({ from: query, query });
  if (latest.current.from !== query) latest.current = { from: query, query };
  const set = useCallback(
    (change: RecapQueryChange) => {
      const now = latest.current.query;
      const next: RecapQuery = { ...now, ...change, search: { ...now.search, ...change.search } };
      latest.current = { from: latest.current.from, query: next };
      setParams(recapQueryParams(next, months), { replace: true });
    },
    [months, setParams],
  );
  return [query, set];
}
