/**
 * The one virtualised list of both apps (the console's approval queue of 5,000 items, the team board of hr's 300,
 * the month recap's summary and daily grid of a plant's 5,000): rows on @tanstack/react-virtual, only the rows in
 * view (plus a margin) in the DOM, the scroller keeps the full height. A row is at least `rowHeight` tall and grows
 * with what it holds (a wrapped name, flags): each drawn row is measured and the rows below it move down, so no row
 * is drawn over the next. `useVirtualRows` is that rule, shared by the two shapes:
 * - `VirtualRows`, a list: each row says where it stands in the whole list (aria-setsize / aria-posinset), so a
 *   screen reader hears "12 of 300" although only a few rows exist. `activeIndex` (a keyboard focus) is kept in view;
 * - `VirtualTable`, an ARIA table (aria-rowcount / aria-rowindex: "row 12 of 302") whose one scroller holds both
 *   directions: the header row sticks to the top, the totals row to the bottom and the first column (the row
 *   header) to the left. Its rows are one line of `rowHeight` (not measured). Its look is the owner's (`rtable`
 *   classes). A row is drawn again only when its item or its place changes (memo), so scrolling a 31-column grid
 *   draws the rows that enter, not every row in view.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, type ReactNode, useEffect, useRef } from 'react';

const OVERSCAN = 6;

/**
 * The virtualizer of a list of rows of at least `rowHeight` px, each measured as it is drawn (`measured`, the
 * default), or each exactly `rowHeight` (a table of one-line rows: no measuring, which costs a layout per row drawn).
 */
export function useVirtualRows<T>({
  items,
  rowHeight,
  height,
  getKey,
  measured = true,
}: {
  items: readonly T[];
  rowHeight: number;
  /** The scroller's height in px (what is in view on the first render). */
  height: number;
  getKey: (item: T) => string | number;
  measured?: boolean;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // the first render (and jsdom, which measures nothing) already knows how much is in view
    initialRect: { width: 0, height },
    // a drawn row's own height; jsdom lays nothing out (0): the estimate then
    measureElement: (element) => (measured ? element.getBoundingClientRect().height || rowHeight : rowHeight),
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  });
  return { scroller, virtualizer };
}

export function VirtualRows<T>({
  items,
  rowHeight,
  height,
  label,
  renderRow,
  getKey,
  activeIndex,
  className,
}: {
  items: readonly T[];
  rowHeight: number;
  /** Height of the scroller in px; a shorter list takes only what its rows need. */
  height: number;
  /** The list's accessible name. */
  label: string;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
  activeIndex?: number;
  className?: string;
}) {
  const shownHeight = Math.min(height, Math.max(rowHeight, items.length * rowHeight));
  const { scroller, virtualizer } = useVirtualRows({ items, rowHeight, height: shownHeight, getKey });

  useEffect(() => {
    if (activeIndex !== undefined && activeIndex >= 0 && activeIndex < items.length)
      virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, items.length, virtualizer]);

  return (
    <div
      ref={scroller}
      className={`virtual${className ? ` ${className}` : ''}`}
      style={{ height: shownHeight, overflowY: 'auto' }}
      data-testid="virtual-list"
    >
      <ul
        className="virtual__list"
        aria-label={label}
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (item === undefined) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              className="virtual__row"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{
                position: 'absolute',
                top: row.start,
                minHeight: rowHeight,
                left: 0,
                right: 0,
                display: 'flex',
              }}
            >
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A column of a `VirtualTable`. */
export interface TableColumn {
  readonly key: string;
  readonly label: ReactNode;
  readonly width: number;
  /** aria-sort of the header when the table is sorted by this column. */
  readonly sort?: 'ascending' | 'descending' | 'none';
  readonly numeric?: boolean;
}

const cellClass = (column: TableColumn, index: number) =>
  `rtable__cell${index === 0 ? ' rtable__cell--name' : ''}${column.numeric ? ' rtable__cell--num' : ''}`;

/** Cells of one line: the first a row header (th scope=row), the others data cells. */
function cellsOf(columns: readonly TableColumn[], cell: (column: TableColumn, index: number) => ReactNode) {
  return columns.map((c, i) =>
    i === 0 ? (
      <th key={c.key} scope="row" className={cellClass(c, i)}>
        {cell(c, i)}
      </th>
    ) : (
      <td key={c.key} className={cellClass(c, i)}>
        {cell(c, i)}
      </td>
    ),
  );
}

interface BodyRowProps {
  readonly item: unknown;
  readonly index: number;
  readonly start: number;
  readonly columns: readonly TableColumn[];
  readonly template: string;
  readonly width: number;
  readonly rowHeight: number;
  readonly rowTestId: string;
  readonly renderCell: (item: never, column: TableColumn, columnIndex: number) => ReactNode;
}

const BodyRow = memo(function BodyRow({
  item,
  index,
  start,
  columns,
  template,
  width,
  rowHeight,
  rowTestId,
  renderCell,
}: BodyRowProps) {
  return (
    <tr
      data-index={index}
      aria-rowindex={index + 2}
      className="rtable__row rtable__row--body"
      data-testid={rowTestId}
      style={{
        gridTemplateColumns: template,
        position: 'absolute',
        top: 0,
        left: 0,
        width,
        height: rowHeight,
        transform: `translateY(${start}px)`,
      }}
    >
      {cellsOf(columns, (c, i) => renderCell(item as never, c, i))}
    </tr>
  );
});

export function VirtualTable<T>({
  label,
  columns,
  rows,
  rowHeight,
  height,
  getKey,
  renderCell,
  totals,
  testId,
  rowTestId = 'virtual-table-row',
  totalsTestId = 'virtual-table-totals',
}: {
  label: string;
  columns: readonly TableColumn[];
  rows: readonly T[];
  rowHeight: number;
  /** The scroller's largest height in px. */
  height: number;
  getKey: (row: T) => string | number;
  /** Column 0 is the row header (the name). Keep it stable (useCallback): a new one redraws every row. */
  renderCell: (row: T, column: TableColumn, columnIndex: number) => ReactNode;
  /** The totals row, one cell per column. */
  totals?: readonly ReactNode[];
  testId: string;
  rowTestId?: string;
  totalsTestId?: string;
}) {
  // one-line rows of `rowHeight` exactly: not measured (a 31-column grid scrolls without a layout per row drawn)
  const { scroller, virtualizer } = useVirtualRows({
    items: rows,
    rowHeight,
    height,
    getKey,
    measured: false,
  });
  const width = columns.reduce((sum, c) => sum + c.width, 0);
  const template = columns.map((c) => `${c.width}px`).join(' ');
  const rowCount = rows.length + 1 + (totals ? 1 : 0);

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
              <BodyRow
                key={v.key}
                item={row}
                index={v.index}
                start={v.start}
                columns={columns}
                template={template}
                width={width}
                rowHeight={rowHeight}
                rowTestId={rowTestId}
                renderCell={renderCell as BodyRowProps['renderCell']}
              />
            );
          })}
        </tbody>
        {totals ? (
          <tfoot className="rtable__foot">
            <tr
              aria-rowindex={rowCount}
              className="rtable__row rtable__row--total"
              data-testid={totalsTestId}
              style={{ gridTemplateColumns: template }}
            >
              {cellsOf(columns, (_c, i) => totals[i])}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
