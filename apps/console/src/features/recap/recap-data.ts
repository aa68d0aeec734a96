/**
 * The month recap of the signed-in supervisor's team: every page of GET /attendance/recap (100 rows each, hr's 300
 * in three), fetched in parallel and kept per month while the screen lives, so switching views or downloading uses
 * the very rows on screen (the exports carry the same numbers as the table), with the month's close for payroll.
 */
import { errorText } from '@upah/core/api/errors';
import type { Lang } from '@upah/core/catalogue';
import {
  RECAP_MAX_PAGE_SIZE,
  type RecapClose,
  type RecapRow,
  recapEndpoints,
} from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';

export type RecapLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | {
      kind: 'ready';
      month: string;
      rows: RecapRow[];
      workWeek: 5 | 6;
      /** The company's leave categories: each is a column of the summary and the files, every month. */
      leaveCategories: LeaveCategoryRef[];
      close: RecapClose | null;
    };

/** All rows of a month, by name as the server orders them. */
export async function loadRecap(
  month: string,
  signal?: AbortSignal,
): Promise<Extract<RecapLoad, { kind: 'ready' }>> {
  const size = RECAP_MAX_PAGE_SIZE;
  const first = await api.call(recapEndpoints.team, { query: { month, page: 1, size } }, { signal });
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.totalPages - 1) }, (_, i) =>
      api.call(recapEndpoints.team, { query: { month, page: i + 2, size } }, { signal }),
    ),
  );
  return {
    kind: 'ready',
    month,
    workWeek: first.workWeek,
    leaveCategories: first.leaveCategories,
    close: first.close,
    rows: [first, ...rest].flatMap((page) => page.rows),
  };
}

export function useRecap(month: string, lang: Lang): { load: RecapLoad; retry: () => void } {
  const [load, setLoad] = useState<RecapLoad>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt reloads on "Coba lagi"
  useEffect(() => {
    const abort = new AbortController();
    setLoad({ kind: 'loading' });
    loadRecap(month, abort.signal).then(
      (ready) => {
        if (!abort.signal.aborted) setLoad(ready);
      },
      (error: unknown) => {
        if (!abort.signal.aborted) setLoad({ kind: 'failed', error: errorText(error, lang) });
      },
    );
    return () => abort.abort();
  }, [month, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
