/**
 * The two history lists every request type has (SPEC §7 "history/my" and "history/subordinate"): the user's
 * own requests, or the direct subordinates' (optionally one status, or one subordinate: an extension), newest first,
 * paged (SPEC §9).
 */
import type { Pagination, RequestStatus } from '@upah/core/contract/common';
import { directSubordinates } from '../../state/queries';
import type { MockState } from '../../state/types';
import { newestFirst } from '../attendance/model';
import { paginate } from '../paging';

interface HistoryRecord {
  id: number;
  employeeId: number;
  status: RequestStatus;
}

interface PageQuery {
  page?: number | undefined;
  size?: number | undefined;
}

export function myHistory<R extends HistoryRecord>(
  records: Iterable<R>,
  userId: number,
  dateOf: (record: R) => string,
  query: PageQuery,
): { items: R[]; pagination: Pagination } {
  return paginate(
    newestFirst(
      [...records].filter((r) => r.employeeId === userId),
      dateOf,
    ),
    query,
  );
}

export function teamHistory<R extends HistoryRecord>(
  state: MockState,
  records: Iterable<R>,
  supervisorId: number,
  dateOf: (record: R) => string,
  query: PageQuery & { status?: RequestStatus | undefined; employeeId?: number | undefined },
): { items: R[]; pagination: Pagination } {
  const team = new Set(directSubordinates(state, supervisorId).map((s) => s.id));
  const wanted = (r: R) =>
    team.has(r.employeeId) &&
    (!query.status || r.status === query.status) &&
    (query.employeeId === undefined || r.employeeId === query.employeeId);
  return paginate(newestFirst([...records].filter(wanted), dateOf), query);
}
