/**
 * /production-tracking/form?projectId&date&itemId&groupName (SPEC §2, §4): the log's item,
 * group, status and member totals; the entries with what core's rules allow the role; the fast entry form;
 * the log actions (review and send to the checker; Kirim Ke Manager or Kirim Ke Operator / Worker; the manager's
 * final approval or send back) and the Status History.
 */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionDetailParams, ProductionEntry } from '@upah/core/contract/production';
import { logActions } from '@upah/core/rules/production';
import { productionListStore } from '@upah/core/stores/production';
import {
  approveEntry,
  deleteEntry,
  type FormOutcome,
  type LogSubmit,
  loadProductionDetail,
  openAddEntry,
  openEditEntry,
  productionFormStore,
  resetProductionForm,
  reviseEntry,
  submitLog,
} from '@upah/core/stores/production-form';
import { profileStore } from '@upah/core/stores/profile';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { type Snapshot, useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { EntryEditor } from './entry-editor';
import { EntryItem } from './entry-item';
import { ConfirmDeleteDialog, ReviewDialog, ReviseDialog } from './form-dialogs';
import { HistoryDialog, type HistoryTarget } from './history-dialog';
import { LogStatusBadge } from './status-badge';

function readParams(search: URLSearchParams): ProductionDetailParams | null {
  const projectId = Number(search.get('projectId'));
  const itemId = Number(search.get('itemId'));
  const date = search.get('date') ?? '';
  const groupName = search.get('groupName') ?? '';
  if (!Number.isInteger(projectId) || projectId <= 0 || !Number.isInteger(itemId) || itemId <= 0) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || groupName === '') return null;
  return { projectId, itemId, date, groupName };
}

