/** The name cell of both recap views: a 48 px button that opens the employee's month. */
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import { useCopy } from '../../lib/use-copy';

export function RecapNameButton({ row, onOpen }: { row: RecapRow; onOpen: (row: RecapRow) => void }) {
  const { label } = useCopy();
  return (
    <button
      type="button"
      className="rtable__name"
      onClick={() => onOpen(row)}
      aria-label={label(recapLabels.openEmployee, { name: row.name })}
    >
      {row.name}
    </button>
  );
}
