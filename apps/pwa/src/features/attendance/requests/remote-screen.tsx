/**
 * /attendance/outstation (Request Remote; SPEC §2, §5, §8; issue 7 item 9): date (required), description,
 * location and a photo; 'Tidak ada shift di tanggal {date}' when the date has no shift. Below: the remote
 * requests with their status and Cancel while pending.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { formatDate, jakartaDate } from '@upah/core/format';
import { remoteSubmitRule } from '@upah/core/rules/attendance';
import { clockStore } from '@upah/core/stores/attendance';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { Field } from '../../../ui/field';
import { LocationBlock } from '../location-block';
import { useText } from '../use-text';
import { SubmitBar, TextArea } from './form-bits';
import { remoteList } from './lists';
import { PhotoField, usePhotos } from './photo-field';
import { RequestList } from './request-list';
import { RequestPage } from './request-page';
import { submitRequest, uploadPhotos } from './submit-request';
import { useDraft } from './use-draft';

const FORM = 'remote-request';

export default function RemoteScreen() {
  const { text, msg, lang } = useText();
  const draft = useDraft(FORM, { date: jakartaDate(Date.now()), description: '' });
  const photos = usePhotos(draft.userId, FORM);
  const { fix } = useSnapshot(clockStore);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { date, description } = draft.value;

  const submit = async () => {
    setError(null);
    const base = { description, date, permissions: { location: fix !== null, file: true } };
    const first = remoteSubmitRule(base);
    if (!first.ok) return setError(msg(first.message, first.vars));
    if (photos.photos.length === 0) return setError(msg('fieldRequired', { field: text('photo') }));
    setBusy(true);
    try {
      const schedule = await api
        .call(attendanceEndpoints.scheduleByDate, { query: { requestedDate: date } })
        .catch(() => undefined);
      const shift = remoteSubmitRule({ ...base, hasShiftOnDate: schedule !== null });
      if (!shift.ok) return setError(msg(shift.message, { date: formatDate(date) }));
      if (!schedule || !fix) return;
      await submitRequest({
        lang,
        success: 'remoteSuccess',
        failure: 'remoteFailure',
        send: async () => {
          const [photo] = await uploadPhotos(photos.photos, setProgress);
          await api.call(attendanceEndpoints.remoteRequest, {
            body: {
              scheduleId: schedule.id,
              requestedDate: date,
              description,
              latitude: fix.lat,
              longitude: fix.long,
              photo: photo ?? '',
            },
          });
        },
        done: async () => {
          draft.clear();
          await photos.clear();
          await remoteList.reload();
        },
      });
    } finally {
      setProgress(null);
      setBusy(false);
    }
  };

  return (
    <RequestPage title={text('remoteTitle')} back={attendancePaths.home}>
      <Field
        label={text('date')}
        type="date"
        required
        value={date}
        onChange={(e) => draft.set({ date: e.target.value })}
      />
      <TextArea
        label={text('description')}
        value={description}
        onChange={(e) => draft.set({ description: e.target.value })}
      />
      <LocationBlock />
      <PhotoField photos={photos.photos} onChange={(p) => void photos.replace(p)} />
      <SubmitBar error={error} progress={progress} busy={busy} onSubmit={() => void submit()} />
      <RequestList
        list={remoteList}
        cancel={(id) => api.call(attendanceEndpoints.remoteCancel, { params: { id } })}
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
