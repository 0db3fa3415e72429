import { type CartLine, cartableVariant, cartLineFor } from '../domain/cart';
import type { Product } from '../domain/product';
import type { CartAddRequest } from './cart-add-request';
import { noLongerAvailable, stockUnknown } from './cart-messages';

/** The line for the cart, whose stock rule then applies, or the French reason there is none. */
export type LiveLine = { ok: true; line: CartLine } | { ok: false; message: string };

/**
 * The line an add asks for, built from the product as last fetched: a list and an address know no stock, and a
 * saved item only remembers a price. A product no longer sold (or no longer priced) is refused; so is a variant
 * whose stock `/variants` still did not say, rather than guessing it.
 */
export function liveLine(products: readonly Product[], request: CartAddRequest): LiveLine {
  const product = products.find((candidate) => candidate.id === request.productId);
  const variant = product?.variants.find((candidate) => candidate.id === request.variantId);
  if (!product?.purchasable || !variant?.available || !variant.price) {
    return { ok: false, message: noLongerAvailable(request.name) };
  }
  const cartable = cartableVariant(variant);
  if (!cartable) return { ok: false, message: stockUnknown };
  return { ok: true, line: cartLineFor(product, cartable, request.quantity) };
}

/** The line of a request whose product already carries its live stock, or null when it must be fetched. */
export function knownLine(request: CartAddRequest): CartLine | null {
  const outcome = request.product ? liveLine([request.product], request) : null;
  return outcome?.ok ? outcome.line : null;
}
