import type { CurrencyDisplay } from '@aurele/ui/format-price';
import { brandName } from './brand';
import type { Priced } from './price';
import type { PriceTag, Product, Variant } from './product';
import { exceedsStock } from './stock';

/**
 * What a cart line remembers of its product (docs/product/data-and-states.md#entities), enough to show it without the
 * catalogue.
 */
interface CartProductSnapshot {
  id: string;
  title: string;
  image: string | null;
  /** The brand's name, as shown. */
  brand: string | null;
}

/** What a cart line remembers of its variant: its price when added (refreshed on /cart) and its known stock. */
export interface CartVariantSnapshot extends Priced {
  id: string;
  title: string;
  /** ISO code, upper case ("EUR"). */
  currency: string;
  /** How the store writes the currency (its digits); lines stored before it was kept use Intl's own. */
  currency_display?: CurrencyDisplay;
  manage_inventory: boolean;
  /** A count, or null for a variant that does not manage inventory: a cart line's stock is always known. */
  inventory_quantity: number | null;
}

export interface CartLine {
  product: CartProductSnapshot;
  variant: CartVariantSnapshot;
  quantity: number;
}

/** The cart's own limits (docs/product/decisions.md): units per line, lines per cart. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export type CartRefusal =
  | { kind: 'stock'; productTitle: string; variantTitle: string; remaining: number }
  | { kind: 'line-quantity'; max: number }
  | { kind: 'line-count'; max: number };

/** A cart change either gives the new lines or says why it was refused; a refusal changes nothing. */
export type CartChange = { ok: true; lines: CartLine[] } | { ok: false; refusal: CartRefusal };

/** A variant the cart can take: it has a price, and its stock is known (`/variants` said it, or it counts none). */
export type CartableVariant = Variant & { price: PriceTag; inventory_quantity: number | null };

/** The variant as the cart can take it; null without a price, or while its stock is unknown. */
export function cartableVariant(variant: Variant): CartableVariant | null {
  const { price, inventory_quantity } = variant;
  if (!price) return null;
  if (!variant.manage_inventory) return { ...variant, price, inventory_quantity: inventory_quantity ?? null };
  return inventory_quantity === undefined ? null : { ...variant, price, inventory_quantity };
}

export function cartLineFor(product: Product, variant: CartableVariant, quantity: number): CartLine {
  return {
    product: {
      id: product.id,
      title: product.title,
      image: variant.image_url ?? product.image,
      brand: brandName(product.brand),
    },
    variant: {
      id: variant.id,
      title: variant.title,
      price_in_cents: variant.price.price_in_cents,
      sale_price_in_cents: variant.price.sale_price_in_cents,
      currency: variant.price.currency,
      currency_display: variant.price.currency_info,
      manage_inventory: variant.manage_inventory,
      inventory_quantity: variant.inventory_quantity,
    },
    quantity,
  };
}

/**
 * Why `quantity` units of this line cannot be held, if they cannot (docs/product/rules.md#validation stock rule, then
 * the BFF's limit).
 */
function quantityRefusal(line: CartLine, quantity: number): CartRefusal | undefined {
  if (exceedsStock(line.variant, quantity)) {
    return {
      kind: 'stock',
      productTitle: line.product.title,
      variantTitle: line.variant.title,
      remaining: line.variant.inventory_quantity ?? 0,
    };
  }
  if (quantity > MAX_LINE_QUANTITY) return { kind: 'line-quantity', max: MAX_LINE_QUANTITY };
  return undefined;
}

/** Adds a line, merged into the line of the same variant, whose snapshot it refreshes. */
export function addToCart(lines: readonly CartLine[], added: CartLine): CartChange {
  const existing = lines.find((line) => line.variant.id === added.variant.id);
  if (!existing && lines.length >= MAX_CART_LINES) {
    return { ok: false, refusal: { kind: 'line-count', max: MAX_CART_LINES } };
  }
  const merged = { ...added, quantity: (existing?.quantity ?? 0) + added.quantity };
  const refusal = quantityRefusal(merged, merged.quantity);
  if (refusal) return { ok: false, refusal };
  return {
    ok: true,
    lines: existing ? lines.map((line) => (line === existing ? merged : line)) : [...lines, merged],
  };
}

/** Sets a line's quantity; below 1 removes the line. */
export function setLineQuantity(lines: readonly CartLine[], variantId: string, quantity: number): CartChange {
  if (quantity < 1) return { ok: true, lines: removeLine(lines, variantId) };
  const target = lines.find((line) => line.variant.id === variantId);
  const refusal = target && quantityRefusal(target, quantity);
  if (refusal) return { ok: false, refusal };
  return { ok: true, lines: lines.map((line) => (line === target ? { ...line, quantity } : line)) };
}

export function removeLine(lines: readonly CartLine[], variantId: string): CartLine[] {
  return lines.filter((line) => line.variant.id !== variantId);
}

/** The `items` of a checkout request. */
export function checkoutItems(lines: readonly CartLine[]): { variant_id: string; quantity: number }[] {
  return lines.map((line) => ({ variant_id: line.variant.id, quantity: line.quantity }));
}
