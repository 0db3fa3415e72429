import { exampleOrderNumber } from '../../shared/messages';
import type { Notice } from '../../shared/notice';

/**
 * The order tracking's French strings. The product's strings (docs/product/data-and-states.md#states-and-transitions,
 * docs/product/rules.md#validation, docs/product/errors.md) are copied to the letter.
 */

/** docs/product/rules.md#validation and docs/product/errors.md: a blank number. */
export const numberRequiredNotice: Notice = {
  tone: 'critical',
  title: 'Numéro de commande requis',
  description: 'Veuillez entrer un numéro de commande valide.',
};

/** docs/product/errors.md: no sample order has this number. */
export const orderNotFoundNotice: Notice = {
  tone: 'critical',
  title: 'Commande introuvable',
  description: 'Aucune commande trouvée pour ce numéro. Veuillez vérifier et réessayer.',
};

export const trackingMessages = {
  title: 'Suivre ma commande',
  description:
    'Suivez votre commande Maison Aurèle étape par étape : préparation, expédition et livraison, avec la date et le lieu de chaque étape.',
  lead: 'Entrez votre numéro de commande pour savoir où en est votre colis.',
  formLabel: 'Rechercher une commande',
  field: 'Numéro de commande',
  fieldHint: `Par exemple ${exampleOrderNumber}`,
  search: 'Rechercher',
  searching: 'Recherche de votre commande…',
  whereTitle: 'Où trouver votre numéro ?',
  where: [
    "Dans l'e-mail de confirmation reçu après votre achat.",
    "Dans l'e-mail d'expédition, avec le lien de suivi.",
    'Dans votre espace client, rubrique « Mes commandes ».',
  ],
  result: {
    order: (orderId: string) => `Commande ${orderId}`,
    estimatedDelivery: 'Livraison estimée',
    status: 'Statut actuel',
    history: 'Historique de livraison',
    stepLabels: { complete: 'Étape terminée', current: 'Étape en cours', upcoming: 'À venir' },
    pending: 'À venir',
  },
} as const;
