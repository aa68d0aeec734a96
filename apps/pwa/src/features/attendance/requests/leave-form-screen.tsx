/**
 * /attendance/cuti-request (Pengajuan Cuti; SPEC §2, §3, §5, §8 'Pengajuan cuti berhasil'): a category from
 * leave/categories, start and end dates, a description (required, with file permission), several photos.
 * The form is core's leave request store. Above the dates: the annual leave left ("Sisa cuti tahunan", GET
 * /leave/balance, an extension), and a warning, never a block, when the request is longer than that.
 */
import { approvalDetailLabels } from '@upah/core/catalogue/labels-approval-detail';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import type { LeaveBalanceResponse } from '@upah/core/contract/team';
import {
  annualLeaveLeft,
  leaveOverBalance,
  loadOwnLeaveBalance,
  ownLeaveBalanceStore,
} from '@upah/core/stores/leave-balance';
import { leaveCategoriesStore, leaveRequestForm, loadLeaveCategories } from '@upah/core/stores/leave-request';
import { sessionStore } from '@upah/core/stores/session';
import { Alert } from '@upah/ui/alert';
import { LoadFailure } from '@upah/ui/load-failure';
import { Select } from '@upah/ui/select';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { attendancePaths } from '../../../config/attendance-paths';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { RangeRequestFields } from './form-bits';
import { RequestPage } from './request-page';
import { sendRequestForm, useRequestForm } from './use-request-form';

export default function LeaveFormScreen() {
  const copy = useCopy();
  const navigate = useNavigate();
  const form = useRequestForm(leaveRequestForm);
  const { categories, status, error } = useSnapshot(leaveCategoriesStore);
  const own = useSnapshot(ownLeaveBalanceStore);
  const balance = own.value as LeaveBalanceResponse | null;
  const left = annualLeaveLeft(balance);
  const over = leaveOverBalance(balance, form.values);
  useEffect(() => {
    void loadLeaveCategories(api);
    void loadOwnLeaveBalance(api);
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
      {left !== null ? (
        <p className="muted" data-testid="own-leave-balance">
          {copy.label(approvalDetailLabels.ownBalance, { days: left })}
        </p>
      ) : own.status === 'idle' || own.status === 'request' ? (
        // the balance's line kept while it loads: the dates, photos and Kirim stay where they are first shown
        <p className="muted" aria-hidden="true">
          {'\u00a0'}
        </p>
      ) : null}
      {own.status === 'failure' ? (
        <LoadFailure error={own.error} lang={copy.lang} onRetry={() => void loadOwnLeaveBalance(api)} />
      ) : null}
      {over ? (
        <div data-testid="leave-over-balance">
          <Alert kind="warning" role="status">
            {copy.label(approvalDetailLabels.ownBalanceOver, over)}
          </Alert>
        </div>
      ) : null}
      <RangeRequestFields kind="date" form={leaveRequestForm} multiple onSubmit={() => void submit()} />
    </RequestPage>
  );
}
