/**
 * The overtime (lembur) request form (SPEC §3, §5 overtime: end not before start, defaults today 15:00–16:00; §7
 * POST overtime/request/create/{overtimeType} with scheduleId on a workday; §8 'Berhasil mengajukan lembur'):
 * workday or offday, start and end times, a description, photos. See ./request-form.
 */
import type { OvertimeType } from '../contract/overtime';
import { formatDate } from '../format';
import { overtimeFormRule } from '../rules/request-forms';
import { overtimeDefaults } from '../rules/request-submit';
import { fail, OK } from '../rules/result';
import { createRequestForm } from './request-form';

export interface OvertimeFormValues {
  [name: string]: string;
  type: OvertimeType;
  start: string;
  end: string;
  description: string;
}

export interface OvertimeFormContext {
  /** The overtime's date (YYYY-MM-DD, from the route). */
  date: string;
  fileAllowed: boolean;
}

export const overtimeRequestForm = createRequestForm<OvertimeFormValues, OvertimeFormContext>({
  form: 'overtime-request',
  initial: () => {
    const defaults = overtimeDefaults(Date.now());
    return { type: 'workday', start: defaults.start, end: defaults.end, description: '' };
  },
  check: (values, _photos, context) => overtimeFormRule({ ...values, fileAllowed: context.fileAllowed }),
  send: async ({ client, values, context, upload, idempotencyKey }) => {
    const { date } = context;
    // The contracts load with the first send: the form renders without them (route budget).
    const [{ attendanceEndpoints }, { overtimeEndpoints }] = await Promise.all([
      import('../contract/attendance'),
      import('../contract/overtime'),
    ]);
    let scheduleId: number | undefined;
    if (values.type === 'workday') {
      const schedule = await client.call(attendanceEndpoints.scheduleByDate, {
        query: { requestedDate: date },
      });
      if (!schedule) return fail('noShiftOnDate', { date: formatDate(date) });
      scheduleId = Number(schedule.id);
    }
    const photos = await upload();
    await client.call(
      overtimeEndpoints.create,
      {
        params: { overtimeType: values.type },
        body: {
          startAt: `${date}T${values.start.slice(0, 5)}:00+07:00`,
          endAt: `${date}T${values.end.slice(0, 5)}:00+07:00`,
          description: values.description,
          photos,
          ...(scheduleId === undefined ? {} : { scheduleId }),
        },
      },
      { idempotencyKey },
    );
    return OK;
  },
  contentOf: (context) => context.date,
});
