/**
 * Attendance correction, "Koreksi presensi" (DESIGN "Payroll closes months"): an employee asks to correct the
 * clock-in and/or clock-out of a past day, with a reason (and optionally a photo); the direct supervisor approves or
 * rejects it like any request, and an approved one writes the day's presence (kept with before, after, who and
 * when). This file decides whether a correction may be asked and what it changes. Pure, never throws.
 *
 * A correction may be asked when, in this order (the first failure names its field):
 * - date: a real day; not after today (Jakarta); at most `maxDays` days back (work policy `correctionMaxDays`:
 *   today − maxDays is the oldest day allowed); not in a month closed for payroll; with a shift; whose shift has
 *   ended (a running shift is clocked, not corrected);
 * - times: a clock-in or a clock-out asked (null keeps the recorded one); each one on the shift's day (see
 *   `correctionWindow`); a clock-in in the end, asked or recorded; the clock-out after the clock-in (equal is
 *   refused); neither later than now; not both the same as recorded;
 * - reason: required, at most CORRECTION_REASON_MAX characters.
 *
 * Times on the wire are instants (+07:00). A form turns the wall-clock time a person types into the instant on the
 * shift's day with `correctionInstant`: the shift belongs to the day it starts (core's `shiftWindow`: an overnight
 * shift ends the next day), and a time is placed in the 24 hours centred on the shift, so 05:50 on a 22:00–06:00
 * shift is the next morning and 21:50 the evening before it starts. Refusals' texts: catalogue/messages-payroll.ts.
 */

import type { PayrollMessageKey } from '../catalogue/messages-payroll';
import { formatDate, parseJakarta, toJakartaTimestamp } from '../format';
import { daysBetween, isDay, todayInJakarta } from '../format/jakarta-time';
import { openMonthCheck, type PayrollFailure, payrollFail } from './month-close';
import { CORRECTION_REASON_MAX } from './reason-bounds';
import { filled, type MessageVars } from './result';
import { type DayShift, shiftWindow } from './team-day';

export { CORRECTION_REASON_MAX };

const DAY_MS = 86_400_000;

/** A clock-in and a clock-out as instants (`…+07:00`), null when there is none. */
export interface CorrectionTimes {
  readonly clockIn: string | null;
  readonly clockOut: string | null;
}

export interface CorrectionInput {
  /** The day to correct, `YYYY-MM-DD`: the day its shift starts. */
  readonly date: string;
  /** That day's shift (wall clock), null without one. */
  readonly shift: DayShift | null;
  /** The day's presence as recorded now, null without one. */
  readonly recorded: CorrectionTimes | null;
  /** What is asked: an instant per time to change, null to keep the recorded one. */
  readonly asked: CorrectionTimes;
  readonly reason: string;
  /** The clock: epoch ms or a Date. */
  readonly now: Date | number;
  /** The work policy's `correctionMaxDays`. */
  readonly maxDays: number;
  /** Whether a month (`YYYY-MM`) is closed for payroll; absent: none known to be. */
  readonly isClosed?: (month: string) => boolean;
}

export type CorrectionField = 'date' | 'clockIn' | 'clockOut' | 'reason';

/** Allowed: the day's times before and after (a clock-in after is always there). */
export interface CorrectionAllowed {
  readonly ok: true;
  readonly before: CorrectionTimes;
  readonly after: { readonly clockIn: string; readonly clockOut: string | null };
}

/** A refusal naming its field; its text is catalogue/messages-payroll.ts's. */
export type CorrectionRefusal = PayrollFailure & { field: CorrectionField };
export type CorrectionOutcome = CorrectionAllowed | CorrectionRefusal;

const refuse = (
  field: CorrectionField,
  message: PayrollMessageKey,
  vars?: MessageVars,
): CorrectionRefusal => ({
  ...payrollFail(message, vars),
  field,
});

/**
 * The 24 hours a time of the shift's day may fall in: centred on the shift (the hours off split evenly before its
 * start and after its end). Null for an unreadable day or shift.
 */
