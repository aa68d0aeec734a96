/** SPEC §8 'Success approve' / 'Success reject' or the failure, as an alert: the approval queue's and the reject form's. */
import type { MessageKey } from '@upah/core/catalogue';
import type { ApprovalActionResult } from '@upah/core/stores/approval-queue';
import { showAlert } from '../../lib/alerts';
import { useCopy } from '../../lib/use-copy';

export function useResultAlert() {
  const { message } = useCopy();
  return (result: ApprovalActionResult) => {
    if (result.ok) showAlert({ kind: 'success', text: message(result.message) });
    else if (result.message || result.text)
      showAlert({
        kind: 'danger',
        text: result.message ? message(result.message as MessageKey) : result.text,
      });
  };
}
