import type { MonthlyRevenue } from './admin-samples';
import { BarChart } from './bar-chart';
import { adminMessages } from './messages';

const { analytics } = adminMessages;

const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** Six months of sample revenue, a bar a month. */
export function RevenueChart({ months }: { months: MonthlyRevenue[] }) {
  return (
    <BarChart
      id="revenue-chart"
      title={analytics.chartTitle}
      caption={analytics.chartCaption}
      tableCaption={analytics.tableCaption}
      labelHeader={analytics.month}
      valueHeader={analytics.revenue}
      bars={months.map((month) => ({ key: month.month, label: month.month, value: month.revenueInCents }))}
      format={(cents) => wholeEuros.format(cents / 100)}
    />
  );
}
