import { MAX_LINE_QUANTITY } from '../domain/cart';
import type { AddPlace, CartAddRequest } from './cart-add-request';

/**
 * « Ajouter au panier » is a real GET form to /cart (there is no server cart): pressed before the app runs, it
 * opens `/cart?add={product id}&variant={variant id}&from={place}&quantity={n}`, which the cart page turns into
 * the same `cart.add` once hydrated (`useAddFromAddress`). Once the app runs, the form's submit is handled in
 * place and nothing navigates.
 */
export const addFormAction = '/cart';

/** The name of the product page's quantity field in that form. */
export const addFormQuantity = 'quantity';

/** The name of the field that says which variant to add (the product page's size chips carry it). */
export const addFormVariant = 'variant';

/** The hidden fields that say what to add, and where it was pressed (a refusal is titled after it). */
export function addFormFields(productId: string, variantId: string, from: AddPlace): Record<string, string> {
  return { add: productId, [addFormVariant]: variantId, from };
}

/**
 * The add an address asks for, or null; a quantity out of 1…99 or unreadable counts as 1. Only the product page
 * says so: any other address was sent from a list.
 */
export function addRequestFrom(query: URLSearchParams, name: string): CartAddRequest | null {
  const productId = query.get('add');
  const variantId = query.get(addFormVariant);
  if (!productId || !variantId) return null;
  const quantity = Number(query.get(addFormQuantity));
  const valid = Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_LINE_QUANTITY;
  const from = query.get('from') === 'panel' ? 'panel' : 'tile';
  return { productId, variantId, name, quantity: valid ? quantity : 1, from };
}
