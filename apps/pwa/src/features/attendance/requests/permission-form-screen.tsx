/**
 * /attendance/permit-request (Pengajuan Izin; SPEC §2, §3, §5, §8 'Create permission success'): start and
 * end times HH:MM:SS on today's shift, a description (required), the location and a photo ("Ambil Foto" or
 * "Pilih File"). The form is core's permission request store.
 */
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import type { Schedule } from '@upah/core/contract/attendance';
import { attendanceStore } from '@upah/core/stores/attendance-state';
import { clockStore } from '@upah/core/stores/clock-state';
import { permissionRequestForm } from '@upah/core/stores/permission-request';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { RangeRequestFields } from './form-bits';
import { FormLocation } from './form-location';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

export default function PermissionFormScreen() {
  const copy = useCopy();
  const navigate = useNavigate();
  useRequestForm(permissionRequestForm);
  const { today } = useSnapshot(attendanceStore);
  const { fix } = useSnapshot(clockStore);
  const schedule = today as Schedule | null;

  const submit = () =>
    sendRequestForm(
      permissionRequestForm,
      {
        schedule: schedule ? { id: Number(schedule.id) } : null,
        fix: fix ? { lat: fix.lat, long: fix.long } : null,
      },
      { copy, success: 'permissionCreated', done: () => navigate(attendancePaths.permit) },
    );

  return (
    <RequestPage title={copy.label(attendanceRequestLabels.permitRequestTitle)} back={attendancePaths.permit}>
      <RangeRequestFields
        kind="time-seconds"
        form={permissionRequestForm}
        beforePhotos={<FormLocation />}
        onSubmit={() => void submit()}
      />
    </RequestPage>
  );
}
