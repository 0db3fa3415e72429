import type { Product, Variant } from '../../domain/product';

/** What a tile's button does for a product (DECISIONS.md): add its one variant, or lead to its page to choose. */
export type TileAction =
  | { kind: 'add'; variant: Variant }
  | { kind: 'choose' }
  | { kind: 'sold-out' }
  | { kind: 'unavailable' };

export function tileAction(product: Product): TileAction {
  if (!product.purchasable) return { kind: 'unavailable' };
  const [only, ...others] = product.variants;
  if (!only) return { kind: 'unavailable' };
  if (others.length > 0) return { kind: 'choose' };
  if (only.manage_inventory && (only.inventory_quantity ?? 0) <= 0) return { kind: 'sold-out' };
  return { kind: 'add', variant: only };
}
