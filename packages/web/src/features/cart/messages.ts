import type { Notice } from '../../app/notice';
import type { CartRefusal } from '../../domain/cart';
import type { CartLineUpdate } from '../../domain/cart-refresh';
import { formatPrice } from '../../domain/money';
import { payablePrice } from '../../domain/price';

/** The cart's French strings. SPEC.md strings are copied to the letter. */

/** SPEC §5 */
export function insufficientStock(product: string, variant: string, remaining: number): string {
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

/** How a refusal names a product added through the cart's address, which carries no name. */
export const addedFromAddressName = 'Cet article';

/** The cart summary's shipping line when delivery is free (SPEC §2). */
export const freeShipping = 'Offerte';
/** The shipping line of a cart in another currency than the euro: the payment page sets delivery. */
export const shippingAtCheckout = 'Calculée lors du paiement';

/** The free-delivery rule is a euro rule, so what is missing is in euros. */
export function missingForFreeShipping(missingInCents: number): string {
  return `Plus que ${formatPrice(missingInCents, 'EUR')} pour la livraison offerte`;
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

/** The cart page's own words (SPEC.md gives none beyond the shipping line: DECISIONS.md asks for natural French). */
export const cartMessages = {
  title: 'Votre panier',
  description:
    'Votre panier Maison Aurèle : livraison offerte dès 150 €, paiement sécurisé et retours gratuits sous 30 jours.',
  linesLabel: 'Articles de votre panier',
  empty: {
    title: 'Votre panier est vide',
    description: "Nos collections n'attendent que vous : laissez-vous tenter.",
    action: 'Découvrir la boutique',
  },
  line: {
    unitPrice: 'Prix unitaire',
    lineTotal: 'Total',
    quantity: (product: string) => `Quantité de ${product}`,
    decrement: (product: string) => `Diminuer la quantité de ${product}`,
    increment: (product: string) => `Augmenter la quantité de ${product}`,
    remove: (product: string) => `Retirer ${product} du panier`,
    removed: (product: string) => `${product} a été retiré de votre panier.`,
    /** A beyond-stock line blocks the payment until the shopper adjusts it. */
    adjust: 'Ajustez la quantité pour continuer.',
  },
  clear: {
    action: 'Vider le panier',
    title: 'Vider le panier ?',
    description: 'Tous les articles seront retirés de votre panier.',
    confirm: 'Oui, vider le panier',
    cancel: 'Annuler',
    close: 'Fermer',
    done: 'Votre panier a été vidé.',
  },
  summary: {
    title: 'Récapitulatif',
    subtotal: 'Sous-total',
    shipping: 'Livraison standard',
    total: 'Total',
    taxes: 'TVA incluse. Livraison en 2 à 4 jours ouvrés.',
    beyondStock: 'Certains articles dépassent le stock disponible : ajustez leur quantité avant de payer.',
  },
  reassurance: {
    label: 'Nos engagements',
    securePayment: 'Paiement sécurisé',
    securePaymentDetail:
      'Vos données bancaires sont chiffrées et traitées par notre prestataire de paiement.',
    cards: 'Cartes acceptées',
    cardsDetail: 'Visa, MasterCard et American Express.',
    returns: 'Retours gratuits sous 30 jours',
    returnsDetail: "Vous changez d'avis ? Renvoyez vos articles sans frais.",
  },
} as const;

/** « 3 articles », the units the cart holds. */
export function unitCount(units: number): string {
  return units === 1 ? '1 article' : `${units} articles`;
}
