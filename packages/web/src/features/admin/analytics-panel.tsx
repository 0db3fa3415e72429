import { Heading, Notice, Stack } from '@aurele/ui';
import { AdminAction } from './admin-action';
import { keyFigures, monthlyRevenue } from './admin-samples';
import { CatalogueFigures } from './catalogue-figures';
import { KeyFigures } from './key-figures';
import { adminMessages } from './messages';
import { RevenueChart } from './revenue-chart';
import { SectionHeader } from './section-header';

const { analytics } = adminMessages;

/**
 * Analyses: the store's catalogue as it is (from the BFF), then the sales, which the storefront does not give us:
 * sample figures and six months of revenue under their notice.
 */
export function AnalyticsPanel() {
  return (
    <Stack space="xxlarge">
      <CatalogueFigures />
      <section aria-labelledby="admin-figures">
        <Stack space="large">
          <SectionHeader id="admin-figures" title={analytics.sampleTitle}>
            <AdminAction>{analytics.export}</AdminAction>
          </SectionHeader>
          <Notice tone="info">{analytics.sampleNote}</Notice>
          <Heading level={3} size="subtitle">
            {analytics.figuresTitle}
          </Heading>
          <KeyFigures figures={keyFigures} />
          <Heading level={3} size="subtitle">
            {analytics.chartTitle}
          </Heading>
          <RevenueChart months={monthlyRevenue} />
        </Stack>
      </section>
    </Stack>
  );
}
