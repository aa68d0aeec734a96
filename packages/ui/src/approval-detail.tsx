/**
 * A request's detail while deciding it, the same in the console's and the PWA's approval screens (DESIGN "Team
 * views and payroll"): the line of the list, the reason typed, the attachments as thumbnails that open full size
 * (alt text), the employee's last five other requests with their outcome, and for leave "Sisa cuti" for its
 * category before and after approving and "Juga tidak masuk": each other leave on any of its dates with its dates,
 * kind and status (approved or pending), or "tidak ada", and a warning for each day on which approving would leave
 * fewer than the company's share of the team at work (rules/staffing.ts). Approve and Reject here act on this request as the row's buttons do. Core's approval-detail store.
 */
import type { Entry, Lang, Vars } from '@upah/core/catalogue';
import { approvalDetailLabels as L } from '@upah/core/catalogue/labels-approval-detail';
import { itemDetailEntry } from '@upah/core/catalogue/labels-approval-item';
import type { LeaveBalanceResponse, TeamOffDay, TeamOffItem } from '@upah/core/contract/team';
import { approvalItemLine, formatDateIn } from '@upah/core/rules/approval-item';
import { requestStatusDisplay } from '@upah/core/rules/status';
import {
  approvalDetailStore,
  closeApprovalDetail,
  detailShortDays,
  leaveBalanceFigures,
} from '@upah/core/stores/approval-detail';
import type { ApprovalItem } from '@upah/core/stores/approval-queue';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';
import { LoadFailure } from './load-failure';
import { PhotoLink } from './photo-link';
import { Spinner } from './spinner';
import { StatusBadge, type StatusTone } from './status-badge';
import './approval-detail.css';

type Label = (entry: Entry, vars?: Vars) => string;

const OUTCOME_TONE: Record<string, StatusTone> = {
  green: 'success',
  orange: 'warning',
  red: 'danger',
  grey: 'neutral',
};

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="approval-detail__section" data-testid={testId}>
      <h3 className="approval-detail__heading">{title}</h3>
      {children}
    </section>
  );
}

