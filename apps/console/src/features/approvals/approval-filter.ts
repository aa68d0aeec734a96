/** Filters of the approval list (console: by employee and date). */
import type { ApprovalItem } from '@upah/core/stores/approval-queue';

export interface ApprovalFilter {
  employee: string;
  /** YYYY-MM-DD or ''. */
  date: string;
}

export function filterApprovals(
  items: readonly ApprovalItem[],
  filter: ApprovalFilter,
): readonly ApprovalItem[] {
  const name = filter.employee.trim().toLowerCase();
  if (name === '' && filter.date === '') return items;
  return items.filter(
    (item) =>
      (name === '' || item.employeeName.toLowerCase().includes(name)) &&
      (filter.date === '' || item.date.slice(0, 10) === filter.date),
  );
}
