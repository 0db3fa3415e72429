import { Heading, Price, Stack, Text } from '@aurele/ui';
import { useId } from 'react';
import type { CartLine } from '../../domain/cart';
import { lineTotal } from '../../domain/cart-totals';
import { LineImage } from '../../widgets/line-image/line-image';
import { OrderTotals } from '../../widgets/order-totals/order-totals';
import { successMessages } from './messages';
import * as styles from './order-recap.css';

const words = successMessages.recap;

/** What the shopper just paid for: each line (image, title, size or colour, quantity, total), then the totals. */
export function OrderRecap({ lines }: { lines: readonly CartLine[] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.recap}>
      <Stack space="large">
        <Heading level={2} size="title" id={titleId}>
          {words.title}
        </Heading>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.variant.id} className={styles.line}>
              <LineImage image={line.product.image} />
              <Stack space="xsmall">
                <h3 className={styles.title}>{line.product.title}</h3>
                <Text size="small" tone="secondary">
                  {line.variant.title}
                </Text>
                <Text size="small" tone="secondary">
                  {words.quantity(line.quantity)}
                </Text>
              </Stack>
              <Price
                amount={lineTotal(line)}
                currency={line.variant.currency}
                display={line.variant.currency_display}
                size="small"
              />
            </li>
          ))}
        </ul>
        <OrderTotals lines={lines} />
      </Stack>
    </section>
  );
}
