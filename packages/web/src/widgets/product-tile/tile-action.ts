import type { ProductSummary } from '../../domain/product-summary';

/**
 * What a tile's button does for a product (docs/product/decisions.md): add its one variant (the live stock is checked then),
 * or lead to its page to choose. A product without a price cannot be added. A list knows no stock: the live add
 * finds a sold-out variant out.
 */
export type TileAction =
  | { kind: 'add'; variantId: string }
  | { kind: 'choose' }
  | { kind: 'on-request' }
  | { kind: 'unavailable' };

export function tileAction(product: ProductSummary): TileAction {
  if (!product.purchasable) return { kind: 'unavailable' };
  // No variant has a price (or there is no variant at all).
  if (!product.price || product.display_variant_id === null) return { kind: 'on-request' };
  if (product.variant_count > 1) return { kind: 'choose' };
  if (!product.display_variant_available) return { kind: 'unavailable' };
  return { kind: 'add', variantId: product.display_variant_id };
}
