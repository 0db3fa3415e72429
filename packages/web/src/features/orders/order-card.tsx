import { Button, ButtonLink, Card, Heading, Inline, Stack, StatusBadge, Text } from '@aurele/ui';
import { formatPrice } from '@aurele/ui/format-price';
import { orderStatusTone } from '../../domain/order-status';
import { RouterLink } from '../../shared/router-link';
import { orderDate, ordersMessages as text } from './messages';
import { OrderThumbnail } from './order-thumbnail';
import * as styles from './orders-page.css';
import type { SampleOrder } from './sample-orders';

interface Props {
  order: SampleOrder;
  onInvoice: () => void;
}

/** One order: its code and status, the facts that matter, the articles, and what can be done with it. */
export function OrderCard({ order, onInvoice }: Props) {
  const headingId = `order-${order.code}`;
  return (
    <Card as="article" padding="large">
      <section aria-labelledby={headingId}>
        <Stack space="large">
          <div className={styles.header}>
            <Heading level={2} size="subtitle" id={headingId}>
              {text.order(order.code)}
            </Heading>
            <StatusBadge tone={orderStatusTone(order.status)}>{order.status}</StatusBadge>
          </div>
          <dl className={styles.facts}>
            {[
              [text.placedOn, orderDate(order.placedOn)],
              [text.total, formatPrice(order.totalInCents)],
            ].map(([label, value]) => (
              <div key={label} className={styles.fact}>
                <Text as="dt" size="small" tone="secondary" variant="capitals">
                  {label}
                </Text>
                <Text as="dd" weight="medium">
                  {value}
                </Text>
              </div>
            ))}
          </dl>
          <ul className={styles.items} aria-label={text.items}>
            {order.items.map((item) => (
              <li key={item.name} className={styles.item}>
                <OrderThumbnail artwork={item.artwork} />
                <Text as="span" size="small" tone="secondary">
                  {item.name} {text.quantity(item.quantity)}
                </Text>
              </li>
            ))}
          </ul>
          <Inline space="medium">
            <ButtonLink href="/track-order" render={<RouterLink />} variant="secondary" icon="truck">
              {text.track}
            </ButtonLink>
            <Button variant="ghost" onClick={onInvoice}>
              {text.invoice}
            </Button>
          </Inline>
        </Stack>
      </section>
    </Card>
  );
}
