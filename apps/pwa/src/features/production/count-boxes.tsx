/** SPEC §6 the count boxes of the user's role; a box is a button only when its count is above 0 (§5). */
import { productionLabels } from '@upah/core/catalogue/labels-production';
import type { ProductionBoxFilter } from '@upah/core/contract/production';
import type { CountBox } from '@upah/core/rules/production';
import { useCopy } from '../../lib/use-copy';

export function CountBoxes({
  boxes,
  active,
  onPick,
}: {
  boxes: readonly CountBox[];
  active: ProductionBoxFilter | null;
  onPick: (filter: ProductionBoxFilter) => void;
}) {
  const { label } = useCopy();
  return (
    <section className="cols-3" aria-label={label(productionLabels.summary)}>
      {boxes.map((box) => {
        const body = (
          <>
            <span className="prod-box__count">{box.count}</span>
            <span className="prod-box__label">{box.label}</span>
          </>
        );
        return box.clickable ? (
          <button
            key={box.filter}
            type="button"
            className="prod-box prod-box--clickable"
            aria-pressed={active === box.filter}
            onClick={() => onPick(box.filter)}
          >
            {body}
          </button>
        ) : (
          <div key={box.filter} className="prod-box">
            {body}
          </div>
        );
      })}
    </section>
  );
}
