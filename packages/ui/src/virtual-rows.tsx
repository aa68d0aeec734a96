/**
 * The one virtualised list of both apps (the console's approval queue of 5,000 items, the team board of hr's 300):
 * rows on @tanstack/react-virtual, only the rows in view (plus a margin) in the DOM, the scroller keeps the full
 * height. A row is at least `rowHeight` tall and grows with what it holds (a wrapped name, flags): each drawn row is
 * measured and the rows below it move down, so no row is drawn over the next. Each row says where it stands in the whole list (aria-setsize / aria-posinset), so a
 * screen reader hears "12 of 300" although only a few rows exist. `activeIndex` (a keyboard focus) is kept in view.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useEffect, useRef } from 'react';

const OVERSCAN = 6;

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
  const scroller = useRef<HTMLDivElement>(null);
  const shownHeight = Math.min(height, Math.max(rowHeight, items.length * rowHeight));
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // the first render (and jsdom, which measures nothing) already knows how much is in view
    initialRect: { width: 0, height: shownHeight },
    // a drawn row's own height; jsdom lays nothing out (0): the estimate then
    measureElement: (element) => element.getBoundingClientRect().height || rowHeight,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  });

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
