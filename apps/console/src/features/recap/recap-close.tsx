/**
 * The month's close for payroll on /team/recap (DESIGN "Payroll closes months"): the line every supervisor sees
 * ("Ditutup {tanggal} oleh {nama}" or "Belum ditutup untuk penggajian"), and for HR "Tutup bulan" (an ended month,
 * with how many of its requests still wait), "Buka kembali" with a reason, and the log of both
 * (contract/month-close.ts). After a close or a reopening the recap loads again.
 */
import { errorText } from '@upah/core/api/errors';
import { monthCloseLabels } from '@upah/core/catalogue/labels-month-close';
import { payrollText } from '@upah/core/catalogue/messages-payroll';
import type { MonthCloseLogResponse } from '@upah/core/contract/month-close';
import type { RecapClose } from '@upah/core/contract/recap';
import { jakartaMonth, monthLabel } from '@upah/core/format/jakarta-time';
import { reopenReasonCheck } from '@upah/core/rules/month-close';
import { closeLine, momentLabel } from '@upah/core/rules/recap-file-heading';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { TextArea } from '@upah/ui/text-area';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { showNotice } from '../../lib/notice';
import { useCopy } from '../../lib/use-copy';

const closeCalls = () => import('@upah/core/contract/month-close').then((m) => m.monthCloseEndpoints);

type Open = null | 'close' | 'reopen' | 'log';
type LogLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; error: string }
  | { kind: 'ready'; data: MonthCloseLogResponse };

export function RecapCloseBar({
  month,
  close,
  isHr,
  pending,
  onChanged,
}: {
  month: string;
  close: RecapClose | null;
  isHr: boolean;
  /** The month's requests still waiting for a decision (the rows' pendingRequests summed). */
  pending: number;
  onChanged: () => void;
}) {
  const { label, lang } = useCopy();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [log, setLog] = useState<LogLoad>({ kind: 'loading' });
  const name = monthLabel(month, lang);
  const ended = month < jakartaMonth(Date.now());

  const run = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      showNotice('success', done);
      setOpen(null);
      setReason('');
      onChanged();
    } catch (error) {
      showNotice('danger', errorText(error, lang));
    } finally {
      setBusy(false);
    }
  };
  const closeMonth = () =>
    run(
      async () => api.call((await closeCalls()).close, { body: { month } }),
      label(monthCloseLabels.closedNotice, { month: name }),
    );
  const reopenMonth = () => {
    const check = reopenReasonCheck(reason);
    if (!check.ok) {
      setReasonError(payrollText(check.message, lang, check.vars));
      return;
    }
    setReasonError(null);
    void run(
      async () => api.call((await closeCalls()).reopen, { body: { month, reason: reason.trim() } }),
      label(monthCloseLabels.reopenedNotice, { month: name }),
    );
  };
  const showLog = async () => {
    setOpen('log');
    setLog({ kind: 'loading' });
    try {
      setLog({ kind: 'ready', data: await api.call((await closeCalls()).log, {}) });
    } catch (error) {
      setLog({ kind: 'failed', error: errorText(error, lang) });
    }
  };
  const cancel = (
    <Button variant="secondary" onClick={() => setOpen(null)}>
      {label(monthCloseLabels.cancel)}
    </Button>
  );

  return (
    <div className="recap__close">
      <p className={close ? 'recap__closed' : 'recap__open'} data-testid="recap-close">
        {closeLine(close, lang)}
      </p>
      {isHr ? (
        <div className="recap__close-actions">
          {close ? (
            <Button variant="secondary" onClick={() => setOpen('reopen')}>
              {label(monthCloseLabels.reopen)}
            </Button>
          ) : ended ? (
            <Button onClick={() => setOpen('close')}>{label(monthCloseLabels.close)}</Button>
          ) : (
            <span className="muted">{label(monthCloseLabels.currentMonth)}</span>
          )}
          <Button variant="ghost" onClick={() => void showLog()}>
            {label(monthCloseLabels.log)}
          </Button>
        </div>
      ) : null}

      <Dialog
        open={open === 'close'}
        onClose={() => setOpen(null)}
        title={label(monthCloseLabels.closeTitle, { month: name })}
        actions={
          <>
            {cancel}
            <Button busy={busy} onClick={() => void closeMonth()}>
              {label(monthCloseLabels.confirmClose)}
            </Button>
          </>
        }
      >
        <p>{label(monthCloseLabels.closeBody)}</p>
        {pending > 0 ? (
          <p className="recap__warning">{label(monthCloseLabels.pendingWarning, { count: pending })}</p>
        ) : null}
      </Dialog>

      <Dialog
        open={open === 'reopen'}
        onClose={() => setOpen(null)}
        title={label(monthCloseLabels.reopenTitle, { month: name })}
        actions={
          <>
            {cancel}
            <Button busy={busy} onClick={reopenMonth}>
              {label(monthCloseLabels.confirmReopen)}
            </Button>
          </>
        }
      >
        <TextArea
          label={label(monthCloseLabels.reopenReason)}
          value={reason}
          maxLength={500}
          error={reasonError}
          onChange={(e) => setReason(e.target.value)}
        />
      </Dialog>

      <Dialog
        open={open === 'log'}
        onClose={() => setOpen(null)}
        title={label(monthCloseLabels.log)}
        actions={cancel}
      >
        {log.kind === 'loading' ? <Spinner label={label(monthCloseLabels.log)} /> : null}
        {log.kind === 'failed' ? (
          <LoadFailure error={log.error} lang={lang} onRetry={() => void showLog()} />
        ) : null}
        {log.kind === 'ready' ? (
          log.data.entries.length === 0 ? (
            <p>{label(monthCloseLabels.logEmpty)}</p>
          ) : (
            <ul className="recap__log" data-testid="month-close-log">
              {log.data.entries.map((entry) => {
                const vars = {
                  at: momentLabel(entry.at, lang),
                  month: monthLabel(entry.month, lang),
                  name: entry.by,
                  reason: entry.reason ?? '',
                };
                return (
                  <li key={entry.id}>
                    {label(
                      entry.action === 'close' ? monthCloseLabels.logClose : monthCloseLabels.logReopen,
                      vars,
                    )}
                  </li>
                );
              })}
            </ul>
          )
        ) : null}
      </Dialog>
    </div>
  );
}
