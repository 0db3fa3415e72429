import type { CartLine } from './cart';
import { payablePrice } from './price';
import type { Variant } from './product';
import { exceedsStock } from './stock';

/** What a refresh found out about one line, for a notice before payment. */
export type CartLineUpdate =
  | { kind: 'price'; line: CartLine; previousPriceInCents: number }
  | { kind: 'stock'; line: CartLine };

/**
 * Brings each line's price and stock up to date from fresh variants. Quantities are left to the shopper: a line
 * now beyond stock is reported, not cut. A variant missing from the fresh data keeps its snapshot.
 */
export function refreshCartLines(
  lines: readonly CartLine[],
  freshVariants: readonly Variant[],
): { lines: CartLine[]; updates: CartLineUpdate[] } {
  const freshById = new Map(freshVariants.map((variant) => [variant.id, variant]));
  const updates: CartLineUpdate[] = [];
  const refreshed = lines.map((line) => {
    const fresh = freshById.get(line.variant.id);
    if (!fresh) return line;
    const updated: CartLine = {
      ...line,
      variant: {
        ...line.variant,
        price_in_cents: fresh.price_in_cents,
        sale_price_in_cents: fresh.sale_price_in_cents,
        currency: fresh.currency,
        manage_inventory: fresh.manage_inventory,
        inventory_quantity: fresh.inventory_quantity,
      },
    };
    const previousPriceInCents = payablePrice(line.variant);
    if (payablePrice(updated.variant) !== previousPriceInCents) {
      updates.push({ kind: 'price', line: updated, previousPriceInCents });
    }
    if (exceedsStock(updated.variant, updated.quantity)) updates.push({ kind: 'stock', line: updated });
    return updated;
  });
  return { lines: refreshed, updates };
}
