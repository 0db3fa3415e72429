import type { Variant } from './product';

export type StockHolder = Pick<Variant, 'manage_inventory' | 'inventory_quantity'>;

/** What the product page says about the chosen variant and quantity (the texts are in features/product). */
export type StockStatus =
  | { kind: 'untracked' }
  | { kind: 'unknown' }
  | { kind: 'sold-out' }
  | { kind: 'insufficient'; remaining: number }
  | { kind: 'in-stock'; remaining: number };

/**
 * The units the stock rule counts: those of a variant that manages inventory and whose count is known. undefined
 * when there is nothing to count: no inventory (`/variants` answers null for it) or no count yet.
 */
function countedUnits(variant: StockHolder): number | undefined {
  return variant.manage_inventory && typeof variant.inventory_quantity === 'number'
    ? variant.inventory_quantity
    : undefined;
}

/** True for a variant that manages inventory while its count is not known yet (a list answer). */
export function isStockUnknown(variant: StockHolder): boolean {
  return variant.manage_inventory && variant.inventory_quantity === undefined;
}

/** True only when a known count says none is left: an unknown stock is never sold out. */
export function isSoldOut(variant: StockHolder): boolean {
  const units = countedUnits(variant);
  return units !== undefined && units <= 0;
}

/**
 * True when `quantity` units are more than a known stock (docs/product/rules.md#validation). An unknown stock limits
 * nothing here: whoever adds to the cart learns the stock from `/variants` first.
 */
export function exceedsStock(variant: StockHolder, quantity: number): boolean {
  const units = countedUnits(variant);
  return units !== undefined && quantity > units;
}

export function stockStatus(
  variant: StockHolder & Pick<Variant, 'available'>,
  requestedQuantity: number,
): StockStatus {
  if (!variant.available) return { kind: 'sold-out' };
  if (isStockUnknown(variant)) return { kind: 'unknown' };
  const remaining = countedUnits(variant);
  if (remaining === undefined) return { kind: 'untracked' };
  if (remaining <= 0) return { kind: 'sold-out' };
  if (requestedQuantity > remaining) return { kind: 'insufficient', remaining };
  return { kind: 'in-stock', remaining };
}
