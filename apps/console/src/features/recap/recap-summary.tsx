/**
 * The summary: one row per employee (Nama, No. Karyawan and the totals, every leave category of the company a
 * column even at zero), in the screen's order or sorted by any column (a header), a totals row of the rows shown. The columns are the files' (core's recap-sheet).
 */
import type { Lang } from '@upah/core/catalogue';
import { recapColumnLabels, recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import { formatCount } from '@upah/core/format/count';
import { sumRecapTotals } from '@upah/core/rules/month-recap';
import { type RecapColumn, recapColumns, recapLeaveCategories } from '@upah/core/rules/recap-sheet';
import { type TableColumn, VirtualTable } from '@upah/ui/virtual-rows';
import { useCallback, useMemo, useState } from 'react';
import { useCopy } from '../../lib/use-copy';
import { RecapNameButton } from './recap-name';

export function formatRecapNumber(value: number, hours: boolean, lang: Lang): string {
  const text = hours ? String(Math.round(value * 100) / 100) : String(value);
  return lang === 'id' ? text.replace('.', ',') : text;
}

type Sort = { key: string; dir: 1 | -1 };

/** The employee number's column key (the totals' keys are the others). */
const EMPLOYEE_NO = 'employeeNo';

export function RecapSummary({
  rows,
  categories,
  monthName,
  onOpen,
}: {
  rows: readonly RecapRow[];
  categories: readonly LeaveCategoryRef[];
  /** The month as words (the table's name). */
  monthName: string;
  onOpen: (row: RecapRow) => void;
}) {
  const { label, lang } = useCopy();
  // null: the order given (the screen's order, by name, absences or late minutes); a header click sorts by its column
  const [sort, setSort] = useState<Sort | null>(null);
  const columns = useMemo(
    () => recapColumns(recapLeaveCategories(categories, rows), lang),
    [categories, rows, lang],
  );
  const byKey = useMemo(() => new Map(columns.map((c) => [c.key, c] as const)), [columns]);
  const sorted = useMemo(() => {
    if (!sort) return rows;
    const col = byKey.get(sort.key);
    const list = [...rows];
    list.sort((a, b) => {
      const d = col
        ? col.value(a.totals) - col.value(b.totals)
        : sort.key === EMPLOYEE_NO
          ? a.employeeId - b.employeeId
          : a.name.localeCompare(b.name, 'id');
      return d * sort.dir || a.name.localeCompare(b.name, 'id') || a.subordinateId - b.subordinateId;
    });
    return list;
  }, [rows, sort, byKey]);
  const totals = useMemo(() => sumRecapTotals(rows.map((r) => r.totals)), [rows]);

  const header = (key: string, text: string) => {
    const active = sort?.key === key;
    return (
      <button
        type="button"
        className="rtable__sort"
        onClick={() =>
          setSort(
            active
              ? { key, dir: sort?.dir === 1 ? -1 : 1 }
              : { key, dir: key === 'name' || key === EMPLOYEE_NO ? 1 : -1 },
          )
        }
        aria-label={label(recapLabels.sortBy, { column: text })}
      >
        <span aria-hidden="true">{text}</span>
        <span aria-hidden="true" className="rtable__arrow">
          {active ? (sort?.dir === 1 ? '▲' : '▼') : ''}
        </span>
      </button>
    );
  };
  const ariaSort = (key: string): TableColumn['sort'] =>
    sort?.key === key ? (sort.dir === 1 ? 'ascending' : 'descending') : 'none';

  // the columns and the cell stay the same objects while nothing they show changes: the rows redraw only on scroll
  // biome-ignore lint/correctness/useExhaustiveDependencies: header and ariaSort read only sort, label and columns
  const tableColumns = useMemo<TableColumn[]>(
    () => [
      { key: 'name', label: header('name', label(recapLabels.name)), width: 250, sort: ariaSort('name') },
      {
        key: EMPLOYEE_NO,
        label: header(EMPLOYEE_NO, label(recapColumnLabels.employeeNo)),
        width: 112,
        sort: ariaSort(EMPLOYEE_NO),
        numeric: true,
      },
      ...columns.map((c) => ({
        key: c.key,
        label: header(c.key, c.label),
        width: c.hours ? 124 : 112,
        sort: ariaSort(c.key),
        numeric: true,
      })),
    ],
    [columns, sort, label],
  );
  const cellValue = useCallback(
    (c: RecapColumn, t: RecapRow['totals']) => formatRecapNumber(c.value(t), c.hours, lang),
    [lang],
  );
  const renderCell = useCallback(
    (row: RecapRow, _column: TableColumn, i: number) => {
      if (i === 0) return <RecapNameButton row={row} onOpen={onOpen} />;
      if (i === 1) return String(row.employeeId);
      const c = columns[i - 2];
      return c ? cellValue(c, row.totals) : null;
    },
    [columns, cellValue, onOpen],
  );

  return (
    <VirtualTable
      testId="recap-summary"
      rowTestId="recap-row"
      totalsTestId="recap-total-row"
      label={label(recapLabels.tableCaption, { month: monthName })}
      columns={tableColumns}
      rows={sorted}
      rowHeight={52}
      height={560}
      getKey={(r) => r.subordinateId}
      renderCell={renderCell}
      totals={[
        `${label(recapLabels.total)} · ${label(recapLabels.employees, { count: formatCount(rows.length, lang) })}`,
        '',
        ...columns.map((c) => cellValue(c, totals)),
      ]}
    />
  );
}
