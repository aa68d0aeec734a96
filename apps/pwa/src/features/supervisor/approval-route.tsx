/**
 * /attendance/approval (SPEC §2 tabs Presensi 0, Cuti 1, Lembur 2, Izin 3; §4 Approve or Reject on each
 * item, a reject form with a reason, bulk approval, lists reload after each action; §6 checkboxes and select
 * all; §8 'Success approve' / 'Success reject'). All logic is core's approval queue store; the list shows
 * PAGE items at a time so a month-end queue of thousands stays light on a phone.
 */
import type { Entry, MessageKey } from '@upah/core/catalogue';
import { presenceFlagLabels, supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { formatDate, formatTime } from '@upah/core/format';
import {
  allApprovalsSelected,
  APPROVAL_TABS,
  type ApprovalActionResult,
  type ApprovalItem,
  type ApprovalTab,
  approvalQueueStore,
  approveApproval,
  approveSelected,
  rejectApproval,
  resetApprovalQueue,
  selectAllApprovals,
  setApprovalTab,
  toggleApproval,
} from '@upah/core/stores/approval-queue';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { SupervisorFrame } from './supervisor-frame';
import { useCopy } from './use-copy';

const PAGE = 50;

const TAB_LABELS: Record<ApprovalTab, Entry> = {
  0: supervisorLabels.tabPresence,
  1: supervisorLabels.tabLeave,
  2: supervisorLabels.tabOvertime,
  3: supervisorLabels.tabPermission,
};

/** A period as the list shows it: dates for leave, Jakarta times for presence and overtime, HH:mm for izin. */
function period(item: ApprovalItem): string {
  const show = (value: string | null) => {
    if (!value) return '–';
    if (/^\d{2}:\d{2}/.test(value)) return value.slice(0, 5);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, 'short');
    return formatTime(value);
  };
  return `${show(item.from)} – ${show(item.to)}`;
}

function useResultAlert() {
  const { message } = useCopy();
  return (result: ApprovalActionResult) => {
    if (result.ok) showAlert({ kind: 'success', text: message(result.message) });
    else if (result.message || result.text)
      showAlert({
        kind: 'danger',
        text: result.message ? message(result.message as MessageKey) : result.text,
      });
  };
}

function ApprovalRow({
  item,
  selected,
  busy,
  onReject,
}: {
  item: ApprovalItem;
  selected: boolean;
  busy: boolean;
  onReject: (item: ApprovalItem) => void;
}) {
  const { label } = useCopy();
  const alertResult = useResultAlert();
  const checkboxId = useId();
  return (
    <li className="sup-item">
      <input
        id={checkboxId}
        type="checkbox"
        className="sup-item__check"
        checked={selected}
        aria-label={label(supervisorLabels.selectItem, { name: item.employeeName })}
        onChange={() => toggleApproval(item.id)}
      />
      <div className="sup-item__body">
        <p className="sup-item__name">{item.employeeName}</p>
        <p className="sup-item__meta">
          {formatDate(item.date, 'short')} · {period(item)} · {item.detail}
        </p>
        {item.flags?.length ? (
          <p className="sup-item__flags" data-testid="presence-flags">
            {item.flags.map((flag) => (
              <span key={flag} className="badge badge--warning">
                {label(presenceFlagLabels[flag])}
              </span>
            ))}
          </p>
        ) : null}
        {item.description ? <p className="sup-item__desc">{item.description}</p> : null}
        <div className="sup-item__actions">
          <Button
            variant="primary"
            disabled={busy}
            onClick={async () => alertResult(await approveApproval(api, item.id))}
          >
            {label(supervisorLabels.approve)}
          </Button>
          <Button variant="secondary" disabled={busy} aria-haspopup="dialog" onClick={() => onReject(item)}>
            {label(supervisorLabels.reject)}
          </Button>
        </div>
      </div>
    </li>
  );
}

