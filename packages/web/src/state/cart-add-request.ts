import type { Product } from '../domain/product';

/**
 * Where « Ajouter au panier » was pressed: a refusal is titled after it (docs/product/errors.md), whenever the cart decides —
 * at once, after the live stock, or on /cart once the app runs.
 */
export type AddPlace = 'panel' | 'tile' | 'wishlist';

/** « Ajouter au panier », wherever it was pressed: what the cart needs to decide. */
export interface CartAddRequest {
  productId: string;
  /** null for a saved product that had no variant: it is refused as no longer sold. */
  variantId: string | null;
  /** The product as the shopper saw it named: a refusal may say that it is no longer sold. */
  name: string;
  quantity: number;
  from: AddPlace;
  /** The product as the page holds it (the product page's): its stock, when known, spares a fetch. */
  product?: Product;
}
