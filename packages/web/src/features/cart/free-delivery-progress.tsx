import { houseDelivery } from '@aurele/storefront-contract';
import { Text } from '@aurele/ui';
import type { Shipping } from '../../domain/cart-totals';
import * as styles from './free-delivery-progress.css';
import { freeShippingReached, missingForFreeShipping } from './messages';

/**
 * How far the cart is from free delivery (the house's euro threshold): the sentence says it, the bar shows it. In
 * another currency the payment page sets delivery, so nothing is said.
 */
export function FreeDeliveryProgress({ shipping }: { shipping: Shipping }) {
  if (shipping.kind === 'at-checkout') return null;
  const missing = shipping.kind === 'flat' ? shipping.missingForFreeInCents : 0;
  const share = 1 - missing / houseDelivery.freeFromInCents;
  return (
    <div className={styles.progress}>
      <Text size="small">{missing > 0 ? missingForFreeShipping(missing) : freeShippingReached}</Text>
      {/* The sentence says it all: the bar is for the eye. */}
      <div className={styles.track} aria-hidden="true">
        <div className={styles.fill} style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
    </div>
  );
}
