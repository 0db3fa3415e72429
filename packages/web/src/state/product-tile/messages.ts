/** The French strings of product tiles and of adding from a list with live stock (the cart says the outcome). */

export const addToCart = 'Ajouter au panier';

/** The tile's action; the card, named by its product, gives it its context. Long words wrap on narrow cards. */
export const tileButton = {
  add: addToCart,
  /** A product with several variants: a link to its page, to choose one (DECISIONS.md). */
  choose: 'Choisir une option',
  /** Disabled: the price beside it, « Prix sur demande », says why. */
  'on-request': addToCart,
  unavailable: 'Indisponible',
} as const;

/** The heart's name; it is a toggle, so its pressed state says whether the product is saved. */
export function addToWishlist(title: string): string {
  return `Ajouter ${title} aux favoris`;
}

/** In place of the price of a product the store sells without one (DECISIONS.md). */
export const priceOnRequest = 'Prix sur demande';

/** Why a product cannot go to the cart, under « Erreur d'ajout au panier ». */
export function noLongerAvailable(name: string): string {
  return `${name} n'est plus disponible à la vente.`;
}

/** The live stock could not be read: nothing is added on a guess. */
export const stockUnknown = "Nous n'avons pas pu vérifier le stock. Veuillez réessayer.";

/** Read before a struck price by screen readers. */
export const salePriceLabel = 'Prix soldé';
export const originalPriceLabel = 'Prix initial';

export const loadingProducts = 'Chargement des produits';
