import { formatPrice } from '@aurele/ui/format-price';
import type { CartLine, CartRefusal } from '../domain/cart';
import type { CartLineUpdate } from '../domain/cart-refresh';
import { payablePrice } from '../domain/price';
import type { Notice } from '../shared/notice';
import type { AddPlace } from './cart-add-request';

/**
 * What the cart actor says of its adds, refusals and refreshes (the cart page shows them too). the product's to the
 * letter.
 */

/** docs/product/rules.md#validation */
function insufficientStock(product: string, variant: string, remaining: number): string {
  return `Stock insuffisant pour ${product} (${variant}). Seulement ${remaining} restant.`;
}

export function refusalMessage(refusal: CartRefusal): string {
  switch (refusal.kind) {
    case 'stock':
      return insufficientStock(refusal.productTitle, refusal.variantTitle, refusal.remaining);
    case 'line-quantity':
      return `Quantité maximale atteinte pour cet article (${refusal.max}).`;
    case 'line-count':
      return `Votre panier est complet (${refusal.max} articles différents au maximum).`;
  }
}

/** What a refresh found about one line, said beside it on the cart page and gathered in the toast. */
export function lineUpdateSentence(update: CartLineUpdate): string {
  const { product, variant, quantity } = update.line;
  if (update.kind === 'price') {
    const before = formatPrice(update.previousPriceInCents, variant.currency, variant.currency_display);
    const now = formatPrice(payablePrice(variant), variant.currency, variant.currency_display);
    return `Le prix de ${product.title} (${variant.title}) est passé de ${before} à ${now}.`;
  }
  // Only a known count can put a line beyond stock.
  const remaining = variant.inventory_quantity ?? 0;
  if (remaining === 0) return `${product.title} (${variant.title}) n'est plus disponible.`;
  return `${insufficientStock(product.title, variant.title, remaining)} Vous en avez ${quantity} dans votre panier.`;
}

/** One notice for everything a refresh found, since the toaster shows one notice at a time. */
export function cartUpdatedNotice(updates: readonly CartLineUpdate[]): Notice {
  return {
    tone: 'caution',
    title: 'Votre panier a été mis à jour',
    description: updates.map(lineUpdateSentence).join(' '),
  };
}

/** An add the cart took, as the cart drawer heads it (the product gives no words for it: ours). */
export const addedToCart = 'Ajouté au panier';

/** What was just added, as the cart page says it of an add pressed before the app ran. */
export function addedToCartSentence({ product, variant, quantity }: CartLine): string {
  const units = quantity > 1 ? `${quantity} × ` : '';
  return `${units}${product.title} (${variant.title}) rejoint votre panier.`;
}

/** The button of the product page, of tiles and of the wishlist. */
export const addToCart = 'Ajouter au panier';

/** Why a product cannot go to the cart, under the refusal's title. */
export function noLongerAvailable(name: string): string {
  return `${name} n'est plus disponible à la vente.`;
}

/** The live stock could not be read: nothing is added on a guess. */
export const stockUnknown = "Nous n'avons pas pu vérifier le stock. Veuillez réessayer.";

/** docs/product/errors.md: a refusal is titled after where the add was pressed, the product page or a list. */
const addToCartFailedTitle: Record<AddPlace, string> = {
  panel: "Oups! Quelque chose s'est mal passé.",
  tile: "Erreur d'ajout au panier",
  wishlist: "Erreur d'ajout au panier",
};

/** A refused add: titled after where it was pressed, the cart gives the reason. */
export function addToCartFailedNotice(from: AddPlace, message: string): Notice {
  return { tone: 'critical', title: addToCartFailedTitle[from], description: message };
}
