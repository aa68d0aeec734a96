/**
 * Approving one request on the phone; workday overtime that takes the employee past PP 35/2021 art. 26 (4 h a day,
 * 18 h a week) is approved all the same, with a warning alert after the result (core stores/overtime-cap.ts).
 * The check and its words load with the first approval (dynamic imports): the recap contract, labels and dayjs's date
 * math (core's jakarta-time) are not part of the approval screen's first render (apps/pwa/scripts/budget.mjs).
 */
import type { ApprovalItem } from '@upah/core/rules/approval-item';
import { approveApproval } from '@upah/core/stores/approval-queue';
import { showAlert } from '../../lib/alerts';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { useResultAlert } from './approval-result-alert';

/** Long enough to read the two figures and the rule. */
const CAP_ALERT_MS = 8000;

export function useApproveWithCapWarning(): (item: ApprovalItem) => Promise<void> {
  const { label } = useCopy();
  const alertResult = useResultAlert();
  return async (item) => {
    const cap = import('@upah/core/stores/overtime-cap').then(
      ({ overtimeCapCheck }) => overtimeCapCheck(api, item),
      () => null,
    );
    const result = await approveApproval(api, item.id);
    alertResult(result);
    const warning = result.ok ? await cap : null;
    if (!warning) return;
    const { recapLabels } = await import('@upah/core/catalogue/labels-recap');
    showAlert(
      {
        kind: 'info',
        text: label(recapLabels.capWarning, { day: warning.dayHours, week: warning.weekHours }),
      },
      CAP_ALERT_MS,
    );
  };
}
