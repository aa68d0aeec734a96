/**
 * Month close (DESIGN "Payroll closes months"): once HR closes a month for payroll, every write that would change
 * that month's numbers is refused with 'Bulan {month} sudah ditutup untuk penggajian' (the month named in
 * Indonesian); reopening takes a reason. A month can be closed once it has ended in Jakarta (its last day is over).
 * Pure: the mock's guard (mocks/src/domains/month-close.ts) and the correction rule read it. Its refusals' texts are
 * catalogue/messages-payroll.ts's.
 */
import type { PayrollMessageKey } from '../catalogue/messages-payroll';
import { addMonths, jakartaMonth, monthLabel, monthOfDay, monthRange } from '../format/jakarta-time';
import { REOPEN_REASON_MAX } from './reason-bounds';
import { filled, type KeyedFailure, type MessageVars, OK } from './result';

export { REOPEN_REASON_MAX };

/** A refusal of the payroll rules: its text is catalogue/messages-payroll.ts's (`payrollText`). */
export type PayrollFailure = KeyedFailure<PayrollMessageKey>;
export type PayrollResult = { ok: true } | PayrollFailure;

export function payrollFail(message: PayrollMessageKey, vars?: MessageVars): PayrollFailure {
  return vars ? { ok: false, message, vars } : { ok: false, message };
}

/** The months (`YYYY-MM`) a day or a period touches, in order; [] for anything unreadable. */
export function monthsOfDays(from: string, to: string = from): string[] {
  const first = monthOfDay(from);
  const last = monthOfDay(to);
  if (first === '' || last === '' || last < first) return [];
  const months: string[] = [];
  for (let m = first; m <= last && months.length < 1200; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The refusal for a write on a day of a closed month: 'Bulan November 2026 sudah ditutup untuk penggajian'. */
export function monthClosedFailure(month: string): PayrollFailure {
  return payrollFail('monthClosed', { month: monthLabel(month, 'id') });
}

/**
 * Whether a write on the days `from`…`to` may go ahead: the first closed month they touch refuses it.
 * `isClosed` answers for one `YYYY-MM`.
 */
export function openMonthCheck(
  isClosed: (month: string) => boolean,
  from: string,
  to: string = from,
): PayrollResult {
  const closed = monthsOfDays(from, to).find(isClosed);
  return closed === undefined ? OK : monthClosedFailure(closed);
}

/** HR may close `month` once it is over in Jakarta at `now` (the current and later months stay open). */
export function monthCloseCheck(month: string, now: Date | number): PayrollResult {
  if (!monthRange(month)) return payrollFail('monthFormat');
  return month < jakartaMonth(now) ? OK : payrollFail('monthNotOver', { month: monthLabel(month, 'id') });
}

/** A reopening needs a reason, at most REOPEN_REASON_MAX characters. */
export function reopenReasonCheck(reason: string): PayrollResult {
  if (!filled(reason)) return payrollFail('reasonRequired');
  return reason.trim().length > REOPEN_REASON_MAX
    ? payrollFail('reasonTooLong', { max: REOPEN_REASON_MAX })
    : OK;
}
