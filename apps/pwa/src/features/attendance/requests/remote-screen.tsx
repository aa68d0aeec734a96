/**
 * /attendance/outstation (Request Remote; SPEC §2, §5, §8): date (required), description, location and a photo;
 * 'Tidak ada shift di tanggal {date}' when the date has no shift. Below: the remote requests with their status
 * and Cancel while pending (./remote-requests, loaded after the form shows). The form is core's remote request store.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { clockStore } from '@upah/core/stores/clock-state';
import { remoteRequestForm } from '@upah/core/stores/remote-request';
import { Field } from '@upah/ui/field';
import { TextArea } from '@upah/ui/text-area';
import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { PhotosAndSubmit } from './form-bits';
import { FormLocation } from './form-location';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

const RemoteRequests = lazy(() => import('./remote-requests'));
/** After a send, the list below shows the new request (through the lazy list's module: one chunk with its store). */
const reloadList = () => import('./remote-requests').then((m) => m.reloadRemoteList());

export default function RemoteScreen() {
  const copy = useCopy();
  const form = useRequestForm(remoteRequestForm);
  const { fix } = useSnapshot(clockStore);

  const submit = () =>
    sendRequestForm(
      remoteRequestForm,
      { fix: fix ? { lat: fix.lat, long: fix.long } : null },
      { copy, success: 'remoteSuccess', failure: 'remoteFailure', done: reloadList },
    );

  return (
    <RequestPage title={copy.label(attendanceRequestLabels.remoteTitle)} back={attendancePaths.home}>
      <Field
        label={copy.label(attendanceLabels.date)}
        type="date"
        required
        value={form.values.date}
        onChange={(e) => remoteRequestForm.setValues({ date: e.target.value })}
      />
      <TextArea
        label={copy.label(attendanceLabels.description)}
        value={form.values.description}
        onChange={(e) => remoteRequestForm.setValues({ description: e.target.value })}
      />
      <FormLocation />
      <PhotosAndSubmit form={remoteRequestForm} onSubmit={() => void submit()} />
      <Suspense fallback={null}>
        <RemoteRequests />
      </Suspense>
    </RequestPage>
  );
}
