/**
 * /attendance/permit-request (Pengajuan Izin; SPEC §2, §3, §5, §8 'Create permission success'): start and
 * end times HH:MM:SS on today's shift, a description (required), the location and a photo.
 */
import type { Schedule } from '@upah/core/contract/attendance';
import { permissionEndpoints } from '@upah/core/contract/permission';
import { formatDate, jakartaDate } from '@upah/core/format';
import { overtimeSubmitRule, permissionSubmitRule } from '@upah/core/rules/attendance';
import { attendanceStore, clockStore } from '@upah/core/stores/attendance';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { LocationBlock } from '../location-block';
import { useText } from '../use-text';
import { RangeRequestFields, withSeconds } from './form-bits';
import { permitList } from './lists';
import { usePhotos } from './photo-field';
import { RequestPage } from './request-page';
import { submitRequest, uploadPhotos } from './submit-request';
import { useDraft } from './use-draft';

const FORM = 'permit-request';

export default function PermitFormScreen() {
  const { text, msg, lang } = useText();
  const navigate = useNavigate();
  const draft = useDraft(FORM, { start: '09:00:00', end: '10:00:00', description: '' });
  const photos = usePhotos(draft.userId, FORM);
  const { today } = useSnapshot(attendanceStore);
  const { fix } = useSnapshot(clockStore);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { start, end, description } = draft.value;
  const schedule = today as Schedule | null;

  const submit = async () => {
    setError(null);
    const rule = permissionSubmitRule({ description });
    if (!rule.ok) return setError(msg(rule.message));
    const order = overtimeSubmitRule({ description, permissions: { file: true }, start, end });
    if (!order.ok) return setError(msg(order.message));
    if (!schedule) return setError(msg('noShiftOnDate', { date: formatDate(jakartaDate(Date.now())) }));
    if (!fix) return setError(msg('clockLocationPermission'));
    setBusy(true);
    await submitRequest({
      lang,
      success: 'permissionCreated',
      send: async () => {
        const [photo] = await uploadPhotos(photos.photos, setProgress);
        await api.call(permissionEndpoints.create, {
          body: {
            scheduleId: schedule.id,
            startTime: withSeconds(start),
            endTime: withSeconds(end),
            description,
            latitude: fix.lat,
            longitude: fix.long,
            photo: photo ?? null,
          },
        });
      },
      done: async () => {
        draft.clear();
        await photos.clear();
        await permitList.reload();
        navigate(attendancePaths.permit);
      },
    });
    setProgress(null);
    setBusy(false);
  };

  return (
    <RequestPage title={text('permitRequestTitle')} back={attendancePaths.permit}>
      <RangeRequestFields
        kind="time-seconds"
        values={draft.value}
        onChange={draft.set}
        beforePhotos={<LocationBlock />}
        photos={photos.photos}
        onPhotos={(p) => void photos.replace(p)}
        submit={{ error, progress, busy, onSubmit: () => void submit() }}
      />
    </RequestPage>
  );
}
