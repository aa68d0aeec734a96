/** The form's dialogs: delete confirmation, revision reason (required, SPEC §4), review before sending. */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionDetail } from '@upah/core/contract/production';
import { sumCounts } from '@upah/core/rules/production';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { TextArea } from '@upah/ui/text-area';
import { useState } from 'react';
import type { Snapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';

export function ConfirmDeleteDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { label } = useCopy();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={label(productionLabels.deleteConfirm)}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {label(productionLabels.cancel)}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {label(productionLabels.deleteEntry)}
          </Button>
        </>
      }
    >
      <p>{label(productionLabels.deleteConfirm)}</p>
    </Dialog>
  );
}

export function ReviseDialog({
  entryNumber,
  busy,
  onCancel,
  onConfirm,
}: {
  entryNumber: number | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { label, message } = useCopy();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const confirm = () => {
    if (reason.trim() === '') {
      setError(true);
      return;
    }
    onConfirm(reason.trim());
  };
  const close = () => {
    setReason('');
    setError(false);
    onCancel();
  };
  return (
    <Dialog
      open={entryNumber !== null}
      onClose={close}
      title={label(productionLabels.reviseTitle, { n: entryNumber ?? '' })}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {label(productionLabels.cancel)}
          </Button>
          <Button variant="danger" busy={busy} onClick={confirm}>
            {label(productionLabels.revise)}
          </Button>
        </>
      }
    >
      <TextArea
        label={label(productionLabels.rejectReason)}
        value={reason}
        aria-required="true"
        error={error ? message('rejectReasonRequired') : null}
        onChange={(e) => {
          setReason(e.target.value);
          setError(false);
        }}
      />
    </Dialog>
  );
}

export function ReviewDialog({
  detail,
  uom,
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  detail: Snapshot<ProductionDetail>;
  uom: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { label } = useCopy();
  const total = sumCounts(detail.totalMemberValue.map((m) => m.value));
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={label(productionLabels.reviewTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {label(productionLabels.cancel)}
          </Button>
          <Button busy={busy} onClick={onConfirm}>
            {label(productionLabels.sendToChecker)}
          </Button>
        </>
      }
    >
      <p>{label(productionLabels.reviewIntro, { count: detail.productions.length, total, uom })}</p>
      <ul className="prod-totals">
        {detail.totalMemberValue.map((m) => (
          <li key={m.memberId}>
            <span>{m.name}</span> <strong>{m.value}</strong>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
