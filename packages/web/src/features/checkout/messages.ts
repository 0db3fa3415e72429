import type { Notice } from '../../shared/notice';

/** The checkout's French strings, copied to the letter from docs/product/errors.md. */

export const emptyCartNotice: Notice = {
  tone: 'critical',
  title: 'Votre panier est vide',
  description: 'Ajoutez des produits avant de procéder au paiement.',
};

export const paymentErrorNotice: Notice = {
  tone: 'critical',
  title: 'Erreur de paiement',
  description: "Un problème est survenu lors de l'initialisation du paiement. Veuillez réessayer.",
};

/**
 * The store refused the checkout for stock (the BFF's 409): docs/product/errors.md's checkout failure, carrying the
 * product's « Stock insuffisant » in the cart's terms; the refreshed cart then names the line with the sentence of
 * docs/product/rules.md#validation.
 */
export const outOfStockNotice: Notice = {
  tone: 'critical',
  title: 'Erreur de paiement',
  description:
    'Stock insuffisant pour certains articles de votre panier. Ajustez leur quantité avant de procéder au paiement.',
};

/** The cart's way to the payment page. */
export const proceedToPayment = 'Procéder au paiement';

/**
 * The page the payment provider sends the shopper back to once paid (the product gives no exact words:
 * docs/product/decisions.md#behaviour).
 */
export const successMessages = {
  documentTitle: 'Commande confirmée',
  description: 'Votre commande Maison Aurèle est confirmée : un e-mail récapitulatif vous a été envoyé.',
  title: 'Merci pour votre commande !',
  confirmation: 'Un e-mail de confirmation vous a été envoyé avec le récapitulatif de votre commande.',
  preparation:
    'Nous préparons vos articles avec soin : ils sont expédiés sous 24 h (jours ouvrés) et livrés en 2 à 4 jours ouvrés.',
  continueShopping: 'Continuer mes achats',
  recap: {
    title: 'Votre commande',
    quantity: (count: number) => `Quantité\u00a0: ${count}`,
  },
} as const;
