/**
 * A request list (SPEC §4 "Attendance and other requests"): status icon, reject_reason,
 * Cancel only while pending after a confirmation (./cancel-dialog.tsx, loaded with the first Cancel), reload after
 * every action, load more (§9 page size 10).
 */

import { errorText } from '@upah/core/api';
import type { Entry, MessageKey } from '@upah/core/catalogue';
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { requestActions } from '@upah/core/rules/request-status';
import type { RequestList as ListStore } from '@upah/core/stores/attendance-requests';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { showAlert } from '../../../lib/alerts';
import { useCopy } from '../../../lib/use-copy';
import { StatusIcon } from './status-icon';

/** The cancel confirmation loads with the first Cancel tapped (the list screens' budgets), then stays mounted. */
const CancelDialog = lazy(() =>
  import('./cancel-dialog').then((module) => ({ default: module.CancelDialog })),
);

export interface Cancelable {
  id: number | string;
  status: string;
  reject_reason?: string | null;
}

export function RequestList<T extends Cancelable>({
  list,
  render,
  cancel,
  canceled,
  cancelFailed,
}: {
  list: ListStore<T>;
  render: (item: T) => ReactNode;
  cancel?: (id: T['id']) => Promise<unknown>;
  /** A §8 message, or an entry of an area's labels (a request SPEC does not have). */
  canceled?: MessageKey | Entry;
  cancelFailed?: MessageKey;
}) {
  const { label, message, lang } = useCopy();
  const snap = useSnapshot(list.state);
  const [confirm, setConfirm] = useState<T['id'] | null>(null);
  const [confirmAsked, setConfirmAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void list.reload();
  }, [list]);
  const doCancel = async () => {
    if (confirm === null || !cancel) return;
    setBusy(true);
    try {
      await cancel(confirm);
      if (canceled) showAlert({ kind: 'success', text: message(canceled) });
    } catch (error) {
      showAlert({ kind: 'danger', text: cancelFailed ? message(cancelFailed) : errorText(error, lang) });
    }
    setBusy(false);
    setConfirm(null);
    await list.reload();
  };
  const items = snap.items as readonly T[];
  return (
    <>
      {snap.status === 'failure' ? (
        <LoadFailure error={snap.error} lang={lang} onRetry={() => void list.reload()} />
      ) : null}
      {snap.status === 'success' && items.length === 0 ? (
        <p className="muted">{label(attendanceRequestLabels.empty)}</p>
      ) : null}
      <ul className="card-list">
        {items.map((item) => (
          <li key={item.id} className="card-item att-item" data-testid="request-item">
            <div className="att-item__head">
              <StatusIcon status={item.status} />
            </div>
            {render(item)}
            {item.reject_reason ? (
              <p className="att-item__reason">
                {label(attendanceRequestLabels.rejectReason, { reason: item.reject_reason })}
              </p>
            ) : null}
            {cancel && requestActions({ status: item.status, isOwner: true, isApprover: false }).cancel ? (
              <Button
                variant="secondary"
                onClick={() => {
                  setConfirmAsked(true);
                  setConfirm(item.id);
                }}
              >
                {label(attendanceRequestLabels.cancelRequest)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {snap.status === 'request' ? <Spinner label={label(attendanceLabels.loading)} /> : null}
      {list.hasMore() && snap.status !== 'request' ? (
        <Button variant="ghost" block onClick={() => void list.loadMore()}>
          {label(attendanceRequestLabels.loadMore)}
        </Button>
      ) : null}
      {confirmAsked ? (
        <Suspense fallback={null}>
          <CancelDialog
            open={confirm !== null}
            busy={busy}
            onKeep={() => setConfirm(null)}
            onConfirm={() => void doCancel()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
