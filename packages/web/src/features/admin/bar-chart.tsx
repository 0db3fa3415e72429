import { DataTable } from '@aurele/ui';
import * as styles from './bar-chart.css';

export interface Bar {
  key: string;
  label: string;
  value: number;
}

export interface BarChartProps {
  /** Unique on the page: names the drawing's title and caption. */
  id: string;
  title: string;
  /** What the drawing shows, in a sentence (its description for assistive technology). */
  caption: string;
  tableCaption: string;
  labelHeader: string;
  valueHeader: string;
  bars: Bar[];
  format: (value: number) => string;
}

// The drawing's own units; the SVG scales to its box, so these are proportions, not pixels.
const width = 600;
const rowHeight = 34;
const labelWidth = 170;
const valueWidth = 120;
const barHeight = 20;

/**
 * Values as horizontal bars, drawn in SVG (no chart library, no inline style: the CSP forbids it). The drawing is
 * one image for assistive technology, named by its title and described by its caption; the table under it gives
 * every figure as text.
 */
export function BarChart({
  id,
  title,
  caption,
  tableCaption,
  labelHeader,
  valueHeader,
  bars,
  format,
}: BarChartProps) {
  const highest = Math.max(1, ...bars.map((bar) => bar.value));
  const plotWidth = width - labelWidth - valueWidth;
  const height = bars.length * rowHeight;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-caption`}
      >
        <title id={`${id}-title`}>{title}</title>
        {bars.map((bar, index) => {
          const y = index * rowHeight;
          const length = (bar.value / highest) * plotWidth;
          const middle = y + rowHeight / 2;
          return (
            <g key={bar.key}>
              <text
                className={styles.label}
                x={labelWidth - 12}
                y={middle}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {bar.label}
              </text>
              <rect
                className={styles.bar}
                x={labelWidth}
                y={middle - barHeight / 2}
                width={length}
                height={barHeight}
                rx={2}
              />
              <text className={styles.value} x={labelWidth + length + 8} y={middle} dominantBaseline="middle">
                {format(bar.value)}
              </text>
            </g>
          );
        })}
        <line className={styles.axis} x1={labelWidth} x2={labelWidth} y1={0} y2={height} />
      </svg>
      <figcaption id={`${id}-caption`} className={styles.caption}>
        {caption}
      </figcaption>
      <DataTable
        caption={tableCaption}
        columns={[
          { id: 'label', header: labelHeader, cell: (bar) => bar.label, rowHeader: true },
          { id: 'value', header: valueHeader, cell: (bar) => format(bar.value), align: 'end' },
        ]}
        rows={bars}
        getRowId={(bar) => bar.key}
      />
    </figure>
  );
}
