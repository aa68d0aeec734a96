/**
 * The leave form's balance lines (SPEC §2 Pengajuan Cuti, an extension): the annual leave left ("Sisa cuti
 * tahunan", GET /leave/balance) and a warning, never a block, when the request is longer than that. Loaded right
 * after the form's first paint (leave-form-screen.tsx): the balance's store, the team contract it is declared in and
 * dayjs's day count (core's jakarta-time) are not part of the route's first render (apps/pwa/scripts/budget.mjs).
 */
import { approvalDetailLabels } from '@upah/core/catalogue/labels-approval-detail';
import type { LeaveBalanceResponse } from '@upah/core/contract/team';
import {
  annualLeaveLeft,
  leaveOverBalance,
  loadOwnLeaveBalance,
  ownLeaveBalanceStore,
} from '@upah/core/stores/leave-balance';
import { Alert } from '@upah/ui/alert';
import { LoadFailure } from '@upah/ui/load-failure';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../../lib/api-client';
import { useCopy } from '../../../lib/use-copy';
import { LeaveBalancePlaceholder } from './leave-balance-placeholder';

export function LeaveBalanceLines({ values }: { values: Parameters<typeof leaveOverBalance>[1] }) {
  const copy = useCopy();
  const own = useSnapshot(ownLeaveBalanceStore);
  const balance = own.value as LeaveBalanceResponse | null;
  const left = annualLeaveLeft(balance);
  const over = leaveOverBalance(balance, values);
  useEffect(() => {
    void loadOwnLeaveBalance(api);
  }, []);
  return (
    <>
      {left !== null ? (
        <p className="muted" data-testid="own-leave-balance">
          {copy.label(approvalDetailLabels.ownBalance, { days: left })}
        </p>
      ) : own.status === 'idle' || own.status === 'request' ? (
        <LeaveBalancePlaceholder />
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
    </>
  );
}
