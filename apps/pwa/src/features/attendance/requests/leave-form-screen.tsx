/**
 * /attendance/cuti-request (Pengajuan Cuti; SPEC §2, §3, §5, §8 'Pengajuan cuti berhasil'): a category from
 * leave/categories, start and end dates, a description (required, with file permission), several photos.
 * The form is core's leave request store. Above the dates: the annual leave left ("Sisa cuti tahunan", GET
 * /leave/balance, an extension), and a warning, never a block, when the request is longer than that.
 */
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { leaveCategoriesStore, leaveRequestForm, loadLeaveCategories } from '@upah/core/stores/leave-request';
import { sessionStore } from '@upah/core/stores/session';
import { LoadFailure } from '@upah/ui/load-failure';
import { Select } from '@upah/ui/select';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { RangeRequestFields } from './form-bits';
import { LeaveBalancePlaceholder } from './leave-balance-placeholder';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

// The balance lines load right after the first paint (leave-balance-lines.tsx): not part of the route's first render.
const LeaveBalanceLines = lazy(() =>
  import('./leave-balance-lines').then((m) => ({ default: m.LeaveBalanceLines })),
);

export default function LeaveFormScreen() {
  const copy = useCopy();
  const navigate = useNavigate();
  const form = useRequestForm(leaveRequestForm);
  const { categories, status, error } = useSnapshot(leaveCategoriesStore);
  useEffect(() => {
    void loadLeaveCategories(api);
  }, []);

  const submit = () =>
    sendRequestForm(
      leaveRequestForm,
      { fileAllowed: sessionStore.permissions.file },
      { copy, success: 'leaveCreated', done: () => navigate(attendancePaths.cuti) },
    );

  return (
    <RequestPage title={copy.label(attendanceRequestLabels.cutiRequestTitle)} back={attendancePaths.cuti}>
      <Select
        label={copy.label(attendanceRequestLabels.category)}
        value={form.values.category}
        onChange={(e) => leaveRequestForm.setValues({ category: e.target.value })}
      >
        <option value="">{copy.label(attendanceRequestLabels.chooseCategory)}</option>
        {categories.map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </Select>
      {status === 'failure' ? (
        <LoadFailure error={error} lang={copy.lang} onRetry={() => void loadLeaveCategories(api)} />
      ) : null}
      <Suspense fallback={<LeaveBalancePlaceholder />}>
        <LeaveBalanceLines values={form.values} />
      </Suspense>
      <RangeRequestFields kind="date" form={leaveRequestForm} multiple onSubmit={() => void submit()} />
    </RequestPage>
  );
}
