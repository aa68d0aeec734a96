/**
 * How a pending approval reads in a list, the same in the PWA's approval screen and the console's queue (SPEC §2
 * approval tabs; §9 dates in Asia/Jakarta): the item's day, then its period, then its detail (leave category,
 * overtime type or presence type). Pure.
 */
import { formatDate, formatTime } from '../format';

/** The start or end of a period: a clock time as HH.mm, a date as '22 Nov 2026', a timestamp as its Jakarta time, '–' when not known yet. */
function periodEnd(value: string | null): string {
  if (!value) return '–';
  if (/^\d{1,2}:\d{2}/.test(value)) return formatTime(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, 'short');
  return formatTime(value);
}

/** 'start – end' of an item (presence clock-in – clock-out, leave days, overtime or permission times). */
export function approvalPeriod(item: { readonly from: string | null; readonly to: string | null }): string {
  return `${periodEnd(item.from)} – ${periodEnd(item.to)}`;
}

/** The line under the employee's name: '22 Nov 2026 · 08.00 – 17.00 · Sakit'. */
export function approvalItemLine(item: {
  readonly date: string;
  readonly from: string | null;
  readonly to: string | null;
  readonly detail: string;
}): string {
  return [formatDate(item.date, 'short'), approvalPeriod(item), item.detail].filter(Boolean).join(' · ');
}
