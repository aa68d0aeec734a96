/**
 * The month recap narrowed by a status (DESIGN "Team views and payroll": HR looks for who was absent, late, on
 * leave, on permission or remote in the month): a row is kept when it holds at least one day of that status in the
 * month's totals (rules/month-recap.ts), leave counted over every category.
 */
import type { RecapTotals } from '../contract/recap';

/** The statuses the recap can be narrowed to, in the order offered. */
export const RECAP_STATUS_FILTERS = ['absent', 'late', 'leave', 'permission', 'remote'] as const;
export type RecapStatusFilter = (typeof RECAP_STATUS_FILTERS)[number];

/** Days of `status` in a month's totals (leave: every category's days together). */
export function recapStatusDays(totals: RecapTotals, status: RecapStatusFilter): number {
  if (status === 'leave') return Object.values(totals.leave).reduce((sum, days) => sum + days, 0);
  return totals[status];
}

/** The rows with at least one day of `status` (all of them for null), in their order. */
export function recapRowsWithStatus<T extends { readonly totals: RecapTotals }>(
  rows: readonly T[],
  status: RecapStatusFilter | null,
): readonly T[] {
  return status === null ? rows : rows.filter((row) => recapStatusDays(row.totals, status) > 0);
}

/** `text` when it names a status the recap can be narrowed to, else null. */
export function recapStatusOf(text: string | null): RecapStatusFilter | null {
  return RECAP_STATUS_FILTERS.find((s) => s === text) ?? null;
}
