import { formatPrice } from '@aurele/ui/format-price';
import { paymentMeans } from '../../shared/messages';

/** The cart's French strings. The product's strings (docs/product/) are copied to the letter. */

/** How a refusal names a product added through the cart's address, which carries no name. */
export const addedFromAddressName = 'Cet article';

/** The free-delivery rule is a euro rule, so what is missing is in euros. */
export function missingForFreeShipping(missingInCents: number): string {
  return `Plus que ${formatPrice(missingInCents, 'EUR')} pour la livraison offerte`;
}

/** The cart has reached the free-delivery threshold. */
export const freeShippingReached = 'La livraison vous est offerte.';

/** The cart page's own words (the product gives none beyond the shipping line: docs/product/decisions.md#behaviour asks for natural French). */
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
  drawer: {
    close: 'Fermer le panier',
    checkout: 'Commander',
    viewCart: 'Voir le panier',
  },
  summary: {
    title: 'Récapitulatif',
    taxes: 'TVA incluse. Livraison en 2 à 4 jours ouvrés.',
    beyondStock: 'Certains articles dépassent le stock disponible : ajustez leur quantité avant de payer.',
  },
  reassurance: {
    label: 'Nos engagements',
    securePayment: 'Paiement sécurisé',
    securePaymentDetail:
      'Vos données bancaires sont chiffrées et traitées par notre prestataire de paiement.',
    cards: 'Moyens de paiement',
    cardsDetail: paymentMeans,
    returns: 'Retours gratuits sous 30 jours',
    returnsDetail: "Vous changez d'avis ? Renvoyez vos articles sans frais.",
  },
} as const;

/** « 3 articles », the units the cart holds. */
export function unitCount(units: number): string {
  return units === 1 ? '1 article' : `${units} articles`;
}
