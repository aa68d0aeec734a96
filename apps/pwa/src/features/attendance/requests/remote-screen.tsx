/**
 * /attendance/outstation (Request Remote; SPEC §2, §5, §8): date (required), description, location and a photo;
 * 'Tidak ada shift di tanggal {date}' when the date has no shift. Below: the remote requests with their status
 * and Cancel while pending. The form is core's remote request store.
 */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { formatDate } from '@upah/core/format';
import { clockStore } from '@upah/core/stores/clock-state';
import { remoteRequestForm } from '@upah/core/stores/remote-request';
import { Field } from '@upah/ui/field';
import { TextArea } from '@upah/ui/text-area';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { useCopy } from '../../../lib/use-copy';
import { LocationBlock } from '../location-block';
import { PhotoField, SubmitBar } from './form-bits';
import { cancelRemote, remoteList } from './remote-list';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

export default function RemoteScreen() {
  const copy = useCopy();
  const form = useRequestForm(remoteRequestForm);
  const { fix } = useSnapshot(clockStore);

  const submit = () =>
    sendRequestForm(
      remoteRequestForm,
      { fix: fix ? { lat: fix.lat, long: fix.long } : null },
      { copy, success: 'remoteSuccess', failure: 'remoteFailure', done: () => remoteList.reload() },
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
      <LocationBlock />
      <PhotoField photos={form.photos} onChange={(p) => void remoteRequestForm.setPhotos(p)} />
      <SubmitBar
        failure={form.failure}
        progress={form.progress}
        busy={form.step === 'sending'}
        onSubmit={() => void submit()}
      />
      <RequestList
        list={remoteList}
        cancel={cancelRemote}
        canceled="remoteCanceled"
        render={(p) => (
          <p className="att-item__title">
            {formatDate(p.scheduleDate)} · {p.description}
          </p>
        )}
      />
    </RequestPage>
  );
}
