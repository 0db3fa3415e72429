import type { CheckoutItem } from '@aurele/storefront-contract';
import type { Catalogue } from '../catalogue/catalogue.js';
import { unitPrice } from '../catalogue/store-currency.js';
import type { CheckoutLine } from '../state/checkout-sessions.js';
import type { Inventory, Shortage } from '../state/inventory.js';

/** How a shortage reads in an API error. */
function shortageMessage(shortage: Shortage, catalogue: Catalogue): string {
  const found = catalogue.variant(shortage.variantId);
  const name = found ? ` (${found.product.title} — ${found.variant.title})` : '';
  return `Insufficient stock for variant ${shortage.variantId}${name}: ${shortage.requested} requested, ${shortage.available} available`;
}

/**
 * The lines of a payment session for the requested items, or every reason they cannot be sold: an unknown
 * variant, a product that is not purchasable, more than the stock of an inventory-managed variant.
 */
export function checkoutLines(
  items: readonly CheckoutItem[],
  catalogue: Catalogue,
  inventory: Inventory,
): { readonly lines: CheckoutLine[] } | { readonly messages: string[] } {
  const messages: string[] = [];
  const lines: CheckoutLine[] = [];
  for (const item of items) {
    const found = catalogue.variant(item.variant_id);
    if (!found) {
      messages.push(`Variant ${item.variant_id} not found`);
      continue;
    }
    const { product, variant } = found;
    if (!product.purchasable) {
      messages.push(`Product ${product.id} (${product.title}) is not purchasable`);
      continue;
    }
    lines.push({
      productId: product.id,
      variantId: variant.id,
      productTitle: product.title,
      variantTitle: variant.title,
      imageUrl: variant.image_url,
      quantity: item.quantity,
      unitAmount: unitPrice(variant),
    });
  }
  const requests = lines.map((line) => ({ variantId: line.variantId, quantity: line.quantity }));
  messages.push(...inventory.shortages(requests).map((shortage) => shortageMessage(shortage, catalogue)));
  return messages.length > 0 ? { messages } : { lines };
}
