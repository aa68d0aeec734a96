/**
 * Paging of history lists (SPEC §9: history page size 10). Every list is bounded (OWASP ASVS 5.0 V2.2.1): without
 * `size` a page holds DEFAULT_PAGE_SIZE items; the contract caps `size` at 100 (MAX_PAGE_SIZE).
 */
import type { Pagination } from '@upah/core/contract/common';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@upah/core/contract/common';

import { DEFAULT_PAGE_SIZE } from '@upah/core/contract/common';

export function paginate<T>(
  items: readonly T[],
  query: { page?: number | undefined; size?: number | undefined },
): { items: T[]; pagination: Pagination } {
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;
  const start = (page - 1) * size;
  return {
    items: items.slice(start, start + size),
    pagination: { page, size, totalItems: items.length, totalPages: Math.ceil(items.length / size) },
  };
}