/** A part of the detail that loads on its own: the spinner, the shared failure with Coba lagi, or its content. */
function Loaded({
  state,
  label,
  lang,
  onRetry,
  children,
}: {
  state: { status: string; error: string | null };
  label: Label;
  lang: Lang;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (state.status === 'failure') return <LoadFailure error={state.error} lang={lang} onRetry={onRetry} />;
  if (state.status !== 'success') return <Spinner size="sm" label={label(L.loading)} />;
  return children;
}

export function ApprovalDetail({
  label,
  lang,
  uploadHost,
  busy,
  onApprove,
  onReject,
  onRetry,
}: {
  label: Label;
  lang: Lang;
  uploadHost: string;
  busy: boolean;
  onApprove: (item: ApprovalItem) => void;
  onReject: (item: ApprovalItem) => void;
  /** Loads the detail of the item again (its parts that failed). */
  onRetry: (item: ApprovalItem) => void;
}) {
  const snap = useSnapshot(approvalDetailStore);
  const item = snap.item as ApprovalItem | null;
  if (!item) return null;
  const history = snap.history.items as readonly ApprovalItem[];
  const balanceValue = snap.balance.value as LeaveBalanceResponse | null;
  const balance = balanceValue ? leaveBalanceFigures(balanceValue, item) : null;
  const others = snap.off.items as readonly TeamOffItem[];
  const short = detailShortDays(item, {
    days: snap.off.days as readonly TeamOffDay[],
    minShareAtWork: snap.off.minShareAtWork,
  });
  const retry = () => onRetry(item);
  return (
    <Dialog
      open
      onClose={closeApprovalDetail}
      title={label(L.title, { name: item.employeeName })}
      actions={
        <>
          <Button disabled={busy} onClick={() => onApprove(item)}>
            {label(L.approve)}
          </Button>
          <Button variant="danger" disabled={busy} onClick={() => onReject(item)}>
            {label(L.reject)}
          </Button>
          <Button variant="secondary" onClick={closeApprovalDetail}>
            {label(L.close)}
          </Button>
        </>
      }
    >
      <div className="approval-detail" data-testid="approval-detail">
        <p className="approval-detail__line">{approvalItemLine(item, label(itemDetailEntry(item)), lang)}</p>
        <Section title={label(L.reason)} testId="detail-reason">
          <p className="approval-detail__reason">{item.description?.trim() || label(L.noReason)}</p>
        </Section>
        <Section title={label(L.attachments)} testId="detail-attachments">
          {item.photos?.length ? (
            <ul className="thumb-list">
              {item.photos.map((url, i) => (
                <li key={url}>
                  <PhotoLink
                    uploadHost={uploadHost}
                    url={url}
                    size={88}
                    alt={label(L.attachmentAlt, { n: i + 1, name: item.employeeName })}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{label(L.noAttachments)}</p>
          )}
        </Section>
        {item.kind === 'leave' ? (
          <>
            <Section title={label(L.balanceTitle)} testId="detail-balance">
              <Loaded state={snap.balance} label={label} lang={lang} onRetry={retry}>
                {balance ? (
                  <>
                    {balance.annual ? null : (
                      <p className="muted">{label(L.usedTitle, { name: balance.name })}</p>
                    )}
                    <dl className="approval-detail__balance">
                      <div>
                        <dt>{label(L.balanceBefore)}</dt>
                        <dd data-testid="balance-before">{label(L.balanceDays, { days: balance.before })}</dd>
                      </div>
                      <div>
                        <dt>{label(L.balanceAfter)}</dt>
                        <dd data-testid="balance-after">{label(L.balanceDays, { days: balance.after })}</dd>
                      </div>
                    </dl>
                    <p className="muted">{label(L.balanceOf, { name: balance.name, days: balance.days })}</p>
                  </>
                ) : (
                  <p className="muted">{label(L.noBalance)}</p>
                )}
              </Loaded>
            </Section>
            <Section title={label(L.alsoOff)} testId="detail-also-off">
              <Loaded state={snap.off} label={label} lang={lang} onRetry={retry}>
                {short.map((d) => (
                  <Alert key={d.date} kind="warning" role="status">
                    {label(L.shortStaffed, { ...d, date: formatDateIn(d.date, 'full', lang) })}
                  </Alert>
                ))}
                {others.length ? (
                  <ul className="approval-detail__off" data-testid="also-off-list">
                    {others.map((o) => (
                      <li key={o.requestId}>
                        <span className="approval-detail__off-name">{o.name}</span>{' '}
                        <span className="muted">
                          {o.category.name} ·{' '}
                          {label(L.alsoOffDays, {
                            from: formatDateIn(o.startAt, 'short', lang),
                            to: formatDateIn(o.endAt, 'short', lang),
                          })}
                        </span>{' '}
                        <StatusBadge tone={o.status === 'approved' ? 'success' : 'warning'}>
                          {label(o.status === 'approved' ? L.alsoOffApproved : L.alsoOffPending)}
                        </StatusBadge>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>{label(L.alsoOffNone)}</p>
                )}
              </Loaded>
            </Section>
          </>
        ) : null}
        <Section title={label(L.history)} testId="detail-history">
          <Loaded state={snap.history} label={label} lang={lang} onRetry={retry}>
            {history.length ? (
              <ul className="approval-detail__history">
                {history.map((h) => {
                  const outcome = requestStatusDisplay(h.status);
                  return (
                    <li key={h.id}>
                      <span>{approvalItemLine(h, label(itemDetailEntry(h)), lang)}</span>{' '}
                      <StatusBadge tone={OUTCOME_TONE[outcome.tone] ?? 'neutral'}>
                        {outcome.label}
                      </StatusBadge>
                      {h.rejectReason ? <span className="muted"> · {h.rejectReason}</span> : null}
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="muted">{label(L.noHistory)}</p>
            )}
          </Loaded>
        </Section>
      </div>
    </Dialog>
  );
}
