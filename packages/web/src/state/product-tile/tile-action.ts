import type { Product, Variant } from '../../domain/product';
import { isSoldOut } from '../../domain/stock';

/**
 * What a tile's button does for a product (DECISIONS.md): add its one variant (the live stock is checked then),
 * or lead to its page to choose. A product without a price cannot be added. A list knows no stock: a tile is sold
 * out only when a known count says so.
 */
export type TileAction =
  | { kind: 'add'; variant: Variant }
  | { kind: 'choose' }
  | { kind: 'on-request' }
  | { kind: 'sold-out' }
  | { kind: 'unavailable' };

export function tileAction(product: Product): TileAction {
  if (!product.purchasable) return { kind: 'unavailable' };
  // No variant has a price (or there is no variant at all).
  if (!product.price) return { kind: 'on-request' };
  const [only, ...others] = product.variants;
  if (!only) return { kind: 'on-request' };
  if (others.length > 0) return { kind: 'choose' };
  if (!only.available) return { kind: 'unavailable' };
  if (isSoldOut(only)) return { kind: 'sold-out' };
  return { kind: 'add', variant: only };
}
