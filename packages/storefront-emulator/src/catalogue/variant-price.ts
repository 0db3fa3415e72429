import type { StoredProduct, StoredVariant } from './stored-product.js';

/** What one unit of a variant costs now (its sale price when it has one), or null when it has no price. */
export function payableAmount(variant: StoredVariant): number | null {
  const [price] = variant.prices;
  return price ? (price.sale_amount ?? price.amount) : null;
}

/**
 * The price a product shows, as `sort_by=price` orders it: its cheapest priced variant. `site_product_selection`
 * is `lowest_price_first` or null, and any other string reads like null (docs/storefront/api.md), so every rule
 * comes to the same. null when no variant has a price.
 */
export function displayedAmount(product: StoredProduct): number | null {
  const amounts = product.variants.flatMap((variant) => payableAmount(variant) ?? []);
  return amounts.length > 0 ? Math.min(...amounts) : null;
}
