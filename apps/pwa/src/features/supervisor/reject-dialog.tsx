/** The approval queue's reject form (SPEC §4: a reject needs a reason; §8 'Success reject'). */
import type { MessageKey } from '@upah/core/catalogue';
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { type ApprovalItem, rejectApproval } from '@upah/core/stores/approval-queue';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { TextArea } from '@upah/ui/text-area';
import { useRef, useState } from 'react';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { useResultAlert } from './approval-result-alert';

export function RejectDialog({ item, onClose }: { item: ApprovalItem | null; onClose: () => void }) {
  const { label, message } = useCopy();
  const alertResult = useResultAlert();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
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
      <TextArea
        ref={inputRef}
        label={label(supervisorLabels.rejectReason)}
        value={reason}
        error={error ? message(error) : null}
        onChange={(e) => {
          setReason(e.target.value);
          setError(null);
        }}
      />
    </Dialog>
  );
}
