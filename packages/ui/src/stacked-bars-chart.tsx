/**
 * A chart of stacked horizontal bars drawn with visx (DESIGN "Charts": a library made for it, loaded only on its
 * screen): one bar per row (the team board: one per shift), one segment per series (a day status). Import it
 * lazily (`lazy(() => import('@upah/ui/stacked-bars-chart'))`) so visx ships only with the screen that draws it.
 *
 * Never a picture alone: the svg is an image named by the chart's title and a one-line summary, the legend names
 * every colour with its word and count, and a table below holds the same figures (rows × series, and totals).
 * Each row's name sits above its bar, so a long shift name never squeezes the bars at 360 px.
 */
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { BarStackHorizontal } from '@visx/shape';
import { useEffect, useId, useRef, useState } from 'react';

export interface ChartSeries {
  readonly key: string;
  readonly label: string;
  /** A CSS colour (the status's colour; the word beside it in the legend and the table says what it is). */
  readonly color: string;
}

export interface ChartRow {
  readonly key: string;
  readonly label: string;
  readonly values: Readonly<Record<string, number>>;
}

export interface StackedBarsChartProps {
  title: string;
  /** One line read with the image, e.g. "300 people, 4 shifts". */
  summary: string;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  /** Column header of the row names in the table (e.g. "Shift") and of the totals ("Jumlah"). */
  rowHeader: string;
  totalHeader: string;
  /** The disclosure that holds the table (e.g. "Tabel angka"). */
  tableLabel: string;
  /** The table starts open (default closed: the legend already gives each status's total). */
  tableOpen?: boolean;
}

const BAR = 22;
const ROW_GAP = 26;
const AXIS = 8;
const MARGIN = { left: 4, right: 16 };

/** The width of the element, followed as it resizes (a first guess until it is measured). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

const total = (row: ChartRow, series: readonly ChartSeries[]) =>
  series.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0);

export function StackedBarsChart({
  title,
  summary,
  rows,
  series,
  rowHeader,
  totalHeader,
  tableLabel,
  tableOpen = false,
}: StackedBarsChartProps) {
  const titleId = useId();
  const summaryId = useId();
  const { ref, width } = useWidth(320);
  // only the series that occur: a legend of nine colours where two are used says nothing
  const shown = series.filter((s) => rows.some((r) => (r.values[s.key] ?? 0) > 0));
  const keys = shown.map((s) => s.key);
  const colorOf = new Map(shown.map((s) => [s.key, s.color]));
  const max = Math.max(1, ...rows.map((r) => total(r, shown)));
  const innerWidth = Math.max(120, width - MARGIN.left - MARGIN.right);
  const innerHeight = rows.length * (BAR + ROW_GAP);
  const yScale = scaleBand<string>({ domain: rows.map((r) => r.key), range: [0, innerHeight] });
  const xScale = scaleLinear<number>({ domain: [0, max], range: [0, innerWidth], nice: true });
  const data = rows.map((r) => ({ key: r.key, ...r.values }));
  const seriesTotals = shown.map((s) => rows.reduce((sum, r) => sum + (r.values[s.key] ?? 0), 0));

  return (
    <figure className="chart" data-testid="team-chart">
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <p id={summaryId} className="chart__summary">
        {summary}
      </p>
      <div ref={ref} className="chart__plot">
        <svg
          width={width}
          height={innerHeight + AXIS}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={summaryId}
        >
          <title>{title}</title>
          <Group left={MARGIN.left}>
            {rows.map((r) => (
              <text key={r.key} x={0} y={(yScale(r.key) ?? 0) + 12} className="chart__row-label">
                {`${r.label} · ${total(r, shown)}`}
              </text>
            ))}
            <Group top={16}>
              <BarStackHorizontal
                data={data}
                keys={keys}
                height={innerHeight}
                y={(d) => d.key}
                xScale={xScale}
                yScale={yScale}
                color={(key) => colorOf.get(String(key)) ?? 'currentColor'}
              >
                {(stacks) =>
                  stacks.map((stack) =>
                    stack.bars
                      .filter((bar) => bar.width > 0)
                      .map((bar) => (
                        <rect
                          key={`${stack.key}-${bar.index}`}
                          x={bar.x}
                          y={bar.y}
                          width={bar.width}
                          height={BAR}
                          fill={bar.color}
                          stroke="#fff"
                          strokeWidth={1}
                        />
                      )),
                  )
                }
              </BarStackHorizontal>
            </Group>
          </Group>
        </svg>
      </div>
      <ul className="chart__legend">
        {shown.map((s, i) => (
          <li key={s.key} className="chart__legend-item">
            <span className="chart__swatch" style={{ background: s.color }} aria-hidden="true" />
            {s.label} <strong>{seriesTotals[i]}</strong>
          </li>
        ))}
      </ul>
      <details className="chart__table" open={tableOpen}>
        <summary className="chart__table-toggle">{tableLabel}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (axe scrollable-region-focusable) */}
        <section className="chart__table-scroll" tabIndex={0} aria-label={tableLabel}>
          <table>
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{rowHeader}</th>
                {shown.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
                <th scope="col">{totalHeader}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  {shown.map((s) => (
                    <td key={s.key}>{r.values[s.key] ?? 0}</td>
                  ))}
                  <td>{total(r, shown)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{totalHeader}</th>
                {seriesTotals.map((n, i) => (
                  <td key={shown[i]?.key}>{n}</td>
                ))}
                <td>{seriesTotals.reduce((a, b) => a + b, 0)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      </details>
    </figure>
  );
}

export default StackedBarsChart;
