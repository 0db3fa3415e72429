import { type CartLine, cartableVariant, cartLineFor } from '../../domain/cart';
import type { Product } from '../../domain/product';
import { noLongerAvailable, stockUnknown } from './messages';

/** A variant to add from a list (a card, the wishlist) or from the cart's address, named as the shopper saw it. */
export interface LiveAddRequest {
  productId: string;
  variantId: string | null;
  name: string;
  /** One unless said: only a product page's form, replayed on /cart, chooses a quantity. */
  quantity?: number;
}

/** The line for the cart, whose stock rule then applies, or the French reason there is none. */
export type LiveLine = { ok: true; line: CartLine } | { ok: false; message: string };

/**
 * The line a list adds, built from the product just fetched with its live stock: a list knows no stock, and a
 * saved item only remembers a price. A product no longer sold (or no longer priced) is refused; so is a variant
 * whose stock `/variants` still did not say, rather than guessing it.
 */
export function liveLine(products: readonly Product[], request: LiveAddRequest): LiveLine {
  const product = products.find((candidate) => candidate.id === request.productId);
  const variant = product?.variants.find((candidate) => candidate.id === request.variantId);
  if (!product?.purchasable || !variant?.available || !variant.price) {
    return { ok: false, message: noLongerAvailable(request.name) };
  }
  const cartable = cartableVariant(variant);
  if (!cartable) return { ok: false, message: stockUnknown };
  return { ok: true, line: cartLineFor(product, cartable, request.quantity ?? 1) };
}
