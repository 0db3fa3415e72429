import type { Variant } from './product';

export type StockHolder = Pick<Variant, 'manage_inventory' | 'inventory_quantity'>;

/** What the product page says about the chosen variant and quantity (the texts are in features/product). */
export type StockStatus =
  | { kind: 'untracked' }
  | { kind: 'sold-out' }
  | { kind: 'insufficient'; remaining: number }
  | { kind: 'in-stock'; remaining: number };

/** Units left of an inventory-managed variant; a missing count is treated as none left. */
function remainingUnits(variant: StockHolder): number {
  return variant.inventory_quantity ?? 0;
}

/** True when `quantity` units of an inventory-managed variant are more than its stock (SPEC §5). */
export function exceedsStock(variant: StockHolder, quantity: number): boolean {
  return variant.manage_inventory && quantity > remainingUnits(variant);
}

export function stockStatus(variant: StockHolder, requestedQuantity: number): StockStatus {
  if (!variant.manage_inventory) return { kind: 'untracked' };
  const remaining = remainingUnits(variant);
  if (remaining === 0) return { kind: 'sold-out' };
  if (requestedQuantity > remaining) return { kind: 'insufficient', remaining };
  return { kind: 'in-stock', remaining };
}
