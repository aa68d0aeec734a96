/**
 * /attendance/overtime-request/:date (SPEC §2, §3, §5, §8 'Berhasil mengajukan lembur'): workday or offday
 * (scheduleId of the date on a workday), defaults today 15:00–16:00, an end before the start is refused,
 * a description with file permission, photos.
 */
import { attendanceEndpoints } from '@upah/core/contract/attendance';
import { OVERTIME_TYPES, type OvertimeType, overtimeEndpoints } from '@upah/core/contract/overtime';
import { formatDate } from '@upah/core/format';
import { overtimeDefaults, overtimeSubmitRule } from '@upah/core/rules/attendance';
import { sessionStore } from '@upah/core/stores/session';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useText } from '../use-text';
import { RangeRequestFields } from './form-bits';
import { overtimeList } from './lists';
import { usePhotos } from './photo-field';
import { RequestPage } from './request-page';
import { submitRequest, uploadPhotos } from './submit-request';
import { useDraft } from './use-draft';

const FORM = 'overtime-request';

export default function OvertimeFormScreen() {
  const { text, msg, lang } = useText();
  const navigate = useNavigate();
  const params = useParams();
  const defaults = overtimeDefaults(Date.now());
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.date ?? '') ? (params.date as string) : defaults.date;
  const draft = useDraft(FORM, {
    type: 'workday' as OvertimeType,
    start: defaults.start,
    end: defaults.end,
    description: '',
  });
  const photos = usePhotos(draft.userId, FORM);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { type, start, end, description } = draft.value;

  const submit = async () => {
    setError(null);
    const rule = overtimeSubmitRule({
      description,
      permissions: { file: sessionStore.permissions.file },
      start,
      end,
    });
    if (!rule.ok) return setError(msg(rule.message));
    setBusy(true);
    try {
      let scheduleId: number | undefined;
      if (type === 'workday') {
        const schedule = await api
          .call(attendanceEndpoints.scheduleByDate, { query: { requestedDate: date } })
          .catch(() => null);
        if (!schedule) return setError(msg('noShiftOnDate', { date: formatDate(date) }));
        scheduleId = Number(schedule.id);
      }
      await submitRequest({
        lang,
        success: 'overtimeCreated',
        send: async () => {
          const urls = await uploadPhotos(photos.photos, setProgress);
          await api.call(overtimeEndpoints.create, {
            params: { overtimeType: type },
            body: {
              startAt: `${date}T${start.slice(0, 5)}:00+07:00`,
              endAt: `${date}T${end.slice(0, 5)}:00+07:00`,
              description,
              photos: urls,
              ...(scheduleId === undefined ? {} : { scheduleId }),
            },
          });
        },
        done: async () => {
          draft.clear();
          await photos.clear();
          await overtimeList.reload();
          navigate(attendancePaths.overtime);
        },
      });
    } finally {
      setProgress(null);
      setBusy(false);
    }
  };

  return (
    <RequestPage title={text('overtimeRequestTitle')} back={attendancePaths.overtime}>
      <p className="att-item__title">{formatDate(date)}</p>
      <fieldset className="att-radios">
        <legend className="field__label">{text('overtimeType')}</legend>
        {OVERTIME_TYPES.map((t) => (
          <label key={t} className="checkbox">
            <input
              type="radio"
              name="overtimeType"
              value={t}
              checked={type === t}
              onChange={() => draft.set({ type: t })}
            />
            <span>{text(t)}</span>
          </label>
        ))}
      </fieldset>
      <RangeRequestFields
        kind="time"
        values={draft.value}
        onChange={draft.set}
        multiple
        photos={photos.photos}
        onPhotos={(p) => void photos.replace(p)}
        submit={{ error, progress, busy, onSubmit: () => void submit() }}
      />
    </RequestPage>
  );
}
