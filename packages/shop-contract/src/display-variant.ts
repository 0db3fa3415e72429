import type { Price } from '@aurele/storefront-contract';

/** What the shopper pays for a price: the sale amount when there is one. */
export function payableAmount(price: Pick<Price, 'amount' | 'sale_amount'>): number {
  return price.sale_amount ?? price.amount;
}

/**
 * The variant whose price a product shows: the cheapest priced one, by what the shopper pays (a variant's first
 * price is in the store's currency); the first cheapest wins a tie. `site_product_selection` is
 * `lowest_price_first` or null, and the storefront reads any other value like null, so every product shows its
 * cheapest. Without any price, the first variant; undefined without variants.
 */
export function displayVariantOf<V extends { prices: readonly Price[] }>(
  variants: readonly V[],
): V | undefined {
  let cheapest: { variant: V; paid: number } | undefined;
  for (const variant of variants) {
    const price = variant.prices[0];
    const paid = price && payableAmount(price);
    if (paid !== undefined && (!cheapest || paid < cheapest.paid)) cheapest = { variant, paid };
  }
  return cheapest?.variant ?? variants[0];
}
