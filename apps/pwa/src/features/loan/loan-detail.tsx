/**
 * DETAIL, Detail Pinjaman (SPEC §2 two tabs, §4 cancel only while pending and instalments 'Approve'/'Pending',
 * §5 signed-form upload, §7 view/update-attachment/cancel, §8 messages).
 */
import { loanLabels } from '@upah/core/catalogue/labels-loan';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { formatDate, formatRupiah } from '@upah/core/format';
import { evidenceSrc } from '@upah/core/rules/evidence-url';
import { canCancelLoan, SIGNED_FORM_ACCEPT } from '@upah/core/rules/loan';
import { cancelLoan, loadLoanDetail, loanStore, uploadSignedForm } from '@upah/core/stores/loan';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { FilePickButton } from '@upah/ui/file-pick';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { env } from '../../config/env';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { TabList } from '../../ui/tab-list';
import { LoanFigures } from './loan-figures';
import { LoanSchedule } from './loan-schedule';
import { LoanStatusBadge } from './loan-status-badge';
import { useDownloadForm } from './use-download';

type Tab = 'detail' | 'upload';

/** An attachment URL as a link: only our upload service's files (core rules/evidence-url.ts), else none. */
function attachmentHref(url: string): string | null {
  return evidenceSrc(env.uploadHost, url);
}

export function LoanDetail({ loanId, profile }: { loanId: number | null; profile: EmployeeProfile }) {
  const { label, message, lang } = useCopy();
  const snap = useSnapshot(loanStore);
  const [tab, setTab] = useState<Tab>('detail');
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { busy, download } = useDownloadForm();
  const baseId = useId();

  useEffect(() => {
    if (loanId !== null) void loadLoanDetail(api, loanId);
  }, [loanId]);

  const loan = snap.detail && snap.detail.id === loanId ? snap.detail : null;
  if (!loan) {
    if (snap.detailStatus === 'failure') {
      return (
        <LoadFailure
          error={snap.detailError}
          lang={lang}
          onRetry={() => {
            if (loanId !== null) void loadLoanDetail(api, loanId);
          }}
        />
      );
    }
    return <Spinner label={label(loanLabels.loading)} />;
  }

  const doCancel = async () => {
    const outcome = await cancelLoan(api);
    setConfirmOpen(false);
    if (outcome.ok) showAlert({ kind: 'success', text: message('loanCanceled') });
    else showAlert({ kind: 'danger', text: message('sendError') });
  };

  const onFile = (files: File[]) => void sendFile(files[0]);
  const sendFile = async (file: File | undefined) => {
    if (!file) return;
    const outcome = await uploadSignedForm(api, file);
    if (outcome.ok) showAlert({ kind: 'success', text: message('fileSent') });
    else if (outcome.message) showAlert({ kind: 'danger', text: message(outcome.message) });
  };

  const tabs: { id: Tab; text: string }[] = [
    { id: 'detail', text: label(loanLabels.tabDetail) },
    { id: 'upload', text: label(loanLabels.tabUpload) },
  ];
  const uploading = snap.uploadStatus === 'request';

  return (
    <div className="stack">
      <TabList
        label={label(loanLabels.tabs)}
        tabs={tabs}
        current={tab}
        onChoose={setTab}
        idBase={baseId}
        panelOf={(id) => `${baseId}-panel-${id}`}
        className="loan-tabs"
        tabClassName={() => 'loan-tabs__tab'}
      />
      {tab === 'detail' ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-detail`}
          aria-labelledby={`${baseId}-tab-detail`}
          className="stack"
        >
          <LoanFigures
            loan={loan}
            before={
              <>
                <div className="loan-figures__row">
                  <dt>{label(loanLabels.status)}</dt>
                  <dd>
                    <LoanStatusBadge status={loan.status} />
                  </dd>
                </div>
                <div className="loan-figures__row">
                  <dt>{label(loanLabels.createdAt)}</dt>
                  <dd>{formatDate(loan.createdAt)}</dd>
                </div>
              </>
            }
          />
          <LoanSchedule installments={loan.installments} showPaid />
          <Button variant="secondary" block busy={busy} onClick={() => void download(loan, profile)}>
            {label(loanLabels.download)}
          </Button>
          {canCancelLoan(loan.status) ? (
            <Button variant="danger" block aria-haspopup="dialog" onClick={() => setConfirmOpen(true)}>
              {label(loanLabels.cancelLoan)}
            </Button>
          ) : null}
        </div>
      ) : (
        <div
          role="tabpanel"
          id={`${baseId}-panel-upload`}
          aria-labelledby={`${baseId}-tab-upload`}
          className="stack"
        >
          <p>{label(loanLabels.uploadIntro)}</p>
          {/* the phone camera directly, or any image/PDF from the phone */}
          <FilePickButton
            label={label(loanLabels.takePhoto)}
            accept="image/*"
            capture
            disabled={uploading}
            onFiles={onFile}
          />
          <FilePickButton
            label={label(loanLabels.chooseFile)}
            accept={SIGNED_FORM_ACCEPT}
            disabled={uploading}
            onFiles={onFile}
            testId="signed-form-input"
            secondary
          />
          {snap.uploadPercent !== null ? (
            <div className="stack">
              <progress
                className="loan-progress"
                max={100}
                value={snap.uploadPercent}
                aria-label={label(loanLabels.progress)}
              />
              <p aria-live="polite">{label(loanLabels.uploading, { percent: snap.uploadPercent })}</p>
            </div>
          ) : null}
          {loan.attachment && attachmentHref(loan.attachment) ? (
            <a
              className="btn btn--secondary btn--block"
              href={attachmentHref(loan.attachment) ?? undefined}
              target="_blank"
              rel="noopener"
            >
              {label(loanLabels.currentAttachment)}
            </a>
          ) : (
            <p className="muted">{label(loanLabels.noAttachment)}</p>
          )}
        </div>
      )}
      <Dialog
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={label(loanLabels.cancelConfirmTitle)}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => setConfirmOpen(false)}
              disabled={snap.cancelStatus === 'request'}
            >
              {label(loanLabels.cancelNo)}
            </Button>
            <Button variant="danger" busy={snap.cancelStatus === 'request'} onClick={() => void doCancel()}>
              {label(loanLabels.cancelYes)}
            </Button>
          </>
        }
      >
        <p>{label(loanLabels.cancelConfirmText, { amount: formatRupiah(loan.amount) })}</p>
      </Dialog>
    </div>
  );
}
