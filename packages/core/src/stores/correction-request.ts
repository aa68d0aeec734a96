/**
 * The attendance correction form, "Pengajuan koreksi presensi" (DESIGN "Payroll closes months";
 * contract/attendance-correction.ts): a past day, the right clock-in and/or clock-out (a time left empty keeps the
 * recorded one), a reason and an optional photo. See ./request-form: the draft and its Idempotency-Key survive a
 * failed submit and a reload.
 *
 * The screen gives the chosen day's schedule (its shift and the presence recorded on it) and the company's
 * `correctionMaxDays`. The quick checks run before anything is sent; core's rule (rules/attendance-correction.ts,
 * with the shift's date math) and the contract load with the first send and check the whole correction there, so
 * the form's first render carries neither (the route's budget).
 */
import { jakartaTime } from '../format';
import { fail, filled, OK, type RuleResult } from '../rules/result';
import { createRequestForm } from './request-form';

export interface CorrectionFormValues {
  [name: string]: string;
  /** `YYYY-MM-DD` of the day to correct. */
  date: string;
  /** `HH:mm` typed, '' to keep the recorded time. */
  clockIn: string;
  clockOut: string;
  reason: string;
}

/** The chosen day as GET /attendance/schedule/employee/date answers it (the fields the form reads). */
export interface CorrectionDay {
  id: number;
  scheduleDate: string;
  /** Shift start and end as instants. */
  startTime: string;
  endTime: string;
  presenceClockIn: string | null;
  presenceClockOut: string | null;
}

export interface CorrectionFormContext {
  /** The chosen day's schedule; null when there is no shift that day, undefined while it loads. */
  day: CorrectionDay | null | undefined;
  /** The work policy's correctionMaxDays. */
  maxDays: number;
  /** The clock (epoch ms) the rule checks against. */
  now: number;
}

/** The quick checks: a day chosen and known to have a shift, a time typed (the reason is the rule's, on send). */
export function correctionQuickCheck(
  values: CorrectionFormValues,
  context: CorrectionFormContext,
): RuleResult {
  if (!filled(values.date)) return fail('dateRequired');
  if (context.day === null) return fail('noShiftOnDate', { date: values.date });
  if (!filled(values.clockIn) && !filled(values.clockOut)) return fail('timeRequired');
  return OK;
}

export const correctionRequestForm = createRequestForm<CorrectionFormValues, CorrectionFormContext>({
  form: 'correction-request',
  initial: () => ({ date: '', clockIn: '', clockOut: '', reason: '' }),
  check: (values, _photos, context) => correctionQuickCheck(values, context),
  send: async ({ client, values, context, upload, idempotencyKey }) => {
    const { day } = context;
    if (!day) return fail('noShiftOnDate', { date: values.date });
    const [rule, contract] = await Promise.all([
      import('../rules/attendance-correction'),
      import('../contract/attendance-correction'),
    ]);
    const shift = { startTime: jakartaTime(day.startTime), endTime: jakartaTime(day.endTime) };
    const recorded = { clockIn: day.presenceClockIn, clockOut: day.presenceClockOut };
    const typed = (time: string, was: string | null) => {
      const instant = filled(time) ? rule.correctionInstant(day.scheduleDate, shift, time) : null;
      // a time typed as it is recorded asks nothing
      return instant !== null && was !== null && Date.parse(instant) === Date.parse(was) ? null : instant;
    };
    const asked = {
      clockIn: typed(values.clockIn, recorded.clockIn),
      clockOut: typed(values.clockOut, recorded.clockOut),
    };
    const outcome = rule.correctionCheck({
      date: day.scheduleDate,
      shift,
      recorded,
      asked,
      reason: values.reason,
      now: context.now,
      maxDays: context.maxDays,
    });
    if (!outcome.ok) {
      // the rule's own texts (catalogue/messages-payroll.ts) come with it, never with the form's first render
      const { payrollMessages } = await import('../catalogue/messages-payroll');
      const message = payrollMessages[outcome.message];
      return outcome.vars ? { ok: false, message, vars: outcome.vars } : { ok: false, message };
    }
    const [photo] = await upload();
    await client.call(
      contract.correctionEndpoints.create,
      { body: { scheduleId: day.id, ...asked, reason: values.reason.trim(), photo: photo ?? null } },
      { idempotencyKey },
    );
    return OK;
  },
  contentOf: (context) => context.day?.id ?? null,
});
