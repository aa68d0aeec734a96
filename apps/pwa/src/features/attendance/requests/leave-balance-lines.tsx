/**
 * The leave form's balance lines (SPEC §2 Pengajuan Cuti, an extension): for annual leave, the annual leave left
 * ("Sisa cuti tahunan", GET /leave/balance), the working days the chosen dates take and what is left after them,
 * with a warning, never a block, when that is more than is left; for any category, a note when the dates hold
 * none of the employee's working days. Days are counted by the balance's own rule over the working days the answer
 * lists (core stores/leave-balance `leaveRequestPreview`). Loaded right after the form's first paint
 * (leave-form-screen.tsx): the balance's store, the team contract it is declared in and the day count (core's
 * format/days, without dayjs) are not part of the route's first render (apps/pwa/scripts/budget.mjs).
 */
import { approvalDetailLabels as L } from '@upah/core/catalogue/labels-approval-detail';
import type { LeaveBalanceResponse } from '@upah/core/contract/team';
import {
  annualLeaveLeft,
  leaveRequestPreview,
  loadOwnLeaveBalance,
  ownLeaveBalanceStore,
} from '@upah/core/stores/leave-balance';
import { loadView } from '@upah/core/stores/load-state';
import { Alert } from '@upah/ui/alert';
import { LoadStatus } from '@upah/ui/area-gate';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { LeaveBalancePlaceholder } from './leave-balance-placeholder';

export function LeaveBalanceLines({ values }: { values: Parameters<typeof leaveRequestPreview>[1] }) {
  const copy = useCopy();
  const own = useSnapshot(ownLeaveBalanceStore);
  const balance = own.value as LeaveBalanceResponse | null;
  const view = loadView(own, balance);
  const left = annualLeaveLeft(balance);
  const preview = leaveRequestPreview(balance, values);
  const annualCode = balance?.categories.find((c) => c.annual)?.code;
  // the annual balance is for annual leave (and while no category is chosen yet), never for another category
  const annualShown = values.category === '' || values.category === annualCode;
  useEffect(() => {
    void loadOwnLeaveBalance(api);
  }, []);
  return (
    <>
      {left !== null && annualShown ? (
        <p className="muted" data-testid="own-leave-balance">
          {copy.label(L.ownBalance, { days: left })}
        </p>
      ) : null}
      <LoadStatus
        view={view}
        lang={copy.lang}
        onRetry={() => void loadOwnLeaveBalance(api)}
        waiting={<LeaveBalancePlaceholder />}
      />
      {preview?.kind === 'annual' ? (
        <p className="muted" data-testid="leave-working-days">
          {copy.label(L.ownWorkingDays, { days: preview.days })} ·{' '}
          <span data-testid="leave-balance-after">
            {copy.label(L.ownBalanceAfter, { days: preview.after })}
          </span>
        </p>
      ) : null}
      {preview?.kind === 'no-workday' ? (
        <div data-testid="leave-no-workday">
          <Alert kind="info" role="status">
            {copy.label(L.ownNoWorkday)}
          </Alert>
        </div>
      ) : null}
      {preview?.kind === 'annual' && preview.over ? (
        <div data-testid="leave-over-balance">
          <Alert kind="warning" role="status">
            {copy.label(L.ownBalanceOver, { days: preview.days, left: preview.left })}
          </Alert>
        </div>
      ) : null}
    </>
  );
}