export function correctionWindow(date: string, shift: DayShift): { fromMs: number; toMs: number } | null {
  const { startMs, endMs } = shiftWindow(date, shift);
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) return null;
  const offMs = DAY_MS - (endMs - startMs);
  const fromMs = startMs - offMs / 2;
  return { fromMs, toMs: fromMs + DAY_MS };
}

/**
 * The instant of a wall-clock `time` (`HH:mm` or `HH:mm:ss`) on the shift of `date`, as `…+07:00`; null when the
 * time is blank or unreadable.
 */
export function correctionInstant(date: string, shift: DayShift, time: string): string | null {
  const window = correctionWindow(date, shift);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(time.trim());
  if (!window || !clock) return null;
  let ms = parseJakarta(`${date}T${clock[1]}:${clock[2]}:${clock[3] ?? '00'}+07:00`)?.getTime();
  if (ms === undefined) return null;
  while (ms < window.fromMs) ms += DAY_MS;
  while (ms >= window.toMs) ms -= DAY_MS;
  return toJakartaTimestamp(ms);
}

const instantMs = (text: string | null): number | null =>
  text === null ? null : (parseJakarta(text)?.getTime() ?? Number.NaN);

/** Whether the correction may be asked (or approved), and the day's times before and after it. */
export function correctionCheck(input: CorrectionInput): CorrectionOutcome {
  const { date, shift, recorded, asked, now, maxDays } = input;
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const today = todayInJakarta(nowMs);

  if (!isDay(date)) return refuse('date', 'correctionDateRequired');
  if (date > today) return refuse('date', 'correctionFutureDay');
  if (daysBetween(date, today) > maxDays) return refuse('date', 'correctionTooOld', { days: maxDays });
  const month = openMonthCheck(input.isClosed ?? (() => false), date);
  if (!month.ok) return { ...month, field: 'date' };
  if (!shift) return refuse('date', 'correctionNoShift', { date: formatDate(date) });
  const window = correctionWindow(date, shift);
  if (!window) return refuse('date', 'correctionNoShift', { date: formatDate(date) });
  if (nowMs < shiftWindow(date, shift).endMs) return refuse('date', 'correctionShiftNotOver');

  if (asked.clockIn === null && asked.clockOut === null) return refuse('clockIn', 'correctionTimeRequired');
  const askedIn = instantMs(asked.clockIn);
  const askedOut = instantMs(asked.clockOut);
  for (const [field, ms] of [
    ['clockIn', askedIn],
    ['clockOut', askedOut],
  ] as const) {
    if (ms !== null && !(ms >= window.fromMs && ms < window.toMs))
      return refuse(field, 'correctionTimeRequired');
  }

  const before: CorrectionTimes = {
    clockIn: recorded?.clockIn ?? null,
    clockOut: recorded?.clockOut ?? null,
  };
  const inMs = askedIn ?? instantMs(before.clockIn);
  if (inMs === null || Number.isNaN(inMs)) return refuse('clockIn', 'correctionClockInRequired');
  const outMs = askedOut ?? instantMs(before.clockOut);
  if (outMs !== null && !(outMs > inMs)) return refuse('clockOut', 'correctionOutBeforeIn');
  if (inMs > nowMs) return refuse('clockIn', 'correctionTimeInFuture');
  if (outMs !== null && outMs > nowMs) return refuse('clockOut', 'correctionTimeInFuture');

  const after = {
    clockIn: toJakartaTimestamp(inMs),
    clockOut: outMs === null ? null : toJakartaTimestamp(outMs),
  };
  const same = (a: string | null, b: string | null) =>
    a === null || b === null ? a === b : instantMs(a) === instantMs(b);
  if (same(after.clockIn, before.clockIn) && same(after.clockOut, before.clockOut))
    return refuse('clockIn', 'correctionNoChange');

  if (!filled(input.reason)) return refuse('reason', 'reasonRequired');
  if (input.reason.trim().length > CORRECTION_REASON_MAX)
    return refuse('reason', 'reasonTooLong', { max: CORRECTION_REASON_MAX });
  return { ok: true, before, after };
}
