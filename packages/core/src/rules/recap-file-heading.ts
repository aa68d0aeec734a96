/**
 * The month's close as one line (DESIGN "Payroll closes months"): "Ditutup 1 Des 2026 09.10 oleh Ratna Kusumawati",
 * or "Belum ditutup untuk penggajian" while open. The recap screen shows it and both files carry it as the second
 * line under their title (rules/recap-sheet.ts `recapFileHeading`), every month, so a payroll template reads its
 * header from the same row whatever the month.
 * Pure; the console renders or writes it.
 */
import { type Lang, tr } from '../catalogue/index';
import { monthCloseLabels } from '../catalogue/labels-month-close';
import type { RecapClose } from '../contract/recap';
import { formatTime } from '../format';
import { jakartaDay, monthLabel } from '../format/jakarta-time';

/** '1 Des 2026 09.10' (id) / '1 Dec 2026 09.10' (en) of an instant in Jakarta; '' if unreadable. */
export function momentLabel(instant: string, lang: Lang): string {
  const day = jakartaDay(instant);
  if (day === '') return '';
  return `${Number(day.slice(8))} ${monthLabel(day.slice(0, 7), lang, 'short')} ${formatTime(instant)}`;
}

/** The line: closed (when, by whom) or not yet. */
export function closeLine(close: RecapClose | null, lang: Lang): string {
  return close
    ? tr(monthCloseLabels.closed, lang, { date: momentLabel(close.closedAt, lang), name: close.closedBy })
    : tr(monthCloseLabels.open, lang);
}
