import type { CartLine, CartVariantSnapshot } from './cart';
import { payablePrice } from './price';
import type { Variant } from './product';
import { exceedsStock, isStockUnknown } from './stock';

function freshPrice({ price }: Variant): Partial<CartVariantSnapshot> {
  if (!price) return {};
  return {
    price_in_cents: price.price_in_cents,
    sale_price_in_cents: price.sale_price_in_cents,
    currency: price.currency,
    currency_display: price.currency_info,
  };
}

function freshStock(variant: Variant): Partial<CartVariantSnapshot> {
  if (isStockUnknown(variant)) return {};
  return {
    manage_inventory: variant.manage_inventory,
    inventory_quantity: variant.inventory_quantity ?? null,
  };
}

/** What a refresh found out about one line, for a notice before payment. */
export type CartLineUpdate =
  | { kind: 'price'; line: CartLine; previousPriceInCents: number }
  | { kind: 'stock'; line: CartLine };

/**
 * Brings each line's price and stock up to date from fresh variants. Quantities are left to the shopper: a line
 * now beyond stock is reported, not cut. What the fresh data does not say (a missing variant, no price any more,
 * a stock `/variants` left out) keeps the snapshot's value; the store checks every line again at checkout.
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
      variant: { ...line.variant, ...freshPrice(fresh), ...freshStock(fresh) },
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
