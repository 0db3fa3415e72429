import { Divider, Price, Stack } from '@aurele/ui';
import type { ReactNode } from 'react';
import type { CartLine } from '../../domain/cart';
import { cartSummary } from '../../domain/cart-totals';
import { totalsMessages as messages } from './messages';
import * as styles from './order-totals.css';

export interface OrderTotalsProps {
  lines: readonly CartLine[];
  /** Said under the shipping line, before the total (the cart's way to free delivery). */
  note?: (shipping: ReturnType<typeof cartSummary>['shipping']) => ReactNode;
  /** Said under the total (the taxes). */
  children?: ReactNode;
}

/**
 * Subtotal, shipping by the published rule (« Offerte » from 150,00 €, else 7,90 €; in another currency the
 * payment page sets it) and total: the cart's summary and the order recap of /success.
 */
export function OrderTotals({ lines, note, children }: OrderTotalsProps) {
  const { subtotalInCents, shipping, totalInCents, currency, currencyDisplay } = cartSummary(lines);
  const money = { currency, display: currencyDisplay };
  return (
    <Stack space="large">
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
              messages.freeShipping
            ) : (
              messages.shippingAtCheckout
            )}
          </dd>
        </div>
      </dl>
      {note?.(shipping)}
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
        {children}
      </Stack>
    </Stack>
  );
}
