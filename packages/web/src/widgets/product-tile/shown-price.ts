import type { PriceProps } from '@aurele/ui';
import type { CurrencyDisplay } from '@aurele/ui/format-price';
import { isOnSale, type Priced, payablePrice } from '../../domain/price';
import { originalPriceLabel, salePriceLabel } from './messages';

/**
 * What a `Price` shows for a price anywhere in the shop (cards, product page, cart): what the shopper pays, the
 * original struck through during a sale, in the store's currency and digits.
 */
export function shownPrice(
  price: Priced,
  currency: string,
  display: CurrencyDisplay | undefined,
): Omit<PriceProps, 'size'> {
  return {
    amount: payablePrice(price),
    originalAmount: isOnSale(price) ? price.price_in_cents : undefined,
    currency,
    display,
    saleLabel: salePriceLabel,
    originalLabel: originalPriceLabel,
  };
}
