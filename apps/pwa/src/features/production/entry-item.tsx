/** One entry of the log: its status, values, additional information, reject reason and the
 * buttons core's `entryActions` allows for the role, the log status and the entry status. */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionDetail, ProductionEntry } from '@upah/core/contract/production';
import { entryActions } from '@upah/core/rules/production';
import { Button } from '@upah/ui/button';
import type { Snapshot } from 'valtio';
import { useCopy } from '../../lib/use-copy';
import { EntryStatusBadge } from './status-badge';

export interface EntryHandlers {
  onEdit: (entry: Snapshot<ProductionEntry>) => void;
  onDelete: (entry: Snapshot<ProductionEntry>) => void;
  onApprove: (entry: Snapshot<ProductionEntry>) => void;
  onRevise: (entry: Snapshot<ProductionEntry>, number: number) => void;
}

export function EntryItem({
  detail,
  entry,
  number,
  busy,
  editorOpen,
  handlers,
}: {
  detail: Snapshot<ProductionDetail>;
  entry: Snapshot<ProductionEntry>;
  number: number;
  busy: string | null;
  editorOpen: boolean;
  handlers: EntryHandlers;
}) {
  const { label } = useCopy();
  const actions = entryActions(detail.role, detail.status, entry.status);
  const fieldName = (code: string) =>
    detail.itemAdditionalInformations.find((f) => f.code === code)?.name ?? code;
  const title = label(productionLabels.entryNumber, { n: number });
  return (
    <li className="prod-entry" aria-label={title}>
      <div className="prod-entry__head">
        <h3 className="prod-entry__title">{title}</h3>
        <EntryStatusBadge status={entry.status} />
      </div>
      {entry.additionalInfo.length > 0 ? (
        <p className="prod-entry__info">
          {entry.additionalInfo.map((a) => `${fieldName(a.code)}: ${a.selectedValue}`).join(' · ')}
        </p>
      ) : null}
      <ul className="prod-entry__values">
        {entry.memberValue.map((m) => (
          <li key={m.memberId}>
            <span>{m.name}</span> <strong>{m.value}</strong>
          </li>
        ))}
      </ul>
      {entry.rejectReason ? (
        <p className="prod-entry__reason">
          <strong>{label(productionLabels.rejectReason)}:</strong> {entry.rejectReason}
        </p>
      ) : null}
      <div className="prod-entry__actions">
        {actions.edit && !editorOpen ? (
          <Button variant="secondary" onClick={() => handlers.onEdit(entry)}>
            {label(productionLabels.editEntry)}
          </Button>
        ) : null}
        {actions.delete && !editorOpen ? (
          <Button variant="danger" onClick={() => handlers.onDelete(entry)}>
            {label(productionLabels.deleteEntry)}
          </Button>
        ) : null}
        {actions.approve ? (
          <Button busy={busy === `approve:${entry.id}`} onClick={() => handlers.onApprove(entry)}>
            {label(productionLabels.approve)}
          </Button>
        ) : null}
        {actions.revise ? (
          <Button variant="danger" onClick={() => handlers.onRevise(entry, number)}>
            {label(productionLabels.revise)}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
