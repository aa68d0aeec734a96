/** Reject with a reason (SPEC §5: required), one reason per item, for one item or a selection. */
import { approvalLabels } from '@upah/core/catalogue/labels-console';
import type { ApprovalActionResult, ApprovalItem } from '@upah/core/stores/approval-queue';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { Field } from '@upah/ui/field';
import { useEffect, useState } from 'react';
import { useCopy } from '../../lib/use-copy';

export function RejectDialog({
  items,
  busy,
  onClose,
  onSubmit,
}: {
  items: readonly ApprovalItem[] | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (entries: { id: number; reason: string }[]) => Promise<ApprovalActionResult>;
}) {
  const { label, message } = useCopy();
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (items) {
      setReasons({});
      setError(null);
    }
  }, [items]);
  if (!items) return null;
  const submit = async () => {
    const result = await onSubmit(items.map((i) => ({ id: i.id, reason: reasons[i.id] ?? '' })));
    if (!result.ok) setError(result.message ? message(result.message) : result.text);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={label(approvalLabels.reason)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {label(approvalLabels.cancel)}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void submit()}>
            {label(approvalLabels.sendReject)}
          </Button>
        </>
      }
    >
      <div className="stack reject-reasons">
        {items.map((item, index) => (
          <Field
            key={item.id}
            label={label(approvalLabels.reasonFor, { name: item.employeeName })}
            value={reasons[item.id] ?? ''}
            onChange={(e) => setReasons({ ...reasons, [item.id]: e.target.value })}
            error={index === 0 ? error : null}
          />
        ))}
      </div>
    </Dialog>
  );
}