function RejectDialog({ item, onClose }: { item: ApprovalItem | null; onClose: () => void }) {
  const { label, message } = useCopy();
  const alertResult = useResultAlert();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const reasonId = useId();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const send = async () => {
    if (!item) return;
    setBusy(true);
    const result = await rejectApproval(api, item.id, reason);
    setBusy(false);
    if (!result.ok && result.message === 'rejectReasonRequired') {
      setError(result.message);
      inputRef.current?.focus();
      return;
    }
    alertResult(result);
    onClose();
  };
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={label(supervisorLabels.rejectTitle)}
      initialFocusRef={inputRef}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {label(supervisorLabels.cancel)}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void send()}>
            {label(supervisorLabels.reject)}
          </Button>
        </>
      }
    >
      <p>{item?.employeeName}</p>
      <div className={error ? 'field field--error' : 'field'}>
        <label className="field__label" htmlFor={reasonId}>
          {label(supervisorLabels.rejectReason)}
        </label>
        <div className="field__control">
          <textarea
            id={reasonId}
            ref={inputRef}
            className="field__input sup-textarea"
            rows={3}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${reasonId}-error` : undefined}
            onChange={(e) => {
              setReason(e.target.value);
              setError(null);
            }}
          />
        </div>
        {error ? (
          <p className="field__error" id={`${reasonId}-error`} role="alert">
            {message(error)}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

function ApprovalScreen() {
  const { label } = useCopy();
  const alertResult = useResultAlert();
  const snap = useSnapshot(approvalQueueStore);
  const [shown, setShown] = useState(PAGE);
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const panelId = useId();
  useEffect(() => {
    void setApprovalTab(api, 0);
    return resetApprovalQueue;
  }, []);
  const tab = snap.tab;
  const state = snap.tabs[tab];
  const items = state.items as readonly ApprovalItem[];
  const choose = (next: ApprovalTab) => {
    setShown(PAGE);
    void setApprovalTab(api, next);
  };
  const onTabKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = ((tab + step + 4) % 4) as ApprovalTab;
    choose(next);
    tabRefs.current[next]?.focus();
  };
  const allSelected = allApprovalsSelected(state);

  return (
    <div className="stack">
      <div className="sup-tabs" role="tablist" aria-label={label(supervisorLabels.approvalTitle)}>
        {APPROVAL_TABS.map((t) => (
          <button
            key={t}
            ref={(el) => {
              tabRefs.current[t] = el;
            }}
            type="button"
            role="tab"
            id={`${panelId}-tab-${t}`}
            aria-selected={t === tab}
            aria-controls={panelId}
            tabIndex={t === tab ? 0 : -1}
            className={t === tab ? 'sup-tab sup-tab--active' : 'sup-tab'}
            onClick={() => choose(t)}
            onKeyDown={onTabKey}
          >
            {label(TAB_LABELS[t])}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`} className="stack">
        {state.status === 'failure' ? (
          <Alert kind="danger" role="alert">
            {state.error}
          </Alert>
        ) : null}
        {state.status === 'request' && items.length === 0 ? (
          <Spinner label={label(supervisorLabels.loading)} />
        ) : null}
        {state.status === 'success' && items.length === 0 ? (
          <p className="muted">{label(supervisorLabels.empty)}</p>
        ) : null}
        {items.length > 0 ? (
          <>
            <div className="sup-bulk">
              <label className="sup-bulk__all">
                <input
                  type="checkbox"
                  checked={allSelected}
                  onChange={() => selectAllApprovals(!allSelected)}
                />
                {label(supervisorLabels.selectAll)}
              </label>
              <Button
                variant="primary"
                disabled={state.selectedCount === 0 || snap.busy}
                onClick={async () => alertResult(await approveSelected(api))}
              >
                {label(supervisorLabels.approveSelected, { count: state.selectedCount })}
              </Button>
            </div>
            <p className="muted" aria-live="polite">
              {label(supervisorLabels.pendingCount, { count: items.length })}
            </p>
            <ul className="sup-list">
              {items.slice(0, shown).map((item) => (
                <ApprovalRow
                  key={item.id}
                  item={item}
                  selected={state.selected[item.id] === true}
                  busy={snap.busy}
                  onReject={setRejecting}
                />
              ))}
            </ul>
            {items.length > shown ? (
              <Button variant="secondary" block onClick={() => setShown((n) => n + PAGE)}>
                {label(supervisorLabels.showMore)}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      {/* keyed by item: each reject form starts empty */}
      <RejectDialog key={rejecting?.id ?? 0} item={rejecting} onClose={() => setRejecting(null)} />
    </div>
  );
}

export default function ApprovalRoute() {
  const { label } = useCopy();
  return (
    <SupervisorFrame title={label(supervisorLabels.approvalTitle)}>
      {() => <ApprovalScreen />}
    </SupervisorFrame>
  );
}
