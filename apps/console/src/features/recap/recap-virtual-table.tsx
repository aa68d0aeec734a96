/**
 * The recap's table: the same virtual-rows approach as the approval queue and the team board (@tanstack/react-virtual,
 * fixed-height rows, only the rows in view in the DOM), laid out as an ARIA table so a screen reader hears
 * "row 12 of 302". One scroller holds both directions: the header row sticks to the top, the totals row to the
 * bottom and the name column to the left, so names and totals stay readable across 31 day columns.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import { type ReactNode, useRef } from 'react';
import { useCopy } from '../../lib/use-copy';

export interface TableColumn {
  readonly key: string;
  readonly label: ReactNode;
  readonly width: number;
  /** aria-sort of the header when the table is sorted by this column. */
  readonly sort?: 'ascending' | 'descending' | 'none';
  readonly numeric?: boolean;
}

const OVERSCAN = 8;

export function RecapVirtualTable<T>({
  label,
  columns,
  rows,
  rowHeight,
  height,
  getKey,
  renderCell,
  totals,
  testId,
}: {
  label: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  rowHeight: number;
  height: number;
  getKey: (row: T) => string | number;
  /** Column 0 is the row header (the name). */
  renderCell: (row: T, column: TableColumn, columnIndex: number) => ReactNode;
  /** The totals row, one cell per column. */
  totals?: readonly ReactNode[];
  testId: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : getKey(row);
    },
  });
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const template = columns.map((c) => `${c.width}px`).join(' ');
  const rowCount = rows.length + 1 + (totals ? 1 : 0);

  const cellClass = (column: TableColumn, index: number) =>
    `rtable__cell${index === 0 ? ' rtable__cell--name' : ''}${column.numeric ? ' rtable__cell--num' : ''}`;

  return (
    <section
      ref={scroller}
      className="rtable"
      style={{ maxHeight: height }}
      data-testid={testId}
      // the scroller itself is reachable by keyboard (axe scrollable-region-focusable)
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keys
      tabIndex={0}
      aria-label={label}
    >
      <table className="rtable__table" aria-label={label} aria-rowcount={rowCount} style={{ width }}>
        <thead className="rtable__head">
          <tr aria-rowindex={1} className="rtable__row" style={{ gridTemplateColumns: template }}>
            {columns.map((c, i) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.sort && c.sort !== 'none' ? c.sort : undefined}
                className={cellClass(c, i)}
              >
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="rtable__body" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const row = rows[v.index];
            if (row === undefined) return null;
            return (
              <tr
                key={v.key}
                aria-rowindex={v.index + 2}
                className="rtable__row rtable__row--body"
                data-testid="recap-row"
                style={{
                  gridTemplateColumns: template,
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width,
                  height: rowHeight,
                  transform: `translateY(${v.start}px)`,
                }}
              >
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row" className={cellClass(c, i)}>
                      {renderCell(row, c, i)}
                    </th>
                  ) : (
                    <td key={c.key} className={cellClass(c, i)}>
                      {renderCell(row, c, i)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
        {totals ? (
          <tfoot className="rtable__foot">
            <tr
              aria-rowindex={rowCount}
              className="rtable__row rtable__row--total"
              data-testid="recap-total-row"
              style={{ gridTemplateColumns: template }}
            >
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.key} scope="row" className={cellClass(c, i)}>
                    {totals[i]}
                  </th>
                ) : (
                  <td key={c.key} className={cellClass(c, i)}>
                    {totals[i]}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

/** The name cell of both views: a 48 px button that opens the employee's month. */
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
