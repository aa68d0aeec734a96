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
import { useText } from '../use-text';
import { RangeRequestFields, Select } from './form-bits';
import { leaveList } from './lists';
import { usePhotos } from './photo-field';
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
      <RangeRequestFields
        kind="date"
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
