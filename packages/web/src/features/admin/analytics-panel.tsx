import { Heading, Stack, Text } from '@aurele/ui';
import { AdminAction } from './admin-action';
import * as styles from './admin-page.css';
import { keyFigures, monthlyRevenue } from './admin-samples';
import { adminMessages } from './messages';
import { RevenueChart } from './revenue-chart';
import { SectionHeader } from './section-header';

const { analytics } = adminMessages;

/** Analyses: the month's key figures and six months of revenue. */
export function AnalyticsPanel() {
  return (
    <Stack space="xxlarge">
      <section aria-labelledby="admin-figures">
        <Stack space="large">
          <SectionHeader id="admin-figures" title={analytics.figuresTitle}>
            <AdminAction>{analytics.export}</AdminAction>
          </SectionHeader>
          <dl className={styles.figures}>
            {keyFigures.map((figure) => (
              <div key={figure.id} className={styles.figure}>
                <Text as="dt" size="small" tone="secondary">
                  {figure.label}
                </Text>
                <dd className={styles.figureValue}>{figure.value}</dd>
                <Text as="dd" size="xsmall" tone="secondary">
                  {figure.trend}
                </Text>
              </div>
            ))}
          </dl>
        </Stack>
      </section>
      <section aria-labelledby="admin-revenue">
        <Stack space="large">
          <Heading level={2} size="title" id="admin-revenue">
            {analytics.chartTitle}
          </Heading>
          <RevenueChart months={monthlyRevenue} />
        </Stack>
      </section>
    </Stack>
  );
}
