import { Card, Heading, Stack, StatusBadge, Text, Timeline, type TimelineStep } from '@aurele/ui';
import { orderStatusTone } from '../../domain/order-status';
import { trackingMessages } from './messages';
import * as styles from './track-order-page.css';
import type { TrackedOrder, TrackingEvent } from './tracked-orders';
import { formatDeliveryDay, formatStepDate } from './tracking-format';

const { result } = trackingMessages;

/** Done steps are complete, except the latest while the parcel is still travelling: that is where it is now. */
function timelineSteps(order: TrackedOrder): TimelineStep[] {
  const delivered = order.history.every((event) => event.completed);
  const latest = order.history.findLastIndex((event) => event.completed);
  return order.history.map((event, index) => ({
    id: event.status,
    title: event.status,
    meta: stepMeta(event),
    status: !event.completed ? 'upcoming' : index === latest && !delivered ? 'current' : 'complete',
  }));
}

function stepMeta(event: TrackingEvent): string {
  if (!event.completed || event.date === null) return result.pending;
  return [formatStepDate(event.date), event.location].filter(Boolean).join(' · ');
}

/** A found order: its number, when it should arrive, where it stands, and each step of its journey. */
export function TrackingResult({ order }: { order: TrackedOrder }) {
  return (
    <Card as="section" aria-labelledby="tracking-result-title">
      <Stack space="xlarge">
        <Heading level={2} size="title" id="tracking-result-title">
          {result.order(order.orderId)}
        </Heading>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <Text as="dt" size="small" tone="secondary" variant="capitals">
              {result.estimatedDelivery}
            </Text>
            <dd className={styles.factValue}>{formatDeliveryDay(order.estimatedDelivery)}</dd>
          </div>
          <div className={styles.fact}>
            <Text as="dt" size="small" tone="secondary" variant="capitals">
              {result.status}
            </Text>
            <dd className={styles.factValue}>
              <StatusBadge tone={orderStatusTone(order.status)}>{order.status}</StatusBadge>
            </dd>
          </div>
        </dl>
        <Stack space="medium">
          <Heading level={3} size="subtitle">
            {result.history}
          </Heading>
          <Timeline steps={timelineSteps(order)} label={result.history} statusLabels={result.stepLabels} />
        </Stack>
      </Stack>
    </Card>
  );
}
