/**
 * /attendance/cuti-request (Pengajuan Cuti; SPEC §2, §3, §5, §8 'Pengajuan cuti berhasil'): a category from
 * leave/categories, start and end dates, a description (required, with file permission), several photos.
 */
import { type LeaveCategory, leaveEndpoints } from '@upah/core/contract/leave';
import { jakartaDate } from '@upah/core/format';
import { leaveSubmitRule } from '@upah/core/rules/attendance';
import { sessionStore } from '@upah/core/stores/session';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { Field } from '../../../ui/field';
import { useText } from '../use-text';
import { SubmitBar, Select, TextArea } from './form-bits';
import { leaveList } from './lists';
import { PhotoField, usePhotos } from './photo-field';
import { RequestPage } from './request-page';
import { submitRequest, uploadPhotos } from './submit-request';
import { useDraft } from './use-draft';

const FORM = 'leave-request';

export default function CutiFormScreen() {
  const { text, msg, lang } = useText();
  const navigate = useNavigate();
  const today = jakartaDate(Date.now());
  const draft = useDraft(FORM, { category: '', start: today, end: today, description: '' });
  const photos = usePhotos(draft.userId, FORM);
  const [categories, setCategories] = useState<LeaveCategory[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const { category, start, end, description } = draft.value;
  useEffect(() => {
    api.call(leaveEndpoints.categories).then(
      (d) => setCategories(d.categories),
      () => setCategories([]),
    );
  }, []);

  const submit = async () => {
    setError(null);
    const rule = leaveSubmitRule({ description, permissions: { file: sessionStore.permissions.file } });
    if (!rule.ok) return setError(msg(rule.message));
    if (!category) return setError(msg('leaveCategoryRequired'));
    if (end < start) return setError(msg('endDateBeforeStart'));
    setBusy(true);
    await submitRequest({
      lang,
      success: 'leaveCreated',
      send: async () => {
        const urls = await uploadPhotos(photos.photos, setProgress);
        await api.call(leaveEndpoints.create, {
          body: { leaveCategory: category, description, startAt: start, endAt: end, photos: urls },
        });
      },
      done: async () => {
        draft.clear();
        await photos.clear();
        await leaveList.reload();
        navigate(attendancePaths.cuti);
      },
    });
    setProgress(null);
    setBusy(false);
  };

  return (
    <RequestPage title={text('cutiRequestTitle')} back={attendancePaths.cuti}>
      <Select
        label={text('category')}
        value={category}
        onChange={(e) => draft.set({ category: e.target.value })}
      >
        <option value="">{text('chooseCategory')}</option>
        {categories.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </Select>
      <Field
        label={text('startDate')}
        type="date"
        value={start}
        onChange={(e) => draft.set({ start: e.target.value })}
      />
      <Field
        label={text('endDate')}
        type="date"
        value={end}
        onChange={(e) => draft.set({ end: e.target.value })}
      />
      <TextArea
        label={text('description')}
        value={description}
        onChange={(e) => draft.set({ description: e.target.value })}
      />
      <PhotoField multiple photos={photos.photos} onChange={(p) => void photos.replace(p)} />
      <SubmitBar error={error} progress={progress} busy={busy} onSubmit={() => void submit()} />
    </RequestPage>
  );
}
