/** Reading a paged subordinate history whole (the approval queues: ./approval-calls.ts, ./approval-calls-correction.ts). */
import { MAX_PAGE_SIZE, type SubordinateHistoryQuery } from '../contract/common';

type SubordinateQuery = SubordinateHistoryQuery;

/**
 * Every page of a subordinate history when no `size` is asked (every list is paged, at most MAX_PAGE_SIZE a page):
 * the queue holds all pending items, hr's 1,250 a tab in 13 calls. With a `size`, that one page.
 */
export async function everyPage<R extends { pagination: { totalPages: number } }>(
  fetch: (query: SubordinateQuery) => Promise<R>,
  query: SubordinateQuery,
): Promise<R[]> {
  if (query.size !== undefined) return [await fetch(query)];
  const pages: R[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetch({ ...query, page, size: MAX_PAGE_SIZE });
    pages.push(answer);
    if (page >= answer.pagination.totalPages) return pages;
  }
}
