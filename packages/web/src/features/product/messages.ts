import type { CategorySlug } from '@aurele/storefront-contract';
import type { StockStatus } from '../../domain/stock';
import { categoryLabels } from '../../shared/category-labels';
import { paymentMeans } from '../../shared/messages';
import { stockUnknown } from '../../state/cart-messages';

/** The product page's French strings, copied to the letter from docs/product/errors.md. */

export const loadErrorTitle = 'Erreur de chargement';
export const backToShop = 'Retour à la boutique';
/** docs/product/decisions.md: a load error offers « Réessayer », as the shop's list does. */
export const retry = 'Réessayer';

export function loadErrorText(message: string): string {
  return `Le produit n'a pas pu être chargé: ${message}`;
}

/** What the page says under the add button; nothing for a variant without inventory. */
export function stockMessage(status: StockStatus): string | null {
  switch (status.kind) {
    case 'insufficient':
      return `Stock insuffisant. Seulement ${status.remaining} restant.`;
    case 'sold-out':
      return 'Actuellement indisponible';
    case 'in-stock':
      return `${status.remaining} en stock!`;
    case 'unknown':
      return stockUnknown;
    case 'untracked':
      return null;
  }
}

export const loadingProduct = 'Chargement du produit';

export const breadcrumbsLabel = "Fil d'Ariane";
export const homeCrumb = 'Accueil';
export const shopCrumb = 'Boutique';
/** The collection a product is filed under, in its breadcrumbs: the universe's name. */
export const categoryCrumbs: Readonly<Record<CategorySlug, string>> = categoryLabels;

export const gallery = {
  label: 'Images du produit',
  previous: 'Image précédente',
  next: 'Image suivante',
  slide: (position: number, total: number) => `Image ${position} sur ${total}`,
  image: (title: string, position: number) => (position === 1 ? title : `${title}, vue ${position}`),
  /** The photo is a link to its large version, which the viewer shows once the page runs. */
  enlarge: (title: string, position: number) => `Agrandir l'image ${position} : ${title}`,
};

/** The full-screen viewer a press on an image opens; it moves through the images with the gallery's words. */
export const imageViewer = {
  label: (title: string) => `Images : ${title}`,
  close: 'Fermer',
  zoomIn: 'Zoomer',
  zoomOut: 'Dézoomer',
};

/** The variant picker's label when the store's options do not describe the variants. */
export const variantLabel = 'Modèle';
/** Heard after a size or colour whose stock is gone, struck through on screen: « M, épuisé ». */
export const soldOutValue = 'épuisé';
export const reference = (sku: string) => `Réf. ${sku}`;

export const quantity = {
  label: 'Quantité',
  decrement: 'Retirer un article',
  increment: 'Ajouter un article',
};

/** The add button until a size is chosen (issue 27); pressed, it takes the shopper to the sizes, which say this. */
export const chooseSize = 'Choisissez une taille';
export const sizeNotChosen = 'Choisissez votre taille pour ajouter cette création au panier.';

/** The bar that keeps the add at hand on a phone once the panel has scrolled away (issue 27, point 6). */
export const stickyBar = {
  label: 'Ajout au panier',
  size: (size: string) => `Taille : ${size}`,
  noSize: 'Taille à choisir',
};

export const notPurchasable = "Ce produit n'est pas disponible à l'achat pour le moment.";
/** Under the disabled add button of a product sold « sur demande ». */
export const priceOnRequestReason =
  'Le prix de cette création est communiqué sur demande : contactez-nous pour la commander.';
export const addToWishlist = 'Ajouter aux favoris';
export const removeFromWishlist = 'Retirer des favoris';

export const descriptionTitle = 'Description';
export const detailsTitle = 'Informations complémentaires';

/** docs/product/rules.md#house-constants's promises, as the product page states them. */
export const services = {
  title: 'Livraison, retours et paiement',
  items: [
    {
      id: 'standard',
      icon: 'truck',
      title: 'Livraison standard offerte dès 150 €',
      text: "Sinon 7,90 €. En 2 à 4 jours ouvrés, commandes expédiées sous 24 h ouvrées, dans l'Union européenne.",
    },
    {
      id: 'express',
      icon: 'package',
      title: 'Livraison express : 14,90 €',
      text: 'En 1 à 2 jours ouvrés, partout en Europe.',
    },
    {
      id: 'returns',
      icon: 'return',
      title: 'Retours gratuits sous 30 jours',
      text: 'Remboursement sous 7 à 10 jours ouvrés après réception et contrôle du retour.',
    },
    {
      id: 'payment',
      icon: 'lock',
      title: 'Paiement sécurisé',
      text: paymentMeans,
    },
  ],
  more: 'Tout savoir sur la livraison et les retours',
} as const;

/** Under the product: four others close to it (docs/product/decisions.md). */
export const relatedTitle = 'Vous aimerez aussi';
export const relatedEyebrow = 'Dans le même esprit';

/** « Guide des tailles » beside the sizes, and its dialog. */
export const sizeGuide = {
  open: 'Guide des tailles',
  close: 'Fermer le guide des tailles',
  /** Said under the table once a size is chosen: its row is the one set apart. */
  yourSize: (size: string) => `Votre taille, ${size}, est mise en évidence dans le tableau.`,
  chooseFirst: 'Choisissez une taille : sa ligne sera mise en évidence dans le tableau.',
  fitNote: 'Conseil de taille',
  fullGuide: 'Voir le guide complet et la prise de mesures',
} as const;
