/**
 * SPEC §3 "Production card", §6: one card per production group with the role's content and button (Isi Data
 * for operator and worker unless approved, else Detail), and the Status History.
 */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionCard as Card, ProductionRole } from '@upah/core/contract/production';
import { cardButton } from '@upah/core/rules/production';
import { Button } from '@upah/ui/button';
import { Link } from 'react-router-dom';
import type { Snapshot } from 'valtio';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import { LogStatusBadge } from './status-badge';

export function ProductionCard({
  card,
  role,
  date,
  onHistory,
}: {
  card: Snapshot<Card>;
  role: ProductionRole;
  date: string;
  onHistory: () => void;
}) {
  const { label } = useCopy();
  const button = cardButton(role, card.status);
  const review = role === 'checker' || role === 'manager';
  const rows: [string, string | number][] = [
    [label(productionLabels.cardProject), card.itemName],
    [label(productionLabels.cardGroup), card.group],
    [label(productionLabels.cardMembers), card.members.map((m) => m.name).join(', ')],
    [label(productionLabels.cardTotalData), card.totalProductions],
    [label(productionLabels.cardTotalProduction), `${card.totalValues} ${card.uomName}`],
  ];
  if (role !== 'manager') {
    rows.push([label(productionLabels.cardApproved), card.totalApproved]);
    rows.push([label(productionLabels.cardRevision), card.totalNeedRevision]);
    rows.push([
      label(review ? productionLabels.cardUncheck : productionLabels.cardPending),
      card.totalPending,
    ]);
  }
  return (
    <article className="prod-card" aria-labelledby={`card-${card.id}`}>
      <div className="prod-card__head">
        <h2 className="prod-card__title" id={`card-${card.id}`}>
          {card.group}
        </h2>
        <LogStatusBadge status={card.status} />
      </div>
      <dl className="prod-card__rows">
        {rows.map(([term, value]) => (
          <div key={term} className="prod-card__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="prod-card__actions">
        <Button variant="secondary" onClick={onHistory} aria-haspopup="dialog">
          {label(productionLabels.history)}
        </Button>
        <Link
          className="btn btn--primary"
          to={paths.productionForm({
            projectId: card.projectId,
            date,
            itemId: card.itemId,
            groupName: card.group,
          })}
          aria-label={label(productionLabels.openAction, {
            action: button,
            item: card.itemName,
            group: card.group,
          })}
        >
          {button}
        </Link>
      </div>
    </article>
  );
}
