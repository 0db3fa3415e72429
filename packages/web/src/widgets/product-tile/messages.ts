import { countOf, formatCount } from '../../shared/french-count';
import { contactUs } from '../../shared/messages';
import { addToCart } from '../../state/cart-messages';

/** The French strings of product tiles (the cart's own say what « Ajouter au panier » did). */

/** The tile's action; the card, named by its product, gives it its context. Long words wrap on narrow cards. */
export const tileButton = {
  add: addToCart,
  /**
   * A product with several variants: quick add's picker once the app runs, before a link to its page to choose
   * one (docs/product/decisions.md).
   */
  choose: 'Ajout rapide',
  /** A link to the contact page, the product named: the price beside it, « Prix sur demande », says why. */
  'on-request': contactUs,
  unavailable: 'Indisponible',
} as const;

/** The heart's name; it is a toggle, so its pressed state says whether the product is saved. */
export function addToWishlist(title: string): string {
  return `Ajouter ${title} aux favoris`;
}

/** In place of the price of a product the store sells without one (docs/product/decisions.md). */
export const priceOnRequest = 'Prix sur demande';

/** Read before a struck price by screen readers. */
export const salePriceLabel = 'Prix soldé';
export const originalPriceLabel = 'Prix initial';

export const loadingProducts = 'Chargement des produits';

/** Names a card's colour discs: every card has its own group, so the product is in the name. */
export function coloursOf(title: string): string {
  return `Couleurs de ${title}`;
}

/** After the discs a card shows: « +3 » on screen, this for screen readers. */
export function moreColours(count: number): { shown: string; read: string } {
  return {
    shown: `+${formatCount(count)}`,
    read: `et ${countOf(count, 'autre couleur', 'autres couleurs')}`,
  };
}

/** Quick add's picker (headed by the product's title): its sizes, and the way to the whole product page. */
export const quickAdd = {
  sizes: 'Choisissez votre taille',
  /** A product whose variants are not sizes: each by its title. */
  options: 'Choisissez une option',
  /** A sold-out size, as the product page reads it. */
  soldOut: (value: string) => `${value}, épuisé`,
  loading: 'Chargement des tailles…',
  failed: "Les tailles n'ont pas pu être chargées.",
  retry: 'Réessayer',
  gone: "Cette création n'est plus disponible à la vente.",
  productPage: 'Voir la fiche produit',
  close: 'Fermer',
} as const;
