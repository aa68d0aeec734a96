/**
 * /attendance/approval (SPEC §2 tabs Presensi 0, Cuti 1, Lembur 2, Izin 3, and our Koreksi 4, core's `approvalTabs`; §4 Approve or Reject on each
 * item, a reject form with a reason, bulk approval, lists reload after each action; §6 checkboxes and select
 * all; §8 'Success approve' / 'Success reject'). All logic is core's approval queue store; the list shows
 * PAGE items at a time so a month-end queue of thousands stays light on a phone.
 */
import type { Entry } from '@upah/core/catalogue';
import { itemDetailEntry } from '@upah/core/catalogue/labels-approval-item';
import { presenceFlagLabels, supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { approvalItemLine } from '@upah/core/rules/approval-item';
import {
  APPROVAL_TABS,
  type ApprovalItem,
  type ApprovalTab,
  allApprovalsSelected,
  approvalQueueStore,
  approvalTabs,
  approveSelected,
  loadApprovals,
  resetApprovalQueue,
  selectAllApprovals,
  setApprovalTab,
  toggleApproval,
} from '@upah/core/stores/approval-queue';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { env } from '../../config/env';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { TabList } from '../../ui/tab-list';
import { useResultAlert } from './approval-result-alert';
import { DeviceRequestsPanel } from './device-requests-panel';
import { useApproveWithCapWarning } from './overtime-cap-alert';
import { SupervisorFrame } from './supervisor-frame';

/**
 * The reject form (§4 a reason) opens on Reject, never at first render: its chunk (the modal dialog, the text area)
 * loads right after the queue shows, not with it (the route's 120 KB budget).
 */
const RejectDialog = lazy(() =>
  import('./reject-dialog').then((module) => ({ default: module.RejectDialog })),
);

/** A request's detail (reason, attachments, last five, leave balance, who else is off): loaded when first opened. */
const ApprovalDetail = lazy(() =>
  import('@upah/ui/approval-detail').then((module) => ({ default: module.ApprovalDetail })),
);

const PAGE = 50;

const TAB_LABELS: Record<ApprovalTab, Entry> = {
  [approvalTabs.presence]: supervisorLabels.tabPresence,
  [approvalTabs.leave]: supervisorLabels.tabLeave,
  [approvalTabs.overtime]: supervisorLabels.tabOvertime,
  [approvalTabs.permission]: supervisorLabels.tabPermission,
  [approvalTabs.correction]: supervisorLabels.tabCorrection,
};

function ApprovalRow({
  item,
  selected,
  busy,
  onReject,
  onOpen,
}: {
  item: ApprovalItem;
  selected: boolean;
  busy: boolean;
  onReject: (item: ApprovalItem) => void;
  onOpen: (item: ApprovalItem) => void;
}) {
  const { label, lang } = useCopy();
  const approveOne = useApproveWithCapWarning();
  const checkboxId = useId();
  return (
    <li className="card-item card-item--row sup-item">
      <input
        id={checkboxId}
        type="checkbox"
        className="sup-item__check"
        checked={selected}
        aria-label={label(supervisorLabels.selectItem, { name: item.employeeName })}
        onChange={() => toggleApproval(item.id)}
      />
      <div className="sup-item__body">
        <p className="sup-item__name">
          <button
            type="button"
            className="sup-item__open"
            aria-haspopup="dialog"
            data-testid="approval-open"
            onClick={() => onOpen(item)}
          >
            {item.employeeName}
          </button>
        </p>
        <p className="sup-item__meta">{approvalItemLine(item, label(itemDetailEntry(item)), lang)}</p>
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
          <Button variant="primary" disabled={busy} onClick={() => approveOne(item)}>
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

function ApprovalScreen() {
  const { label, lang } = useCopy();
  const alertResult = useResultAlert();
  const approveOne = useApproveWithCapWarning();
  const snap = useSnapshot(approvalQueueStore);
  const [shown, setShown] = useState(PAGE);
  const [rejecting, setRejecting] = useState<ApprovalItem | null>(null);
  const [detailShown, setDetailShown] = useState(false);
  const panelId = useId();
  const openDetail = (item: ApprovalItem) => {
    setDetailShown(true);
    void import('@upah/core/stores/approval-detail').then((m) => m.openApprovalDetail(api, item));
  };
  const closeDetail = () =>
    void import('@upah/core/stores/approval-detail').then((m) => m.closeApprovalDetail());
  useEffect(() => {
    void setApprovalTab(api, approvalTabs.presence);
    return resetApprovalQueue;
  }, []);
  const tab = snap.tab;
  const state = snap.tabs[tab];
  const items = state.items as readonly ApprovalItem[];
  const choose = (next: ApprovalTab) => {
    setShown(PAGE);
    void setApprovalTab(api, next);
  };
  const allSelected = allApprovalsSelected(state);

  return (
    <div className="stack">
      <TabList
        label={label(supervisorLabels.approvalTitle)}
        tabs={APPROVAL_TABS.map((t) => ({ id: t, text: label(TAB_LABELS[t]) }))}
        current={tab}
        onChoose={choose}
        idBase={panelId}
        panelOf={() => panelId}
        className="sup-tabs"
        tabClassName={(selected) => (selected ? 'sup-tab sup-tab--active' : 'sup-tab')}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${tab}`} className="stack">
        {state.status === 'failure' ? (
          <LoadFailure error={state.error} lang={lang} onRetry={() => void loadApprovals(api, tab)} />
        ) : null}
        {state.status === 'request' && items.length === 0 ? (
          <Spinner label={label(supervisorLabels.loading)} />
        ) : null}
        {state.status === 'success' && items.length === 0 ? (
          <p className="muted">{label(supervisorLabels.empty)}</p>
        ) : null}
        {items.length > 0 ? (
          <>
            <div className="spread">
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
            <ul className="card-list">
              {items.slice(0, shown).map((item) => (
                <ApprovalRow
                  key={item.id}
                  item={item}
                  selected={state.selected[item.id] === true}
                  busy={snap.busy}
                  onReject={setRejecting}
                  onOpen={openDetail}
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
      {detailShown ? (
        <Suspense fallback={null}>
          <ApprovalDetail
            label={label}
            lang={lang}
            uploadHost={env.uploadHost}
            busy={snap.busy}
            onApprove={async (item) => {
              closeDetail();
              await approveOne(item);
            }}
            onReject={(item) => {
              closeDetail();
              setRejecting(item);
            }}
            onRetry={openDetail}
          />
        </Suspense>
      ) : null}
      {/* keyed by item: each reject form starts empty */}
      <Suspense fallback={null}>
        <RejectDialog key={rejecting?.id ?? 0} item={rejecting} onClose={() => setRejecting(null)} />
      </Suspense>
    </div>
  );
}

export default function ApprovalRoute() {
  const { label } = useCopy();
  return (
    <SupervisorFrame title={label(supervisorLabels.approvalTitle)}>
      {() => (
        <>
          <DeviceRequestsPanel />
          <ApprovalScreen />
        </>
      )}
    </SupervisorFrame>
  );
}
