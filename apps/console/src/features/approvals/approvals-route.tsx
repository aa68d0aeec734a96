/**
 * Approval queues (SPEC §2 tabs Presensi 0, Cuti 1, Lembur 2, Izin 3, §5 reject
 * reason, §6 bulk approve, §8 'Success approve' / 'Success reject'): core's approval queue store, a filter by
 * employee and date, select all (of what the filter shows), bulk approve, reject with a reason per item, a
 * virtualised list, and keyboard shortcuts for a desk (↑/↓, Space, A, R, Ctrl+A).
 */

import { itemDetailEntry } from '@upah/core/catalogue/labels-approval-item';
import { approvalLabels, consoleLabels } from '@upah/core/catalogue/labels-console';
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import { presenceFlagLabels } from '@upah/core/catalogue/labels-supervisor';
import { approvalItemLine } from '@upah/core/rules/approval-item';
import {
  APPROVAL_TABS,
  type ApprovalActionResult,
  type ApprovalItem,
  type ApprovalTab,
  approvalQueueStore,
  approvalTabs,
  approveApproval,
  approveSelected,
  isApprovalTab,
  loadApprovals,
  rejectApprovals,
  selectAllApprovals,
  setApprovalTab,
  toggleApproval,
} from '@upah/core/stores/approval-queue';
import { overtimeCapCheck } from '@upah/core/stores/overtime-cap';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { VirtualRows } from '@upah/ui/virtual-rows';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { showNotice } from '../../lib/notice';
import { useCopy } from '../../lib/use-copy';
import { ScreenHeader } from '../../ui/screen-header';
import { type ApprovalFilter, filterApprovals } from './approval-filter';
import { DeviceRequestsPanel } from './device-requests-panel';
import { RejectDialog } from './reject-dialog';

/** A request's detail (reason, attachments, last five, leave balance, who else is off): loaded when first opened. */
const ApprovalDetail = lazy(() =>
  import('@upah/ui/approval-detail').then((module) => ({ default: module.ApprovalDetail })),
);

const ROW_HEIGHT = 72;
const LIST_HEIGHT = 480;

