/** The summary: one row per employee (Nama and the totals), sortable by any column, a totals row. */
import type { Lang } from '@upah/core/catalogue';
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import { sumRecapTotals } from '@upah/core/rules/month-recap';
import { type RecapColumn, recapColumns, recapLeaveCodes } from '@upah/core/rules/recap-sheet';
import { useMemo, useState } from 'react';
import { useCopy } from '../../lib/use-copy';
import { RecapNameButton, RecapVirtualTable, type TableColumn } from './recap-virtual-table';

export function formatRecapNumber(value: number, hours: boolean, lang: Lang): string {
  const text = hours ? String(Math.round(value * 100) / 100) : String(value);
  return lang === 'id' ? text.replace('.', ',') : text;
}

type Sort = { key: string; dir: 1 | -1 };

export function RecapSummary({
  rows,
  monthName,
  onOpen,
}: {
  rows: readonly RecapRow[];
  /** The month as words (the table's name). */
  monthName: string;
  onOpen: (row: RecapRow) => void;
}) {
  const { label, lang } = useCopy();
  const [sort, setSort] = useState<Sort>({ key: 'name', dir: 1 });
  const columns = useMemo(() => recapColumns(recapLeaveCodes(rows), lang), [rows, lang]);
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c] as const)), [columns]);
  const sorted = useMemo(() => {
    const col = byKey.get(sort.key);
    const list = [...rows];
    list.sort((a, b) => {
      const d = col ? col.value(a.totals) - col.value(b.totals) : a.name.localeCompare(b.name, 'id');
      return d * sort.dir || a.name.localeCompare(b.name, 'id') || a.subordinateId - b.subordinateId;
    });
    return list;
  }, [rows, sort, byKey]);
  const totals = useMemo(() => sumRecapTotals(rows.map((r) => r.totals)), [rows]);

  const header = (key: string, text: string) => {
    const active = sort.key === key;
    return (
      <button
        type="button"
        className="rtable__sort"
        onClick={() =>
          setSort(active ? { key, dir: sort.dir === 1 ? -1 : 1 } : { key, dir: key === 'name' ? 1 : -1 })
        }
        aria-label={label(recapLabels.sortBy, { column: text })}
      >
        <span aria-hidden="true">{text}</span>
        <span aria-hidden="true" className="rtable__arrow">
          {active ? (sort.dir === 1 ? '▲' : '▼') : ''}
        </span>
      </button>
    );
  };
  const ariaSort = (key: string): TableColumn['sort'] =>
    sort.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none';

  const tableColumns: TableColumn[] = [
    { key: 'name', label: header('name', label(recapLabels.name)), width: 250, sort: ariaSort('name') },
    ...columns.map((c) => ({
      key: c.key,
      label: header(c.key, c.label),
      width: c.hours ? 124 : 112,
      sort: ariaSort(c.key),
      numeric: true,
    })),
  ];
  const cellValue = (c: RecapColumn, t: RecapRow['totals']) => formatRecapNumber(c.value(t), c.hours, lang);

  return (
    <RecapVirtualTable
      testId="recap-summary"
      label={label(recapLabels.tableCaption, { month: monthName })}
      columns={tableColumns}
      rows={sorted}
      rowHeight={52}
      height={560}
      getKey={(r) => r.subordinateId}
      renderCell={(row, _column, i) => {
        if (i === 0) return <RecapNameButton row={row} onOpen={onOpen} />;
        const c = columns[i - 1];
        return c ? cellValue(c, row.totals) : null;
      }}
      totals={[
        `${label(recapLabels.total)} · ${label(recapLabels.employees, { count: rows.length })}`,
        ...columns.map((c) => cellValue(c, totals)),
      ]}
    />
  );
}
