/**
 * The daily grid: a cell per employee and day with its code, a colour per code and a legend. The code is the
 * text of the cell and its word the cell's title, so the grid reads the same without colour.
 */
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { daysOfMonth, monthLabel, weekdayLabel } from '@upah/core/format/jakarta-time';
import { type TableColumn, VirtualTable } from '@upah/ui/virtual-rows';
import { useCallback, useMemo } from 'react';
import { useCopy } from '../../lib/use-copy';
import { codeClass, codeWord, legendCodes } from './recap-codes';
import { RecapNameButton } from './recap-name';

export function RecapLegend({
  rows,
  categories,
}: {
  rows: readonly RecapRow[];
  categories: readonly LeaveCategoryRef[];
}) {
  const { label, lang } = useCopy();
  const codes = useMemo(
    () => legendCodes(categories, new Set(rows.flatMap((r) => Object.values(r.days)))),
    [rows, categories],
  );
  return (
    <section className="recap-legend" aria-label={label(recapLabels.legend)}>
      <h2 className="recap-legend__title">{label(recapLabels.legend)}</h2>
      <ul className="recap-legend__list">
        {codes.map((code) => (
          <li key={code}>
            <span className={codeClass(code)} aria-hidden="true">
              {code}
            </span>{' '}
            {codeWord(code, lang, categories)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecapGrid({
  rows,
  month,
  categories,
  onOpen,
}: {
  rows: readonly RecapRow[];
  month: string;
  categories: readonly LeaveCategoryRef[];
  onOpen: (row: RecapRow) => void;
}) {
  const { label, lang } = useCopy();
  const days = useMemo(() => daysOfMonth(month), [month]);
  const columns = useMemo<TableColumn[]>(
    () => [
      { key: 'name', label: label(recapLabels.name), width: 200 },
      ...days.map((d) => ({
        key: d,
        label: (
          <span className="rgrid__day">
            <span>{Number(d.slice(8))}</span>
            <span className="rgrid__weekday">{weekdayLabel(d, lang, 'short')}</span>
          </span>
        ),
        width: 40,
      })),
    ],
    [days, label, lang],
  );
  // each code's word and class once, not per cell
  const looks = useMemo(() => {
    const cache = new Map<string, { word: string; className: string }>();
    return (code: string) => {
      let look = cache.get(code);
      if (!look) {
        look = { word: codeWord(code, lang, categories), className: codeClass(code) };
        cache.set(code, look);
      }
      return look;
    };
  }, [lang, categories]);
  // the same cell function while nothing it shows changes: the rows redraw only as they scroll into view
  const renderCell = useCallback(
    (row: RecapRow, column: TableColumn, i: number) => {
      if (i === 0) return <RecapNameButton row={row} onOpen={onOpen} />;
      const code = row.days[column.key];
      if (!code) return null;
      const look = looks(code);
      return (
        <abbr className={look.className} title={look.word}>
          {code}
        </abbr>
      );
    },
    [onOpen, looks],
  );
  return (
    <VirtualTable
      testId="recap-grid"
      rowTestId="recap-row"
      label={label(recapLabels.gridCaption, { month: monthLabel(month, lang) })}
      columns={columns}
      rows={rows}
      rowHeight={48}
      height={560}
      getKey={(r) => r.subordinateId}
      renderCell={renderCell}
    />
  );
}
