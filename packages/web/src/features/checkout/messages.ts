import type { Notice } from '../../app/notice';

/** The checkout's French strings, copied to the letter from SPEC.md §8. */

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
