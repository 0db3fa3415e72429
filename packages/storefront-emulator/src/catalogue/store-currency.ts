import type { Currency, Variant } from '@aurele/storefront-contract';

/** The store sells in euros only: every price carries this currency. */
export const STORE_CURRENCY: Currency = { code: 'eur', symbol: '€', template: '$1€', decimal_digits: 2 };

/** What one unit of a variant costs now: its sale price when it has one. */
export function unitPrice(variant: Variant): number {
  const [price] = variant.prices;
  if (!price) throw new Error(`Variant ${variant.id} has no price`);
  return price.sale_amount ?? price.amount;
}
