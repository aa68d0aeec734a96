/**
 * Status History: the recorded transitions of a log and its entries (who, role, when,
 * from → to, reason), from the mock's documented extension `production.history`. Opened from a card and the form.
 */
import {
  productionEntryStatusLabels,
  productionHistoryActionLabels,
  productionLabels,
  productionLogStatusLabels,
  productionRoleLabels,
} from '@upah/core/catalogue/labels-production';
import type { ProductionHistoryItem } from '@upah/core/contract/production';
import { formatDateTime } from '@upah/core/format';
import { loadProductionHistory, productionFormStore } from '@upah/core/stores/production-form';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { LoadFailure } from '@upah/ui/load-failure';
import { Spinner } from '@upah/ui/spinner';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';

export interface HistoryTarget {
  logId: number;
  item: string;
  group: string;
}

export function HistoryDialog({ target, onClose }: { target: HistoryTarget | null; onClose: () => void }) {
  const { label, lang } = useCopy();
  const { history, historyStatus, historyError } = useSnapshot(productionFormStore);
  useEffect(() => {
    if (target) void loadProductionHistory(api, target.logId);
  }, [target]);
  // a log's step reads the log statuses (§4 'Operator Submitted' …), an entry's the entry statuses ('Pending' …)
  const status = (h: ProductionHistoryItem, s: ProductionHistoryItem['from'], none: string) => {
    if (!s) return none;
    if (h.target === 'entry' && s in productionEntryStatusLabels) {
      return label(productionEntryStatusLabels[s as keyof typeof productionEntryStatusLabels]);
    }
    return label(productionLogStatusLabels[s]);
  };
  return (
    <Dialog
      open={target !== null}
      onClose={onClose}
      title={target ? label(productionLabels.historyOf, { item: target.item, group: target.group }) : ''}
      actions={<Button onClick={onClose}>{label(productionLabels.close)}</Button>}
    >
      {historyStatus === 'request' ? <Spinner label={label(productionLabels.loading)} /> : null}
      {historyStatus === 'failure' && target ? (
        <LoadFailure
          error={historyError}
          lang={lang}
          onRetry={() => void loadProductionHistory(api, target.logId)}
        />
      ) : null}
      {historyStatus === 'success' && history?.length === 0 ? (
        <p className="muted">{label(productionLabels.historyEmpty)}</p>
      ) : null}
      <ol className="prod-history">
        {(history ?? []).map((h, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and has no ids
          <li key={index} className="prod-history__item">
            <p className="prod-history__what">
              <strong>
                {h.target === 'log'
                  ? label(productionLabels.historyLog)
                  : label(productionLabels.historyEntry, { id: h.entryId ?? '' })}
              </strong>{' '}
              {label(productionHistoryActionLabels[h.action])}:{' '}
              {status(h, h.from, label(productionLabels.historyNew))} →{' '}
              {status(h, h.to, label(productionLabels.historyDeleted))}
            </p>
            <p className="prod-history__who muted">
              {h.actorName} ({label(productionRoleLabels[h.role])}) · {formatDateTime(h.at)}
            </p>
            {h.reason ? <p className="prod-history__reason">{h.reason}</p> : null}
          </li>
        ))}
      </ol>
    </Dialog>
  );
}
