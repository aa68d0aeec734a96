/**
 * The one virtualised list of both apps (the console's approval queue of 5,000 items, the team board of hr's 300):
 * fixed-height rows on @tanstack/react-virtual, only the rows in view (plus a margin) in the DOM, the scroller
 * keeps the full height. Each row says where it stands in the whole list (aria-setsize / aria-posinset), so a
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
              className="virtual__row"
              aria-setsize={items.length}
              aria-posinset={row.index + 1}
              style={{ position: 'absolute', top: row.start, height: rowHeight, left: 0, right: 0 }}
            >
              {renderRow(item, row.index)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
