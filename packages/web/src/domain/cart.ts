import { brandName } from './brand';
import type { Product, Variant } from './product';
import { exceedsStock } from './stock';

/** What a cart line remembers of its product (SPEC §3), enough to show it without the catalogue. */
export interface CartProductSnapshot {
  id: string;
  title: string;
  image: string | null;
  /** The brand's name, as shown. */
  brand: string | null;
}

export type CartVariantSnapshot = Pick<
  Variant,
  | 'id'
  | 'title'
  | 'price_in_cents'
  | 'sale_price_in_cents'
  | 'currency'
  | 'manage_inventory'
  | 'inventory_quantity'
>;

export interface CartLine {
  product: CartProductSnapshot;
  variant: CartVariantSnapshot;
  quantity: number;
}

/** The BFF's checkout limits (DECISIONS.md): units per line, lines per cart. */
export const MAX_LINE_QUANTITY = 99;
export const MAX_CART_LINES = 50;

export type CartRefusal =
  | { kind: 'stock'; productTitle: string; variantTitle: string; remaining: number }
  | { kind: 'line-quantity'; max: number }
  | { kind: 'line-count'; max: number };

/** A cart change either gives the new lines or says why it was refused; a refusal changes nothing. */
export type CartChange = { ok: true; lines: CartLine[] } | { ok: false; refusal: CartRefusal };

export function cartLineFor(product: Product, variant: Variant, quantity: number): CartLine {
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
      price_in_cents: variant.price_in_cents,
      sale_price_in_cents: variant.sale_price_in_cents,
      currency: variant.currency,
      manage_inventory: variant.manage_inventory,
      inventory_quantity: variant.inventory_quantity,
    },
    quantity,
  };
}

/** Why `quantity` units of this line cannot be held, if they cannot (SPEC §5 stock rule, then the BFF's limit). */
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
