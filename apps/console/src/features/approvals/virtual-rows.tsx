/**
 * A virtualised list of fixed-height rows (console: "A virtualised list, so 5,000 pending items stay smooth"):
 * only the rows in view (plus a margin) are in the DOM; the scroller keeps the full height.
 */
import { type ReactNode, useState } from 'react';

const OVERSCAN = 6;

export function VirtualRows<T>({
  items,
  rowHeight,
  height,
  label,
  renderRow,
  getKey,
}: {
  items: readonly T[];
  rowHeight: number;
  height: number;
  label: string;
  renderRow: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string | number;
}) {
  const [scrollTop, setScrollTop] = useState(0);
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - OVERSCAN);
  const last = Math.min(items.length, Math.ceil((scrollTop + height) / rowHeight) + OVERSCAN);
  return (
    <div
      className="virtual"
      style={{ height }}
      onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      data-testid="virtual-list"
    >
      <ul className="virtual__list" aria-label={label} style={{ height: items.length * rowHeight }}>
        {items.slice(first, last).map((item, i) => (
          <li
            key={getKey(item)}
            className="virtual__row"
            style={{
              position: 'absolute',
              top: (first + i) * rowHeight,
              height: rowHeight,
              left: 0,
              right: 0,
            }}
          >
            {renderRow(item, first + i)}
          </li>
        ))}
      </ul>
    </div>
  );
}
