/**
 * The remote (outstation) request form (SPEC §3, §5 remote submit: 'Izinkan lokasi & file untuk melanjutkan',
 * the date required, 'Tidak ada shift di tanggal {date}'; §7 POST attendance/presence/remote/request; §8 'Request
 * Remote Success' / 'Request Remote Failure'): a date, a description, the location and a photo. See ./request-form.
 */
import { formatDate, jakartaDate } from '../format';
import { remoteFormRule } from '../rules/request-forms';
import { fail, OK } from '../rules/result';
import { createRequestForm } from './request-form';

export interface RemoteFormValues {
  [name: string]: string;
  date: string;
  description: string;
}

export interface RemoteFormContext {
  fix: { lat: number; long: number } | null;
}

export const remoteRequestForm = createRequestForm<RemoteFormValues, RemoteFormContext>({
  form: 'remote-request',
  initial: () => ({ date: jakartaDate(Date.now()), description: '' }),
  check: (values, photos, context) =>
    remoteFormRule({ ...values, hasLocation: context.fix !== null, photoCount: photos.length }),
  send: async ({ client, values, context, upload, idempotencyKey }) => {
    const { fix } = context;
    if (!fix) return OK; // the check refused it already
    // The attendance contract loads with the first send: the form renders without it (route budget).
    const { attendanceEndpoints } = await import('../contract/attendance');
    const schedule = await client.call(attendanceEndpoints.scheduleByDate, {
      query: { requestedDate: values.date },
    });
    if (!schedule) return fail('noShiftOnDate', { date: formatDate(values.date) });
    const [photo] = await upload();
    await client.call(
      attendanceEndpoints.remoteRequest,
      {
        body: {
          scheduleId: schedule.id,
          requestedDate: values.date,
          description: values.description,
          latitude: fix.lat,
          longitude: fix.long,
          photo: photo ?? '',
        },
      },
      { idempotencyKey },
    );
    return OK;
  },
});
