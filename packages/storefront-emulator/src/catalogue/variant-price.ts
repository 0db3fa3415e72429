import type { StoredProduct, StoredVariant } from './stored-product.js';

/** What one unit of a variant costs now (its sale price when it has one), or null when it has no price. */
export function payableAmount(variant: StoredVariant): number | null {
  const [price] = variant.prices;
  return price ? (price.sale_amount ?? price.amount) : null;
}

/**
 * The price a product shows, as `sort_by=price` orders it: `lowest_price_first` or null means its cheapest
 * priced variant, any other rule its first variant. null when that shows no price.
 */
export function displayedAmount(product: StoredProduct): number | null {
  const rule = product.site_product_selection;
  if (rule !== null && rule !== 'lowest_price_first') {
    const [first] = product.variants;
    return first ? payableAmount(first) : null;
  }
  const amounts = product.variants.flatMap((variant) => payableAmount(variant) ?? []);
  return amounts.length > 0 ? Math.min(...amounts) : null;
}
