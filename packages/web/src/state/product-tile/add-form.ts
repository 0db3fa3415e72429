import { MAX_LINE_QUANTITY } from '../../domain/cart';
import type { LiveAddRequest } from './live-line';

/**
 * « Ajouter au panier » is a real GET form to /cart (there is no server cart): pressed before the app runs, it
 * opens `/cart?add={product id}&variant={variant id}&quantity={n}`, which the cart page turns into an add once
 * hydrated (`useAddFromAddress`). Once the app runs, the form's submit is handled in place and nothing navigates.
 */
export const addFormAction = '/cart';

/** The name of the product page's quantity field in that form. */
export const addFormQuantity = 'quantity';

/** The hidden fields that say what to add. */
export function addFormFields(productId: string, variantId: string): Record<string, string> {
  return { add: productId, variant: variantId };
}

/** The add an address asks for, or null; a quantity out of 1…99 or unreadable counts as 1. */
export function addRequestFrom(query: URLSearchParams, name: string): LiveAddRequest | null {
  const productId = query.get('add');
  const variantId = query.get('variant');
  if (!productId || !variantId) return null;
  const quantity = Number(query.get(addFormQuantity));
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
  return { productId, variantId, name, quantity: valid ? quantity : 1 };
}
