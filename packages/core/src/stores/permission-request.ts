/**
 * The permission (izin) request form (SPEC §3 "Permission request": start and end HH:MM:SS on today's shift, §5
 * permission submit, §7 POST /permission/request, §8 'Create permission success'): times, a description, the
 * location and a photo. See ./request-form.
 */
import { permissionEndpoints } from '../contract/permission';
import { formatDate, jakartaDate } from '../format';
import { permissionFormRule, withSeconds } from '../rules/request-forms';
import { OK } from '../rules/result';
import { createRequestForm } from './request-form';

export interface PermissionFormValues {
  [name: string]: string;
  start: string;
  end: string;
  description: string;
}

export interface PermissionFormContext {
  /** Today's schedule (the permission is on its shift), or null when there is none. */
  schedule: { id: number } | null;
  /** The location fix, or null without one. */
  fix: { lat: number; long: number } | null;
}

export const permissionRequestForm = createRequestForm<PermissionFormValues, PermissionFormContext>({
  form: 'permit-request',
  initial: () => ({ start: '09:00:00', end: '10:00:00', description: '' }),
  check: (values, _photos, context) =>
    permissionFormRule({
      ...values,
      today: formatDate(jakartaDate(Date.now())),
      hasShift: context.schedule !== null,
      hasLocation: context.fix !== null,
    }),
  send: async ({ client, values, context, upload, idempotencyKey }) => {
    const { schedule, fix } = context;
    if (!schedule || !fix) return OK; // the check refused these already
    const [photo] = await upload();
    await client.call(
      permissionEndpoints.create,
      {
        body: {
          scheduleId: schedule.id,
          startTime: withSeconds(values.start),
          endTime: withSeconds(values.end),
          description: values.description,
          latitude: fix.lat,
          longitude: fix.long,
          photo: photo ?? null,
        },
      },
      { idempotencyKey },
    );
    return OK;
  },
  contentOf: (context) => context.schedule?.id ?? null,
});
