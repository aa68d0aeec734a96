/**
 * A request list's cancel confirmation (SPEC §4: Cancel only while pending, after a confirmation). Its own module:
 * the list loads it with the first Cancel tapped, not with the list (./request-list.tsx).
 */
import { attendanceRequestLabels } from '@upah/core/catalogue/labels-attendance-requests';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { useCopy } from '../../../lib/use-copy';

export function CancelDialog({
  open,
  busy,
  onKeep,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { label } = useCopy();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      title={label(attendanceRequestLabels.cancelConfirmTitle)}
      actions={
        <>
          <Button variant="secondary" onClick={onKeep}>
            {label(attendanceRequestLabels.keep)}
          </Button>
          <Button variant="danger" busy={busy} onClick={onConfirm}>
            {label(attendanceRequestLabels.cancelConfirm)}
          </Button>
        </>
      }
    >
      <p>{label(attendanceRequestLabels.cancelConfirmTitle)}</p>
    </Dialog>
  );
}
