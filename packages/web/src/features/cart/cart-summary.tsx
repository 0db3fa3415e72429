import { Card, Divider, Heading, Notice, Price, Stack, Text } from '@aurele/ui';
import { type ReactNode, useId } from 'react';
import type { CartLine } from '../../domain/cart';
import { cartSummary } from '../../domain/cart-totals';
import * as styles from './cart-summary.css';
import { cartMessages, freeShipping, missingForFreeShipping, shippingAtCheckout } from './messages';

const messages = cartMessages.summary;

export interface CartSummaryProps {
  lines: readonly CartLine[];
  /** What leads on to payment: the checkout button, and what it has to say. */
  children?: ReactNode;
}

/**
 * Subtotal, shipping by the published rule (« Offerte » from 150,00 €, else 7,90 €; in another currency the
 * payment page sets it), total, and the way to pay.
 */
export function CartSummary({ lines, children }: CartSummaryProps) {
  const titleId = useId();
  const { subtotalInCents, shipping, totalInCents, currency, currencyDisplay } = cartSummary(lines);
  const money = { currency, display: currencyDisplay };
  return (
    <Card as="section" variant="subtle" padding="medium" aria-labelledby={titleId}>
      <Stack space="large">
        <Heading level={2} size="title" id={titleId}>
          {messages.title}
        </Heading>
        <dl className={styles.totals}>
          <div className={styles.row}>
            <dt className={styles.term}>{messages.subtotal}</dt>
            <dd className={styles.amount}>
              <Price amount={subtotalInCents} {...money} size="small" />
            </dd>
          </div>
          <div className={styles.row}>
            <dt className={styles.term}>{messages.shipping}</dt>
            <dd className={styles.amount}>
              {shipping.kind === 'flat' ? (
                <Price amount={shipping.costInCents} {...money} size="small" />
              ) : shipping.kind === 'free' ? (
                freeShipping
              ) : (
                shippingAtCheckout
              )}
            </dd>
          </div>
        </dl>
        {shipping.kind === 'flat' && (
          <Notice tone="brand">{missingForFreeShipping(shipping.missingForFreeInCents)}</Notice>
        )}
        <Divider />
        <Stack space="xsmall">
          <dl className={styles.totals}>
            <div className={styles.grandTotal}>
              <dt>{messages.total}</dt>
              <dd className={styles.amount}>
                <Price amount={totalInCents} {...money} size="medium" />
              </dd>
            </div>
          </dl>
          <Text size="xsmall" tone="secondary">
            {messages.taxes}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
