import { DataTable } from '@aurele/ui';
import type { MonthlyRevenue } from './admin-samples';
import { adminMessages } from './messages';
import * as styles from './revenue-chart.css';

const { analytics } = adminMessages;

const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euros = (cents: number) => wholeEuros.format(cents / 100);

// The drawing's own units; the SVG scales to its box, so these are proportions, not pixels.
const width = 600;
const height = 260;
const top = 28;
const bottom = 32;
const slot = width / 6;
const barWidth = slot * 0.56;

/**
 * Monthly revenue as bars, drawn in SVG (no chart library, no inline style: the CSP forbids it). The drawing is
 * one image for assistive technology, named by its title and described by its caption; the table under it gives every figure as text.
 */
export function RevenueChart({ months }: { months: MonthlyRevenue[] }) {
  const highest = Math.max(...months.map((month) => month.revenueInCents));
  const plotHeight = height - top - bottom;
  return (
    <figure className={styles.figure}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="revenue-chart-title"
        aria-describedby="revenue-chart-caption"
      >
        <title id="revenue-chart-title">{analytics.chartTitle}</title>
        {months.map((month, index) => {
          const barHeight = (month.revenueInCents / highest) * plotHeight;
          const x = index * slot + (slot - barWidth) / 2;
          const y = top + plotHeight - barHeight;
          return (
            <g key={month.month}>
              <rect className={styles.bar} x={x} y={y} width={barWidth} height={barHeight} rx={2} />
              <text className={styles.value} x={x + barWidth / 2} y={y - 8} textAnchor="middle">
                {euros(month.revenueInCents)}
              </text>
              <text className={styles.label} x={x + barWidth / 2} y={height - 10} textAnchor="middle">
                {month.month}
              </text>
            </g>
          );
        })}
        <line className={styles.axis} x1={0} x2={width} y1={top + plotHeight} y2={top + plotHeight} />
      </svg>
      <figcaption id="revenue-chart-caption" className={styles.caption}>
        {analytics.chartCaption}
      </figcaption>
      <DataTable
        caption={analytics.tableCaption}
        columns={[
          { id: 'month', header: analytics.month, cell: (row) => row.month, rowHeader: true },
          {
            id: 'revenue',
            header: analytics.revenue,
            cell: (row) => euros(row.revenueInCents),
            align: 'end',
          },
        ]}
        rows={months}
        getRowId={(row) => row.month}
      />
    </figure>
  );
}
