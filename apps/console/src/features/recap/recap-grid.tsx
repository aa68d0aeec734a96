/**
 * The daily grid: a cell per employee and day with its code, a colour per code and a legend. The code is the
 * text of the cell and its word the cell's title, so the grid reads the same without colour.
 */
import type { Lang } from '@upah/core/catalogue';
import { tr } from '@upah/core/catalogue';
import { recapCodeLabels, recapLabels } from '@upah/core/catalogue/labels-recap';
import { RECAP_FIXED_CODES, type RecapRow } from '@upah/core/contract/recap';
import { daysOfMonth, monthLabel, weekdayLabel } from '@upah/core/format/jakarta-time';
import { useMemo } from 'react';
import { useCopy } from '../../lib/use-copy';
import { RecapNameButton, RecapVirtualTable, type TableColumn } from './recap-virtual-table';

const FIXED = RECAP_FIXED_CODES as readonly string[];

export function codeWord(code: string, lang: Lang): string {
  if (FIXED.includes(code)) return tr(recapCodeLabels[code as (typeof RECAP_FIXED_CODES)[number]], lang);
  return tr(recapCodeLabels.leave, lang, { code });
}

export function codeClass(code: string): string {
  return `code code--${FIXED.includes(code) ? code : 'C'}`;
}

export function RecapLegend({ rows }: { rows: readonly RecapRow[] }) {
  const { label, lang } = useCopy();
  const leave = useMemo(() => {
    const codes = new Set<string>();
    for (const r of rows) for (const c of Object.keys(r.totals.leave)) codes.add(c);
    return [...codes].sort();
  }, [rows]);
  return (
    <section className="recap-legend" aria-label={label(recapLabels.legend)}>
      <h2 className="recap-legend__title">{label(recapLabels.legend)}</h2>
      <ul className="recap-legend__list">
        {[...FIXED, ...leave].map((code) => (
          <li key={code}>
            <span className={codeClass(code)} aria-hidden="true">
              {code}
            </span>{' '}
            {codeWord(code, lang)}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function RecapGrid({
  rows,
  month,
  onOpen,
}: {
  rows: readonly RecapRow[];
  month: string;
  onOpen: (row: RecapRow) => void;
}) {
  const { label, lang } = useCopy();
  const days = useMemo(() => daysOfMonth(month), [month]);
  const columns: TableColumn[] = [
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
  ];
  return (
    <RecapVirtualTable
      testId="recap-grid"
      label={label(recapLabels.gridCaption, { month: monthLabel(month, lang) })}
      columns={columns}
      rows={rows}
      rowHeight={48}
      height={560}
      getKey={(r) => r.subordinateId}
      renderCell={(row, column, i) => {
        if (i === 0) return <RecapNameButton row={row} onOpen={onOpen} />;
        const code = row.days[column.key];
        if (!code) return null;
        return (
          <abbr className={codeClass(code)} title={codeWord(code, lang)}>
            {code}
          </abbr>
        );
      }}
    />
  );
}
