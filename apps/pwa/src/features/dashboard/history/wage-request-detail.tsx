/** The Detail popup of one withdrawal (SPEC §2 history "each with a Detail popup", §4 rejection reason). */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import type { WageRequest } from '@upah/core/contract/ewa';
import { formatDateTime, formatRupiah } from '@upah/core/format';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { useCopy } from '../../../lib/use-copy';
import { StatusBadge } from './status-badge';

export function WageRequestDetail({ item, onClose }: { item: WageRequest | null; onClose: () => void }) {
  const { label } = useCopy();
  return (
    <Dialog
      open={item !== null}
      onClose={onClose}
      title={label(dashboardLabels.detailTitle)}
      actions={<Button onClick={onClose}>{label(dashboardLabels.close)}</Button>}
    >
      {item ? (
        <dl className="summary">
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldStatus)}</dt>
            <dd>
              <StatusBadge status={item.status} />
            </dd>
          </div>
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldDate)}</dt>
            <dd>{formatDateTime(item.created_at)}</dd>
          </div>
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldAmount)}</dt>
            <dd>{formatRupiah(item.amount)}</dd>
          </div>
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldFee)}</dt>
            <dd>{formatRupiah(item.fee)}</dd>
          </div>
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldDescription)}</dt>
            <dd>{item.description}</dd>
          </div>
          {item.rejectReason ? (
            <div className="summary__row">
              <dt>{label(dashboardLabels.fieldRejectReason)}</dt>
              <dd>{item.rejectReason}</dd>
            </div>
          ) : null}
          <div className="summary__row">
            <dt>{label(dashboardLabels.fieldEventId)}</dt>
            <dd className="summary__code">{item.eventID}</dd>
          </div>
        </dl>
      ) : null}
    </Dialog>
  );
}