export default function ApprovalsRoute() {
  const { label, message, lang } = useCopy();
  const navigate = useNavigate();
  const params = useParams();
  const tabParam = Number(params.tab);
  const tab: ApprovalTab = isApprovalTab(tabParam) ? tabParam : approvalTabs.presence;
  const store = useSnapshot(approvalQueueStore);
  const state = store.tabs[tab];
  const [filter, setFilter] = useState<ApprovalFilter>({ employee: '', date: '' });
  const [focus, setFocus] = useState(0);
  const [rejecting, setRejecting] = useState<readonly ApprovalItem[] | null>(null);

  useEffect(() => {
    void setApprovalTab(api, tab);
  }, [tab]);

  const shown = useMemo(() => filterApprovals(state.items, filter), [state.items, filter]);
  // the count and "nothing pending" only once the tab has its items: not beside the spinner of its first load,
  // nor when that load failed (then the failure shows, with Coba lagi)
  const loaded = state.status === 'success' || state.items.length > 0;
  const failed = state.status === 'failure';
  const allShownSelected = shown.length > 0 && shown.every((i) => state.selected[i.id]);
  const selectedItems = useMemo(
    () => state.items.filter((i) => state.selected[i.id]),
    [state.items, state.selected],
  );

  const openDetail = (item: ApprovalItem) =>
    void import('@upah/core/stores/approval-detail').then((m) => m.openApprovalDetail(api, item));
  const closeDetail = () =>
    void import('@upah/core/stores/approval-detail').then((m) => m.closeApprovalDetail());

  const report = (result: ApprovalActionResult) => {
    if (result.ok) showNotice('success', message(result.message));
    else showNotice('danger', result.message ? message(result.message) : result.text);
  };

  /** Approves one; workday overtime past PP 35/2021 art. 26 (4 h a day, 18 h a week) is approved with a warning. */
  const approveOne = (item: ApprovalItem) => {
    const cap = overtimeCapCheck(api, item);
    void approveApproval(api, item.id, tab).then(async (result) => {
      report(result);
      const warning = result.ok ? await cap : null;
      if (result.ok && warning)
        showNotice(
          'info',
          `${message(result.message)}. ${label(recapLabels.capWarning, { day: warning.dayHours, week: warning.weekHours })}`,
        );
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('input[type="text"], input[type="search"], input[type="date"]'))
      return;
    const item = shown[focus];
    if (event.key === 'ArrowDown') setFocus((f) => Math.min(shown.length - 1, f + 1));
    else if (event.key === 'ArrowUp') setFocus((f) => Math.max(0, f - 1));
    else if (event.key === ' ' && item) toggleApproval(item.id);
    else if ((event.key === 'a' || event.key === 'A') && (event.ctrlKey || event.metaKey))
      selectAllApprovals(
        !allShownSelected,
        shown.map((i) => i.id),
      );
    else if ((event.key === 'a' || event.key === 'A') && item) approveOne(item);
    else if ((event.key === 'r' || event.key === 'R') && item) setRejecting([item]);
    else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the shortcuts listen on the whole screen; every action also has a button
    <div className="panel approvals" onKeyDown={onKeyDown}>
      <ScreenHeader title={label(consoleLabels.approvals)} />
      <DeviceRequestsPanel />
      <div className="tabs" role="tablist" aria-label={label(consoleLabels.approvals)}>
        {APPROVAL_TABS.map((index) => (
          <button
            key={index}
            type="button"
            role="tab"
            aria-selected={index === tab}
            className={`tabs__tab${index === tab ? ' tabs__tab--active' : ''}`}
            onClick={() => navigate(paths.approvals(index), { replace: true })}
          >
            {label(approvalLabels.tabs[index] ?? approvalLabels.tabs[approvalTabs.presence])}
          </button>
        ))}
      </div>
      <div className="approvals__filters">
        <Field
          label={label(approvalLabels.filterEmployee)}
          type="search"
          value={filter.employee}
          onChange={(e) => setFilter({ ...filter, employee: e.target.value })}
        />
        <Field
          label={label(approvalLabels.filterDate)}
          type="date"
          value={filter.date}
          onChange={(e) => setFilter({ ...filter, date: e.target.value })}
        />
      </div>
      <div className="approvals__toolbar">
        <label className="choice__option">
          <input
            type="checkbox"
            checked={allShownSelected}
            onChange={(e) =>
              selectAllApprovals(
                e.target.checked,
                shown.map((i) => i.id),
              )
            }
          />
          {label(approvalLabels.selectAll)}
        </label>
        {loaded ? (
          <span className="muted" data-testid="approval-count">
            {label(approvalLabels.count, { count: shown.length })}
          </span>
        ) : null}
        <Button
          disabled={state.selectedCount === 0 || store.busy}
          busy={store.busy}
          onClick={() => void approveSelected(api, tab).then(report)}
        >
          {label(approvalLabels.approveSelected, { count: state.selectedCount })}
        </Button>
        <Button
          variant="danger"
          disabled={state.selectedCount === 0 || store.busy}
          onClick={() => setRejecting(selectedItems)}
        >
          {label(approvalLabels.rejectSelected, { count: state.selectedCount })}
        </Button>
      </div>
      <p className="muted approvals__hint">{label(approvalLabels.shortcuts)}</p>
      {failed ? (
        <LoadFailure error={state.error} lang={lang} onRetry={() => void loadApprovals(api, tab)} />
      ) : null}
      {!loaded && !failed ? <Spinner label={label(consoleLabels.loading)} /> : null}
      {!loaded ? null : shown.length === 0 ? (
        <p className="muted">{label(approvalLabels.empty)}</p>
      ) : (
        <VirtualRows
          items={shown}
          rowHeight={ROW_HEIGHT}
          height={LIST_HEIGHT}
          label={label(approvalLabels.tabs[tab] ?? approvalLabels.tabs[approvalTabs.presence])}
          getKey={(item) => item.id}
          activeIndex={focus}
          renderRow={(item, index) => (
            <div
              className={`approval-row${index === focus ? ' approval-row--focus' : ''}`}
              data-testid="approval-row"
            >
              {/* The label is the 48 px touch target around the 28 px box. */}
              <label className="approval-row__hit">
                <input
                  type="checkbox"
                  className="approval-row__check"
                  aria-label={label(approvalLabels.select, { name: item.employeeName })}
                  checked={state.selected[item.id] === true}
                  onChange={() => toggleApproval(item.id)}
                  onFocus={() => setFocus(index)}
                />
              </label>
              <Button
                variant="link"
                className="approval-row__name"
                aria-haspopup="dialog"
                data-testid="approval-open"
                onClick={() => openDetail(item)}
              >
                {item.employeeName}
              </Button>
              <span className="approval-row__meta">
                {approvalItemLine(item, label(itemDetailEntry(item)), lang)}
                {item.flags?.map((flag) => (
                  <span key={flag} className="badge badge--pending" data-testid="presence-flag">
                    {' '}
                    {label(presenceFlagLabels[flag])}
                  </span>
                ))}
              </span>
              <Button disabled={store.busy} onClick={() => approveOne(item)}>
                {label(approvalLabels.approve)}
              </Button>
              <Button variant="danger" disabled={store.busy} onClick={() => setRejecting([item])}>
                {label(approvalLabels.reject)}
              </Button>
            </div>
          )}
        />
      )}
      <Suspense fallback={null}>
        <ApprovalDetail
          label={label}
          lang={lang}
          uploadHost={env.uploadHost}
          busy={store.busy}
          onApprove={(item) => {
            closeDetail();
            approveOne(item);
          }}
          onReject={(item) => {
            closeDetail();
            setRejecting([item]);
          }}
          onRetry={openDetail}
        />
      </Suspense>
      <RejectDialog
        items={rejecting}
        busy={store.busy}
        onClose={() => setRejecting(null)}
        onSubmit={async (entries) => {
          const result = await rejectApprovals(api, entries, tab);
          report(result);
          if (result.ok) setRejecting(null);
          return result;
        }}
      />
    </div>
  );
}
