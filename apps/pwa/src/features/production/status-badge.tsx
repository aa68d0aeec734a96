/** SPEC §4 log and entry statuses as a badge with the spec's label. */
import {
  productionEntryStatusLabels,
  productionLogStatusLabels,
} from '@upah/core/catalogue/labels-production';
import type { ProductionEntryStatus, ProductionLogStatus } from '@upah/core/contract/production';
import { useCopy } from '../../lib/use-copy';

export function LogStatusBadge({ status }: { status: ProductionLogStatus }) {
  const { label } = useCopy();
  return (
    <span className={`prod-badge prod-badge--${status.toLowerCase()}`}>
      {label(productionLogStatusLabels[status])}
    </span>
  );
}

export function EntryStatusBadge({ status }: { status: ProductionEntryStatus }) {
  const { label } = useCopy();
  return (
    <span className={`prod-badge prod-badge--${status.toLowerCase()}`}>
      {label(productionEntryStatusLabels[status])}
    </span>
  );
}
