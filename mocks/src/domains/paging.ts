/**
 * Paging of history lists (SPEC §9: history page size 10). Without page/size every item comes in one page,
 * as the contract's optional paging query documents.
 */
import type { Pagination } from '@upah/core/contract/common';

export function paginate<T>(
  items: readonly T[],
  query: { page?: number | undefined; size?: number | undefined },
): { items: T[]; pagination: Pagination } {
  const size = query.size ?? Math.max(items.length, 1);
  const page = query.page ?? 1;
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size),
    pagination: { page, size, totalItems: items.length, totalPages: Math.ceil(items.length / size) },
  };
}