export default function FormScreen() {
  // useLocation, not useSearchParams: the latter pulls react-router's search-params helpers into the entry chunk
  const { search } = useLocation();
  const params = useMemo(() => readParams(new URLSearchParams(search)), [search]);
  const { label, message, lang } = useCopy();
  const s = useSnapshot(productionFormStore);
  const list = useSnapshot(productionListStore);
  const profile = useSnapshot(profileStore).profile;
  const userId = profile?.pkID ?? null;
  const [deleting, setDeleting] = useState<Snapshot<ProductionEntry> | null>(null);
  const [revising, setRevising] = useState<{ entry: Snapshot<ProductionEntry>; number: number } | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const [history, setHistory] = useState<HistoryTarget | null>(null);

  useEffect(() => {
    if (!params || userId === null) return;
    resetProductionForm();
    void loadProductionDetail(api, params, userId);
  }, [params, userId]);

  if (!params) return <Navigate to={paths.productionTracking} replace />;
  const detail = s.detail;
  if (!detail) {
    return s.status === 'failure' && !s.forbidden ? (
      <LoadFailure
        error={s.error}
        lang={lang}
        onRetry={() => {
          if (userId !== null) void loadProductionDetail(api, params, userId);
        }}
      />
    ) : (
      <Spinner label={label(productionLabels.loading)} />
    );
  }

  const uom = list.groups?.productions.find((c) => c.id === detail.id)?.uomName ?? '';
  const actions = logActions(
    detail.role,
    detail.status,
    detail.productions.map((e) => e.status),
  );
  const editorOpen = s.editor !== null;

  const announce = (outcome: FormOutcome) => {
    if (outcome.ok) showAlert({ kind: 'success', text: message(outcome.message) });
    else if (outcome.text) showAlert({ kind: 'danger', text: outcome.text });
    return outcome.ok;
  };
  const send = async (to: LogSubmit) => {
    if (announce(await submitLog(api, to))) setReviewing(false);
  };

  return (
    <div className="prod-form stack">
      <section className="prod-summary" aria-labelledby="prod-item">
        <div className="prod-card__head">
          <h2 className="prod-card__title" id="prod-item">
            {detail.itemName}
          </h2>
          <LogStatusBadge status={detail.status} />
        </div>
        <dl className="prod-card__rows">
          <div className="prod-card__row">
            <dt>{label(productionLabels.cardProject)}</dt>
            <dd>{detail.projectName}</dd>
          </div>
          <div className="prod-card__row">
            <dt>{label(productionLabels.cardGroup)}</dt>
            <dd>{detail.group}</dd>
          </div>
        </dl>
        <h3 className="prod-subtitle">{label(productionLabels.memberTotals)}</h3>
        <ul className="prod-totals">
          {detail.totalMemberValue.map((m) => (
            <li key={m.memberId}>
              <span>{m.name}</span>{' '}
              <strong>
                {m.value} {uom}
              </strong>
            </li>
          ))}
        </ul>
        <Button
          variant="secondary"
          aria-haspopup="dialog"
          onClick={() => setHistory({ logId: detail.id, item: detail.itemName, group: detail.group })}
        >
          {label(productionLabels.history)}
        </Button>
      </section>

      {s.editor ? <EntryEditor detail={detail} userId={userId} uom={uom} /> : null}
      {actions.add && !editorOpen ? (
        <Button block className="prod-big" onClick={() => openAddEntry(userId)}>
          {label(productionLabels.addEntry)}
        </Button>
      ) : null}

      <section aria-labelledby="prod-entries">
        <h2 className="prod-subtitle" id="prod-entries">
          {label(productionLabels.entries)}
        </h2>
        {detail.productions.length === 0 ? (
          <p className="muted">{label(productionLabels.noEntries)}</p>
        ) : null}
        <ol className="prod-entries">
          {detail.productions.map((entry, index) => (
            <EntryItem
              key={entry.id}
              detail={detail}
              entry={entry}
              number={index + 1}
              busy={s.busy}
              editorOpen={editorOpen}
              handlers={{
                onEdit: (e) => openEditEntry(e.id, userId),
                onDelete: setDeleting,
                onApprove: (e) => void approveEntry(api, e.id).then(announce),
                onRevise: (e, number) => setRevising({ entry: e, number }),
              }}
            />
          ))}
        </ol>
      </section>

      {!editorOpen ? (
        <div className="prod-log-actions">
          {actions.sendToChecker ? (
            <Button block className="prod-big" onClick={() => setReviewing(true)} aria-haspopup="dialog">
              {label(productionLabels.review)}
            </Button>
          ) : null}
          {actions.sendToManager ? (
            <Button
              block
              className="prod-big"
              busy={s.busy === 'submit'}
              onClick={() => void send('manager')}
            >
              {label(productionLabels.sendToManager)}
            </Button>
          ) : null}
          {actions.sendBackToOperator ? (
            <Button
              block
              variant="secondary"
              className="prod-big"
              busy={s.busy === 'submit'}
              onClick={() => void send('manager')}
            >
              {label(productionLabels.sendBackToOperator)}
            </Button>
          ) : null}
          {actions.managerApprove ? (
            <Button block className="prod-big" busy={s.busy === 'submit'} onClick={() => void send('hr')}>
              {label(productionLabels.managerApprove)}
            </Button>
          ) : null}
          {actions.managerSendBack && !actions.managerApprove ? (
            <Button
              block
              variant="secondary"
              className="prod-big"
              busy={s.busy === 'submit'}
              onClick={() => void send('hr')}
            >
              {label(productionLabels.managerSendBack)}
            </Button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDeleteDialog
        open={deleting !== null}
        busy={deleting !== null && s.busy === `delete:${deleting.id}`}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting && announce(await deleteEntry(api, deleting.id))) setDeleting(null);
        }}
      />
      <ReviseDialog
        // a new entry, a new form: the reason typed for the last one does not carry over
        key={revising?.entry.id ?? 'none'}
        entryNumber={revising?.number ?? null}
        busy={revising !== null && s.busy === `revise:${revising.entry.id}`}
        onCancel={() => setRevising(null)}
        onConfirm={async (reason) => {
          if (revising && announce(await reviseEntry(api, revising.entry.id, reason))) setRevising(null);
        }}
      />
      <ReviewDialog
        detail={detail}
        uom={uom}
        open={reviewing}
        busy={s.busy === 'submit'}
        onCancel={() => setReviewing(false)}
        onConfirm={() => void send('checker')}
      />
      <HistoryDialog target={history} onClose={() => setHistory(null)} />
    </div>
  );
}
