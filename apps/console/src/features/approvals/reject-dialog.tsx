/** Reject with a reason (SPEC §5: required), one reason per item, for one item or a selection. */
import { t, tr } from '@upah/core/catalogue';
import { approvalLabels } from '@upah/core/catalogue/labels-console';
import type { ApprovalActionResult, ApprovalItem } from '@upah/core/stores/approval-queue';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { Field } from '@upah/ui/field';
import { useEffect, useState } from 'react';
import { useLang } from '../../lib/lang';

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
  const lang = useLang();
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
    if (!result.ok) setError(result.message ? t(result.message, lang) : result.text);
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={tr(approvalLabels.reason, lang)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {tr(approvalLabels.cancel, lang)}
          </Button>
          <Button variant="danger" busy={busy} onClick={() => void submit()}>
            {tr(approvalLabels.sendReject, lang)}
          </Button>
        </>
      }
    >
      <div className="stack reject-reasons">
        {items.map((item, index) => (
          <Field
            key={item.id}
            label={tr(approvalLabels.reasonFor, lang, { name: item.employeeName })}
            value={reasons[item.id] ?? ''}
            onChange={(e) => setReasons({ ...reasons, [item.id]: e.target.value })}
            error={index === 0 ? error : null}
          />
        ))}
      </div>
    </Dialog>
  );
}
